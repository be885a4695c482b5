import { Command } from 'commander';
import { z } from 'zod';
import { renderReview } from '../../output/reseller-view';
import { attachAction, withExamples } from '../shared/action';
import type { CliDeps } from '../shared/deps';
import { jsonFlag } from '../shared/schemas';
import { CLI_REVIEWER, resellerDeskOf } from './desk-of';

const id = z.string().trim().min(1).max(100);
const approveInput = z.strictObject({ id, reason: z.string().trim().min(1).max(500).optional(), json: jsonFlag });
const rejectInput = z.strictObject({ id, reason: z.string().trim().min(1).max(500), json: jsonFlag });

/**
 * `nutshell reseller approve <id> [--reason <text>] [--json]` (shell-account §2 Reseller Certifications): approves a
 * pending resale certificate, so the reseller's orders shipped to its state are tax-exempt until it expires. Exit 3 for
 * an unknown id, 4 when it was reviewed already, 10 on the remote profile.
 */
export function resellerApproveCommand(deps: CliDeps): Command {
  const command = new Command('approve')
    .description('approve a pending resale certificate')
    .argument('<id>', "the certificate's id (nutshell reseller list --pending)")
    .option('--reason <text>', 'a note kept with the approval')
    .option('--json', 'print the reviewed certificate as JSON');
  withExamples(command, ['nutshell reseller approve 0b6f…']);
  return attachAction(command, deps, {
    schema: approveInput,
    run: async (session, { id: certificateId, reason }) => {
      const desk = resellerDeskOf(session);
      return desk.ok ? desk.value.approve(certificateId, CLI_REVIEWER, reason) : desk;
    },
    render: renderReview,
  });
}

/**
 * `nutshell reseller reject <id> --reason <text> [--json]` (shell-account §2 Reseller Certifications): rejects a
 * pending resale certificate with the reason the reseller sees. The reason is required (exit 2 without it); exit 3 for
 * an unknown id, 4 when it was reviewed already, 10 on the remote profile.
 */
export function resellerRejectCommand(deps: CliDeps): Command {
  const command = new Command('reject')
    .description('reject a pending resale certificate, with the reason the reseller sees')
    .argument('<id>', "the certificate's id (nutshell reseller list --pending)")
    .option('--reason <text>', 'why it is rejected (required)')
    .option('--json', 'print the reviewed certificate as JSON');
  withExamples(command, ['nutshell reseller reject 0b6f… --reason "The certificate is not signed."']);
  return attachAction(command, deps, {
    schema: rejectInput,
    run: async (session, { id: certificateId, reason }) => {
      const desk = resellerDeskOf(session);
      return desk.ok ? desk.value.reject(certificateId, reason, CLI_REVIEWER) : desk;
    },
    render: renderReview,
  });
}
