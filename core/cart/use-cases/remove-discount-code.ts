import { z } from 'zod';
import type { CartEditor } from '../../../ports/my-cart';
import { ok, type Result } from '../../shared';
import { emptyShipmentKeys, removeDiscountCodeActions, shipmentRemovalActions, type Cart } from '../model';
import { cartSchema, invalidInput } from './cart-input';
import { updateCartWithRetry } from './update-with-retry';

const inputSchema = z.strictObject({ cart: cartSchema, discountCodeId: z.string().min(1) });

/** Input: the current cart and the id of the discount code on it. */
export type RemoveDiscountCodeInput = z.input<typeof inputSchema>;

/**
 * Removes a discount code, stashes it and removes empty shipments (spec: core-cart-checkout §4 Discount
 * codes). Shipments the removal itself empties (a gift line the discount had added) are cleared by a
 * second update on the returned cart. Retries after reloading on a version conflict, at most 3 attempts.
 * Errors: 'validation/invalid', 'discount/not-found' (id not on the cart), the port's codes.
 */
export class RemoveDiscountCode {
  constructor(private readonly carts: CartEditor) {}

  /** Returns the updated cart. */
  async execute(input: RemoveDiscountCodeInput): Promise<Result<Cart>> {
    const parsed = inputSchema.safeParse(input);
    if (!parsed.success) return invalidInput(parsed.error);
    const { cart, discountCodeId } = parsed.data;
    const removed = await updateCartWithRetry(this.carts, cart, (current) =>
      removeDiscountCodeActions(current, discountCodeId),
    );
    if (!removed.ok) return removed;
    return updateCartWithRetry(this.carts, removed.value, (current) =>
      ok(shipmentRemovalActions(current, emptyShipmentKeys(current))),
    );
  }
}
