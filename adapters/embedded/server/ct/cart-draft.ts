import { z } from 'zod';
import type { CartAction } from '../../../../core/cart';
import type { CartDraft } from '../../../../ports/commerce';
import { omitUndefined } from '../../../../core/shared';
import { ctCustomLineItemDraftShape, ctLineItemDraftShape, type CtCartAction } from './update-action-schemas';
import { toDomainActions } from './update-actions';
import { ctAddressSchema, ctCartKey, ctCustomValue, notSupportedFields, str } from './wire-fields';

/**
 * The commercetools CartDraft of `POST /carts` (adapters/commercetools/WIRE.md "Carts"; spec core §7 Commerce
 * platform cart API): every documented field is declared. The cart's first contents (line items, custom line
 * items, addresses, discount codes, custom fields) are decoded into the update actions that make them, applied
 * by the engine before the cart is first stored, so a draft that fails stores nothing.
 */

/** The CartDraft schema (strict; documented fields this server lacks are refused by name). */
export const ctCartDraftSchema = z.strictObject({
  currency: z.enum(['USD']),
  key: ctCartKey.optional(),
  customerId: str(100).optional(),
  customerEmail: z.string().email().max(254).optional(),
  anonymousId: str(100).optional(),
  lineItems: z.array(z.strictObject(ctLineItemDraftShape)).max(250).optional(),
  customLineItems: z.array(z.strictObject(ctCustomLineItemDraftShape)).max(100).optional(),
  // The values the carts of this server have (the encoder answers them on every cart).
  taxMode: z.enum(['External']).optional(),
  priceRoundingMode: z.enum(['HalfEven']).optional(),
  taxRoundingMode: z.enum(['HalfEven']).optional(),
  taxCalculationMode: z.enum(['LineItemLevel']).optional(),
  inventoryMode: z.enum(['None']).optional(),
  origin: z.enum(['Customer']).optional(),
  billingAddress: ctAddressSchema.optional(),
  shippingAddress: ctAddressSchema.optional(),
  shippingMode: z.enum(['Single', 'Multiple']).optional(),
  itemShippingAddresses: z
    .array(ctAddressSchema.required({ key: true }))
    .max(100)
    .optional(),
  discountCodes: z.array(z.string().trim().min(1).max(64)).max(20).optional(),
  country: z.enum(['US', 'CA']).optional(),
  locale: z.enum(['en-US']).optional(),
  custom: z
    .strictObject({
      type: z.strictObject({ typeId: z.literal('type').optional(), key: z.enum(['cartFields']) }),
      fields: z.record(z.string().max(64), ctCustomValue).optional(),
    })
    .optional(),
  ...notSupportedFields([
    'customerGroup',
    'businessUnit',
    'store',
    'externalTaxRateForShippingMethod',
    'shippingMethod',
    'shippingRateInput',
    'customShipping',
    'shipping',
    'deleteDaysAfterLastModification',
    'purchaseOrderNumber',
  ]),
});
/** A parsed CartDraft. */
export type CtCartDraftIn = z.infer<typeof ctCartDraftSchema>;

/**
 * A parsed CartDraft → the port's CartDraft: owner, key, mode, country and locale, and the actions that make its
 * contents, in the order commercetools builds a cart (custom fields, addresses, item shipping addresses, line items,
 * custom line items, then discount codes, which apply to the lines). Throws UnknownReferenceError for an unknown
 * channel (answered as 400).
 */
export function domainCartDraft(d: CtCartDraftIn): CartDraft {
  const ct: CtCartAction[] = [];
  const fields = Object.entries(d.custom?.fields ?? {});
  for (const [name, value] of fields) ct.push({ action: 'setCustomField', name, value });
  if (d.shippingAddress) ct.push({ action: 'setShippingAddress', address: d.shippingAddress });
  if (d.billingAddress) ct.push({ action: 'setBillingAddress', address: d.billingAddress });
  for (const address of d.itemShippingAddresses ?? []) ct.push({ action: 'addItemShippingAddress', address });
  for (const line of d.lineItems ?? []) ct.push({ action: 'addLineItem', ...line });
  for (const line of d.customLineItems ?? []) ct.push({ action: 'addCustomLineItem', ...line });
  for (const code of d.discountCodes ?? []) ct.push({ action: 'addDiscountCode', code });
  const actions: CartAction[] = toDomainActions(ct);
  return omitUndefined({
    key: d.key,
    anonymousId: d.anonymousId,
    customerId: d.customerId,
    customerEmail: d.customerEmail,
    shippingMode: d.shippingMode,
    country: d.country,
    locale: d.locale,
    actions: actions.length > 0 ? actions : undefined,
  });
}
