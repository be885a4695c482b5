import { z } from 'zod';
import type { CartAction } from '../../../../core/cart/model/actions';
import type { Address, CountryCode, ItemShippingAddress, ShippingAddressCustomFields } from '../../../../core/cart/model/address';
import type { LineItemCustomFields } from '../../../../core/cart/model/cart';
import { usd } from '../../../../core/shared/money';
import { CHANNELS } from './encode-values';
import { omitUndefined } from '../../../../core/shared/objects';

/**
 * commercetools cart update actions on the wire (adapters/commercetools/WIRE.md "Update actions"; spec core §7),
 * validated strictly with zod and decoded into domain CartActions. An unknown action or field is refused (400).
 */

const str = (max = 200) => z.string().max(max);
const money = z.object({ currencyCode: z.literal('USD'), centAmount: z.number().int().min(-10_000_000).max(10_000_000), type: z.literal('centPrecision').optional(), fractionDigits: z.literal(2).optional() }).strict();
const localized = z.record(z.string().max(10), str(500));
const customValue = z.union([z.string().max(5000), z.number(), z.boolean()]);
const typeRef = z.object({ typeId: z.literal('type').optional(), key: str(64).optional(), id: str(64).optional() }).strict();
const customDraft = z.object({ type: typeRef, fields: z.record(z.string().max(64), z.unknown()).optional() }).strict();
const channelRef = z.object({ typeId: z.literal('channel').optional(), key: str(64).optional(), id: str(64).optional() }).strict();
const targets = z.object({ targets: z.array(z.object({ addressKey: str(64), quantity: z.number().int().min(0).max(1_000_000), shippingMethodKey: str(64).optional() }).strict()).max(100) }).strict();
const id = z.string().min(1).max(100);
const quantity = z.number().int().min(-1_000_000).max(1_000_000);

/** A commercetools address on the wire (the fields WIRE.md maps; strict). */
export const ctAddressSchema = z.object({
  key: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/).optional(), id: str(64).optional(),
  firstName: str().optional(), lastName: str().optional(), company: str().optional(), streetName: str().optional(), streetNumber: str(20).optional(),
  additionalStreetInfo: str().optional(), city: str(100).optional(), state: str(50).optional(), region: str(50).optional(), postalCode: str(20).optional(),
  country: z.enum(['US', 'CA']), additionalAddressInfo: z.enum(['residential', 'business']).optional(), email: z.string().email().max(254).optional(), phone: str(40).optional(),
  custom: customDraft.optional(),
}).strict();
type CtAddressIn = z.infer<typeof ctAddressSchema>;

const shippingRate = z.object({ price: money }).strict();

/** One commercetools cart update action (strict). */
export const ctCartActionSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('addLineItem'), sku: str(64), quantity: quantity.optional(), distributionChannel: channelRef.optional(), custom: customDraft.optional(), shippingDetails: targets.optional() }).strict(),
  z.object({ action: z.literal('changeLineItemQuantity'), lineItemId: id, quantity }).strict(),
  z.object({ action: z.literal('removeLineItem'), lineItemId: id }).strict(),
  z.object({ action: z.literal('setShippingAddress'), address: ctAddressSchema.optional() }).strict(),
  z.object({ action: z.literal('setBillingAddress'), address: ctAddressSchema.optional() }).strict(),
  z.object({ action: z.literal('addItemShippingAddress'), address: ctAddressSchema.required({ key: true }) }).strict(),
  z.object({ action: z.literal('updateItemShippingAddress'), address: ctAddressSchema.required({ key: true }) }).strict(),
  z.object({ action: z.literal('removeItemShippingAddress'), addressKey: str(64) }).strict(),
  z.object({ action: z.literal('setLineItemShippingDetails'), lineItemId: id, shippingDetails: targets.optional() }).strict(),
  z.object({ action: z.literal('setLineItemCustomField'), lineItemId: id, name: str(64), value: customValue.optional() }).strict(),
  z.object({ action: z.literal('setLineItemDistributionChannel'), lineItemId: id, distributionChannel: channelRef.optional() }).strict(),
  z.object({ action: z.literal('addDiscountCode'), code: z.string().trim().min(1).max(64) }).strict(),
  z.object({ action: z.literal('removeDiscountCode'), discountCode: z.object({ typeId: z.literal('discount-code').optional(), id }).strict() }).strict(),
  z.object({ action: z.literal('addCustomLineItem'), name: localized, slug: str(100), money, quantity: z.number().int().min(1).max(4999), custom: customDraft.optional(), taxCategory: z.unknown().optional(), priceMode: z.literal('Standard').optional() }).strict(),
  z.object({ action: z.literal('removeCustomLineItem'), customLineItemId: id }).strict(),
  z.object({ action: z.literal('setCustomShippingMethod'), shippingMethodName: str(), shippingRate, taxCategory: z.unknown().optional(), externalTaxRate: z.unknown().optional() }).strict(),
  z.object({ action: z.literal('addCustomShippingMethod'), shippingKey: str(64), shippingMethodName: str(), shippingRate, shippingAddress: ctAddressSchema, taxCategory: z.unknown().optional(), externalTaxRate: z.unknown().optional() }).strict(),
  z.object({ action: z.literal('setShippingMethod'), shippingMethod: z.undefined().optional() }).strict(),
  z.object({ action: z.literal('removeShippingMethod'), shippingKey: str(64) }).strict(),
  z.object({ action: z.literal('setCustomerEmail'), email: z.string().email().max(254).optional() }).strict(),
  z.object({ action: z.literal('setCustomField'), name: str(64), value: customValue.optional() }).strict(),
  z.object({ action: z.literal('setCustomType'), type: typeRef.optional(), fields: z.record(z.string().max(64), z.unknown()).optional() }).strict(),
  z.object({ action: z.literal('setKey'), key: z.string().regex(/^[A-Za-z0-9_-]{2,256}$/).optional() }).strict(),
  z.object({ action: z.literal('recalculate'), updateProductData: z.boolean().optional() }).strict(),
]);
/** A parsed commercetools cart update action. */
export type CtCartAction = z.infer<typeof ctCartActionSchema>;

/** Body of a cart update: the version the client saw and 1–100 actions. */
export const ctCartUpdateSchema = z.object({ version: z.number().int().min(1), actions: z.array(ctCartActionSchema).min(1).max(100) }).strict();

/** Actions that carry a price or identity and are refused for a browser session's token (`/me` endpoints). */
export const PRICE_BEARING_ACTIONS: ReadonlySet<string> = new Set(['addCustomLineItem', 'removeCustomLineItem', 'setCustomShippingMethod', 'addCustomShippingMethod', 'setShippingMethod', 'removeShippingMethod', 'setKey']);

/** Thrown by toDomainActions for a reference the server does not know (an unknown channel): answered as HTTP 400. */
export class UnknownReferenceError extends Error {}

function channelKey(ref: z.infer<typeof channelRef> | undefined): string | undefined {
  if (!ref) return undefined;
  const ch = CHANNELS.find((c) => (ref.key !== undefined && c.key === ref.key) || (ref.id !== undefined && c.id === ref.id));
  if (!ch) throw new UnknownReferenceError(`The channel with ${ref.key !== undefined ? `key '${ref.key}'` : `ID '${ref.id ?? ''}'`} was not found.`);
  return ch.key;
}

function text(v: unknown): string | undefined {
  return typeof v === 'string' ? v : undefined;
}

function centsOf(v: unknown): number | undefined {
  const m = money.safeParse(v);
  return m.success ? m.data.centAmount : typeof v === 'number' ? v : undefined;
}

/** A commercetools address → a domain Address (WIRE.md Addresses). */
export function domainAddress(a: CtAddressIn): Address {
  const name = a.lastName !== undefined && a.firstName !== undefined ? `${a.firstName} ${a.lastName}` : (a.lastName ?? a.firstName);
  const street1 = a.streetNumber !== undefined && a.streetName !== undefined ? `${a.streetNumber} ${a.streetName}` : a.streetName;
  return omitUndefined({
    name, company: a.company, street1, street2: a.additionalStreetInfo, city: a.city, state: a.state ?? a.region, postalCode: a.postalCode,
    country: a.country as CountryCode, email: a.email, phone: a.phone,
    residential: a.additionalAddressInfo === undefined ? undefined : a.additionalAddressInfo === 'residential',
  }) as Address;
}

function itemAddress(a: CtAddressIn & { key: string }): ItemShippingAddress {
  const f = a.custom?.fields ?? {};
  const custom: ShippingAddressCustomFields = omitUndefined({
    requestedDeliveryOn: text(f.requestedDeliveryOn), priceCents: centsOf(f.price), shipmentPickupCarrier: text(f.shipmentPickupCarrier),
    shipmentPickupCarrierCode: text(f.shipmentPickupCarrierCode), shippingMethodName: text(f.shippingMethodName), shippingMethodId: text(f.shippingMethodId),
    signedTrustedMatchkey: text(f.signedTrustedMatchkey),
  });
  return { ...domainAddress(a), key: a.key, custom };
}

function lineFields(custom: z.infer<typeof customDraft> | undefined): LineItemCustomFields | undefined {
  return flatFields(custom) as LineItemCustomFields | undefined;
}

function flatFields(custom: z.infer<typeof customDraft> | undefined): Record<string, string | number | boolean> | undefined {
  if (!custom?.fields) return undefined;
  return Object.fromEntries(Object.entries(custom.fields).filter((e): e is [string, string | number | boolean] => ['string', 'number', 'boolean'].includes(typeof e[1])));
}

function label(name: Readonly<Record<string, string>>): string {
  return name['en-US'] ?? name.en ?? Object.values(name)[0] ?? '';
}

/**
 * Decodes commercetools update actions into domain CartActions. `setCustomType` with fields becomes a
 * setCustomType followed by one setCustomField per field. Throws UnknownReferenceError for an unknown channel.
 */
export function toDomainActions(actions: readonly CtCartAction[]): CartAction[] {
  return actions.flatMap((a): CartAction[] => {
    switch (a.action) {
      case 'addLineItem':
        return [omitUndefined({ action: a.action, sku: a.sku, quantity: a.quantity ?? 1, distributionChannelKey: channelKey(a.distributionChannel), custom: lineFields(a.custom), shippingDetails: a.shippingDetails })];
      case 'changeLineItemQuantity':
      case 'removeLineItem':
      case 'removeItemShippingAddress':
      case 'setLineItemCustomField':
      case 'addDiscountCode':
      case 'removeCustomLineItem':
      case 'setCustomerEmail':
      case 'setCustomField':
      case 'setKey':
      case 'recalculate':
        return [a];
      case 'setShippingAddress':
      case 'setBillingAddress':
        return [{ action: a.action, address: a.address ? domainAddress(a.address) : undefined }];
      case 'addItemShippingAddress':
      case 'updateItemShippingAddress':
        return [{ action: a.action, address: itemAddress(a.address) }];
      case 'setLineItemShippingDetails':
        return [{ action: a.action, lineItemId: a.lineItemId, shippingDetails: a.shippingDetails }];
      case 'setLineItemDistributionChannel':
        return [{ action: a.action, lineItemId: a.lineItemId, distributionChannelKey: channelKey(a.distributionChannel) }];
      case 'removeDiscountCode':
        return [{ action: a.action, discountCodeId: a.discountCode.id }];
      case 'addCustomLineItem':
        return [omitUndefined({ action: a.action, name: label(a.name), slug: a.slug, money: usd(a.money.centAmount), quantity: a.quantity, custom: flatFields(a.custom) })];
      case 'setCustomShippingMethod':
        return [{ action: a.action, shippingMethodName: a.shippingMethodName, price: usd(a.shippingRate.price.centAmount) }];
      case 'addCustomShippingMethod':
        return [{ action: 'setCustomShippingMethod', shippingMethodName: a.shippingMethodName, price: usd(a.shippingRate.price.centAmount), shippingKey: a.shippingKey }];
      case 'setShippingMethod':
        return [{ action: 'removeCustomShippingMethod' }];
      case 'removeShippingMethod':
        return [{ action: 'removeCustomShippingMethod', shippingKey: a.shippingKey }];
      case 'setCustomType': {
        const typeAction: CartAction = omitUndefined({ action: a.action, typeKey: a.type?.key ?? a.type?.id });
        const fields = Object.entries(a.fields ?? {}).filter((e): e is [string, string | number | boolean] => ['string', 'number', 'boolean'].includes(typeof e[1]));
        return [typeAction, ...fields.map(([name, value]): CartAction => ({ action: 'setCustomField', name, value }))];
      }
    }
  });
}
