import { z } from 'zod';
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
} from './wire-fields';

/**
 * commercetools cart update actions on the wire (adapters/commercetools/WIRE.md "Update actions"; spec core §7),
 * validated strictly with zod; update-actions.ts decodes them into domain CartActions. Every documented action and
 * field is declared: an implemented one is decoded, a documented one this server lacks is refused as not supported
 * (InvalidField), and an undocumented action or field is refused as unknown (InvalidInput).
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
  externalPrice: ctMoneyDraft.optional(),
  ...notSupportedFields([
    'key',
    'productId',
    'variantId',
    'addedAt',
    'supplyChannel',
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
 * Nutshell's own cart update actions, beside commercetools' (WIRE.md "Update actions"): `setShippingMode
 * { shippingMode }`, since commercetools fixes the mode when the cart is created and the address step switches it
 * (spec: core-cart-checkout §4 Single and Multiple).
 */
const EXTENSION_ACTIONS = [
  z.strictObject({ action: z.literal('setShippingMode'), shippingMode: z.enum(['Single', 'Multiple']) }),
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
  ...EXTENSION_ACTIONS,
  ...UNSUPPORTED_CART_ACTIONS.map(unsupportedAction),
]);
/** A parsed, implemented commercetools cart update action. */
export type CtCartAction = z.infer<(typeof SUPPORTED_ACTIONS)[number] | (typeof EXTENSION_ACTIONS)[number]>;

const SUPPORTED_NAMES: ReadonlySet<string> = new Set(
  [...SUPPORTED_ACTIONS, ...EXTENSION_ACTIONS].map((s) => s.shape.action.value),
);

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

/**
 * Actions that carry a price or identity and are refused for a browser session's token (`/me` endpoints); an
 * addLineItem with an `externalPrice` is refused there too (`carriesExternalPrice`).
 */
export const PRICE_BEARING_ACTIONS: ReadonlySet<string> = new Set([
  'addCustomLineItem',
  'removeCustomLineItem',
  'setCustomShippingMethod',
  'addCustomShippingMethod',
  'setShippingMethod',
  'removeShippingMethod',
  'setKey',
]);

/** Whether a raw update action sets a price the platform would not compute: an addLineItem with an externalPrice. */
export function carriesExternalPrice(a: { readonly action: string } & Readonly<Record<string, unknown>>): boolean {
  return a.action === 'addLineItem' && a.externalPrice !== undefined;
}
