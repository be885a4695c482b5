import { z } from 'zod';
import type { CartEditor } from '../../../ports/my-cart';
import type { Result } from '../../shared';
import { removeLineActions, type Cart } from '../model';
import { cartSchema, invalidInput } from './cart-input';
import { updateCartWithRetry } from './update-with-retry';

const inputSchema = z.strictObject({ cart: cartSchema, lineItemId: z.string().min(1) });

/** Input: the current cart and the id of the line item to remove. */
export type RemoveLineItemInput = z.input<typeof inputSchema>;

/**
 * Removes a line, its children and every shipment only they used (spec: core-cart-checkout §4
 * "Quantity of 0 or less removes the line and its children and any address used only by that line").
 * Retries after reloading on a version conflict, at most 3 attempts.
 * Errors: 'validation/invalid', 'cart/line-not-found', the port's codes.
 */
export class RemoveLineItem {
  constructor(private readonly carts: CartEditor) {}

  /** Returns the updated cart. */
  async execute(input: RemoveLineItemInput): Promise<Result<Cart>> {
    const parsed = inputSchema.safeParse(input);
    if (!parsed.success) return invalidInput(parsed.error);
    const { cart, lineItemId } = parsed.data;
    return updateCartWithRetry(this.carts, cart, (current) => removeLineActions(current, lineItemId));
  }
}
