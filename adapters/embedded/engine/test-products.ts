import { usd } from '../../../core/shared';
import type { Product, Variant } from '../../../core/catalogue';
import type { ActionContext } from './apply-actions';
import { DEMO_DISCOUNT_CODES } from './demo-discounts';

/**
 * Test factories for the engine's unit tests (never used at run time): products with one or more variants,
 * and an ActionContext over them with the demo discount codes and sequential ids ('id-1', 'id-2', ...).
 */

/** A variant with `sku`, priced `cents` (default 1000) plus an 'auto-delivery' channel price 5% lower. */
export function testVariant(sku: string, overrides: Partial<Variant> & { cents?: number } = {}): Variant {
  const { cents = 1000, ...rest } = overrides;
  return {
    id: 1,
    sku,
    variantName: '1 lb bag',
    weightGrams: 454,
    prices: [
      { id: `${sku}-default`, value: usd(cents), tiers: [] },
      { id: `${sku}-ad`, value: usd(Math.round(cents * 0.95)), channelKey: 'auto-delivery', tiers: [] },
    ],
    active: true,
    backordered: false,
    maximumPiecesPerOrder: 4999,
    unitName: 'Bag',
    bulk: false,
    wholesale: false,
    autoDeliveryEligible: true,
    usdaNdbNo: '12061',
    ...rest,
  };
}

/** A product with `key` and the given variants (one active variant SKU `${key}-01` by default). */
export function testProduct(
  key: string,
  variants: readonly Variant[] = [testVariant(`${key}-01`)],
  meltable = false,
): Product {
  return {
    id: `product-${key}`,
    key,
    name: `Product ${key}`,
    slug: key,
    path: `/nuts/${key}`,
    description: '<p>Good.</p>',
    oneLinerDescription: 'Good.',
    categoryKeys: ['nuts'],
    tags: [],
    imageUrl: `/images/${key}.svg`,
    meltable,
    variants,
  };
}

/** An ActionContext over `products` (keyed by each variant's SKU), the demo codes and sequential ids. */
export function testContext(products: readonly Product[]): ActionContext {
  let n = 0;
  return {
    productsBySku: new Map(products.flatMap((p) => p.variants.map((v) => [v.sku, p] as const))),
    codesByCode: new Map(DEMO_DISCOUNT_CODES.map((c) => [c.code, c])),
    newId: () => `id-${++n}`,
    maxQuantity: 4999,
  };
}
