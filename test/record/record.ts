import { mkdirSync, writeFileSync } from 'node:fs';
import { cookieJarFetch, recordingFetch, type Exchange, type Recording } from '../replay/http-exchanges';
import { portsFor, SCENARIOS } from '../replay/scenarios';
import { startTestServer } from '../support/test-server';
import { MAIL_RECORDING, recordMail } from './record-mail';
import { recordOidc } from './record-oidc';
import { OIDC_RECORDING } from '../replay/oidc-recording';

/**
 * `npm run record`: runs every scenario against the local server (a fresh database, random port) and writes
 * its exchanges and summary to fixtures/recorded/{scenario}.json for the replay suite; then records the store's
 * mail as the SMTP adapter sends it to a local SMTP server (record-mail.ts), and a social sign-in's OpenID Connect
 * exchanges with the local test identity provider (record-oidc.ts).
 */
async function main(): Promise<void> {
  mkdirSync('fixtures/recorded', { recursive: true });
  for (const [name, run] of Object.entries(SCENARIOS)) {
    const server = await startTestServer([{ clientId: 'nutshell-local', clientSecret: 'nutshell-local-secret' }]);
    try {
      const exchanges: Exchange[] = [];
      const summary = await run(portsFor(server.baseUrl, recordingFetch(cookieJarFetch(fetch), exchanges)));
      const recording: Recording = { scenario: name, exchanges, summary };
      writeFileSync(`fixtures/recorded/${name}.json`, `${JSON.stringify(recording, null, 1)}\n`);
      process.stdout.write(`recorded ${name}: ${exchanges.length} exchanges\n`);
    } finally {
      await server.close();
    }
  }
  process.stdout.write(`recorded mail: ${await recordMail()} messages in ${MAIL_RECORDING}\n`);
  process.stdout.write(`recorded oidc-sign-in: ${await recordOidc()} exchanges in ${OIDC_RECORDING}\n`);
}

main().catch((e: unknown) => {
  process.stderr.write(`record: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
  process.exitCode = 1;
});
