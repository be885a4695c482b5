import { Command } from 'commander';
import { z } from 'zod';
import { domainError, err, ok } from '../../../core/shared';
import { renderOrder } from '../../output/order-view';
import { attachAction, withExamples } from '../shared/action';
import type { CliDeps } from '../shared/deps';
import { identifier, jsonFlag } from '../shared/schemas';

const input = z.strictObject({ orderNumber: identifier('order number'), json: jsonFlag });

/**
 * `nutshell order show <orderNumber> [--json]`: one order (spec: core-cart-checkout §3 Order) with its
 * state, creation time, e-mail, shipping address, lines, totals and payments (card last4 only);
 * `--json` prints the Order. Exit 3 ('order/not-found') for an unknown order number.
 */
export function orderShowCommand(deps: CliDeps): Command {
  const command = new Command('show')
    .description('show an order: state, e-mail, address, lines, totals and payments')
    .argument('<orderNumber>', 'order number as on the receipt')
    .option('--json', 'print the Order object as JSON');
  withExamples(command, ['nutshell order show 100234', 'nutshell order show 100234 --json']);
  return attachAction(command, deps, {
    schema: input,
    run: async ({ commerce }, { orderNumber }) => {
      const order = await commerce.getOrderByNumber(orderNumber);
      return order
        ? ok(order)
        : err(domainError('order/not-found', `no order with number "${orderNumber}"`, { orderNumber }));
    },
    render: (order, _input, options) => renderOrder(order, options),
  });
}
