import { Command } from 'commander';
import { z } from 'zod';
import type { Cart } from '../../../core/cart';
import { findDiscountCode } from '../../../core/cart';
import { domainError, err, type Result } from '../../../core/shared';
import type { CliStorefront } from '../../../adapters/wiring/node';
import { attachAction, withExamples } from '../shared/action';
import type { CliDeps } from '../shared/deps';
import { editCart } from '../shared/find-cart';
import { cartRef, identifier, jsonFlag } from '../shared/schemas';
import { renderUpdatedCart } from './cart-result';

const input = z.strictObject({ cart: cartRef, code: identifier('discount code').optional(), json: jsonFlag });

/** Removes `code` (case-insensitive), or the first applied code, or fails with 'discount/not-found'. */
async function removeCode(storefront: CliStorefront, cart: Cart, code: string | undefined): Promise<Result<Cart>> {
  const applied = code === undefined ? cart.discountCodes[0] : findDiscountCode(cart, code);
  if (!applied) {
    const message =
      code === undefined
        ? `cart ${cart.key ?? cart.id} has no discount code`
        : `discount code "${code}" is not applied to cart ${cart.key ?? cart.id}`;
    return err(domainError('discount/not-found', message, { code }));
  }
  return storefront.cart.removeDiscountCode.execute({ cart, discountCodeId: applied.id });
}

/**
 * `nutshell cart remove-code --cart <cartKeyOrId> [--code <code>] [--json]`: removes a discount code
 * (default: the applied one) through RemoveDiscountCode, which stashes it and removes empty shipments
 * (spec: core-cart-checkout §4 Discount codes). Exit 3 when the cart or the code is not there.
 */
export function cartRemoveCodeCommand(deps: CliDeps): Command {
  const command = new Command('remove-code')
    .description('remove a discount code from a cart (default: the applied code)')
    .requiredOption('--cart <cartKeyOrId>', 'cart key or cart id')
    .option('--code <code>', 'the code to remove when several are applied')
    .option('--json', 'print the updated Cart as JSON');
  withExamples(command, [
    'nutshell cart remove-code --cart 4711-cx',
    'nutshell cart remove-code --cart 4711-cx --code SAVE10 --json',
  ]);
  return attachAction(command, deps, {
    schema: input,
    run: ({ commerce, storefront }, { cart: ref, code }) =>
      editCart(commerce, ref, (cart) => removeCode(storefront, cart, code)),
    render: renderUpdatedCart,
  });
}
