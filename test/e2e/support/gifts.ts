import { execFileSync } from 'node:child_process';

/** The data directory of the server under test (playwright.config.ts sets it). */
const DATA_DIR = process.env.E2E_DATA_DIR ?? '.tmp/e2e-data';

/**
 * The redeem link ('/gift-drop/redeem?key=…') of the gift mail sent to `to` (catalogue-gifting §4 Gift drop), read from
 * the outbox with the CLI (`nutshell mail list --to … --json`). Throws when no such mail was sent.
 */
export function mailedRedeemLink(to: string): string {
  const out = execFileSync('npx', ['nutshell', 'mail', 'list', '--to', to, '--json'], {
    encoding: 'utf8',
    env: { ...process.env, NUTSHELL_DATA_DIR: DATA_DIR },
  });
  const link = /\/gift-drop\/redeem\?key=[A-Za-z0-9_-]+/.exec(out)?.[0];
  if (!link) throw new Error(`no gift link mailed to ${to}`);
  return link;
}
