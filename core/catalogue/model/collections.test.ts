import { describe, expect, it } from 'vitest';
import type { Order } from '../../cart/model';
import {
  COLLECTIONS,
  RANKED_COLLECTION_SIZE,
  collectionAt,
  collectionProducts,
  hasDarkChocolate,
  hasSingleServePacks,
  isOfficeSnack,
  isShelfProduct,
  isSuperfood,
  productNumberOf,
  rankTopSellers,
  unitsOrderedByProduct,
  type Collection,
} from './collections';
import type { Product } from './product';
import { testProduct, testVariant } from './test-product';

const numbered = (key: string, number: string, overrides: Partial<Product> = {}) =>
  testProduct(key, { variants: [testVariant(`${number}-01`)], ...overrides });
const collection = (key: string): Collection => {
  const c = COLLECTIONS.find((x) => x.key === key);
  if (!c) throw new Error(key);
  return c;
};
const pack = (variantName: string, active = true) => testVariant(`1100-02-${variantName}`, { variantName, active });

describe('collectionAt', () => {
  it('finds each default secondary-nav path, with or without its trailing slash', () => {
    expect(collectionAt('/organic/')?.key).toBe('organic');
    expect(collectionAt('/organic')?.key).toBe('organic');
    expect(collectionAt('/nuts/single-serve')?.key).toBe('single-serve');
    expect(collectionAt('/gluten-free/')?.key).toBe('gluten-free');
    expect(collectionAt('/top_sellers')?.key).toBe('top-sellers');
  });

  it("accepts '+' in /tag/dark+chocolate, and its encoded form %2B", () => {
    expect(collectionAt('/tag/dark+chocolate')?.key).toBe('dark-chocolate');
    expect(collectionAt('/tag/dark%2Bchocolate')?.key).toBe('dark-chocolate');
    expect(collectionAt('/tag/new+products')?.key).toBe('new-products');
  });

  it('finds nothing for other paths (the pantry staples page is content)', () => {
    expect(collectionAt('/cms/pantry-staples')).toBeUndefined();
    expect(collectionAt('/tag/dark chocolate')).toBeUndefined();
    expect(collectionAt('/organics')).toBeUndefined();
  });
});

describe('product numbers and shelf products', () => {
  it('reads the product number from the first SKU', () => {
    expect(productNumberOf(numbered('a', '1414'))).toBe(1414);
    expect(Number.isNaN(productNumberOf(testProduct('gc', { variants: [testVariant('GC-10')] })))).toBe(true);
  });

  it('offers shelf products only: not the builders, services (9000 and up) or gift certificates', () => {
    expect(isShelfProduct(numbered('almonds', '1100'))).toBe(true);
    expect(isShelfProduct(numbered('tin', '8001'))).toBe(true);
    expect(isShelfProduct(numbered('card', '9980'))).toBe(false);
    expect(isShelfProduct(numbered('box', '3719', { categoryKeys: ['custom'] }))).toBe(false);
    expect(isShelfProduct(testProduct('gc', { variants: [testVariant('GC-10')] }))).toBe(false);
    expect(isShelfProduct(testProduct('gone', { variants: [testVariant('1200-01', { active: false })] }))).toBe(false);
  });
});

describe('collection rules', () => {
  it('tag pages list the products with the dietary tag', () => {
    const organic = numbered('o', '1101', { tags: ['organic', 'vegan'] });
    const plain = numbered('p', '1102', { tags: ['vegan'] });
    expect(collectionProducts(collection('organic'), [organic, plain])).toEqual([organic]);
    expect(collection('raw').matches(numbered('r', '1103', { tags: ['raw'] }))).toBe(true);
    expect(collection('gluten-free').matches(numbered('g', '1104', { tags: ['gluten-free'] }))).toBe(true);
    expect(collection('gluten-free').matches(plain)).toBe(false);
  });

  it('dark chocolate: in the name or in an ingredient list', () => {
    expect(hasDarkChocolate(testProduct('bar', { name: 'Dark Chocolate Bar' }))).toBe(true);
    const covered = testProduct('c', {
      name: 'Chocolate Covered Cherries',
      variants: [testVariant('1105-01', { ingredients: 'Cherries, dark chocolate (sugar, cocoa butter).' })],
    });
    expect(hasDarkChocolate(covered)).toBe(true);
    expect(hasDarkChocolate(testProduct('milk', { name: 'Milk Chocolate Almonds' }))).toBe(false);
  });

  it("superfoods: the 'superfood' tag or a named food, never a sweet", () => {
    expect(isSuperfood(testProduct('goji', { name: 'Dried Goji Berries', tags: ['superfood'] }))).toBe(true);
    expect(isSuperfood(testProduct('q', { name: 'Quinoa' }))).toBe(true);
    expect(isSuperfood(testProduct('b', { name: 'Sweetened Dried Blueberries' }))).toBe(true);
    expect(isSuperfood(testProduct('bar', { name: 'Blueberry Almond Chocolate Bar', tags: ['chocolate'] }))).toBe(
      false,
    );
    expect(isSuperfood(testProduct('cacao', { name: 'Dark Chocolate, 70-85% Cacao', tags: ['chocolate'] }))).toBe(
      false,
    );
    expect(isSuperfood(testProduct('mac', { name: 'Raw Macadamia Nuts' }))).toBe(false);
  });

  it('single-serve: an active pack of at most 1 oz, individually wrapped; the page lists nuts only', () => {
    const withPacks = (variantName: string, active = true) =>
      testProduct('n', { variants: [testVariant('1106-01'), pack(variantName, active)] });
    expect(hasSingleServePacks(withPacks('Case of 100 individually wrapped 1 oz packs'))).toBe(true);
    expect(hasSingleServePacks(withPacks('Case of 200 individually wrapped 0.5 oz pieces'))).toBe(true);
    expect(hasSingleServePacks(withPacks('Case of 50 individually wrapped 2 oz packs'))).toBe(false);
    expect(hasSingleServePacks(withPacks('Case of 100 individually wrapped 1 oz packs', false))).toBe(false);
    expect(hasSingleServePacks(withPacks('4 oz bag'))).toBe(false);
    const fruit = testProduct('f', {
      categoryKeys: ['driedfruit'],
      variants: [testVariant('1107-01'), pack('Case of 100 individually wrapped 1 oz packs')],
    });
    expect(collection('single-serve').matches(fruit)).toBe(false);
    expect(collection('single-serve').matches({ ...fruit, categoryKeys: ['nuts', 'almonds'] })).toBe(true);
  });

  it('office snacks: the Snacks category, and mixes in single-serve packs', () => {
    expect(isOfficeSnack(testProduct('pop', { categoryKeys: ['snacks'] }))).toBe(true);
    const mixed = testProduct('m', {
      name: 'Dry Roasted Mixed Nuts',
      variants: [testVariant('1108-01'), pack('Case of 100 individually wrapped 1 oz packs')],
    });
    expect(isOfficeSnack(mixed)).toBe(true);
    expect(isOfficeSnack({ ...mixed, variants: [testVariant('1108-01')] })).toBe(false);
    expect(isOfficeSnack(testProduct('a', { name: 'Raw Almonds' }))).toBe(false);
  });

  it(`new products: the ${RANKED_COLLECTION_SIZE} highest product numbers of the regular series, newest first`, () => {
    const products = Array.from({ length: 30 }, (_, i) => numbered(`p${i}`, String(1001 + i)));
    const listed = collectionProducts(collection('new-products'), [...products, numbered('tin', '8001')]);
    expect(listed).toHaveLength(RANKED_COLLECTION_SIZE);
    expect(listed[0]?.key).toBe('p29');
    expect(listed.at(-1)?.key).toBe('p6');
  });
});

describe('top sellers', () => {
  const order = (state: Order['orderState'], lines: [string, number][]) =>
    ({
      orderState: state,
      cart: { lineItems: lines.map(([productKey, quantity]) => ({ productKey, quantity })) },
    }) as unknown as Order;

  it('sums the units of each product over orders, not counting cancelled ones', () => {
    const units = unitsOrderedByProduct([
      order('Open', [
        ['a', 2],
        ['b', 1],
      ]),
      order('Complete', [['a', 3]]),
      order('Cancelled', [['b', 50]]),
    ]);
    expect(Object.fromEntries(units)).toEqual({ a: 5, b: 1 });
  });

  it('ranks by units ordered, then by popularity, then by name', () => {
    const popular = (key: string, popularity: number) =>
      numbered(key, '1200', { name: key, customizer: { popularity, mixIngredient: false } });
    const [a, b, c, d] = [
      popular('a', 0.1),
      popular('b', 0.9),
      popular('c', 0.5),
      numbered('d', '1201', { name: 'd' }),
    ];
    expect(rankTopSellers([a, b, c, d], new Map([['a', 3]])).map((p) => p.key)).toEqual(['a', 'b', 'c', 'd']);
    expect(rankTopSellers([a, b, c, d], new Map()).map((p) => p.key)).toEqual(['b', 'c', 'a', 'd']);
  });
});
