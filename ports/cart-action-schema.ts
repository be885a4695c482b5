import { z } from 'zod';

/**
 * zod schemas of the storefront's own wire values (spec: core-cart-checkout §3 Address, Order): the
 * product-form address the storefront backend takes, and the payments and labelled totals an order records.
 * Money is `{ cents, currency: 'USD' }`. (The commerce platform's cart actions are commercetools-shaped:
 * adapters/commercetools/WIRE.md.)
 */
const money = z
  .object({ cents: z.number().int().min(-10_000_000).max(10_000_000), currency: z.literal('USD') })
  .strict();
/** A postal address on the wire: the domain schema itself (strict; core/cart/model/address.ts). */
export { addressSchema } from '../core/cart';
/** Money on the wire: integer cents in USD. */
export const moneySchema = money;

/** An order's payment on the wire: never a card number, only its last four digits. */
export const paymentSchema = z
  .object({
    id: z.string().min(1).max(100),
    method: z.enum(['card', 'gift_certificate', 'store_credit', 'offline']),
    amountPlanned: money,
    cardLast4: z
      .string()
      .regex(/^\d{4}$/)
      .optional(),
    cardBrand: z.string().max(40).optional(),
  })
  .strict();

/** A labelled total of an order (spec: core-cart-checkout §3 order total labels). */
export const totalLineSchema = z
  .object({
    label: z.enum([
      'Subtotal',
      'Discount',
      'Adjustment',
      'Shipping',
      'Heat-Resistant Packaging',
      'Tax',
      'Duties',
      'GST/HST',
      'Store Credit',
      'Gift Certificate',
      'Temporary Surcharge',
      'Total',
    ]),
    amount: money,
  })
  .strict();
