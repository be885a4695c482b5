import { readFileSync } from 'node:fs';
import { describe, expect, it, test } from 'vitest';
import type { Category, Product } from '../../core/catalogue';
import { testProduct, testVariant } from '../../core/catalogue/model/test-product';
import { usd } from '../../core/shared';
import { catalogFixtureSchema } from '../../adapters/embedded/catalog/catalog-fixture';
import { catalogToDomain } from '../../adapters/embedded/catalog/to-product';
import { DEMO_PRODUCT_DISCOUNTS } from '../../adapters/embedded/engine/demo-product-discounts';
import { applyProductDiscounts } from '../../adapters/embedded/engine/product-discounts';
import { ctCategory, ctProductProjection } from '../../adapters/embedded/server/ct/encode-catalogue';
import type { WireDirectory } from '../../adapters/embedded/server/ct/encode-values';
import { ctCategorySchema, ctProductSchema } from '../../adapters/commercetools/ct-schemas';
import * as from from '../../adapters/commercetools/from-ct';
import { wire, AD, HOLIDAY, PRODUCT_EXPAND, directory, fullLookup, EXPANDED_ONLY } from './ct-wire-support';

/** Part 4 of the commercetools wire mapping (see ct-wire-support.ts): products and categories of the seeded catalogue. */

const fixture = catalogFixtureSchema.parse(
  JSON.parse(readFileSync(new URL('../../fixtures/catalog/catalog.json', import.meta.url), 'utf8')),
);
const catalogue = catalogToDomain(fixture, (p) => applyProductDiscounts(p, DEMO_PRODUCT_DISCOUNTS));

const FIXED_ADDRESS = JSON.stringify({
  groupShipments: true,
  skipFulfillment: false,
  shippingMethod: 'UPS Ground',
  address: { name: 'Gift Desk', street1: '1 Main St', city: 'Newark', state: 'NJ', postalCode: '07102', country: 'US' },
});
/**
 * A product beyond the catalogue: tag references, a fixedAddress variant, tiers, a product discount, an auto-delivery
 * price, and a custom page title and meta description.
 */
const TAGGED_PRODUCT: Product = testProduct('holiday-trail-mix', {
  customPageTitle: 'Holiday Trail Mix <Gift> & "Snack"',
  metaDescription: 'Peanuts, raisins & chocolate for the holidays.',
  tags: ['snack', 'gift'],
  tagReferences: ['tag-snack', 'tag-gift'],
  categoryKeys: ['nuts', 'almonds'],
  meltable: true,
  variants: [
    testVariant('9001-01', {
      ingredients: 'Peanuts, raisins, chocolate',
      countryOfOrigin: 'USA',
      servingsPerContainer: 16,
      unitSize: '16oz',
      bagSize: '1 lb bag',
    }),
    testVariant('9001-02', {
      id: 2,
      variantName: 'Gift tin',
      weightGrams: 907,
      ingredients: 'Peanuts, raisins, chocolate',
      countryOfOrigin: 'USA',
      servingsPerContainer: 0,
      fixedAddress: FIXED_ADDRESS,
      backordered: true,
      active: false,
      maximumPiecesPerOrder: 10,
      bulk: true,
      wholesale: true,
      autoDeliveryEligible: false,
      prices: [
        {
          id: '9001-02-default',
          value: usd(2999),
          tiers: [
            { minimumQuantity: 3, value: usd(2799) },
            { minimumQuantity: 6, value: usd(2599) },
          ],
          discounted: { value: usd(2549), discountId: HOLIDAY.id, discountName: HOLIDAY.name },
        },
        { id: '9001-02-ad', value: usd(2849), channelKey: AD, tiers: [] },
      ],
    }),
  ],
});

function productRoundTrip(p: Product, dir: WireDirectory, lookup: from.CtLookup): Product {
  return from.product(ctProductSchema.parse(wire(ctProductProjection(p, dir))), lookup);
}

const PRODUCT_RESOLUTIONS = [
  { label: 'expanded, nothing but categories looked up', dir: directory(PRODUCT_EXPAND), lookup: EXPANDED_ONLY },
  { label: 'unexpanded, resolved by the lookups', dir: directory(), lookup: fullLookup() },
] as const;

describe('products: ctProductProjection → JSON → ctProductSchema → from.product', () => {
  it('the catalogue has products with tiers, auto-delivery prices and demo product discounts', () => {
    const prices = catalogue.products.flatMap((p) => p.variants.flatMap((v) => v.prices));
    expect(catalogue.products.length).toBe(fixture.products.length);
    expect(prices.some((p) => p.tiers.length > 0)).toBe(true);
    expect(prices.some((p) => p.channelKey === AD)).toBe(true);
    expect(new Set(prices.flatMap((p) => (p.discounted?.discountId ? [p.discounted.discountId] : [])))).toEqual(
      new Set(DEMO_PRODUCT_DISCOUNTS.map((d) => d.id)),
    );
  });

  test.each(PRODUCT_RESOLUTIONS)(
    'references $label: every catalogue product deep-equals its domain product',
    ({ dir, lookup }) => {
      let checked = 0;
      for (const p of catalogue.products) {
        expect(productRoundTrip(p, dir, lookup), p.key).toEqual(p);
        checked += 1;
      }
      expect(checked).toBe(fixture.products.length);
    },
  );

  it('customizer attributes travel as attributes of every variant and decode to the same customizer', () => {
    const almonds = catalogue.products.find((p) => p.name === 'Almonds')!;
    const projection = wire(ctProductProjection(almonds, directory())) as {
      masterVariant: { attributes: { name: string; value: unknown }[] };
      variants: { attributes: { name: string; value: unknown }[] }[];
    };
    const customizerNames = ['density', 'customizerCategoryNames', 'popularity', 'volumePrice', 'mixIngredient'];
    for (const v of [projection.masterVariant, ...projection.variants]) {
      const attrs = new Map(v.attributes.map((a) => [a.name, a.value]));
      expect(customizerNames.map((n) => attrs.get(n))).toEqual([
        almonds.customizer?.density,
        almonds.customizer?.customizerCategoryNames,
        almonds.customizer?.popularity,
        almonds.customizer?.volumePriceCents,
        true,
      ]);
      expect([attrs.get('trayIngredient'), attrs.get('premium')]).toEqual([
        true,
        almonds.customizer?.trayIngredient?.premium,
      ]);
    }
    expect(productRoundTrip(almonds, directory(), fullLookup()).customizer).toEqual(almonds.customizer);
    const custom = catalogue.products.find((p) => p.key === '9905')!;
    expect(productRoundTrip(custom, directory(), fullLookup())).toEqual(custom);
    expect(custom.customizer).toBeUndefined();
  });

  test.each(PRODUCT_RESOLUTIONS)(
    'references $label: a product with tagReferences and a fixedAddress variant',
    ({ dir, lookup }) => {
      expect(productRoundTrip(TAGGED_PRODUCT, dir, lookup)).toEqual(TAGGED_PRODUCT);
    },
  );

  it("the custom page title and meta description travel as commercetools' metaTitle and metaDescription (en-US)", () => {
    const ct = wire(ctProductProjection(TAGGED_PRODUCT, directory())) as Record<string, unknown>;
    expect(ct.metaTitle).toEqual({ 'en-US': 'Holiday Trail Mix <Gift> & "Snack"' });
    expect(ct.metaDescription).toEqual({ 'en-US': 'Peanuts, raisins & chocolate for the holidays.' });
    const plain = wire(ctProductProjection(testProduct('plain'), directory())) as Record<string, unknown>;
    expect([plain.metaTitle, plain.metaDescription]).toEqual([undefined, undefined]);
    expect('metaTitle' in plain || 'metaDescription' in plain).toBe(false);
    const empty = { ...ctProductSchema.parse(plain), metaTitle: { 'en-US': '' }, metaDescription: {} };
    const decoded = from.product(empty, fullLookup());
    expect('customPageTitle' in decoded || 'metaDescription' in decoded).toBe(false);
  });

  it('tagReferences expanded to their tag custom objects (expand …attributes[*].value) still decode to the ids', () => {
    const tagObjects = new Map([
      ['tag-snack', { id: 'tag-snack', key: 'snack', value: { name: 'snack', label: 'Snack' } }],
      ['tag-gift', { id: 'tag-gift', key: 'gift', value: { name: 'gift', label: 'Gift' } }],
    ]);
    const dir: WireDirectory = { ...directory([...PRODUCT_EXPAND, 'masterVariant.attributes[*].value']), tagObjects };
    const ct = ctProductSchema.parse(wire(ctProductProjection(TAGGED_PRODUCT, dir)));
    expect(ct.masterVariant.attributes!.find((a) => a.name === 'tagReferences')!.value).toMatchObject([
      { id: 'tag-snack', obj: { key: 'snack' } },
      { id: 'tag-gift', obj: { key: 'gift' } },
    ]);
    expect(from.product(ct, EXPANDED_ONLY)).toEqual(TAGGED_PRODUCT);
  });

  describe('asymmetries', () => {
    it("ingredients and countryOfOrigin are product attributes: every variant comes back with the master variant's", () => {
      const [first, second] = TAGGED_PRODUCT.variants;
      const mixed: Product = {
        ...TAGGED_PRODUCT,
        variants: [first!, { ...second!, ingredients: 'Other', countryOfOrigin: 'Mexico' }],
      };
      const back = productRoundTrip(mixed, directory(), fullLookup());
      expect(back.variants[1]).toEqual({
        ...second!,
        ingredients: first!.ingredients,
        countryOfOrigin: first!.countryOfOrigin,
      });
    });

    it('price tiers come back sorted by minimumQuantity', () => {
      const [v] = TAGGED_PRODUCT.variants;
      const unsorted: Product = {
        ...TAGGED_PRODUCT,
        variants: [
          {
            ...v!,
            prices: [
              {
                id: 'p',
                value: usd(1000),
                tiers: [
                  { minimumQuantity: 10, value: usd(800) },
                  { minimumQuantity: 5, value: usd(900) },
                ],
              },
            ],
          },
        ],
      };
      expect(productRoundTrip(unsorted, directory(), fullLookup()).variants[0]!.prices[0]!.tiers).toEqual([
        { minimumQuantity: 5, value: usd(900) },
        { minimumQuantity: 10, value: usd(800) },
      ]);
    });

    it('a category key the directory cannot resolve is left out of categoryKeys', () => {
      const dir: WireDirectory = { ...directory(), categoryIdOf: (k) => (k === 'nuts' ? 'cat-nuts' : undefined) };
      expect(productRoundTrip(TAGGED_PRODUCT, dir, fullLookup()).categoryKeys).toEqual(['nuts']);
    });
  });
});

describe('categories: ctCategory → JSON → ctCategorySchema → from.categories', () => {
  it('every catalogue category deep-equals its domain category', () => {
    const byKey = new Map<string, Category>(catalogue.categories.map((c) => [c.key, c]));
    const parsed = catalogue.categories.map((c) => ctCategorySchema.parse(wire(ctCategory(c, byKey))));
    expect(from.categories(parsed)).toEqual(catalogue.categories);
    expect(parsed.length).toBe(fixture.categories.length);
  });

  it('a category without a description comes back without one; orderHint survives the thousandths string', () => {
    const cats: Category[] = [
      { id: 'cat-a', key: 'a', name: 'A', path: '/a', orderHint: 5 },
      { id: 'cat-b', key: 'b', name: 'B', path: '/a/b', parentKey: 'a', orderHint: 1234, description: 'Bee' },
    ];
    const byKey = new Map(cats.map((c) => [c.key, c]));
    const wired = cats.map((c) => ctCategorySchema.parse(wire(ctCategory(c, byKey))));
    expect(wired.map((c) => c.orderHint)).toEqual(['0.005', '1.234']);
    expect(from.categories(wired)).toEqual(cats);
    expect(wired.map((c) => 'metaTitle' in c || 'metaDescription' in c)).toEqual([false, false]);
  });

  it('a custom page title and meta description travel as metaTitle and metaDescription (en-US)', () => {
    const cat: Category = {
      id: 'cat-a',
      key: 'a',
      name: 'A',
      path: '/a',
      orderHint: 5,
      customPageTitle: 'All the A',
      metaDescription: 'A & more.',
    };
    const wired = ctCategorySchema.parse(wire(ctCategory(cat, new Map([['a', cat]]))));
    expect([wired.metaTitle, wired.metaDescription]).toEqual([{ 'en-US': 'All the A' }, { 'en-US': 'A & more.' }]);
    expect(from.categories([wired])).toEqual([cat]);
  });
});
