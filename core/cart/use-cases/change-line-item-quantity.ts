import { z } from 'zod';
import type { CartEditor } from '../../../ports/my-cart';
import type { Result } from '../../shared/result';
import { changeQuantityActions, type Cart } from '../model';
import { cartSchema, invalidInput } from './cart-input';
import { updateCartWithRetry } from './update-with-retry';

const inputSchema = z.strictObject({
  cart: cartSchema,
  lineItemId: z.string().min(1),
  quantity: z.number().int(),
});

/** Input: the current cart, the line item id and the new integer quantity (≤ 0 removes the line). */
export type ChangeLineItemQuantityInput = z.input<typeof inputSchema>;

/**
 * Changes a line's quantity (spec: core-cart-checkout §4 Cart shipping modes and edits): the line and its
 * children, their shipping targets and the shipments left empty (changeQuantityActions); quantity ≤ 0
 * removes the line. Retries after reloading on a version conflict, at most 3 attempts.
 * Errors: 'validation/invalid', 'cart/line-not-found', 'quantity/exceeds-maximum', the port's codes
 * ('cart/version-conflict' once attempts run out).
 */
export class ChangeLineItemQuantity {
  constructor(private readonly carts: CartEditor) {}

  /** Returns the updated cart. */
  async execute(input: ChangeLineItemQuantityInput): Promise<Result<Cart>> {
    const parsed = inputSchema.safeParse(input);
    if (!parsed.success) return invalidInput(parsed.error);
    const { cart, lineItemId, quantity } = parsed.data;
    return updateCartWithRetry(this.carts, cart, (current) => changeQuantityActions(current, lineItemId, quantity));
  }
}
