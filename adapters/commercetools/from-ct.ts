import { usd, type Money } from '../../core/shared';
import { omitUndefined } from '../../core/shared';
import type { Address, CountryCode, ItemShippingAddress } from '../../core/cart';
import type {
  Cart,
  CartDiscountCode,
  CustomLineItem,
  DiscountCodeState,
  LineItem,
  LineItemCustomFields,
  Price,
  ShippingInfo,
} from '../../core/cart';
import type { Order, Payment, TotalLine } from '../../core/cart';
import type { CartDiscountInfo, DiscountCodeInfo } from '../../core/cart';
import type { Category, Product, Variant } from '../../core/catalogue';
import { unitPriceFor } from '../../core/pricing';
import { z } from 'zod';
import {
  ctChannelSchema,
  ctDiscountCodeSchema,
  ctProductDiscountSchema,
  type CtAddress,
  type CtCart,
  type CtCategory,
  type CtLineItem,
  type CtOrder,
  type CtPrice,
  type CtProduct,
  type CtRef,
  type CtVariant,
} from './ct-schemas';
import type { z as Z } from 'zod';
import type { ctCartDiscountSchema, ctCustomLineItemSchema } from './ct-schemas';

/**
 * commercetools representations → domain types (WIRE.md). Pure: references are resolved through a CtLookup
 * (expanded `obj` first, then the lookup's caches).
 */

/** Maximum quantity of a line (spec: core-cart-checkout §9 cart maxQuantity 4999). */
export const MAX_LINE_QUANTITY = 4999;

/** Reference resolution for decoding: keys and names of referenced resources by id. */
export interface CtLookup {
  readonly channelKey: (id: string) => string | undefined;
  readonly categoryKey: (id: string) => string | undefined;
  readonly discountCode: (id: string) => DiscountCodeInfo | undefined;
  readonly productDiscountName: (id: string) => string | undefined;
}

/** The text of a LocalizedString: en-US, then en, then the first value. */
export function text(ls: Readonly<Record<string, string>> | undefined): string {
  if (!ls) return '';
  return ls['en-US'] ?? ls.en ?? Object.values(ls)[0] ?? '';
}

/** cent-precision money → Money. */
export function money(m: { centAmount: number }): Money {
  return usd(m.centAmount);
}

function channelKeyOf(ref: CtRef | undefined, lookup: CtLookup): string | undefined {
  if (!ref) return undefined;
  const obj = ctChannelSchema.safeParse(ref.obj);
  return obj.success ? obj.data.key : (lookup.channelKey(ref.id) ?? ref.id);
}

/** A commercetools discount code → the DiscountCodeInfo read model. */
export function discountCodeInfo(raw: unknown): DiscountCodeInfo | undefined {
  const d = ctDiscountCodeSchema.safeParse(raw);
  if (!d.success) return undefined;
  return omitUndefined({
    id: d.data.id,
    code: d.data.code,
    name: text(d.data.name),
    description: text(d.data.description),
    cartDiscountIds: d.data.cartDiscounts.map((r) => r.id),
    isActive: d.data.isActive,
    maxApplications: d.data.maxApplications,
    applicationCount: d.data.nutshellApplicationCount ?? 0,
  });
}

/** A commercetools cart discount → the CartDiscountInfo read model. */
export function cartDiscountInfo(d: Z.infer<typeof ctCartDiscountSchema>): CartDiscountInfo {
  return {
    id: d.id,
    key: d.key ?? d.id,
    name: text(d.name),
    description: text(d.description),
    cartPredicate: d.cartPredicate,
    value:
      d.value.type === 'relative'
        ? { type: 'relative', permyriad: d.value.permyriad }
        : { type: 'absolute', cents: d.value.money.find((m) => m.currencyCode === 'USD')?.centAmount ?? 0 },
    requiresDiscountCode: d.requiresDiscountCode,
    isActive: d.isActive,
    sortOrder: Number(d.sortOrder),
    ...(d.stackingMode === 'StopAfterThisDiscount' ? { stackingMode: d.stackingMode } : {}),
  };
}

/** A commercetools Price → a domain Price (`value` as sent: on a line item, the applied tier's value). */
export function price(p: CtPrice, lookup: CtLookup): Price {
  const discountName = p.discounted
    ? (ctProductDiscountSchema.safeParse(p.discounted.discount.obj).data?.name ?? undefined)
    : undefined;
  return omitUndefined({
    id: p.id,
    value: money(p.value),
    channelKey: channelKeyOf(p.channel, lookup),
    tiers: (p.tiers ?? [])
      .map((t) => ({ minimumQuantity: t.minimumQuantity, value: money(t.value) }))
      .sort((a, b) => a.minimumQuantity - b.minimumQuantity),
    discounted: p.discounted
      ? {
          value: money(p.discounted.value),
          discountId: p.discounted.discount.id,
          discountName: discountName
            ? text(discountName)
            : (lookup.productDiscountName(p.discounted.discount.id) ?? 'Product discount'),
        }
      : undefined,
  });
}

function attrs(v: CtVariant): Map<string, unknown> {
  return new Map((v.attributes ?? []).map((a) => [a.name, a.value]));
}
const str = (m: Map<string, unknown>, k: string) => {
  const x = m.get(k);
  return typeof x === 'string' ? x : undefined;
};
const num = (m: Map<string, unknown>, k: string) => {
  const x = m.get(k);
  return typeof x === 'number' ? x : undefined;
};
const bool = (m: Map<string, unknown>, k: string) => {
  const x = m.get(k);
  return typeof x === 'boolean' ? x : undefined;
};

/** A commercetools variant → a domain Variant (attributes of WIRE.md; defaults for absent ones). */
export function variant(v: CtVariant, lookup: CtLookup): Variant {
  const a = attrs(v);
  return omitUndefined({
    id: v.id,
    sku: v.sku,
    variantName: str(a, 'variantName') ?? v.sku,
    weightGrams: num(a, 'weightGrams') ?? 0,
    prices: (v.prices ?? []).map((p) => price(p, lookup)),
    active: bool(a, 'active') ?? true,
    backordered: bool(a, 'backordered') ?? false,
    maximumPiecesPerOrder: num(a, 'maximumPiecesPerOrder') ?? MAX_LINE_QUANTITY,
    unitName: str(a, 'unitName') ?? 'bag',
    unitSize: str(a, 'unitSize'),
    bagSize: str(a, 'bagSize'),
    bulk: bool(a, 'bulk') ?? false,
    wholesale: bool(a, 'wholesale') ?? false,
    autoDeliveryEligible: bool(a, 'autoDeliveryEligible') ?? false,
    usdaNdbNo: str(a, 'usdaNdbNo'),
    ingredients: str(a, 'ingredients'),
    countryOfOrigin: str(a, 'countryOfOrigin'),
    servingsPerContainer: num(a, 'servingsPerContainer'),
    fixedAddress: str(a, 'fixedAddress'),
  });
}

/** A commercetools ProductProjection → a domain Product. */
export function product(p: CtProduct, lookup: CtLookup): Product {
  const a = attrs(p.masterVariant);
  const tags = a.get('tags');
  const tagRefs = a.get('tagReferences');
  const slug = text(p.slug);
  return omitUndefined({
    id: p.id,
    key: p.key ?? p.id,
    name: text(p.name),
    slug,
    path: str(a, 'productPath') ?? `/${slug}`,
    description: text(p.description),
    oneLinerDescription: str(a, 'oneLinerDescription') ?? '',
    categoryKeys: p.categories.flatMap((c) => lookup.categoryKey(c.id) ?? []),
    tags: Array.isArray(tags) ? tags.filter((t): t is string => typeof t === 'string') : [],
    tagReferences: Array.isArray(tagRefs)
      ? tagRefs.flatMap((r) => (r && typeof r === 'object' && 'id' in r && typeof r.id === 'string' ? [r.id] : []))
      : undefined,
    imageUrl: p.masterVariant.images?.[0]?.url ?? '',
    meltable: bool(a, 'meltable') ?? false,
    variants: [p.masterVariant, ...p.variants].map((v) => variant(v, lookup)),
  });
}

/** Commercetools categories → domain categories; paths from the slugs of the ancestors (WIRE.md). */
export function categories(all: readonly CtCategory[]): Category[] {
  const byId = new Map(all.map((c) => [c.id, c]));
  return all.map((c) => {
    const chain = [...c.ancestors.map((r) => byId.get(r.id)), c];
    const parent = c.parent ? byId.get(c.parent.id) : undefined;
    return omitUndefined({
      id: c.id,
      key: c.key ?? c.id,
      name: text(c.name),
      path: `/${chain.map((x) => (x ? text(x.slug) : '')).join('/')}`,
      parentKey: parent ? (parent.key ?? parent.id) : undefined,
      description: c.description ? text(c.description) : undefined,
      orderHint: Math.round(Number(c.orderHint) * 1000),
    });
  });
}

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

function fieldText(f: Record<string, unknown>, k: string): string | undefined {
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

const paymentObj = z.looseObject({
  id: z.string(),
  amountPlanned: z.looseObject({ centAmount: z.number().int() }),
  paymentMethodInfo: z
    .looseObject({ method: z.string().optional(), name: z.record(z.string(), z.string()).optional() })
    .optional(),
  custom: z.looseObject({ fields: z.record(z.string(), z.unknown()) }).optional(),
});
const paymentMethods = ['card', 'gift_certificate', 'store_credit', 'offline'] as const;
/** Order custom fields of the order itself (the other fields are the cart's). */
const ORDER_FIELDS: ReadonlySet<string> = new Set([
  'receiptToken',
  'idempotencyKey',
  'totals',
  'payments',
  'cartVersion',
]);

function jsonField<T>(f: Record<string, unknown>, k: string, schema: z.ZodType<T>): T | undefined {
  const raw = f[k];
  if (typeof raw !== 'string') return undefined;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** A commercetools Order → a domain Order; `receiptToken`, `totals` and `payments` come from its custom fields. */
export function order(
  o: CtOrder,
  lookup: CtLookup,
  schemas: { totals: z.ZodType<TotalLine[]>; payments: z.ZodType<Payment[]> },
): Order {
  const f = o.custom?.fields ?? {};
  const { orderNumber: _n, orderState: _s, cart: cartRef, paymentInfo, ...cartFields } = o;
  const cartCustom = o.custom
    ? { ...o.custom, fields: Object.fromEntries(Object.entries(f).filter(([k]) => !ORDER_FIELDS.has(k))) }
    : undefined;
  const cartVersion = typeof f.cartVersion === 'number' ? f.cartVersion : o.version;
  const asCart = cart(
    {
      ...cartFields,
      cartState: 'Ordered',
      id: cartRef?.id ?? o.id,
      version: cartVersion,
      custom: cartCustom,
    } as CtCart,
    lookup,
  );
  const expanded = (paymentInfo?.payments ?? []).flatMap((r) => {
    const p = paymentObj.safeParse(r.obj);
    if (!p.success) return [];
    const method = paymentMethods.find((m) => m === p.data.paymentMethodInfo?.method) ?? 'card';
    const last4 = p.data.custom?.fields.cardLast4;
    return [
      omitUndefined({
        id: p.data.id,
        method,
        amountPlanned: usd(p.data.amountPlanned.centAmount),
        cardLast4: typeof last4 === 'string' ? last4 : undefined,
        cardBrand: p.data.paymentMethodInfo?.name ? text(p.data.paymentMethodInfo.name) : undefined,
      }) as Payment,
    ];
  });
  return omitUndefined({
    id: o.id,
    orderNumber: o.orderNumber ?? o.id,
    orderState: o.orderState,
    createdAt: o.createdAt,
    customerEmail: o.customerEmail,
    shippingAddress: o.shippingAddress ? address(o.shippingAddress) : undefined,
    billingAddress: o.billingAddress ? address(o.billingAddress) : undefined,
    cart: asCart,
    totals: jsonField(f, 'totals', schemas.totals) ?? [],
    payments: jsonField(f, 'payments', schemas.payments) ?? expanded,
    receiptToken: fieldText(f, 'receiptToken') ?? '',
    idempotencyKey: fieldText(f, 'idempotencyKey'),
  });
}
