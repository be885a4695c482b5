import type {
  Address as CtAddress,
  Attribute,
  CentPrecisionMoney,
  Channel,
  CustomFields,
  CustomObject as CtCustomObject,
  LocalizedString,
  Price as CtPrice,
  ProductDiscount,
} from '@commercetools/platform-sdk';
import type { Money } from '../../../../core/shared';
import { omitUndefined } from '../../../../core/shared';
import type { Address, ItemShippingAddress } from '../../../../core/cart';
import type { Price } from '../../../../core/cart';
import type { Category } from '../../../../core/catalogue';
import type { CustomObject } from '../../../../ports/commerce';
import { unitPriceFor } from '../../../../core/pricing';
import type { ProductDiscountDef } from '../../engine/product-discounts';
import { DEMO_PRODUCT_DISCOUNTS } from '../../engine/demo-product-discounts';

/**
 * Domain → commercetools values shared by every representation the local server answers
 * (adapters/commercetools/WIRE.md): money, localized strings, custom fields, addresses, prices, references
 * with their expansion, channels, product discounts, custom objects and query pages. Pure functions.
 */

/** The locale of every LocalizedString the server writes. */
export const LOCALE = 'en-US';
/** Product type id and key of every product. */
export const PRODUCT_TYPE_ID = 'nutshell-food';
/** Dimensions of every product image (the generated SVGs are square). */
export const IMAGE_DIMENSIONS = { w: 400, h: 400 };
/** A date far in the past used for resources without their own timestamps (seeded data). */
export const SEEDED_AT = '2026-01-01T00:00:00.000Z';

/** A channel of the local server: the auto-delivery price channel with its discountPercent (catalogue §3 Price). */
export interface WireChannel {
  readonly id: string;
  readonly key: string;
  readonly discountPercent: number;
}

/**
 * The channels the local server knows: auto-delivery, 5% off (the catalogue's auto-delivery prices are 95% of the
 * default).
 */
export const CHANNELS: readonly WireChannel[] = [
  { id: 'channel-auto-delivery', key: 'auto-delivery', discountPercent: 5 },
];

/**
 * Lookups the encoder needs: channel id by key, category id by key, and the `expand` expressions of the
 * request. A reference is expanded (its `obj` included) when an expand expression ends with its field:
 * `…channel` / `…distributionChannel` (channels), `…discountCode` (discount codes), `…discounted.discount`
 * (product discounts), `categories[*]` (categories).
 */
export interface WireDirectory {
  /** Every category, as the commerce port lists them (loaded once). */
  readonly categories: readonly Category[];
  readonly channelIdOf: (key: string) => string;
  readonly categoryIdOf: (key: string) => string | undefined;
  readonly expand?: readonly string[];
  /** Tag custom objects by id, for expanding the `tagReferences` attribute (expand `…attributes[*].value`). */
  readonly tagObjects?: ReadonlyMap<string, CustomObject>;
}

/** Whether the request's expand expressions ask to expand the reference field `field`. */
export function expands(
  dir: Pick<WireDirectory, 'expand'>,
  field: 'channel' | 'discountCode' | 'discount' | 'categories' | 'attributes',
): boolean {
  const suffix =
    field === 'channel'
      ? /(?:\.c|C)hannel$/
      : field === 'discountCode'
        ? /discountCode$/
        : field === 'discount'
          ? /discounted\.discount$/
          : field === 'attributes'
            ? /attributes\[\*\]\.value$/
            : /^categories\[\*\]$/;
  return (dir.expand ?? []).some((e) => suffix.test(e));
}

export function channelRef(key: string, dir: WireDirectory): { typeId: 'channel'; id: string; obj?: Channel } {
  const id = dir.channelIdOf(key);
  const ch = CHANNELS.find((c) => c.key === key);
  return expands(dir, 'channel') && ch ? { typeId: 'channel', id, obj: ctChannel(ch) } : { typeId: 'channel', id };
}

/** Money in cents → CentPrecisionMoney (USD, 2 fraction digits). */
export function ctMoney(m: Money): CentPrecisionMoney {
  return { type: 'centPrecision', currencyCode: m.currency, centAmount: m.cents, fractionDigits: 2 };
}

export function ls(text: string): LocalizedString {
  return { [LOCALE]: text };
}

export function customFields(typeKey: string, fields: Readonly<Record<string, unknown>>): CustomFields | undefined {
  const defined = omitUndefined(fields);
  if (Object.keys(defined).length === 0) return undefined;
  return { type: { typeId: 'type', id: typeKey }, fields: defined };
}

/** A domain address (or item shipping address) → a commercetools Address (spec core §3 Address; WIRE.md). */
export function ctAddress(a: Address | ItemShippingAddress): CtAddress {
  const item = 'key' in a ? a : undefined;
  const c = item?.custom;
  return omitUndefined({
    key: item?.key,
    lastName: a.name,
    company: a.company,
    streetName: a.street1,
    additionalStreetInfo: a.street2,
    city: a.city,
    state: a.state,
    postalCode: a.postalCode,
    country: a.country,
    email: a.email,
    phone: a.phone,
    additionalAddressInfo: a.residential === undefined ? undefined : a.residential ? 'residential' : 'business',
    custom: c
      ? customFields('shippingAddressFields', {
          requestedDeliveryOn: c.requestedDeliveryOn,
          price: c.priceCents === undefined ? undefined : ctMoney({ cents: c.priceCents, currency: 'USD' }),
          shipmentPickupCarrier: c.shipmentPickupCarrier,
          shipmentPickupCarrierCode: c.shipmentPickupCarrierCode,
          shippingMethodName: c.shippingMethodName,
          shippingMethodId: c.shippingMethodId,
          signedTrustedMatchkey: c.signedTrustedMatchkey,
        })
      : undefined,
  }) as CtAddress;
}

/**
 * A domain price → a commercetools Price; `quantity` given (a line item's price) sets `value` to the applied tier's
 * value.
 */
export function ctPrice(p: Price, dir: WireDirectory, quantity?: number): CtPrice {
  const tierValue = quantity === undefined ? p.value : appliedTierValue(p, quantity);
  return omitUndefined({
    id: p.id,
    key: p.id,
    value: ctMoney(tierValue),
    channel: p.channelKey === undefined ? undefined : channelRef(p.channelKey, dir),
    tiers:
      p.tiers.length === 0
        ? undefined
        : p.tiers.map((t) => ({ minimumQuantity: t.minimumQuantity, value: ctMoney(t.value) })),
    discounted: p.discounted
      ? { value: ctMoney(p.discounted.value), discount: productDiscountRef(p.discounted, dir) }
      : undefined,
  }) as CtPrice;
}

function productDiscountRef(
  d: NonNullable<Price['discounted']>,
  dir: WireDirectory,
): { typeId: 'product-discount'; id: string; obj?: ProductDiscount } {
  const id = d.discountId ?? d.discountName;
  const def = DEMO_PRODUCT_DISCOUNTS.find((x) => x.id === id);
  return expands(dir, 'discount') && def
    ? { typeId: 'product-discount', id, obj: ctProductDiscount(def) }
    : { typeId: 'product-discount', id };
}

function appliedTierValue(p: Price, quantity: number): Money {
  const withoutDiscount: Price = { ...p, discounted: undefined };
  return unitPriceFor(withoutDiscount, quantity);
}

/**
 * The allergen attributes of WIRE.md of a statement: `allergens` (keys in statement order; absent when the
 * statement is unknown) and the species lists treeNutSpecies, fishSpecies, shellfishSpecies (absent when empty).
 */
export function allergenAttributes(
  allergens: readonly { readonly allergen: string; readonly species: readonly string[] }[] | undefined,
): Record<string, unknown> {
  const speciesOf = (allergen: string) => {
    const names = allergens?.find((d) => d.allergen === allergen)?.species ?? [];
    return names.length > 0 ? [...names] : undefined;
  };
  return {
    allergens: allergens?.map((d) => d.allergen),
    treeNutSpecies: speciesOf('tree-nuts'),
    fishSpecies: speciesOf('fish'),
    shellfishSpecies: speciesOf('crustacean-shellfish'),
  };
}

/** Attribute entries, without undefined values, as commercetools lists them. */
export function attributes(entries: Readonly<Record<string, unknown>>): Attribute[] {
  return Object.entries(entries)
    .filter(([, v]) => v !== undefined)
    .map(([name, value]) => ({ name, value }));
}

/** A channel → a commercetools Channel with its discountPercent custom field. */
export function ctChannel(ch: WireChannel): Channel {
  return {
    id: ch.id,
    key: ch.key,
    version: 1,
    roles: ['ProductDistribution'],
    name: ls('Auto-Delivery'),
    custom: { type: { typeId: 'type', id: 'channelFields' }, fields: { discountPercent: ch.discountPercent } },
    createdAt: SEEDED_AT,
    lastModifiedAt: SEEDED_AT,
  };
}

/** A product discount definition → a commercetools ProductDiscount. */
export function ctProductDiscount(d: ProductDiscountDef): ProductDiscount {
  return omitUndefined({
    id: d.id,
    key: d.key,
    version: 1,
    name: ls(d.name),
    description: ls(d.description),
    value:
      d.value.type === 'relative'
        ? { type: 'relative' as const, permyriad: d.value.permyriad }
        : { type: 'absolute' as const, money: [ctMoney({ cents: d.value.cents, currency: 'USD' })] },
    predicate: d.productKeys.length
      ? `product.key in (${d.productKeys.map((k) => JSON.stringify(k)).join(', ')})`
      : '1 = 1',
    sortOrder: String(d.sortOrder),
    isActive: d.isActive,
    validUntil: d.validUntil,
    references: [],
    createdAt: SEEDED_AT,
    lastModifiedAt: SEEDED_AT,
  }) as ProductDiscount;
}

/** A custom object → its commercetools representation. */
export function ctCustomObject(container: string, o: CustomObject): CtCustomObject {
  return {
    id: o.id,
    version: o.version ?? 1,
    container,
    key: o.key,
    value: o.value,
    createdAt: SEEDED_AT,
    lastModifiedAt: SEEDED_AT,
  };
}

/** A paged query result as commercetools answers it: `limit` as asked (default 20), `total` of all matches. */
export function ctPage<T>(
  results: readonly T[],
  page: { limit?: number; offset?: number; total?: number } = {},
): { limit: number; offset: number; count: number; total: number; results: readonly T[] } {
  const offset = page.offset ?? 0;
  return {
    limit: page.limit ?? 20,
    offset,
    count: results.length,
    total: page.total ?? offset + results.length,
    results,
  };
}
