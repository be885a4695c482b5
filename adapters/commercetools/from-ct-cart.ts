/** commercetools addresses, line items and carts → domain types (WIRE.md Addresses, Carts). */
import { usd } from '../../core/shared';
import { omitUndefined } from '../../core/shared';
import type { Address, CountryCode, ItemShippingAddress } from '../../core/cart';
import type {
  Cart,
  CartDiscountCode,
  CustomLineItem,
  DiscountCodeState,
  LineItem,
  LineItemCustomFields,
  ShippingInfo,
} from '../../core/cart';
import { unitPriceFor } from '../../core/pricing';
import { type CtAddress, type CtCart, type CtLineItem } from './ct-schemas';
import type { z as Z } from 'zod';
import type { ctCustomLineItemSchema } from './ct-schemas';
import { channelKeyOf, MAX_LINE_QUANTITY, money, text, discountCodeInfo, type CtLookup } from './from-ct-values';
import { attrs, foodLabelFrom, price, str, variant } from './from-ct-catalogue';

/** A commercetools address → a domain Address. */
export function address(a: CtAddress): Address {
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
    residential:
      a.additionalAddressInfo === 'residential' ? true : a.additionalAddressInfo === 'business' ? false : undefined,
  });
}

/** A custom field's value when it is text, else undefined. */
export function fieldText(f: Record<string, unknown>, k: string): string | undefined {
  const v = f[k];
  return typeof v === 'string' ? v : undefined;
}

/** A commercetools item shipping address → a domain ItemShippingAddress. */
export function itemShippingAddress(a: CtAddress): ItemShippingAddress {
  const f = a.custom?.fields ?? {};
  const priceField = f.price;
  const priceCents =
    priceField &&
    typeof priceField === 'object' &&
    'centAmount' in priceField &&
    typeof priceField.centAmount === 'number'
      ? priceField.centAmount
      : undefined;
  return {
    ...address(a),
    key: a.key ?? '',
    custom: omitUndefined({
      requestedDeliveryOn: fieldText(f, 'requestedDeliveryOn'),
      priceCents,
      shipmentPickupCarrier: fieldText(f, 'shipmentPickupCarrier'),
      shipmentPickupCarrierCode: fieldText(f, 'shipmentPickupCarrierCode'),
      shippingMethodName: fieldText(f, 'shippingMethodName'),
      shippingMethodId: fieldText(f, 'shippingMethodId'),
      signedTrustedMatchkey: fieldText(f, 'signedTrustedMatchkey'),
    }),
  };
}

function scalarFields(f: Record<string, unknown> | undefined): Record<string, string | number | boolean> {
  return Object.fromEntries(
    Object.entries(f ?? {}).filter((e): e is [string, string | number | boolean] =>
      ['string', 'number', 'boolean'].includes(typeof e[1]),
    ),
  );
}

/** A commercetools LineItem → a domain LineItem (unit price from the selected price, tiers and product discount). */
export function lineItem(l: CtLineItem, lookup: CtLookup): LineItem {
  const v = variant(l.variant, lookup);
  const linePrice = price(l.price, lookup);
  const base = v.prices.find((p) => p.id === linePrice.id) ?? linePrice;
  const unit = unitPriceFor(linePrice, l.quantity);
  const a = attrs(l.variant);
  return omitUndefined({
    id: l.id,
    productId: l.productId,
    productKey: l.productKey ?? l.productId,
    productPath: str(a, 'productPath') ?? `/${text(l.productSlug)}`,
    name: text(l.name),
    imageUrl: l.variant.images?.[0]?.url,
    variant: omitUndefined({
      id: v.id,
      sku: v.sku,
      variantName: v.variantName,
      weightGrams: v.weightGrams,
      prices: v.prices,
      backordered: v.backordered,
      active: v.active,
      maximumPiecesPerOrder: v.maximumPiecesPerOrder,
      fixedAddress: v.fixedAddress,
      availability: v.availability,
      allergens: foodLabelFrom(attrs(l.variant)).allergens,
    }),
    quantity: l.quantity,
    price: base,
    unitPrice: unit,
    totalPrice: money(l.totalPrice),
    totalPriceBeforeCartLevelDiscount: usd(unit.cents * l.quantity),
    priceMode: l.priceMode === 'Platform' ? 'Platform' : 'ExternalPrice',
    lineItemMode: l.lineItemMode,
    distributionChannelKey: channelKeyOf(l.distributionChannel, lookup),
    shippingDetails: l.shippingDetails
      ? {
          targets: l.shippingDetails.targets.map((t) =>
            omitUndefined({ addressKey: t.addressKey, quantity: t.quantity, shippingMethodKey: t.shippingMethodKey }),
          ),
          valid: l.shippingDetails.valid,
        }
      : undefined,
    custom: scalarFields(l.custom?.fields) as LineItemCustomFields,
  });
}

function customLineItem(c: Z.infer<typeof ctCustomLineItemSchema>): CustomLineItem {
  return {
    id: c.id,
    slug: c.slug,
    name: text(c.name),
    quantity: c.quantity,
    money: money(c.money),
    totalPrice: money(c.totalPrice),
    custom: scalarFields(c.custom?.fields),
  };
}

function shippingInfo(
  s: { shippingMethodName: string; price: { centAmount: number } },
  shippingKey?: string,
): ShippingInfo {
  return omitUndefined({ shippingKey, shippingMethodName: s.shippingMethodName, price: money(s.price) });
}

function discountCode(d: CtCart['discountCodes'][number], lookup: CtLookup): CartDiscountCode {
  const info = discountCodeInfo(d.discountCode.obj) ?? lookup.discountCode(d.discountCode.id);
  return omitUndefined({
    id: d.discountCode.id,
    code: info?.code ?? d.discountCode.id,
    name: info?.name,
    description: info?.description,
    state: d.state as DiscountCodeState,
    cartDiscountIds: info?.cartDiscountIds ?? [],
  });
}

/** A commercetools Cart → a domain Cart. */
export function cart(c: CtCart, lookup: CtLookup): Cart {
  const lines = c.lineItems.map((l) => lineItem(l, lookup));
  return omitUndefined({
    id: c.id,
    version: c.version,
    key: c.key,
    cartState: c.cartState === 'Ordered' ? 'Ordered' : 'Active',
    customerId: c.customerId,
    anonymousId: c.anonymousId,
    customerEmail: c.customerEmail,
    lineItems: lines,
    customLineItems: c.customLineItems.map(customLineItem),
    discountCodes: c.discountCodes.map((d) => discountCode(d, lookup)),
    shippingMode: c.shippingMode,
    country: c.country,
    locale: c.locale,
    shippingAddress: c.shippingAddress ? address(c.shippingAddress) : undefined,
    billingAddress: c.billingAddress ? address(c.billingAddress) : undefined,
    itemShippingAddresses: c.itemShippingAddresses.map(itemShippingAddress),
    shippingInfo: c.shippingInfo ? shippingInfo(c.shippingInfo) : undefined,
    shipping: c.shipping.map((s) => shippingInfo(s.shippingInfo, s.shippingKey)),
    totalPrice: money(c.totalPrice),
    taxedPrice: c.taxedPrice
      ? {
          totalNet: money(c.taxedPrice.totalNet),
          totalGross: money(c.taxedPrice.totalGross),
          totalTax: c.taxedPrice.totalTax
            ? money(c.taxedPrice.totalTax)
            : usd(c.taxedPrice.totalGross.centAmount - c.taxedPrice.totalNet.centAmount),
          taxPortions: c.taxedPrice.taxPortions.map((t) => ({
            name: t.name ?? '',
            rate: t.rate,
            amount: money(t.amount),
          })),
        }
      : undefined,
    discountTotal: usd(lines.reduce((a, l) => a + l.totalPriceBeforeCartLevelDiscount.cents - l.totalPrice.cents, 0)),
    custom: scalarFields(c.custom?.fields),
    maxQuantity: MAX_LINE_QUANTITY,
    createdAt: c.createdAt,
    lastModifiedAt: c.lastModifiedAt,
  });
}
