import { Command } from 'commander';
import { z } from 'zod';
import { domainError, err } from '../../../core/shared';
import { CLI_ERROR } from '../../exit-codes';
import { attachAction, withExamples } from '../shared/action';
import type { CliDeps } from '../shared/deps';
import { identifier, jsonFlag } from '../shared/schemas';

const input = z.strictObject({
  sku: identifier('SKU'),
  quantity: z
    .string()
    .regex(/^\d+$/, 'the stock must be a whole number of 0 or more')
    .transform(Number)
    .pipe(z.number().int().min(0).max(2_147_483_647, 'the stock must be at most 2147483647')),
  json: jsonFlag,
});

/**
 * `nutshell catalog set-stock <sku> <quantity> [--json]`: sets the units on hand of a SKU (an integer ≥ 0; spec:
 * core-cart-checkout §4 Cart preparation: a line whose stock is below its quantity is removed before checkout), in
 * process or through a running local server, whose search index follows (`inStock`). Prints "SKU: n on hand (in
 * stock|out of stock)"; `--json` prints the StockLevel. Exit 2 for a bad number, 3 for an unknown SKU, 10 on the
 * remote profile (stock is the commerce platform's there).
 */
export function catalogSetStockCommand(deps: CliDeps): Command {
  const command = new Command('set-stock')
    .description('set the stock on hand of a SKU')
    .argument('<sku>', 'the variant SKU')
    .argument('<quantity>', 'units on hand, a whole number of 0 or more')
    .option('--json', 'print the stock level as JSON');
  withExamples(command, [
    'nutshell catalog set-stock ALM-RS-1LB 0',
    'nutshell catalog set-stock ALM-RS-1LB 120 --json',
  ]);
  return attachAction(command, deps, {
    schema: input,
    run: async (session, { sku, quantity }) => {
      if (!session.inventory) {
        const message = "there is no stock to set on the remote profile: inventory is the commerce platform's";
        return err(domainError(CLI_ERROR.unavailable, message));
      }
      return session.inventory.setStock(sku, quantity);
    },
    render: (s) =>
      `${s.sku} (${s.productName}): ${s.availableQuantity} on hand (${s.isOnStock ? 'in stock' : 'out of stock'})\n`,
  });
}
