import { z } from 'zod';
import type { CartEditor } from '../../../ports/my-cart';
import { ok, type Result } from '../../shared';
import { changeQuantityActions, type Cart, type CartAction } from '../model';
import { cartSchema, invalidInput } from './cart-input';
import { updateCartWithRetry } from './update-with-retry';

const inputSchema = z.strictObject({
  cart: cartSchema,
  changes: z
    .array(z.strictObject({ lineItemId: z.string().min(1), quantity: z.number().int() }))
    .min(1)
    .max(200),
});

/** Input: the current cart and the quantity changes to apply together (≤ 0 removes a line). */
export type ChangeLineItemQuantitiesInput = z.input<typeof inputSchema>;

/**
 * The batch of pending quantity changes, applied in one cart update (spec: core-cart-checkout §4 'Pending
 * quantity changes are queued as pending, then in-progress, then applied in one batch'). Each change's
 * actions come from changeQuantityActions on the current cart; a later change of the same line wins, and an
 * action two changes both need (such as removing a shared shipment) is sent once. Retries after reloading on
 * a version conflict, at most 3 attempts. Errors: 'validation/invalid', 'cart/line-not-found', quantity errors,
 * the port's codes.
 */
export class ChangeLineItemQuantities {
  constructor(private readonly carts: CartEditor) {}

  /** Returns the updated cart. */
  async execute(input: ChangeLineItemQuantitiesInput): Promise<Result<Cart>> {
    const parsed = inputSchema.safeParse(input);
    if (!parsed.success) return invalidInput(parsed.error);
    const latest = new Map(parsed.data.changes.map((c) => [c.lineItemId, c.quantity]));
    return updateCartWithRetry(this.carts, parsed.data.cart, (current) => {
      const actions: CartAction[] = [];
      const seen = new Set<string>();
      for (const [lineItemId, quantity] of latest) {
        const r = changeQuantityActions(current, lineItemId, quantity);
        if (!r.ok) return r;
        for (const a of r.value) {
          const key = JSON.stringify(a);
          if (!seen.has(key)) actions.push(a);
          seen.add(key);
        }
      }
      return ok(actions);
    });
  }
}
