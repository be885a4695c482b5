import { Command } from 'commander';
import { z } from 'zod';
import { attachAction, withExamples } from '../shared/action';
import type { CliDeps } from '../shared/deps';
import { editCart } from '../shared/find-cart';
import { cartRef, identifier, jsonFlag } from '../shared/schemas';
import { renderUpdatedCart } from './cart-result';

const input = z.strictObject({ code: identifier('discount code'), cart: cartRef, json: jsonFlag });

/**
 * `nutshell cart apply-code <code> --cart <cartKeyOrId> [--json]`: applies a discount code through
 * ApplyDiscountCode, which replaces (and stashes) the current one (spec: core-cart-checkout §4 Discount codes).
 * Exit 3 for an unknown cart or code, 5 when the code is not applicable
 * ('Discount code could not be applied because it is MaxApplicationReached').
 */
export function cartApplyCodeCommand(deps: CliDeps): Command {
  const command = new Command('apply-code')
    .description('apply a discount code to a cart (replaces the current code)')
    .argument('<code>', 'discount code, e.g. SAVE10')
    .requiredOption('--cart <cartKeyOrId>', 'cart key or cart id')
    .option('--json', 'print the updated Cart as JSON');
  withExamples(command, [
    'nutshell cart apply-code SAVE10 --cart 4711-cx',
    'nutshell cart apply-code SAVE10 --cart 4711-cx --json',
  ]);
  return attachAction(command, deps, {
    schema: input,
    run: ({ commerce, storefront }, { cart: ref, code }) =>
      editCart(commerce, ref, (cart) => storefront.cart.applyDiscountCode.execute({ cart, code })),
    render: renderUpdatedCart,
  });
}
