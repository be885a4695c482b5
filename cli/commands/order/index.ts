import { Command } from 'commander';
import type { CliDeps } from '../shared/deps';
import { orderListCommand } from './list';
import { orderShowCommand } from './show';

/** `nutshell order ...`: look up placed orders. */
export function orderCommand(deps: CliDeps): Command {
  return new Command('order')
    .description('look up orders')
    .addCommand(orderShowCommand(deps))
    .addCommand(orderListCommand(deps));
}
