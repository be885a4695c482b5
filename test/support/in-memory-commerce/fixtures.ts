import type { CartDiscountInfo, DiscountCodeInfo } from '../../../core/cart';
import type { Category, Product, Variant } from '../../../core/catalogue';
import { testPrice, testVariant } from '../../../core/catalogue/model/test-product';
import type { CatalogueSeed } from './catalogue';

/**
 * Small seeds for the in-memory commerce fake (unit tests only). Prices are integer cents.
 * The contract harness seeds it from fixtures/catalog instead (test/contract/catalogue-seed.ts).
 */

/** A discount code of discountCodes(): percent off every line, or a fuller description. */
export type DiscountCodeFixture =
  | number
  | {
      readonly percent: number;
      /** The code is used up: its state on a cart is MaxApplicationReached. */
      readonly maxApplicationReached?: boolean;
      readonly isActive?: boolean;
      readonly name?: string;
    };

/**
 * Discount codes, each with its own cart discount ('1 = 1', relative, stacking), keyed by code:
 * `discountCodes({ SAVE10: 10, EXPIRED: { percent: 5, maxApplicationReached: true } })`. Ids are
 * 'dc-{code}' and 'cd-{code}'; sort orders fall in the order given.
 */
export function discountCodes(
  codes: Readonly<Record<string, DiscountCodeFixture>>,
): Pick<CatalogueSeed, 'cartDiscounts' | 'discountCodes'> {
  const entries = Object.entries(codes).map(([code, fixture], i) => {
    const f = typeof fixture === 'number' ? { percent: fixture } : fixture;
    const name = f.name ?? `${f.percent}% off`;
    const cartDiscount: CartDiscountInfo = {
      id: `cd-${code}`,
      key: `cd-${code.toLowerCase()}`,
      name,
      description: name,
      cartPredicate: '1 = 1',
      value: { type: 'relative', permyriad: f.percent * 100 },
      requiresDiscountCode: true,
      isActive: true,
      sortOrder: 0.9 - i / 100,
    };
    const discountCode: DiscountCodeInfo = {
      id: `dc-${code}`,
      code,
      name,
      description: name,
      cartDiscountIds: [cartDiscount.id],
      isActive: f.isActive ?? true,
      ...(f.maxApplicationReached ? { maxApplications: 1, applicationCount: 1 } : { applicationCount: 0 }),
    };
    return { cartDiscount, discountCode };
  });
  return { cartDiscounts: entries.map((e) => e.cartDiscount), discountCodes: entries.map((e) => e.discountCode) };
}

function variant(sku: string, variantName: string, cents: number, id = 1): Variant {
  return testVariant(sku, { id, variantName, prices: [testPrice(`price-${sku}`, cents)] });
}

function product(key: string, name: string, categoryKey: string, variants: Variant[]): Product {
  return {
    id: `product-${key}`,
    key,
    name,
    slug: key,
    path: `/${categoryKey}/${key}`,
    description: `<p>${name}</p>`,
    oneLinerDescription: name,
    categoryKeys: [categoryKey],
    tags: [],
    imageUrl: `https://example.test/${key}.jpg`,
    meltable: false,
    variants,
  };
}

/** Categories 'nuts' and 'dried-fruit'. */
export const SMALL_CATEGORIES: readonly Category[] = [
  { id: 'cat-nuts', key: 'nuts', name: 'Nuts', path: '/nuts', orderHint: 1 },
  { id: 'cat-dried-fruit', key: 'dried-fruit', name: 'Dried Fruit', path: '/dried-fruit', orderHint: 2 },
];

/** Roasted Salted Almonds (ALM-1LB $9.99, ALM-3LB $26.99) in 'nuts'; Dried Mango (MANGO-1LB $12.49), 'dried-fruit'. */
export const SMALL_PRODUCTS: readonly Product[] = [
  product('roasted-salted-almonds', 'Roasted Salted Almonds', 'nuts', [
    variant('ALM-1LB', '1 lb', 999),
    variant('ALM-3LB', '3 lb', 2699, 2),
  ]),
  product('dried-mango', 'Dried Mango', 'dried-fruit', [variant('MANGO-1LB', '1 lb', 1249)]),
];

/**
 * A small catalogue: SMALL_CATEGORIES, SMALL_PRODUCTS and the codes SAVE10 (10% off, 'Save 10%') and EXPIRED
 * (used up: MaxApplicationReached, 'Expired promotion').
 */
export const SMALL_CATALOGUE: CatalogueSeed = {
  categories: SMALL_CATEGORIES,
  products: SMALL_PRODUCTS,
  ...discountCodes({
    SAVE10: { percent: 10, name: 'Save 10%' },
    EXPIRED: { percent: 5, maxApplicationReached: true, name: 'Expired promotion' },
  }),
};
