import type {
  Address as CtAddress, Attribute, Cart as CtCart, CartDiscount, Category as CtCategory, CentPrecisionMoney, Channel, CustomFields,
  CustomLineItem as CtCustomLineItem, CustomObject as CtCustomObject, DiscountCode, LineItem as CtLineItem, LocalizedString, Order as CtOrder,
  Price as CtPrice, ProductDiscount, ProductProjection, ProductVariant, ShippingInfo as CtShippingInfo,
} from '@commercetools/platform-sdk';
import type { Money } from '../../../../core/shared/money';
import type { Address, ItemShippingAddress } from '../../../../core/cart/model/address';
import type { Cart, CustomLineItem, LineItem, Price, ShippingInfo } from '../../../../core/cart/model/cart';
import type { Order } from '../../../../core/cart/model/order';
import type { CartDiscountInfo, DiscountCodeInfo } from '../../../../core/cart/model/discounts-info';
import type { Category, Product, Variant } from '../../../../core/catalogue/model/product';
import type { CustomObject } from '../../../../ports/commerce';
import { unitPriceFor } from '../../../../core/pricing/model/price-selection';
import type { ProductDiscountDef } from '../../engine/product-discounts';
import { DEMO_PRODUCT_DISCOUNTS } from '../../engine/demo-product-discounts';

/**
 * Domain → commercetools representations, as the local server answers (adapters/commercetools/WIRE.md).
 * Pure functions; ids of channels and categories come from a WireDirectory.
 */

/** The locale of every LocalizedString the server writes. */
export const LOCALE = 'en-US';
/** Product type id and key of every product. */
export const PRODUCT_TYPE_ID = 'nutshell-food';
/** A date far in the past used for resources without their own timestamps (seeded data). */
const SEEDED_AT = '2026-01-01T00:00:00.000Z';

/** A channel of the local server: the auto-delivery price channel with its discountPercent (catalogue §3 Price). */
export interface WireChannel {
  readonly id: string;
  readonly key: string;
  readonly discountPercent: number;
}

/** The channels the local server knows: auto-delivery, 5% off (the catalogue's auto-delivery prices are 95% of the default). */
export const CHANNELS: readonly WireChannel[] = [{ id: 'channel-auto-delivery', key: 'auto-delivery', discountPercent: 5 }];

/**
 * Lookups the encoder needs: channel id by key, category id by key, and the `expand` expressions of the
 * request. A reference is expanded (its `obj` included) when an expand expression ends with its field:
 * `…channel` / `…distributionChannel` (channels), `…discountCode` (discount codes), `…discounted.discount`
 * (product discounts), `categories[*]` (categories).
 */
export interface WireDirectory {
  readonly channelIdOf: (key: string) => string;
  readonly categoryIdOf: (key: string) => string | undefined;
  readonly expand?: readonly string[];
  /** Tag custom objects by id, for expanding the `tagReferences` attribute (expand `…attributes[*].value`). */
  readonly tagObjects?: ReadonlyMap<string, CustomObject>;
}

/** Whether the request's expand expressions ask to expand the reference field `field`. */
export function expands(dir: Pick<WireDirectory, 'expand'>, field: 'channel' | 'discountCode' | 'discount' | 'categories' | 'attributes'): boolean {
  const suffix = field === 'channel' ? /(?:\.c|C)hannel$/ : field === 'discountCode' ? /discountCode$/ : field === 'discount' ? /discounted\.discount$/
    : field === 'attributes' ? /attributes\[\*\]\.value$/ : /^categories\[\*\]$/;
  return (dir.expand ?? []).some((e) => suffix.test(e));
}

function channelRef(key: string, dir: WireDirectory): { typeId: 'channel'; id: string; obj?: Channel } {
  const id = dir.channelIdOf(key);
  const ch = CHANNELS.find((c) => c.key === key);
  return expands(dir, 'channel') && ch ? { typeId: 'channel', id, obj: ctChannel(ch) } : { typeId: 'channel', id };
}

/** Money in cents → CentPrecisionMoney (USD, 2 fraction digits). */
export function ctMoney(m: Money): CentPrecisionMoney {
  return { type: 'centPrecision', currencyCode: m.currency, centAmount: m.cents, fractionDigits: 2 };
}

function ls(text: string): LocalizedString {
  return { [LOCALE]: text };
}

function customFields(typeKey: string, fields: Readonly<Record<string, unknown>>): CustomFields | undefined {
  const defined = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  if (Object.keys(defined).length === 0) return undefined;
  return { type: { typeId: 'type', id: typeKey }, fields: defined };
}

/** A domain address (or item shipping address) → a commercetools Address (spec core §3 Address; WIRE.md). */
export function ctAddress(a: Address | ItemShippingAddress): CtAddress {
  const item = 'key' in a ? a : undefined;
  const c = item?.custom;
  return strip({
    key: item?.key,
    lastName: a.name, company: a.company, streetName: a.street1, additionalStreetInfo: a.street2, city: a.city, state: a.state,
    postalCode: a.postalCode, country: a.country, email: a.email, phone: a.phone,
    additionalAddressInfo: a.residential === undefined ? undefined : a.residential ? 'residential' : 'business',
    custom: c
      ? customFields('shippingAddressFields', {
          requestedDeliveryOn: c.requestedDeliveryOn, price: c.priceCents === undefined ? undefined : ctMoney({ cents: c.priceCents, currency: 'USD' }),
          shipmentPickupCarrier: c.shipmentPickupCarrier, shipmentPickupCarrierCode: c.shipmentPickupCarrierCode, shippingMethodName: c.shippingMethodName,
          shippingMethodId: c.shippingMethodId, signedTrustedMatchkey: c.signedTrustedMatchkey,
        })
      : undefined,
  }) as CtAddress;
}

/** A domain price → a commercetools Price; `quantity` given (a line item's price) sets `value` to the applied tier's value. */
export function ctPrice(p: Price, dir: WireDirectory, quantity?: number): CtPrice {
  const tierValue = quantity === undefined ? p.value : appliedTierValue(p, quantity);
  return strip({
    id: p.id, key: p.id, value: ctMoney(tierValue),
    channel: p.channelKey === undefined ? undefined : channelRef(p.channelKey, dir),
    tiers: p.tiers.length === 0 ? undefined : p.tiers.map((t) => ({ minimumQuantity: t.minimumQuantity, value: ctMoney(t.value) })),
    discounted: p.discounted ? { value: ctMoney(p.discounted.value), discount: productDiscountRef(p.discounted, dir) } : undefined,
  }) as CtPrice;
}

function productDiscountRef(d: NonNullable<Price['discounted']>, dir: WireDirectory): { typeId: 'product-discount'; id: string; obj?: ProductDiscount } {
  const id = d.discountId ?? d.discountName;
  const def = DEMO_PRODUCT_DISCOUNTS.find((x) => x.id === id);
  return expands(dir, 'discount') && def ? { typeId: 'product-discount', id, obj: ctProductDiscount(def) } : { typeId: 'product-discount', id };
}

function appliedTierValue(p: Price, quantity: number): Money {
  const withoutDiscount: Price = { ...p, discounted: undefined };
  return unitPriceFor(withoutDiscount, quantity);
}

function attributes(entries: Readonly<Record<string, unknown>>): Attribute[] {
  return Object.entries(entries).filter(([, v]) => v !== undefined).map(([name, value]) => ({ name, value }));
}

function productAttributes(p: Product, dir: WireDirectory): Record<string, unknown> {
  const tagRef = (id: string) => {
    const obj = expands(dir, 'attributes') ? dir.tagObjects?.get(id) : undefined;
    return obj ? { typeId: 'key-value-document', id, obj: ctCustomObject('tags', obj) } : { typeId: 'key-value-document', id };
  };
  return {
    productPath: p.path, oneLinerDescription: p.oneLinerDescription, tags: p.tags,
    tagReferences: p.tagReferences?.map(tagRef), meltable: p.meltable,
    ingredients: p.variants[0]?.ingredients, countryOfOrigin: p.variants[0]?.countryOfOrigin,
  };
}

/** A domain variant of `product` → a commercetools ProductVariant with the attributes of WIRE.md. */
export function ctVariant(v: Variant, product: Product, dir: WireDirectory): ProductVariant {
  return {
    id: v.id, sku: v.sku, key: v.sku,
    prices: v.prices.map((p) => ctPrice(p, dir)),
    images: [{ url: product.imageUrl, dimensions: { w: 400, h: 400 } }],
    attributes: attributes({
      ...productAttributes(product, dir),
      variantName: v.variantName, weightGrams: v.weightGrams, active: v.active, backordered: v.backordered, maximumPiecesPerOrder: v.maximumPiecesPerOrder,
      unitName: v.unitName, unitSize: v.unitSize, bagSize: v.bagSize, bulk: v.bulk, wholesale: v.wholesale, autoDeliveryEligible: v.autoDeliveryEligible,
      usdaNdbNo: v.usdaNdbNo, servingsPerContainer: v.servingsPerContainer, fixedAddress: v.fixedAddress,
    }),
  };
}

/** A domain product → a commercetools ProductProjection (published, current). */
export function ctProductProjection(p: Product, dir: WireDirectory): ProductProjection {
  const [master, ...rest] = p.variants;
  if (!master) throw new Error(`product ${p.key} has no variants`);
  return {
    id: p.id, key: p.key, version: 1, productType: { typeId: 'product-type', id: PRODUCT_TYPE_ID },
    name: ls(p.name), slug: ls(p.slug), description: ls(p.description),
    categories: p.categoryKeys.flatMap((k) => {
      const id = dir.categoryIdOf(k);
      return id ? [expands(dir, 'categories') ? { typeId: 'category' as const, id, obj: { id, key: k } as CtCategory } : { typeId: 'category' as const, id }] : [];
    }),
    categoryOrderHints: {}, searchKeywords: {}, hasStagedChanges: false, published: true, attributes: [],
    masterVariant: ctVariant(master, p, dir), variants: rest.map((v) => ctVariant(v, p, dir)),
    createdAt: SEEDED_AT, lastModifiedAt: SEEDED_AT,
  };
}

/** A domain category → a commercetools Category; `all` resolves the parent chain into `ancestors`. */
export function ctCategory(c: Category, all: ReadonlyMap<string, Category>): CtCategory {
  const ancestors: Category[] = [];
  for (let parent = c.parentKey ? all.get(c.parentKey) : undefined; parent; parent = parent.parentKey ? all.get(parent.parentKey) : undefined) ancestors.unshift(parent);
  const parent = ancestors[ancestors.length - 1];
  return strip({
    id: c.id, key: c.key, version: 1, name: ls(c.name), slug: ls(c.path.split('/').pop() ?? c.key),
    description: c.description === undefined ? undefined : ls(c.description),
    ancestors: ancestors.map((a) => ({ typeId: 'category' as const, id: a.id })),
    parent: parent ? { typeId: 'category' as const, id: parent.id } : undefined,
    orderHint: String(c.orderHint / 1000), createdAt: SEEDED_AT, lastModifiedAt: SEEDED_AT,
  }) as CtCategory;
}

/** A channel → a commercetools Channel with its discountPercent custom field. */
export function ctChannel(ch: WireChannel): Channel {
  return {
    id: ch.id, key: ch.key, version: 1, roles: ['ProductDistribution'], name: ls('Auto-Delivery'),
    custom: { type: { typeId: 'type', id: 'channelFields' }, fields: { discountPercent: ch.discountPercent } },
    createdAt: SEEDED_AT, lastModifiedAt: SEEDED_AT,
  };
}

function ctShippingInfo(s: ShippingInfo): CtShippingInfo {
  return { shippingMethodName: s.shippingMethodName, price: ctMoney(s.price), shippingRate: { price: ctMoney(s.price), tiers: [] }, shippingMethodState: 'MatchesCart' };
}

function lineCustom(l: LineItem): CustomFields | undefined {
  return customFields('lineItemFields', { ...l.custom });
}

/** A domain line item → a commercetools LineItem (WIRE.md Carts). */
export function ctLineItem(l: LineItem, dir: WireDirectory): CtLineItem {
  const unit = l.unitPrice.cents;
  const cartDiscountPerUnit = l.quantity > 0 ? (l.totalPriceBeforeCartLevelDiscount.cents - l.totalPrice.cents) / l.quantity : 0;
  const variant: Variant = {
    ...l.variant, unitName: '', bulk: false, wholesale: false, autoDeliveryEligible: false, usdaNdbNo: '',
  };
  const asProduct = { path: l.productPath, imageUrl: l.imageUrl ?? '', tags: [], meltable: l.custom.meltable ?? false, oneLinerDescription: '', variants: [] } as unknown as Product;
  const ctv = ctVariant(variant, asProduct, dir);
  return strip({
    id: l.id, productId: l.productId, productKey: l.productKey, name: ls(l.name), productSlug: ls(l.productPath.split('/').pop() ?? l.productKey),
    productType: { typeId: 'product-type' as const, id: PRODUCT_TYPE_ID },
    variant: {
      ...ctv,
      images: l.imageUrl ? ctv.images : [],
      attributes: attributes({ productPath: l.productPath, variantName: l.variant.variantName, weightGrams: l.variant.weightGrams, active: l.variant.active, backordered: l.variant.backordered, maximumPiecesPerOrder: l.variant.maximumPiecesPerOrder, fixedAddress: l.variant.fixedAddress }),
    },
    price: ctPrice(l.price, dir, l.quantity),
    quantity: l.quantity,
    totalPrice: ctMoney(l.totalPrice),
    discountedPricePerQuantity: Number.isInteger(cartDiscountPerUnit) && cartDiscountPerUnit > 0
      ? [{ quantity: l.quantity, discountedPrice: { value: ctMoney({ cents: unit - cartDiscountPerUnit, currency: 'USD' }), includedDiscounts: [] } }]
      : [],
    taxedPricePortions: [], state: [{ quantity: l.quantity, state: { typeId: 'state' as const, id: 'initial' } }], perMethodTaxRate: [],
    distributionChannel: l.distributionChannelKey === undefined ? undefined : channelRef(l.distributionChannelKey, dir),
    priceMode: l.priceMode, lineItemMode: l.lineItemMode, inventoryMode: 'None' as const,
    shippingDetails: l.shippingDetails ? { targets: l.shippingDetails.targets.map((t) => strip({ addressKey: t.addressKey, quantity: t.quantity, shippingMethodKey: t.shippingMethodKey })), valid: l.shippingDetails.valid } : undefined,
    custom: lineCustom(l),
  }) as CtLineItem;
}

/** A domain custom line item → a commercetools CustomLineItem. */
export function ctCustomLineItem(c: CustomLineItem): CtCustomLineItem {
  return strip({
    id: c.id, name: ls(c.name), slug: c.slug, money: ctMoney(c.money), quantity: c.quantity, totalPrice: ctMoney(c.totalPrice),
    discountedPricePerQuantity: [], taxedPricePortions: [], perMethodTaxRate: [], state: [{ quantity: c.quantity, state: { typeId: 'state' as const, id: 'initial' } }],
    priceMode: 'Standard' as const, custom: customFields('customLineItemFields', c.custom),
  }) as CtCustomLineItem;
}

/** A domain cart → a commercetools Cart (WIRE.md Carts). */
export function ctCart(c: Cart, dir: WireDirectory): CtCart {
  const addressOf = (key: string | undefined) => {
    const item = c.itemShippingAddresses.find((a) => a.key === key);
    return ctAddress(item ?? c.shippingAddress ?? { country: 'US' });
  };
  return strip({
    type: 'Cart', id: c.id, version: c.version, key: c.key, cartState: c.cartState, customerId: c.customerId, anonymousId: c.anonymousId,
    customerEmail: c.customerEmail, lineItems: c.lineItems.map((l) => ctLineItem(l, dir)), customLineItems: c.customLineItems.map(ctCustomLineItem),
    totalLineItemQuantity: c.lineItems.reduce((a, l) => a + l.quantity, 0),
    totalPrice: ctMoney(c.totalPrice),
    taxedPrice: c.taxedPrice
      ? { totalNet: ctMoney(c.taxedPrice.totalNet), totalGross: ctMoney(c.taxedPrice.totalGross), totalTax: ctMoney(c.taxedPrice.totalTax), taxPortions: c.taxedPrice.taxPortions.map((t) => ({ name: t.name, rate: t.rate, amount: ctMoney(t.amount) })) }
      : undefined,
    taxMode: 'External', priceRoundingMode: 'HalfEven', taxRoundingMode: 'HalfEven', taxCalculationMode: 'LineItemLevel', inventoryMode: 'None',
    shippingMode: c.shippingMode,
    shippingAddress: c.shippingAddress ? ctAddress(c.shippingAddress) : undefined,
    billingAddress: c.billingAddress ? ctAddress(c.billingAddress) : undefined,
    itemShippingAddresses: c.itemShippingAddresses.map(ctAddress),
    shippingInfo: c.shippingMode === 'Single' && c.shippingInfo ? ctShippingInfo(c.shippingInfo) : undefined,
    shipping: c.shippingMode === 'Multiple' ? c.shipping.map((s) => ({ shippingKey: s.shippingKey ?? '', shippingInfo: ctShippingInfo(s), shippingAddress: addressOf(s.shippingKey) })) : [],
    discountCodes: c.discountCodes.map((d) => ({
      discountCode: expands(dir, 'discountCode')
        ? { typeId: 'discount-code' as const, id: d.id, obj: ctDiscountCode({ id: d.id, code: d.code, name: d.name ?? d.code, description: d.description ?? '', cartDiscountIds: d.cartDiscountIds, isActive: true, applicationCount: 0 }) }
        : { typeId: 'discount-code' as const, id: d.id },
      state: d.state,
    })),
    directDiscounts: [], refusedGifts: [], origin: 'Customer',
    custom: customFields('cartFields', { ...c.custom }),
    createdAt: c.createdAt, lastModifiedAt: c.lastModifiedAt,
  }) as CtCart;
}

/** A domain order → a commercetools Order, payments expanded (WIRE.md Orders). */
export function ctOrder(o: Order, dir: WireDirectory): CtOrder {
  const cart = ctCart(o.cart, dir);
  const { type: _type, version: _version, key: _key, cartState: _state, id: _id, createdAt: _c, lastModifiedAt: _l, custom: _custom, ...rest } = cart as CtCart & { type: string };
  return strip({
    ...rest, type: 'Order', id: o.id, version: 1, orderNumber: o.orderNumber, orderState: o.orderState, cart: { typeId: 'cart' as const, id: o.cart.id },
    customerEmail: o.customerEmail, shippingAddress: o.shippingAddress ? ctAddress(o.shippingAddress) : undefined, billingAddress: o.billingAddress ? ctAddress(o.billingAddress) : undefined,
    syncInfo: [], refusedGifts: [],
    paymentInfo: {
      payments: o.payments.map((p) => ({
        typeId: 'payment' as const, id: p.id,
        obj: { id: p.id, amountPlanned: ctMoney(p.amountPlanned), paymentMethodInfo: strip({ method: p.method, name: p.cardBrand ? ls(p.cardBrand) : undefined }), custom: p.cardLast4 ? { type: { typeId: 'type', id: 'paymentFields' }, fields: { cardLast4: p.cardLast4 } } : undefined },
      })),
    },
    custom: customFields('orderFields', { ...o.cart.custom, receiptToken: o.receiptToken, totals: JSON.stringify(o.totals), payments: JSON.stringify(o.payments), cartVersion: o.cart.version }),
    createdAt: o.createdAt, lastModifiedAt: o.createdAt,
  }) as unknown as CtOrder;
}

/** A cart discount read model → a commercetools CartDiscount. */
export function ctCartDiscount(d: CartDiscountInfo): CartDiscount {
  return {
    id: d.id, key: d.key, version: 1, name: ls(d.name), description: ls(d.description), cartPredicate: d.cartPredicate,
    value: d.value.type === 'relative' ? { type: 'relative', permyriad: d.value.permyriad } : { type: 'absolute', money: [ctMoney({ cents: d.value.cents, currency: 'USD' })], applicationMode: 'ProportionateDistribution' },
    target: { type: 'lineItems', predicate: 'true' }, sortOrder: String(d.sortOrder), isActive: d.isActive, requiresDiscountCode: d.requiresDiscountCode,
    stackingMode: d.stackingMode ?? 'Stacking', references: [], stores: [], createdAt: SEEDED_AT, lastModifiedAt: SEEDED_AT,
  } as unknown as CartDiscount;
}

/** A discount code read model → a commercetools DiscountCode (applicationCount is not a commercetools field: it is sent as `nutshellApplicationCount`). */
export function ctDiscountCode(d: DiscountCodeInfo): DiscountCode & { nutshellApplicationCount: number } {
  return strip({
    id: d.id, code: d.code, version: 1, name: ls(d.name), description: ls(d.description),
    cartDiscounts: d.cartDiscountIds.map((id) => ({ typeId: 'cart-discount' as const, id })), isActive: d.isActive, maxApplications: d.maxApplications,
    references: [], groups: [], createdAt: SEEDED_AT, lastModifiedAt: SEEDED_AT, nutshellApplicationCount: d.applicationCount,
  }) as DiscountCode & { nutshellApplicationCount: number };
}

/** A product discount definition → a commercetools ProductDiscount. */
export function ctProductDiscount(d: ProductDiscountDef): ProductDiscount {
  return strip({
    id: d.id, key: d.key, version: 1, name: ls(d.name), description: ls(d.description),
    value: d.value.type === 'relative' ? { type: 'relative' as const, permyriad: d.value.permyriad } : { type: 'absolute' as const, money: [ctMoney({ cents: d.value.cents, currency: 'USD' })] },
    predicate: d.productKeys.length ? `product.key in (${d.productKeys.map((k) => JSON.stringify(k)).join(', ')})` : '1 = 1',
    sortOrder: String(d.sortOrder), isActive: d.isActive, validUntil: d.validUntil, references: [], createdAt: SEEDED_AT, lastModifiedAt: SEEDED_AT,
  }) as ProductDiscount;
}

/** A custom object → its commercetools representation. */
export function ctCustomObject(container: string, o: CustomObject): CtCustomObject {
  return { id: o.id, version: o.version ?? 1, container, key: o.key, value: o.value, createdAt: SEEDED_AT, lastModifiedAt: SEEDED_AT };
}

/** A paged query result as commercetools answers it: `limit` as asked (default 20), `total` of all matches. */
export function ctPage<T>(results: readonly T[], page: { limit?: number; offset?: number; total?: number } = {}): { limit: number; offset: number; count: number; total: number; results: readonly T[] } {
  const offset = page.offset ?? 0;
  return { limit: page.limit ?? 20, offset, count: results.length, total: page.total ?? offset + results.length, results };
}

/** `o` without its undefined properties (commercetools omits absent fields rather than sending null). */
export function strip<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}
