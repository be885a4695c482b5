import { Command } from 'commander';
import { z } from 'zod';
import { ok } from '../../../core/shared';
import { renderOrderList } from '../../output/order-view';
import { attachAction, withExamples } from '../shared/action';
import type { CliDeps } from '../shared/deps';
import { count, jsonFlag } from '../shared/schemas';

const input = z.strictObject({
  limit: count({ min: 1, max: 500, default: 20 }),
  offset: count({ min: 0, max: Number.MAX_SAFE_INTEGER, default: 0 }),
  json: jsonFlag,
});

/**
 * `nutshell order list [--limit <n>] [--offset <n>] [--json]`: orders newest first, 20 by default,
 * as a table of Order, Date, E-mail, Items, Total; `--json` prints the array of Orders.
 */
export function orderListCommand(deps: CliDeps): Command {
  const command = new Command('list')
    .description('list orders, newest first')
    .option('--limit <n>', 'how many orders, 1 to 500', '20')
    .option('--offset <n>', 'how many of the newest orders to skip', '0')
    .option('--json', 'print the Orders as a JSON array');
  withExamples(command, ['nutshell order list', 'nutshell order list --limit 50 --offset 50 --json']);
  return attachAction(command, deps, {
    schema: input,
    run: async ({ commerce }, { limit, offset }) => ok(await commerce.listOrders({ limit, offset })),
    render: (orders, _input, options) => renderOrderList(orders, options),
  });
}
