import { Command } from 'commander';
import { z } from 'zod';
import { attachAction, withExamples } from '../shared/action';
import type { CliDeps } from '../shared/deps';
import { editCart } from '../shared/find-cart';
import { cartRef, identifier, jsonFlag, quantity } from '../shared/schemas';
import { renderUpdatedCart } from './cart-result';

const input = z.strictObject({
  sku: identifier('SKU'),
  cart: cartRef,
  quantity: quantity(1).default(1),
  json: jsonFlag,
});

/**
 * `nutshell cart add <sku> --cart <cartKeyOrId> [--quantity <n>] [--json]`: adds `quantity` (1..4999,
 * default 1) units of a SKU through the AddLineItem use case: an addLineItem action at the cart's current
 * version, then the line's shipments as POST /cart gives them (spec: core-cart-checkout §4 Cart edits and Special
 * lines: a fixed-address product ships to its address; with one shipment the new units follow it). Exit 3 for an
 * unknown cart or SKU, 4 on a version conflict. All or nothing: when the shipments fail, the added units are taken back
 * (addLineItemWithShipments).
 */
export function cartAddCommand(deps: CliDeps): Command {
  const command = new Command('add')
    .description('add a SKU to a cart')
    .argument('<sku>', 'SKU of the product variant to add')
    .requiredOption('--cart <cartKeyOrId>', 'cart key or cart id')
    .option('--quantity <n>', 'units to add, a whole number from 1 to 4999', '1')
    .option('--json', 'print the updated Cart as JSON');
  withExamples(command, [
    'nutshell cart add ALM-RS-1LB --cart 4711-cx',
    'nutshell cart add CASH-RS-2LB --cart 4711-cx --quantity 3 --json',
  ]);
  return attachAction(command, deps, {
    schema: input,
    run: ({ commerce, storefront }, { cart: ref, sku, quantity: units }) =>
      editCart(commerce, ref, (cart) => storefront.cx.addLineItem.execute({ cart, sku, quantity: units })),
    render: renderUpdatedCart,
  });
}
