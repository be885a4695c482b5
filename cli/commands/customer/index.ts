import { Command } from 'commander';
import type { CliDeps } from '../shared/deps';
import { customerFindCommand } from './find';
import { customerShowCommand } from './show';
import { customerOrdersCommand } from './orders';
import { customerCreditCommand } from './credit';
import { customerCarriersCommand } from './carriers';

/** `nutshell customer ...`: look up the store's customers by e-mail (a CX agent's view) and set their carriers. */
export function customerCommand(deps: CliDeps): Command {
  return new Command('customer')
    .description("look up customers' accounts by e-mail")
    .addCommand(customerFindCommand(deps))
    .addCommand(customerShowCommand(deps))
    .addCommand(customerOrdersCommand(deps))
    .addCommand(customerCreditCommand(deps))
    .addCommand(customerCarriersCommand(deps));
}
