import { usd } from '../../shared';
import type { Price } from '../../cart/model';
import type { Category, Product, Variant } from './product';

/**
 * Test factories for the catalogue (for unit tests of any context; never used at run time).
 * Prices are integer cents; a variant costs `cents` (default 1299) at its default price.
 */

/** A default price (no channel, no tiers) of `cents`, with a product discount to `discountedCents` when given. */
export function testPrice(id: string, cents: number, discountedCents?: number): Price {
  return {
    id,
    value: usd(cents),
    tiers: [],
    ...(discountedCents === undefined ? {} : { discounted: { value: usd(discountedCents), discountName: 'Sale' } }),
  };
}

/** An active, in-stock 1 lb variant with `sku`, priced 1299 cents unless `prices` is given. */
export function testVariant(sku: string, overrides: Partial<Variant> = {}): Variant {
  return {
    id: 1,
    sku,
    variantName: '1 lb',
    weightGrams: 454,
    prices: [testPrice(`price-${sku}`, 1299)],
    active: true,
    backordered: false,
    maximumPiecesPerOrder: 4999,
    unitName: 'Value Pack',
    bulk: false,
    wholesale: false,
    autoDeliveryEligible: true,
    usdaNdbNo: '12061',
    ...overrides,
  };
}

/** A product with `key`, path '/nuts/{key}', in category 'nuts', with one variant `{KEY}-1LB` unless given. */
export function testProduct(key: string, overrides: Partial<Product> = {}): Product {
  return {
    id: `id-${key}`,
    key,
    name: `Product ${key}`,
    slug: key,
    path: `/nuts/${key}`,
    description: '<p>Good.</p>',
    oneLinerDescription: `One line about ${key}`,
    categoryKeys: ['nuts'],
    tags: ['snack'],
    imageUrl: `/images/${key}.jpg`,
    meltable: false,
    variants: [testVariant(`${key.toUpperCase()}-1LB`)],
    ...overrides,
  };
}

/** A category with `key`, path '/{key}' unless given, top-level unless `parentKey` is given. */
export function testCategory(key: string, overrides: Partial<Category> = {}): Category {
  return { id: `cat-${key}`, key, name: key, path: `/${key}`, orderHint: 0, ...overrides };
}
