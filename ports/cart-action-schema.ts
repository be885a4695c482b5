import { z } from 'zod';

/**
 * zod contract schema of cart update actions on the wire (spec: core-cart-checkout §7 actions), strict:
 * an unknown action or field is refused with a 400. Money is `{ cents, currency: 'USD' }`.
 */
const money = z.object({ cents: z.number().int().min(-10_000_000).max(10_000_000), currency: z.literal('USD') }).strict();
const str = (max = 200) => z.string().max(max);
/** A postal address on the wire (strict). */
export const addressSchema = z.object({
  name: str().optional(), company: str().optional(), street1: str().optional(), street2: str().optional(), city: str(100).optional(),
  state: str(50).optional(), postalCode: str(20).optional(), country: z.enum(['US', 'CA']), residential: z.boolean().optional(),
  email: z.string().email().max(254).optional(), phone: str(40).optional(),
}).strict();
const address = addressSchema;
const itemAddress = address.extend({
  key: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  custom: z.object({
    requestedDeliveryOn: str(10).optional(), priceCents: z.number().int().optional(), shipmentPickupCarrier: str().optional(),
    shipmentPickupCarrierCode: str(20).optional(), shippingMethodName: str().optional(), shippingMethodId: str(64).optional(), signedTrustedMatchkey: str(500).optional(),
  }).strict(),
}).strict();
const targets = z.object({ targets: z.array(z.object({ addressKey: str(64), quantity: z.number().int().min(0).max(1_000_000), shippingMethodKey: str(64).optional() }).strict()).max(100) }).strict();
const customValue = z.union([z.string().max(5000), z.number(), z.boolean()]);
const id = z.string().min(1).max(100);
const quantity = z.number().int().min(-1_000_000).max(1_000_000);

/** One cart update action on the wire (strict; the CartAction union of core/cart/model/actions.ts). */
export const cartActionSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('addLineItem'), sku: str(64), quantity, distributionChannelKey: str(64).optional(), custom: z.record(z.string(), customValue).optional(), shippingDetails: targets.optional() }).strict(),
  z.object({ action: z.literal('changeLineItemQuantity'), lineItemId: id, quantity }).strict(),
  z.object({ action: z.literal('removeLineItem'), lineItemId: id }).strict(),
  z.object({ action: z.literal('setShippingAddress'), address: address.optional() }).strict(),
  z.object({ action: z.literal('setBillingAddress'), address: address.optional() }).strict(),
  z.object({ action: z.literal('addItemShippingAddress'), address: itemAddress }).strict(),
  z.object({ action: z.literal('updateItemShippingAddress'), address: itemAddress }).strict(),
  z.object({ action: z.literal('removeItemShippingAddress'), addressKey: str(64) }).strict(),
  z.object({ action: z.literal('setLineItemShippingDetails'), lineItemId: id, shippingDetails: targets.optional() }).strict(),
  z.object({ action: z.literal('setLineItemCustomField'), lineItemId: id, name: str(64), value: customValue.optional() }).strict(),
  z.object({ action: z.literal('setLineItemDistributionChannel'), lineItemId: id, distributionChannelKey: str(64).optional() }).strict(),
  z.object({ action: z.literal('addDiscountCode'), code: z.string().trim().min(1).max(64) }).strict(),
  z.object({ action: z.literal('removeDiscountCode'), discountCodeId: id }).strict(),
  z.object({ action: z.literal('addCustomLineItem'), name: str(), slug: str(100), money, quantity: z.number().int().min(1).max(4999), custom: z.record(z.string(), customValue).optional() }).strict(),
  z.object({ action: z.literal('removeCustomLineItem'), customLineItemId: id }).strict(),
  z.object({ action: z.literal('setCustomShippingMethod'), shippingMethodName: str(), price: money, shippingKey: str(64).optional() }).strict(),
  z.object({ action: z.literal('removeCustomShippingMethod'), shippingKey: str(64).optional() }).strict(),
  z.object({ action: z.literal('setCustomerEmail'), email: z.string().email().max(254).optional() }).strict(),
  z.object({ action: z.literal('setCustomField'), name: str(64), value: customValue.optional() }).strict(),
  z.object({ action: z.literal('setCustomType'), typeKey: str(64).optional() }).strict(),
  z.object({ action: z.literal('setKey'), key: z.string().regex(/^[A-Za-z0-9_-]{2,256}$/).optional() }).strict(),
  z.object({ action: z.literal('recalculate'), updateProductData: z.boolean().optional() }).strict(),
]);

/** Body of a cart update: the version the client saw and 1–100 actions. */
export const cartUpdateSchema = z.object({ version: z.number().int().min(1), actions: z.array(cartActionSchema).min(1).max(100) }).strict();

/** Actions that carry a price and are refused for a browser session's token (`/me` endpoints). */
export const PRICE_BEARING_ACTIONS: ReadonlySet<string> = new Set(['addCustomLineItem', 'removeCustomLineItem', 'setCustomShippingMethod', 'removeCustomShippingMethod', 'setKey']);

/** Money on the wire: integer cents in USD. */
export const moneySchema = money;

/** An order's payment on the wire: never a card number, only its last four digits. */
export const paymentSchema = z.object({
  id: z.string().min(1).max(100),
  method: z.enum(['card', 'gift_certificate', 'store_credit', 'offline']),
  amountPlanned: money,
  cardLast4: z.string().regex(/^\d{4}$/).optional(),
  cardBrand: z.string().max(40).optional(),
}).strict();

/** A labelled total of an order (spec: core-cart-checkout §3 order total labels). */
export const totalLineSchema = z.object({
  label: z.enum(['Subtotal', 'Discount', 'Adjustment', 'Shipping', 'Heat-Resistant Packaging', 'Tax', 'Duties', 'GST/HST', 'Store Credit', 'Gift Certificate', 'Temporary Surcharge', 'Total']),
  amount: money,
}).strict();
