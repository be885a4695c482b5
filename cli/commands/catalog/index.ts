import { Command } from 'commander';
import type { CliDeps } from '../shared/deps';
import { catalogListCommand } from './list';
import { catalogSetStockCommand } from './set-stock';

/** `nutshell catalog ...`: browse the catalogue (products, SKUs, prices) and set a SKU's stock on hand. */
export function catalogCommand(deps: CliDeps): Command {
  return new Command('catalog')
    .description('browse the product catalogue and set its stock')
    .addCommand(catalogListCommand(deps))
    .addCommand(catalogSetStockCommand(deps));
}
