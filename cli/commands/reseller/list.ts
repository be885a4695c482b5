import { Command } from 'commander';
import { z } from 'zod';
import { ok } from '../../../core/shared';
import { renderCertificates } from '../../output/reseller-view';
import { attachAction, withExamples } from '../shared/action';
import type { CliDeps } from '../shared/deps';
import { jsonFlag } from '../shared/schemas';
import { resellerDeskOf } from './desk-of';

const input = z.strictObject({ pending: z.boolean().default(false), json: jsonFlag });

/**
 * `nutshell reseller list [--pending] [--json]` (shell-account §2 Reseller Certifications): every resale certificate,
 * newest first, or only the pending ones, as a table (id, customer e-mail, company, state, number, expires, status,
 * submitted); `--json` prints the array of certificates. Exit 10 without certificates (the remote profile).
 */
export function resellerListCommand(deps: CliDeps): Command {
  const command = new Command('list')
    .description("list resellers' resale certificates")
    .option('--pending', 'only the certificates waiting for review')
    .option('--json', 'print the certificates as JSON');
  withExamples(command, ['nutshell reseller list --pending', 'nutshell reseller list --json']);
  return attachAction(command, deps, {
    schema: input,
    run: async (session, { pending }) => {
      const desk = resellerDeskOf(session);
      return desk.ok ? ok(await desk.value.list({ pending })) : desk;
    },
    render: (certificates, { pending }, options) => renderCertificates(certificates, pending, options),
  });
}
