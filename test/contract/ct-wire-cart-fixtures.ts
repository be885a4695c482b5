import type {
  Cart,
  CartDiscountCode,
  CustomLineItem,
  LineItem,
  LineItemCustomFields,
  Price,
  ShippingDetails,
} from '../../core/cart';
import { testCart } from '../../core/cart/model/test-cart';
import { unitPriceFor } from '../../core/pricing';
import { usd } from '../../core/shared';
import type { WireDirectory } from '../../adapters/embedded/server/ct/encode-values';
import * as from from '../../adapters/commercetools/from-ct';
import { CART_EXPAND } from '../../adapters/commercetools/http-commerce';
import {
  AD,
  HOLIDAY,
  directory,
  fullLookup,
  EXPANDED_ONLY,
  US_HOME,
  CA_BUSINESS,
  MINIMAL,
  ITEM_FULL,
  ITEM_CA,
  FULL_LINE_CUSTOM,
} from './ct-wire-support';

/** Carts as the engine computes them, for ct-wire-carts.test.ts and ct-wire-orders.test.ts (see ct-wire-support.ts). */

/** A line as the engine computes it: unit = unitPriceFor(price, quantity), before = unit × quantity, total after `cartDiscountCents`. */
export function engineLine(
  id: string,
  o: {
    readonly productKey: string;
    readonly productPath: string;
    readonly name: string;
    readonly imageUrl?: string;
    readonly variant: LineItem['variant'];
    readonly price: Price;
    readonly quantity: number;
    readonly cartDiscountCents?: number;
    readonly distributionChannelKey?: string;
    readonly shippingDetails?: ShippingDetails;
    readonly custom?: LineItemCustomFields;
  },
): LineItem {
  const unitPrice = unitPriceFor(o.price, o.quantity);
  const before = usd(unitPrice.cents * o.quantity);
  return {
    id,
    productId: `prod-${o.productKey}`,
    productKey: o.productKey,
    productPath: o.productPath,
    name: o.name,
    ...(o.imageUrl ? { imageUrl: o.imageUrl } : {}),
    variant: o.variant,
    quantity: o.quantity,
    price: o.price,
    unitPrice,
    totalPriceBeforeCartLevelDiscount: before,
    totalPrice: usd(before.cents - (o.cartDiscountCents ?? 0)),
    priceMode: 'Platform',
    lineItemMode: 'Standard',
    ...(o.distributionChannelKey ? { distributionChannelKey: o.distributionChannelKey } : {}),
    ...(o.shippingDetails ? { shippingDetails: o.shippingDetails } : {}),
    custom: o.custom ?? {},
  };
}

/** A cart as the engine computes it: totals from lines, custom lines and shipping; discountTotal; taxedPrice at `taxRate`. */
export function engineCart(
  base: Omit<Cart, 'totalPrice' | 'discountTotal' | 'taxedPrice' | 'maxQuantity'>,
  taxRate?: { name: string; rate: number },
): Cart {
  const lines = base.lineItems.reduce((s, l) => s + l.totalPrice.cents, 0);
  const customs = base.customLineItems.reduce((s, c) => s + c.totalPrice.cents, 0);
  const shipping =
    base.shippingMode === 'Single'
      ? (base.shippingInfo?.price.cents ?? 0)
      : base.shipping.reduce((s, x) => s + x.price.cents, 0);
  const net = lines + customs + shipping;
  const tax = taxRate ? Math.round(net * taxRate.rate) : 0;
  return {
    ...base,
    totalPrice: usd(net),
    maxQuantity: 4999,
    discountTotal: usd(
      base.lineItems.reduce((s, l) => s + l.totalPriceBeforeCartLevelDiscount.cents - l.totalPrice.cents, 0),
    ),
    ...(taxRate
      ? {
          taxedPrice: {
            totalNet: usd(net),
            totalGross: usd(net + tax),
            totalTax: usd(tax),
            taxPortions: [{ name: taxRate.name, rate: taxRate.rate, amount: usd(tax) }],
          },
        }
      : {}),
  };
}

export const baseVariant = { weightGrams: 454, backordered: false, active: true, maximumPiecesPerOrder: 4999 };

// Line 1: tiered default price, 6 units → the 5+ tier; cart discount 100 per unit; shipped to two addresses.
export const tieredDefault: Price = {
  id: '1001-03-default',
  value: usd(1479),
  tiers: [
    { minimumQuantity: 5, value: usd(1379) },
    { minimumQuantity: 10, value: usd(1299) },
  ],
};
export const tieredAd: Price = { id: '1001-03-ad', value: usd(1405), channelKey: AD, tiers: [] };
export const tieredLine = engineLine('line-1', {
  productKey: 'roasted-salted-almonds',
  productPath: '/nuts/almonds/roasted-salted-almonds',
  name: 'Roasted Salted Almonds',
  imageUrl: '/images/products/roasted-salted-almonds.svg',
  variant: { ...baseVariant, id: 3, sku: '1001-03', variantName: '1 lb bag', prices: [tieredDefault, tieredAd] },
  price: tieredDefault,
  quantity: 6,
  cartDiscountCents: 600,
  shippingDetails: {
    targets: [
      { addressKey: 'shipment-1', quantity: 4, shippingMethodKey: 'shipment-1' },
      { addressKey: 'shipment-2', quantity: 2, shippingMethodKey: 'shipment-2' },
    ],
    valid: true,
  },
});

// Line 2: default price with the demo product discount (15% off: 1099 → 934); a fixedAddress variant; meltable.
export const discountedDefault: Price = {
  id: '2001-01-default',
  value: usd(1099),
  tiers: [],
  discounted: { value: usd(934), discountId: HOLIDAY.id, discountName: HOLIDAY.name },
};
export const discountedLine = engineLine('line-2', {
  productKey: 'dark-chocolate-blend',
  productPath: '/chocolatessweets/dark-chocolate-blend',
  name: 'Dark Chocolate Blend',
  imageUrl: '/images/products/dark-chocolate-blend.svg',
  variant: {
    ...baseVariant,
    id: 1,
    sku: '2001-01',
    variantName: '8 oz box',
    weightGrams: 227,
    maximumPiecesPerOrder: 50,
    prices: [discountedDefault],
    fixedAddress: JSON.stringify({
      groupShipments: true,
      skipFulfillment: false,
      shippingMethod: 'UPS Ground',
      address: {
        name: 'Gift Desk',
        street1: '1 Main St',
        city: 'Newark',
        state: 'NJ',
        postalCode: '07102',
        country: 'US',
      },
    }),
  },
  price: discountedDefault,
  quantity: 2,
  shippingDetails: { targets: [{ addressKey: 'shipment-1', quantity: 2 }], valid: true },
  custom: { meltable: true, markedAsGift: false },
});

// Line 3: on the auto-delivery distribution channel (the channel's price); every line custom field; 10% cart discount (370 over 3 units); no image.
export const adDefault: Price = { id: '3001-02-default', value: usd(1299), tiers: [] };
export const adChannel: Price = { id: '3001-02-ad', value: usd(1234), channelKey: AD, tiers: [] };
export const autoDeliveryLine = engineLine('line-3', {
  productKey: 'medjool-dates',
  productPath: '/driedfruit/dates/medjool-dates',
  name: 'Medjool Dates',
  variant: {
    ...baseVariant,
    id: 2,
    sku: '3001-02',
    variantName: '2 lb bag',
    weightGrams: 907,
    backordered: true,
    prices: [adDefault, adChannel],
  },
  price: adChannel,
  quantity: 3,
  cartDiscountCents: 370,
  distributionChannelKey: AD,
  shippingDetails: {
    targets: [{ addressKey: 'shipment-2', quantity: 3, shippingMethodKey: 'shipment-2' }],
    valid: true,
  },
  custom: FULL_LINE_CUSTOM,
});

export const customLines: CustomLineItem[] = [
  {
    id: 'cli-1',
    slug: 'heat-resistant-packaging',
    name: 'Heat-Resistant Packaging',
    quantity: 1,
    money: usd(599),
    totalPrice: usd(599),
    custom: { shipmentKey: 'shipment-1', taxable: true, sortOrder: 1 },
  },
  {
    id: 'cli-2',
    slug: 'adjustment',
    name: 'Goodwill adjustment',
    quantity: 2,
    money: usd(-250),
    totalPrice: usd(-500),
    custom: { reason: 'late delivery' },
  },
];

export const discountCodes: CartDiscountCode[] = [
  {
    id: 'dc-holiday',
    code: 'HOLIDAY10',
    name: 'Holiday 10',
    description: '10% off everything',
    state: 'MatchesCart',
    cartDiscountIds: ['cd-holiday'],
  },
  {
    id: 'dc-ship',
    code: 'SHIPFREE',
    name: 'Free shipping',
    description: 'Free ground shipping over $50',
    state: 'DoesNotMatchCart',
    cartDiscountIds: ['cd-ship-1', 'cd-ship-2'],
  },
];

export const FULL_CART = engineCart(
  {
    id: 'cart-full',
    version: 7,
    key: 'cart-key-1',
    cartState: 'Active',
    customerId: 'customer-1',
    anonymousId: 'anon-1',
    customerEmail: 'pat@example.com',
    lineItems: [tieredLine, discountedLine, autoDeliveryLine],
    customLineItems: customLines,
    discountCodes,
    shippingMode: 'Multiple',
    shippingAddress: US_HOME,
    billingAddress: CA_BUSINESS,
    itemShippingAddresses: [ITEM_FULL, ITEM_CA],
    shipping: [
      { shippingKey: 'shipment-1', shippingMethodName: 'UPS Ground', price: usd(1295) },
      { shippingKey: 'shipment-2', shippingMethodName: 'Expedited Parcel', price: usd(2495) },
    ],
    custom: {
      stashedDiscountCode: 'SHIPFREE',
      stashedDiscountCodeName: 'Free shipping',
      orderTags: 'gift,rush',
      reshippedFromOrderNumber: '100041',
      copiedFromOrderNumber: '100040',
    },
    createdAt: '2026-12-01T10:00:00.000Z',
    lastModifiedAt: '2026-12-01T10:42:17.123Z',
  },
  { name: 'NJ', rate: 0.06625 },
);

export const SINGLE_CART = engineCart({
  id: 'cart-single',
  version: 3,
  cartState: 'Active',
  anonymousId: 'anon-2',
  lineItems: [discountedLine],
  customLineItems: [],
  discountCodes: [],
  shippingMode: 'Single',
  shippingAddress: MINIMAL,
  itemShippingAddresses: [],
  shippingInfo: { shippingMethodName: 'UPS Ground', price: usd(995) },
  shipping: [],
  custom: { orderTags: 'web' },
  createdAt: '2026-12-02T08:00:00.000Z',
  lastModifiedAt: '2026-12-02T08:05:00.000Z',
});

export const CARTS: readonly { readonly label: string; readonly cart: Cart }[] = [
  { label: 'an empty cart', cart: testCart() },
  { label: 'a Single-mode cart with a custom shipping method', cart: SINGLE_CART },
  {
    label: 'a full Multiple-mode cart (tiers, product discount, auto-delivery, custom lines, two codes, taxes)',
    cart: FULL_CART,
  },
];

/** How the adapter resolves references: by expansion alone (as the browser's /me calls), or by its lookups alone. */
export const RESOLUTIONS: readonly {
  readonly label: string;
  readonly dir: WireDirectory;
  readonly lookup: (c: Cart) => from.CtLookup;
}[] = [
  { label: 'expanded (CART_EXPAND), nothing looked up', dir: directory(CART_EXPAND), lookup: () => EXPANDED_ONLY },
  { label: 'unexpanded, resolved by the lookups', dir: directory(), lookup: (c) => fullLookup(c.discountCodes) },
];
