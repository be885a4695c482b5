import { z } from 'zod';
import { notSupportedFields, str } from './wire-fields';

/**
 * The commercetools drafts of `POST /orders` (OrderFromCartDraft) and `POST /custom-objects` (CustomObjectDraft)
 * on the local server (adapters/commercetools/WIRE.md "Orders"; spec core §7 Placing an order): every documented
 * field is declared, the ones this server lacks refused by name.
 */

/**
 * The order custom type `orderFields` the storefront writes (receipt token, idempotency key, totals and payments as
 * JSON).
 */
const orderCustom = z.strictObject({
  type: z.strictObject({ typeId: z.literal('type').optional(), key: z.enum(['orderFields']) }),
  fields: z.strictObject({
    receiptToken: z.string().min(16).max(200),
    idempotencyKey: z.string().min(8).max(100).optional(),
    totals: z.string().max(10_000).optional(),
    payments: z.string().max(10_000).optional(),
  }),
});

/**
 * OrderFromCartDraft: the cart (by `cart` reference or the deprecated `id`), its version, an optional order
 * number and the `orderFields` custom fields. New orders are Open; the other states and a state machine are refused.
 */
export const ctOrderFromCartDraftSchema = z
  .strictObject({
    id: z.string().min(1).max(100).optional(),
    cart: z.strictObject({ typeId: z.literal('cart').optional(), id: z.string().min(1).max(100) }).optional(),
    version: z.number().int().min(1),
    orderNumber: str(50).optional(),
    orderState: z.enum(['Open']).optional(),
    custom: orderCustom,
    ...notSupportedFields(['purchaseOrderNumber', 'paymentState', 'shipmentState', 'state']),
  })
  .refine((d) => d.cart !== undefined || d.id !== undefined, {
    message: 'Either cart or id is required',
    path: ['cart'],
  });
/** A parsed OrderFromCartDraft. */
export type CtOrderFromCartDraftIn = z.infer<typeof ctOrderFromCartDraftSchema>;

const KEY = /^[-_~.a-zA-Z0-9]{1,256}$/;

/** CustomObjectDraft: container, key, value (any JSON but undefined) and, for a conditional write, the version. */
export const ctCustomObjectDraftSchema = z
  .strictObject({
    container: z.string().regex(KEY),
    key: z.string().regex(KEY),
    value: z.unknown(),
    version: z.number().int().min(0).optional(),
  })
  .refine((d) => d.value !== undefined, { message: 'Required', path: ['value'] });
