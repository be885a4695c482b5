import { Command } from 'commander';
import type { CliDeps } from '../shared/deps';
import { businessShowCommand } from './show';

/** `nutshell business ...`: customers' business accounts for CX agents (read-only; core-cart-checkout §6 Business). */
export function businessCommand(deps: CliDeps): Command {
  return new Command('business')
    .description("look up customers' business accounts by e-mail")
    .addCommand(businessShowCommand(deps));
}
