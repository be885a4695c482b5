import { Command } from 'commander';
import { z } from 'zod';
import { ok } from '../../../core/shared';
import { renderMailList } from '../../output/mail-view';
import { attachAction, withExamples } from '../shared/action';
import type { CliDeps } from '../shared/deps';
import { count, jsonFlag } from '../shared/schemas';
import { outboxOf } from './outbox-of';

const input = z.strictObject({
  to: z.email('must be an e-mail address').max(254).optional(),
  limit: count({ min: 1, max: 500, default: 20 }),
  json: jsonFlag,
});

/**
 * `nutshell mail list [--to <email>] [--limit <n>] [--json]`: the outbox's messages newest first, 20 by default,
 * only those to `--to` (compared case-insensitively) when given, as a table of Id, Sent at, Kind, To, Subject;
 * `--json` prints the array of messages (with their text and HTML).
 */
export function mailListCommand(deps: CliDeps): Command {
  const command = new Command('list')
    .description('list the messages in the mail outbox, newest first')
    .option('--to <email>', 'only messages to this address')
    .option('--limit <n>', 'how many messages, 1 to 500', '20')
    .option('--json', 'print the messages as a JSON array');
  withExamples(command, ['nutshell mail list', 'nutshell mail list --to pat@example.com --limit 5 --json']);
  return attachAction(command, deps, {
    schema: input,
    run: async (session, { to, limit }) => {
      const outbox = outboxOf(session);
      if (!outbox.ok) return outbox;
      return ok(await outbox.value.list({ limit, ...(to !== undefined ? { to } : {}) }));
    },
    render: (messages, _input, options) => renderMailList(messages, options),
  });
}
