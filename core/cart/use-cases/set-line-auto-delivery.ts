import { z } from 'zod';
import type { CartEditor } from '../../../ports/my-cart';
import { domainError, err, ok, type Result } from '../../shared';
import { isIntervalChoice } from '../../subscriptions/model';
import type { Cart, CartAction } from '../model';
import { cartSchema, invalidInput } from './cart-input';
import { updateCartWithRetry } from './update-with-retry';

const inputSchema = z.strictObject({
  cart: cartSchema,
  lineItemId: z.string().min(1),
  /** Days, 7 × one of 1, 2, 3, 4, 6, 8, 10, 12; null clears the interval (the line is no longer auto-delivered). */
  intervalDays: z
    .number()
    .int()
    .refine(isIntervalChoice, { message: 'The interval must be 1, 2, 3, 4, 6, 8, 10 or 12 weeks, in days' })
    .nullable(),
});

/** Input: the current cart, the line and its auto-delivery interval in days (null: remove auto-delivery). */
export type SetLineAutoDeliveryInput = z.input<typeof inputSchema>;

/** The action that sets (or, with null, clears) a line's `autoDeliveryInterval` custom field. */
export function autoDeliveryIntervalAction(lineItemId: string, intervalDays: number | null): CartAction {
  return {
    action: 'setLineItemCustomField',
    lineItemId,
    name: 'autoDeliveryInterval',
    ...(intervalDays === null ? {} : { value: intervalDays }),
  };
}

/**
 * Makes a cart line an auto-delivery line or a one-off again (spec: catalogue-gifting §4 Subscription "A line with an
 * interval is a subscription item. The interval is in days"; core-cart-checkout §3 line custom field
 * `autoDeliveryInterval`): sets the field to `intervalDays` or clears it; the platform reprices the line from the
 * auto-delivery channel (or back to the default price). Nothing is sent when the line already has that interval.
 * Retries after reloading on a version conflict, at most 3 attempts.
 * Errors: 'validation/invalid', 'cart/line-not-found' (`Cannot find line item for ID ${id}`), the port's codes.
 */
export class SetLineAutoDelivery {
  constructor(private readonly carts: CartEditor) {}

  /** Returns the updated cart. */
  async execute(input: SetLineAutoDeliveryInput): Promise<Result<Cart>> {
    const parsed = inputSchema.safeParse(input);
    if (!parsed.success) return invalidInput(parsed.error);
    const { cart, lineItemId, intervalDays } = parsed.data;
    return updateCartWithRetry(this.carts, cart, (current) => {
      const line = current.lineItems.find((l) => l.id === lineItemId);
      if (!line)
        return err(domainError('cart/line-not-found', `Cannot find line item for ID ${lineItemId}`, { lineItemId }));
      if ((line.custom.autoDeliveryInterval ?? null) === intervalDays) return ok([]);
      return ok([autoDeliveryIntervalAction(lineItemId, intervalDays)]);
    });
  }
}
