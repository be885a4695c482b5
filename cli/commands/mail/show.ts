import { Command } from 'commander';
import { z } from 'zod';
import { domainError, err, ok } from '../../../core/shared';
import { renderMail } from '../../output/mail-view';
import { attachAction, withExamples } from '../shared/action';
import type { CliDeps } from '../shared/deps';
import { identifier, jsonFlag } from '../shared/schemas';
import { outboxOf } from './outbox-of';

const input = z.strictObject({ id: identifier('message id').pipe(z.string().max(100)), json: jsonFlag });

/**
 * `nutshell mail show <id> [--json]`: one message of the outbox, its headers (Id, Sent at, Kind, To, Subject) and
 * then its plain text; `--json` prints the whole message, HTML included. Exit 3 ('resource/not-found') for an
 * unknown id.
 */
export function mailShowCommand(deps: CliDeps): Command {
  const command = new Command('show')
    .description('show a message of the mail outbox: headers, then its plain text')
    .argument('<id>', 'message id, as `nutshell mail list` shows it')
    .option('--json', 'print the whole message (text and HTML) as JSON');
  withExamples(command, [
    'nutshell mail show 3f1c2a9e-5b7d-4e61-9a0b-2c4d6e8f1a3b',
    'nutshell mail show 3f1c2a9e-5b7d-4e61-9a0b-2c4d6e8f1a3b --json',
  ]);
  return attachAction(command, deps, {
    schema: input,
    run: async (session, { id }) => {
      const outbox = outboxOf(session);
      if (!outbox.ok) return outbox;
      const message = await outbox.value.get(id);
      return message ? ok(message) : err(domainError('resource/not-found', `no message with id "${id}"`, { id }));
    },
    render: (message) => renderMail(message),
  });
}
