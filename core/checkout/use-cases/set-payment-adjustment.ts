import { z } from 'zod';
import { domainError, err, formatMoney, usd, type Result } from '../../shared';
import { ADJUSTMENT_SLUG, type Cart } from '../../cart/model';
import type { CartAction } from '../../cart/model';
import { ORDER_REASON_LABELS } from '../model/order-reasons';
import type { CommercePort } from '../../../ports/commerce';

/** The largest payment adjustment, in cents ($500.00). */
export const MAX_ADJUSTMENT_CENTS = 50_000;
/** The longest adjustment note, in characters. */
export const ADJUSTMENT_NOTE_MAX_LENGTH = 500;

const inputSchema = z.discriminatedUnion('action', [
  z.strictObject({
    action: z.literal('set'),
    cartId: z.string().min(1).max(256),
    amountCents: z.number().int('The adjustment must be a whole number of cents.'),
    reason: z.enum(ORDER_REASON_LABELS, 'Choose a reason for the adjustment.'),
    note: z
      .string()
      .trim()
      .max(ADJUSTMENT_NOTE_MAX_LENGTH, `The note can have at most ${ADJUSTMENT_NOTE_MAX_LENGTH} characters.`)
      .default(''),
  }),
  z.strictObject({ action: z.literal('remove'), cartId: z.string().min(1).max(256) }),
]);

/**
 * What SetPaymentAdjustment takes: set (or replace) an adjustment of `amountCents` with a `reason` (checked against
 * ORDER_REASON_LABELS) and an optional `note`, or remove it.
 */
export type PaymentAdjustmentInput =
  | {
      readonly action: 'set';
      readonly cartId: string;
      readonly amountCents: number;
      readonly reason: string;
      readonly note?: string;
    }
  | { readonly action: 'remove'; readonly cartId: string };

const invalid = (message: string): Result<never> => err(domainError('validation/invalid', message));

/** The merchandise subtotal of a cart in cents: its lines before cart-level discounts (the 'Subtotal' total). */
export const merchandiseSubtotalCents = (cart: Cart): number =>
  cart.lineItems.reduce((sum, l) => sum + l.totalPriceBeforeCartLevelDiscount.cents, 0);

/**
 * A CX agent's payment adjustment (spec: core-cart-checkout §3 Custom line items "adjustment (slug 'adjustment', with
 * adjustmentReason)", §6 "CX agents can set a payment adjustment (custom item with a reason)"): sets, replaces or
 * removes the cart's one custom line item of slug 'adjustment', named 'Adjustment', with the custom fields
 * `adjustmentReason` (one of ORDER_REASON_LABELS) and `adjustmentNote` (the note, when given; at most 500 characters).
 * The amount is in cents, positive (a charge) or negative (a credit): never 0, at most MAX_ADJUSTMENT_CENTS (50,000 =
 * $500.00) and at least minus the cart's merchandise subtotal. Failures: 'validation/invalid' with "The adjustment
 * cannot be zero.", "The adjustment can be at most $500.00.", "The adjustment cannot take more than the merchandise
 * subtotal of {$x}.", "Choose a reason for the adjustment.", "The note can have at most 500 characters.";
 * 'cart/not-found'; 'cart/version-conflict' from the update (the caller retries with the cart it gets back). The
 * cart afterwards. Who may call it is the driver's business (staff only: cx-routes.ts; the CLI's API client).
 */
export class SetPaymentAdjustment {
  constructor(private readonly commerce: CommercePort) {}

  async execute(raw: PaymentAdjustmentInput): Promise<Result<Cart>> {
    const parsed = inputSchema.safeParse(raw);
    if (!parsed.success) return invalid(parsed.error.issues[0]?.message ?? 'The adjustment is not valid.');
    const input = parsed.data;
    const cart = await this.commerce.getCartById(input.cartId);
    if (!cart) return err(domainError('cart/not-found', `No cart with id ${input.cartId}`));
    const removals: CartAction[] = cart.customLineItems
      .filter((c) => c.slug === ADJUSTMENT_SLUG)
      .map((c) => ({ action: 'removeCustomLineItem', customLineItemId: c.id }));
    if (input.action === 'remove') return this.commerce.updateCart(cart.id, cart.version, removals);
    if (input.amountCents === 0) return invalid('The adjustment cannot be zero.');
    if (input.amountCents > MAX_ADJUSTMENT_CENTS) {
      return invalid(`The adjustment can be at most ${formatMoney(usd(MAX_ADJUSTMENT_CENTS))}.`);
    }
    const subtotal = merchandiseSubtotalCents(cart);
    if (input.amountCents < -subtotal) {
      const limit = formatMoney(usd(subtotal));
      return invalid(`The adjustment cannot take more than the merchandise subtotal of ${limit}.`);
    }
    const add: CartAction = {
      action: 'addCustomLineItem',
      name: 'Adjustment',
      slug: ADJUSTMENT_SLUG,
      money: usd(input.amountCents),
      quantity: 1,
      custom: { adjustmentReason: input.reason, ...(input.note ? { adjustmentNote: input.note } : {}) },
    };
    return this.commerce.updateCart(cart.id, cart.version, [...removals, add]);
  }
}
