import { Command } from 'commander';
import type { CliDeps } from '../shared/deps';
import { orderListCommand } from './list';
import { orderShowCommand } from './show';
import { orderCopyToCartCommand } from './copy-to-cart';
import { orderUploadCommand } from './upload';

/** `nutshell order ...`: look up placed orders. */
export function orderCommand(deps: CliDeps): Command {
  return new Command('order')
    .description("look up orders; copy one into its customer's cart; upload a bulk order file")
    .addCommand(orderShowCommand(deps))
    .addCommand(orderListCommand(deps))
    .addCommand(orderCopyToCartCommand(deps))
    .addCommand(orderUploadCommand(deps));
}
