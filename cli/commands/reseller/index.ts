import { Command } from 'commander';
import type { CliDeps } from '../shared/deps';
import { resellerListCommand } from './list';
import { resellerApproveCommand, resellerRejectCommand } from './review';

/**
 * `nutshell reseller ...`: the CX agent's review of resellers' resale certificates (shell-account §2 Reseller
 * Certifications).
 */
export function resellerCommand(deps: CliDeps): Command {
  return new Command('reseller')
    .description("review resellers' resale certificates (tax exemption per state)")
    .addCommand(resellerListCommand(deps))
    .addCommand(resellerApproveCommand(deps))
    .addCommand(resellerRejectCommand(deps));
}
