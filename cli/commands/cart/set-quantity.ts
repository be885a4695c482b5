import { Command } from 'commander';
import { z } from 'zod';
import { attachAction, withExamples } from '../shared/action';
import type { CliDeps } from '../shared/deps';
import { editCart } from '../shared/find-cart';
import { cartRef, identifier, jsonFlag, quantity } from '../shared/schemas';
import { renderUpdatedCart } from './cart-result';

const input = z.strictObject({
  lineId: identifier('line item id'),
  quantity: quantity(0),
  cart: cartRef,
  json: jsonFlag,
});

/**
 * `nutshell cart set-quantity <lineId> <quantity> --cart <cartKeyOrId> [--json]`: sets a line (and its
 * children) to `quantity` through ChangeLineItemQuantities with one change; 0 removes the line
 * (spec: core-cart-checkout §4 Cart shipping modes and edits). Exit 2 for a bad quantity, 3 for an unknown
 * cart or line, 4 on a version conflict.
 */
export function cartSetQuantityCommand(deps: CliDeps): Command {
  const command = new Command('set-quantity')
    .description('set the quantity of a line item (0 removes it)')
    .argument('<lineId>', 'line item id (the Line ID column of `cart show`)')
    .argument('<quantity>', 'new quantity, a whole number from 0 to 4999')
    .requiredOption('--cart <cartKeyOrId>', 'cart key or cart id')
    .option('--json', 'print the updated Cart as JSON');
  withExamples(command, [
    'nutshell cart set-quantity 5d1e9a7c 4 --cart 4711-cx',
    'nutshell cart set-quantity 5d1e9a7c 0 --cart 4711-cx --json',
  ]);
  return attachAction(command, deps, {
    schema: input,
    run: ({ commerce, storefront }, { cart: ref, lineId, quantity: units }) =>
      editCart(commerce, ref, (cart) =>
        storefront.cart.changeLineItemQuantities.execute({ cart, changes: [{ lineItemId: lineId, quantity: units }] }),
      ),
    render: renderUpdatedCart,
  });
}
