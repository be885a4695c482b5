import { z } from 'zod';
import type { CartAction } from '../../../../core/cart';
import type { Address, CountryCode, ItemShippingAddress, ShippingAddressCustomFields } from '../../../../core/cart';
import type { LineItemCustomFields } from '../../../../core/cart';
import { usd } from '../../../../core/shared';
import { CHANNELS } from './encode-values';
import { omitUndefined } from '../../../../core/shared';
import {
  ctAddressSchema,
  ctCartKey,
  ctCustomFieldsDraft,
  ctCustomValue,
  ctItemShippingDetailsDraft,
  ctLocalized,
  ctMoneyDraft,
  ctResourceIdentifier,
  NOT_SUPPORTED_MESSAGE,
  notSupportedFields,
  str,
  type CtAddressIn,
} from './wire-fields';

/**
 * commercetools cart update actions on the wire (adapters/commercetools/WIRE.md "Update actions"; spec core §7),
 * validated strictly with zod and decoded into domain CartActions. Every documented action and field is declared: an
 * implemented one is decoded, a documented one this server lacks is refused as not supported (InvalidField), and an
 * undocumented action or field is refused as unknown (InvalidInput).
 */

const channelRef = ctResourceIdentifier('channel');
const id = z.string().min(1).max(100);
const quantity = z.number().int().min(-1_000_000).max(1_000_000);
const customDraft = ctCustomFieldsDraft;
const targets = ctItemShippingDetailsDraft;
const shippingRate = z.strictObject({ price: ctMoneyDraft, ...notSupportedFields(['freeAbove', 'tiers']) });
/** Line items have no keys here: every action that may name a line by key refuses the key. */
const byLineId = { lineItemId: id, ...notSupportedFields(['lineItemKey']) };

/** The fields of a LineItemDraft (and of addLineItem) that the engine implements; the rest are refused. */
export const ctLineItemDraftShape = {
  sku: str(64),
  quantity: quantity.optional(),
  distributionChannel: channelRef.optional(),
  custom: customDraft.optional(),
  shippingDetails: targets.optional(),
  ...notSupportedFields([
    'key',
    'productId',
    'variantId',
    'addedAt',
    'supplyChannel',
    'externalPrice',
    'externalTotalPrice',
    'externalTaxRate',
    'perMethodExternalTaxRate',
    'inventoryMode',
    'recurrenceInfo',
  ]),
};

/** The fields of a CustomLineItemDraft (and of addCustomLineItem) that the engine implements; the rest are refused. */
export const ctCustomLineItemDraftShape = {
  name: ctLocalized,
  slug: str(100),
  money: ctMoneyDraft,
  quantity: z.number().int().min(1).max(4999).optional(),
  custom: customDraft.optional(),
  priceMode: z.enum(['Standard']).optional(),
  ...notSupportedFields(['key', 'taxCategory', 'externalTaxRate', 'shippingDetails', 'recurrenceInfo']),
};

/** The commercetools cart update actions this server implements (adapters/commercetools/WIRE.md "Update actions"). */
const SUPPORTED_ACTIONS = [
  z.strictObject({ action: z.literal('addLineItem'), ...ctLineItemDraftShape }),
  z.strictObject({
    action: z.literal('changeLineItemQuantity'),
    ...byLineId,
    quantity,
    ...notSupportedFields(['externalPrice', 'externalTotalPrice']),
  }),
  z.strictObject({
    action: z.literal('removeLineItem'),
    ...byLineId,
    ...notSupportedFields(['quantity', 'externalPrice', 'externalTotalPrice', 'shippingDetailsToRemove']),
  }),
  z.strictObject({ action: z.literal('setShippingAddress'), address: ctAddressSchema.optional() }),
  z.strictObject({ action: z.literal('setBillingAddress'), address: ctAddressSchema.optional() }),
  z.strictObject({ action: z.literal('addItemShippingAddress'), address: ctAddressSchema.required({ key: true }) }),
  z.strictObject({ action: z.literal('updateItemShippingAddress'), address: ctAddressSchema.required({ key: true }) }),
  z.strictObject({ action: z.literal('removeItemShippingAddress'), addressKey: str(64) }),
  z.strictObject({ action: z.literal('setLineItemShippingDetails'), ...byLineId, shippingDetails: targets.optional() }),
  z.strictObject({
    action: z.literal('setLineItemCustomField'),
    ...byLineId,
    name: str(64),
    value: ctCustomValue.optional(),
  }),
  z.strictObject({
    action: z.literal('setLineItemDistributionChannel'),
    ...byLineId,
    distributionChannel: channelRef.optional(),
  }),
  z.strictObject({ action: z.literal('addDiscountCode'), code: z.string().trim().min(1).max(64) }),
  z.strictObject({
    action: z.literal('removeDiscountCode'),
    discountCode: z.strictObject({ typeId: z.literal('discount-code').optional(), id, obj: z.unknown().optional() }),
  }),
  z.strictObject({ action: z.literal('addCustomLineItem'), ...ctCustomLineItemDraftShape }),
  z.strictObject({
    action: z.literal('removeCustomLineItem'),
    customLineItemId: id,
    ...notSupportedFields(['customLineItemKey']),
  }),
  z.strictObject({
    action: z.literal('setCustomShippingMethod'),
    shippingMethodName: str(),
    shippingRate,
    ...notSupportedFields(['taxCategory', 'externalTaxRate', 'custom']),
  }),
  z.strictObject({
    action: z.literal('addCustomShippingMethod'),
    shippingKey: str(64),
    shippingMethodName: str(),
    shippingRate,
    shippingAddress: ctAddressSchema,
    ...notSupportedFields(['shippingRateInput', 'taxCategory', 'externalTaxRate', 'deliveries', 'custom']),
  }),
  z.strictObject({
    action: z.literal('setShippingMethod'),
    ...notSupportedFields(['shippingMethod', 'externalTaxRate']),
  }),
  z.strictObject({ action: z.literal('removeShippingMethod'), shippingKey: str(64) }),
  z.strictObject({ action: z.literal('setCustomerEmail'), email: z.string().email().max(254).optional() }),
  z.strictObject({ action: z.literal('setCustomField'), name: str(64), value: ctCustomValue.optional() }),
  z.strictObject({
    action: z.literal('setCustomType'),
    type: ctResourceIdentifier('type').optional(),
    fields: z.record(z.string().max(64), z.unknown()).optional(),
  }),
  z.strictObject({ action: z.literal('setKey'), key: ctCartKey.optional() }),
  z.strictObject({ action: z.literal('recalculate'), updateProductData: z.boolean().optional() }),
] as const;

/**
 * The documented cart update actions this server does not implement (the rest of the SDK's CartUpdateAction
 * union; sdk-conformance.test.ts checks the two lists cover it exactly). Each is refused with InvalidField on
 * `action`, whatever its fields.
 */
export const UNSUPPORTED_CART_ACTIONS = [
  'addPayment',
  'addShippingMethod',
  'addShoppingList',
  'applyDeltaToCustomLineItemShippingDetailsTargets',
  'applyDeltaToLineItemShippingDetailsTargets',
  'changeCustomLineItemMoney',
  'changeCustomLineItemPriceMode',
  'changeCustomLineItemQuantity',
  'changeLineItemsOrder',
  'changePriceRoundingMode',
  'changeTaxCalculationMode',
  'changeTaxMode',
  'changeTaxRoundingMode',
  'freezeCart',
  'lockCart',
  'removePayment',
  'setAnonymousId',
  'setBillingAddressCustomField',
  'setBillingAddressCustomType',
  'setBusinessUnit',
  'setCartTotalTax',
  'setCountry',
  'setCustomLineItemCustomField',
  'setCustomLineItemCustomType',
  'setCustomLineItemRecurrenceInfo',
  'setCustomLineItemShippingDetails',
  'setCustomLineItemTaxAmount',
  'setCustomLineItemTaxRate',
  'setCustomerGroup',
  'setCustomerId',
  'setDeleteDaysAfterLastModification',
  'setDirectDiscounts',
  'setItemShippingAddressCustomField',
  'setItemShippingAddressCustomType',
  'setLineItemCustomType',
  'setLineItemInventoryMode',
  'setLineItemPrice',
  'setLineItemRecurrenceInfo',
  'setLineItemSupplyChannel',
  'setLineItemTaxAmount',
  'setLineItemTaxRate',
  'setLineItemTotalPrice',
  'setLocale',
  'setPurchaseOrderNumber',
  'setReservationExpirationInMinutes',
  'setShippingAddressCustomField',
  'setShippingAddressCustomType',
  'setShippingCustomField',
  'setShippingCustomType',
  'setShippingMethodTaxAmount',
  'setShippingMethodTaxRate',
  'setShippingRateInput',
  'unfreezeCart',
  'unlockCart',
] as const;

const unsupportedAction = (name: (typeof UNSUPPORTED_CART_ACTIONS)[number]) =>
  z.looseObject({
    action: z.literal(name).refine(() => false, { message: NOT_SUPPORTED_MESSAGE, params: { notSupported: true } }),
  });

/** One commercetools cart update action: an implemented one (strict), or a documented one refused by name. */
export const ctCartActionSchema = z.discriminatedUnion('action', [
  ...SUPPORTED_ACTIONS,
  ...UNSUPPORTED_CART_ACTIONS.map(unsupportedAction),
]);
/** A parsed, implemented commercetools cart update action. */
export type CtCartAction = z.infer<(typeof SUPPORTED_ACTIONS)[number]>;

const SUPPORTED_NAMES: ReadonlySet<string> = new Set(SUPPORTED_ACTIONS.map((s) => s.shape.action.value));

/** The names of the implemented cart update actions. */
export const SUPPORTED_CART_ACTIONS: readonly CtCartAction['action'][] = SUPPORTED_ACTIONS.map(
  (s) => s.shape.action.value,
);

/** Whether a parsed action is an implemented one (a refused one never parses, so after parsing all are). */
function isSupported(a: z.infer<typeof ctCartActionSchema>): a is CtCartAction {
  return SUPPORTED_NAMES.has(a.action);
}

/** Body of a cart update: the version the client saw and 1–100 actions. */
export const ctCartUpdateSchema = z
  .strictObject({ version: z.number().int().min(1), actions: z.array(ctCartActionSchema).min(1).max(100) })
  .transform((u) => ({ version: u.version, actions: u.actions.filter(isSupported) }));

/** Actions that carry a price or identity and are refused for a browser session's token (`/me` endpoints). */
export const PRICE_BEARING_ACTIONS: ReadonlySet<string> = new Set([
  'addCustomLineItem',
  'removeCustomLineItem',
  'setCustomShippingMethod',
  'addCustomShippingMethod',
  'setShippingMethod',
  'removeShippingMethod',
  'setKey',
]);

/** Thrown by toDomainActions for a reference the server does not know (an unknown channel): answered as HTTP 400. */
export class UnknownReferenceError extends Error {}

function channelKey(ref: z.infer<typeof channelRef> | undefined): string | undefined {
  if (!ref) return undefined;
  const ch = CHANNELS.find(
    (c) => (ref.key !== undefined && c.key === ref.key) || (ref.id !== undefined && c.id === ref.id),
  );
  if (!ch)
    throw new UnknownReferenceError(
      `The channel with ${ref.key !== undefined ? `key '${ref.key}'` : `ID '${ref.id ?? ''}'`} was not found.`,
    );
  return ch.key;
}

function text(v: unknown): string | undefined {
  return typeof v === 'string' ? v : undefined;
}

function centsOf(v: unknown): number | undefined {
  const m = ctMoneyDraft.safeParse(v);
  return m.success ? m.data.centAmount : typeof v === 'number' ? v : undefined;
}

/** A commercetools address → a domain Address (WIRE.md Addresses). */
export function domainAddress(a: CtAddressIn): Address {
  const name =
    a.lastName !== undefined && a.firstName !== undefined
      ? `${a.firstName} ${a.lastName}`
      : (a.lastName ?? a.firstName);
  const street1 =
    a.streetNumber !== undefined && a.streetName !== undefined ? `${a.streetNumber} ${a.streetName}` : a.streetName;
  return omitUndefined({
    name,
    company: a.company,
    street1,
    street2: a.additionalStreetInfo,
    city: a.city,
    state: a.state ?? a.region,
    postalCode: a.postalCode,
    country: a.country as CountryCode,
    email: a.email,
    phone: a.phone,
    residential: a.additionalAddressInfo === undefined ? undefined : a.additionalAddressInfo === 'residential',
  }) as Address;
}

function itemAddress(a: CtAddressIn & { key: string }): ItemShippingAddress {
  const f = a.custom?.fields ?? {};
  const custom: ShippingAddressCustomFields = omitUndefined({
    requestedDeliveryOn: text(f.requestedDeliveryOn),
    priceCents: centsOf(f.price),
    shipmentPickupCarrier: text(f.shipmentPickupCarrier),
    shipmentPickupCarrierCode: text(f.shipmentPickupCarrierCode),
    shippingMethodName: text(f.shippingMethodName),
    shippingMethodId: text(f.shippingMethodId),
    signedTrustedMatchkey: text(f.signedTrustedMatchkey),
  });
  return { ...domainAddress(a), key: a.key, custom };
}

function lineFields(custom: z.infer<typeof customDraft> | undefined): LineItemCustomFields | undefined {
  return flatFields(custom) as LineItemCustomFields | undefined;
}

function flatFields(
  custom: z.infer<typeof customDraft> | undefined,
): Record<string, string | number | boolean> | undefined {
  if (!custom?.fields) return undefined;
  return Object.fromEntries(
    Object.entries(custom.fields).filter((e): e is [string, string | number | boolean] =>
      ['string', 'number', 'boolean'].includes(typeof e[1]),
    ),
  );
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
        return [
          omitUndefined({
            action: a.action,
            sku: a.sku,
            quantity: a.quantity ?? 1,
            distributionChannelKey: channelKey(a.distributionChannel),
            custom: lineFields(a.custom),
            shippingDetails: a.shippingDetails,
          }),
        ];
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
        return [
          { action: a.action, lineItemId: a.lineItemId, distributionChannelKey: channelKey(a.distributionChannel) },
        ];
      case 'removeDiscountCode':
        return [{ action: a.action, discountCodeId: a.discountCode.id }];
      case 'addCustomLineItem':
        return [
          omitUndefined({
            action: a.action,
            name: label(a.name),
            slug: a.slug,
            money: usd(a.money.centAmount),
            quantity: a.quantity ?? 1,
            custom: flatFields(a.custom),
          }),
        ];
      case 'setCustomShippingMethod':
        return [
          { action: a.action, shippingMethodName: a.shippingMethodName, price: usd(a.shippingRate.price.centAmount) },
        ];
      case 'addCustomShippingMethod':
        return [
          {
            action: 'setCustomShippingMethod',
            shippingMethodName: a.shippingMethodName,
            price: usd(a.shippingRate.price.centAmount),
            shippingKey: a.shippingKey,
          },
        ];
      case 'setShippingMethod':
        return [{ action: 'removeCustomShippingMethod' }];
      case 'removeShippingMethod':
        return [{ action: 'removeCustomShippingMethod', shippingKey: a.shippingKey }];
      case 'setCustomType': {
        const typeAction: CartAction = omitUndefined({ action: a.action, typeKey: a.type?.key ?? a.type?.id });
        const fields = Object.entries(a.fields ?? {}).filter((e): e is [string, string | number | boolean] =>
          ['string', 'number', 'boolean'].includes(typeof e[1]),
        );
        return [typeAction, ...fields.map(([name, value]): CartAction => ({ action: 'setCustomField', name, value }))];
      }
    }
  });
}
