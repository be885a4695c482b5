/**
 * Decoding of commercetools cart update actions (adapters/commercetools/WIRE.md "Update actions"; spec core §7), once
 * update-action-schemas.ts has validated them, into domain CartActions; commercetools addresses into domain ones.
 */
import type { z } from 'zod';
import type { CartAction } from '../../../../core/cart';
import type { Address, CountryCode, ItemShippingAddress, ShippingAddressCustomFields } from '../../../../core/cart';
import type { LineItemCustomFields } from '../../../../core/cart';
import { omitUndefined, usd } from '../../../../core/shared';
import { CHANNELS } from './encode-values';
import type { CtCartAction } from './update-action-schemas';
import { ctCustomFieldsDraft, ctMoneyDraft, type CtAddressIn } from './wire-fields';

// The schemas' exports the contract tests (test/contract/) import from this module.
export { ctCartUpdateSchema, PRICE_BEARING_ACTIONS, type CtCartAction } from './update-action-schemas';

/** Thrown by toDomainActions for a reference the server does not know (an unknown channel): answered as HTTP 400. */
export class UnknownReferenceError extends Error {}

function channelKey(ref: { readonly id?: string; readonly key?: string } | undefined): string | undefined {
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

function lineFields(custom: z.infer<typeof ctCustomFieldsDraft> | undefined): LineItemCustomFields | undefined {
  return flatFields(custom) as LineItemCustomFields | undefined;
}

function flatFields(
  custom: z.infer<typeof ctCustomFieldsDraft> | undefined,
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
            externalPrice: a.externalPrice ? usd(a.externalPrice.centAmount) : undefined,
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
      case 'setShippingMode':
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
