import { Command } from 'commander';
import type { CliDeps } from '../shared/deps';
import { mailListCommand } from './list';
import { mailShowCommand } from './show';

/** `nutshell mail ...`: read the mail the store sent into its outbox (the embedded default). */
export function mailCommand(deps: CliDeps): Command {
  return new Command('mail')
    .description('read the mail outbox')
    .addCommand(mailListCommand(deps))
    .addCommand(mailShowCommand(deps));
}
