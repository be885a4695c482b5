import { readFileSync } from 'node:fs';
import { usd } from '../../../core/shared';
import type { Price } from '../../../core/cart';
import type { Product } from '../../../core/catalogue';
import { productCardOf } from '../../../core/catalogue';
import { unitPriceFor } from '../../../core/pricing';
import { catalogFixtureSchema } from '../catalog/catalog-fixture';
import { catalogToDomain } from '../catalog/to-product';
import { DEMO_PRODUCT_DISCOUNTS } from './demo-product-discounts';
import {
  applyProductDiscounts,
  discountedCents,
  productDiscountFor,
  type ProductDiscountDef,
} from './product-discounts';
import { testProduct, testVariant } from './test-products';

const def = (overrides: Partial<ProductDiscountDef> = {}): ProductDiscountDef => ({
  id: 'pd-1',
  key: 'sale',
  name: 'Holiday chocolate sale',
  description: '15% off',
  value: { type: 'relative', permyriad: 1500 },
  productKeys: ['dark'],
  isActive: true,
  sortOrder: 0.5,
  ...overrides,
});
const defaultPrice = (p: Product, variant = 0): Price =>
  p.variants[variant]!.prices.find((x) => x.channelKey === undefined)!;
const channelPrice = (p: Product): Price => p.variants[0]!.prices.find((x) => x.channelKey !== undefined)!;

describe('discountedCents (commercetools product discount values)', () => {
  it.each([
    [1099, 1500, 934], // 164.85 → 165 off
    [1000, 1500, 850],
    [1010, 500, 959], // 50.5 → 51 off: half up
    [1030, 500, 978], // 51.5 → 52 off
    [1, 5000, 0], // 0.5 → 1 off
    [999, 0, 999],
    [999, 10000, 0],
  ])('%i cents at %i permyriad is %i', (cents, permyriad, expected) => {
    expect(discountedCents(cents, { type: 'relative', permyriad })).toBe(expected);
  });

  it('absolute subtracts cents and never goes below 0', () => {
    expect(discountedCents(1029, { type: 'absolute', cents: 100 })).toBe(929);
    expect(discountedCents(80, { type: 'absolute', cents: 100 })).toBe(0);
  });
});

describe('applyProductDiscounts', () => {
  const dark = testProduct('dark', [
    testVariant('dark-01', { cents: 1099 }),
    testVariant('dark-02', { id: 2, cents: 659 }),
  ]);

  it('sets discounted on every default price of a matching product, not on channel prices or tiers', () => {
    const tiered = {
      ...dark,
      variants: [
        {
          ...dark.variants[0]!,
          prices: dark.variants[0]!.prices.map((p) =>
            p.channelKey ? p : { ...p, tiers: [{ minimumQuantity: 5, value: usd(1019) }] },
          ),
        },
      ],
    };
    const out = applyProductDiscounts(tiered, [def()]);
    expect(defaultPrice(out)).toEqual({
      id: 'dark-01-default',
      value: usd(1099),
      tiers: [{ minimumQuantity: 5, value: usd(1019) }],
      discounted: { value: usd(934), discountId: 'pd-1', discountName: 'Holiday chocolate sale' },
    });
    expect(channelPrice(out)).toEqual(channelPrice(dark));
    expect(unitPriceFor(defaultPrice(out), 1)).toEqual(usd(934));
    expect(unitPriceFor(defaultPrice(out), 5)).toEqual(usd(934));
    expect(defaultPrice(applyProductDiscounts(dark, [def()]), 1).discounted).toEqual({
      value: usd(560),
      discountId: 'pd-1',
      discountName: 'Holiday chocolate sale',
    }); // 659 − 98.85 → 99
  });

  it('absolute discounts take cents off each unit', () => {
    const out = applyProductDiscounts(dark, [def({ value: { type: 'absolute', cents: 100 }, name: '$1 off' })]);
    expect(defaultPrice(out).discounted).toMatchObject({ value: usd(999), discountName: '$1 off' });
    expect(defaultPrice(out, 1).discounted).toMatchObject({ value: usd(559), discountName: '$1 off' });
  });

  it('matches by product key or by tag; inactive and expired discounts do not apply', () => {
    const tagged = { ...testProduct('bar'), tags: ['chocolate'] };
    expect(productDiscountFor(tagged, [def({ tag: 'chocolate' })])?.id).toBe('pd-1');
    expect(productDiscountFor(tagged, [def()])).toBeUndefined();
    expect(productDiscountFor(dark, [def({ isActive: false })])).toBeUndefined();
    const until = def({ validUntil: '2025-01-01T00:00:00.000Z' });
    expect(productDiscountFor(dark, [until], { now: new Date('2024-12-31T23:59:59.000Z') })?.id).toBe('pd-1');
    expect(productDiscountFor(dark, [until], { now: new Date('2025-01-01T00:00:00.000Z') })).toBeUndefined();
  });

  it('of several matching discounts, the highest sortOrder applies', () => {
    const defs = [
      def({ id: 'low', sortOrder: 0.2, name: 'Low' }),
      def({ id: 'high', sortOrder: 0.9, name: 'High', value: { type: 'relative', permyriad: 1000 } }),
    ];
    expect(defaultPrice(applyProductDiscounts(dark, defs)).discounted).toEqual({
      value: usd(989),
      discountId: 'high',
      discountName: 'High',
    });
  });

  it('leaves other products alone and drops a stale discounted value (it is derived)', () => {
    const other = testProduct('other');
    expect(applyProductDiscounts(other, [def()])).toEqual(other);
    const stale = applyProductDiscounts(dark, [def()]);
    expect(applyProductDiscounts(stale, [])).toEqual(dark);
    expect(dark.variants[0]!.prices[0]!.discounted).toBeUndefined(); // input not changed
  });
});

describe('demo product discounts on the seeded catalogue', () => {
  const fixture = catalogFixtureSchema.parse(
    JSON.parse(readFileSync(new URL('../../../fixtures/catalog/catalog.json', import.meta.url), 'utf8')),
  );
  const { products } = catalogToDomain(fixture, (p) => applyProductDiscounts(p, DEMO_PRODUCT_DISCOUNTS));
  const discounted = products.filter((p) => p.variants.some((v) => v.prices.some((x) => x.discounted)));

  it('discounts exactly the listed products, about ten, all of which exist', () => {
    const listed = DEMO_PRODUCT_DISCOUNTS.flatMap((d) => d.productKeys);
    expect(discounted.map((p) => p.key).sort()).toEqual([...listed].sort());
    expect(listed).toHaveLength(10);
  });

  it('keeps the prices of the first products by name in /nuts, /driedfruit and /chocolatessweets (the suites buy those)', () => {
    for (const top of ['nuts', 'driedfruit', 'chocolatessweets']) {
      const first = products
        .filter((p) => p.categoryKeys.includes(top))
        .sort((a, b) => (a.name < b.name ? -1 : 1))
        .slice(0, 5);
      expect(first.filter((p) => discounted.includes(p)).map((p) => p.key)).toEqual([]);
    }
  });

  it("shows 'Save {n}%' by the spec's percent off: 15 for most of the chocolate sale, 14 where 15% rounds down", () => {
    const card = (key: string) => productCardOf(products.find((p) => p.key === key)!);
    expect(card('dark-chocolate-45-59-percent-cacao')).toMatchObject({
      price: usd(968),
      listPrice: usd(1139),
      displayDiscountPercent: 15,
    });
    expect(card('dark-chocolate-mint-thins')).toMatchObject({
      price: usd(985),
      listPrice: usd(1159),
      displayDiscountPercent: 15,
    });
    // 15% of $11.29 is 169.35 cents → 169 off: 14.97% plus the 0.02 tolerance still floors to 14.
    expect(card('dark-chocolate-60-69-percent-cacao')).toMatchObject({
      price: usd(960),
      listPrice: usd(1129),
      displayDiscountPercent: 14,
    });
    expect(card('medjool-dates')).toMatchObject({ price: usd(929), listPrice: usd(1029), displayDiscountPercent: 9 });
    expect(Object.fromEntries(discounted.map((p) => [p.key, card(p.key)?.displayDiscountPercent]))).toEqual({
      'dark-chocolate-45-59-percent-cacao': 15,
      'dark-chocolate-60-69-percent-cacao': 14,
      'dark-chocolate-70-85-percent-cacao': 14,
      'dark-chocolate-blend': 15,
      'dark-chocolate-coated-coffee-beans': 15,
      'dark-chocolate-coconut-bar': 15,
      'dark-chocolate-mint-thins': 15,
      'dark-chocolate-peppermint-patties': 15,
      'dark-chocolate-peppermint-patty-bites': 15,
      'medjool-dates': 9,
    });
  });
});
