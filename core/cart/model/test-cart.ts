import { usd } from '../../shared';
import type { ItemShippingAddress, ShippingAddressCustomFields } from './address';
import type { Cart, CartDiscountCode, CustomLineItem, LineItem, ShippingTarget } from './cart';

/**
 * Test factories for carts (for unit tests of any context; never used at run time).
 * Prices are integer cents; every line costs `unitCents` (default 1000) per unit.
 */

/**
 * Options of a test line: `targets` become shipping details, valid when they sum to `quantity`; `shippingDetails`
 * overrides.
 */
export interface TestLineOptions extends Partial<Omit<LineItem, 'variant' | 'custom'>> {
  readonly sku?: string;
  readonly unitCents?: number;
  readonly targets?: readonly ShippingTarget[];
  readonly custom?: LineItem['custom'];
}

/** A line item with `id`, quantity 1 by default, priced `unitCents` per unit. */
export function testLine(id: string, options: TestLineOptions = {}): LineItem {
  const { sku = `SKU-${id}`, unitCents = 1000, targets, custom = {}, ...rest } = options;
  const quantity = rest.quantity ?? 1;
  const price = { id: `price-${id}`, value: usd(unitCents), tiers: [] };
  const sum = (targets ?? []).reduce((s, t) => s + t.quantity, 0);
  return {
    id,
    productId: `product-${id}`,
    productKey: `product-${id}`,
    productPath: `/nuts/product-${id}`,
    name: `Product ${id}`,
    variant: {
      id: 1,
      sku,
      variantName: '1 lb',
      weightGrams: 454,
      prices: [price],
      backordered: false,
      active: true,
      maximumPiecesPerOrder: 4999,
    },
    quantity,
    price,
    unitPrice: usd(unitCents),
    totalPrice: usd(unitCents * quantity),
    totalPriceBeforeCartLevelDiscount: usd(unitCents * quantity),
    priceMode: 'Platform',
    lineItemMode: 'Standard',
    ...(targets ? { shippingDetails: { targets, valid: sum === quantity } } : {}),
    custom,
    ...rest,
  };
}

/** An item shipping address in New Jersey with `key` and custom fields. */
export function testAddress(
  key: string,
  custom: ShippingAddressCustomFields = {},
  overrides: Partial<ItemShippingAddress> = {},
): ItemShippingAddress {
  return {
    key,
    name: 'Pat Jones',
    street1: '125 Moen Ave',
    city: 'Cranford',
    state: 'NJ',
    postalCode: '07016',
    country: 'US',
    residential: true,
    custom,
    ...overrides,
  };
}

/** A custom line item with `slug`, quantity 1, unit amount `cents`. */
export function testCustomLine(id: string, slug: string, cents: number): CustomLineItem {
  return { id, slug, name: slug, quantity: 1, money: usd(cents), totalPrice: usd(cents), custom: {} };
}

/** A discount code on a cart, state MatchesCart unless given. */
export function testDiscountCode(
  id: string,
  code: string,
  state: CartDiscountCode['state'] = 'MatchesCart',
  name?: string,
): CartDiscountCode {
  return { id, code, state, cartDiscountIds: [`discount-${id}`], ...(name ? { name } : {}) };
}

/** An Active cart, Single mode, version 1, no lines; `totalPrice` is the sum of the given lines' totals. */
export function testCart(overrides: Partial<Cart> = {}): Cart {
  const lines = overrides.lineItems ?? [];
  return {
    id: 'cart-1',
    version: 1,
    cartState: 'Active',
    lineItems: lines,
    customLineItems: [],
    discountCodes: [],
    shippingMode: 'Single',
    itemShippingAddresses: [],
    shipping: [],
    totalPrice: usd(lines.reduce((s, l) => s + l.totalPrice.cents, 0)),
    discountTotal: usd(0),
    custom: {},
    maxQuantity: 4999,
    createdAt: '2025-01-01T00:00:00.000Z',
    lastModifiedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}
