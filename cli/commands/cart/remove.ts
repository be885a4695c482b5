import { Command } from 'commander';
import { z } from 'zod';
import { attachAction, withExamples } from '../shared/action';
import type { CliDeps } from '../shared/deps';
import { editCart } from '../shared/find-cart';
import { cartRef, identifier, jsonFlag } from '../shared/schemas';
import { renderUpdatedCart } from './cart-result';

const input = z.strictObject({ lineId: identifier('line item id'), cart: cartRef, json: jsonFlag });

/**
 * `nutshell cart remove <lineId> --cart <cartKeyOrId> [--json]`: removes a line, its children and
 * addresses used only by them, through RemoveLineItem (spec: core-cart-checkout §4 "Quantity of 0 or less").
 * Exit 3 for an unknown cart or line, 4 on a version conflict.
 */
export function cartRemoveCommand(deps: CliDeps): Command {
  const command = new Command('remove')
    .description('remove a line item from a cart')
    .argument('<lineId>', 'line item id (the Line ID column of `cart show`)')
    .requiredOption('--cart <cartKeyOrId>', 'cart key or cart id')
    .option('--json', 'print the updated Cart as JSON');
  withExamples(command, ['nutshell cart remove 5d1e9a7c --cart 4711-cx']);
  return attachAction(command, deps, {
    schema: input,
    run: ({ commerce, storefront }, { cart: ref, lineId }) =>
      editCart(commerce, ref, (cart) => storefront.cart.removeLineItem.execute({ cart, lineItemId: lineId })),
    render: renderUpdatedCart,
  });
}
