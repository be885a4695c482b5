import { describe, expect, it } from 'vitest';
import { availabilityOf } from './product';
import { testCategory, testPrice, testProduct, testVariant } from './test-product';
import { packCountOf, wholesalePageOf, wholesaleVariantsOf } from './wholesale';

// spec: core-cart-checkout §6 "A bulk wholesale item is offered only if its variant name contains 'individually
// wrapped'; otherwise non-wholesale items are offered"; catalogue-gifting §3 variant fields bulk, wholesale.

const WRAPPED = 'Case of 100 individually wrapped 1 oz packs';
const wrappedCase = (sku: string, cents = 5629) =>
  testVariant(sku, {
    variantName: WRAPPED,
    weightGrams: 2835,
    unitName: 'Case',
    bulk: true,
    wholesale: true,
    autoDeliveryEligible: false,
    prices: [testPrice(`p-${sku}`, cents)],
  });
const bigCase = (sku: string) =>
  testVariant(sku, { variantName: '25 lb case', weightGrams: 11340, unitName: 'Case', bulk: true, wholesale: true });

describe('wholesaleVariantsOf (the offered-variants rule, core-cart-checkout §6)', () => {
  it("lists a bulk wholesale variant whose name contains 'individually wrapped', whatever its case", () => {
    const v = wrappedCase('1148-06');
    expect(wholesaleVariantsOf([v])).toEqual([v]);
    const upper = { ...v, variantName: 'Case of 100 INDIVIDUALLY WRAPPED packs' };
    expect(wholesaleVariantsOf([upper])).toEqual([upper]);
  });

  it("does not list a bulk wholesale variant without 'individually wrapped' (the 25 lb case)", () => {
    expect(wholesaleVariantsOf([bigCase('1148-05')])).toEqual([]);
  });

  it('never lists a non-wholesale variant, nor a wholesale one that is not bulk, inactive or named Mini Boxes', () => {
    expect(wholesaleVariantsOf([testVariant('1148-01'), testVariant('1148-03', { bulk: true })])).toEqual([]);
    expect(wholesaleVariantsOf([{ ...wrappedCase('a'), bulk: false }])).toEqual([]);
    expect(wholesaleVariantsOf([{ ...wrappedCase('b'), active: false }])).toEqual([]);
  });
});

describe('packCountOf', () => {
  it('reads the count of a case name, else undefined', () => {
    expect(packCountOf(WRAPPED)).toBe(100);
    expect(packCountOf('Case of 200 individually wrapped 0.5 oz pieces')).toBe(200);
    expect(packCountOf('25 lb case')).toBeUndefined();
    expect(packCountOf('Case of 0 packs')).toBeUndefined();
  });
});

describe('wholesalePageOf', () => {
  const categories = [
    testCategory('nuts', { name: 'Nuts' }),
    testCategory('almonds', { name: 'Almonds', parentKey: 'nuts' }),
    testCategory('candy', { name: 'Candy' }),
  ];

  it('groups items by the own (last) category, in category order, items by name; leaves other products out', () => {
    const page = wholesalePageOf(
      [
        testProduct('zz', {
          name: 'Oil Roasted Almonds',
          categoryKeys: ['nuts', 'almonds'],
          variants: [wrappedCase('1149-06')],
        }),
        testProduct('aa', {
          name: 'Dry Roasted Almonds',
          categoryKeys: ['almonds'],
          variants: [wrappedCase('1148-06')],
        }),
        testProduct('ch', {
          name: 'Tropical Fruit Chews',
          categoryKeys: ['candy'],
          variants: [testVariant('1325-01'), wrappedCase('1325-04', 3199)],
        }),
        testProduct('cashews', { categoryKeys: ['nuts'], variants: [testVariant('1082-01'), bigCase('1082-05')] }),
        testProduct('plain', { categoryKeys: ['nuts'] }),
      ],
      categories,
    );
    expect(page.categories.map((c) => [c.key, c.name, c.items.map((i) => i.sku)])).toEqual([
      ['almonds', 'Almonds', ['1148-06', '1149-06']],
      ['candy', 'Candy', ['1325-04']],
    ]);
  });

  it('gives each item its case name, case price, per-pack and per-ounce price in cents, stock and path', () => {
    const product = testProduct('dry-roasted-almonds-salted', {
      name: 'Dry Roasted Almonds (Salted)',
      categoryKeys: ['almonds'],
      variants: [testVariant('1148-01'), wrappedCase('1148-06', 5629)],
    });
    const [item] = wholesalePageOf([product], categories).categories[0]?.items ?? [];
    expect(item).toEqual({
      productKey: 'dry-roasted-almonds-salted',
      productName: 'Dry Roasted Almonds (Salted)',
      path: '/nuts/dry-roasted-almonds-salted',
      imageUrl: '/images/dry-roasted-almonds-salted.jpg',
      sku: '1148-06',
      variantName: WRAPPED,
      priceCents: 5629,
      packCount: 100,
      pricePerPackCents: 56,
      pricePerOunceCents: 56, // 5629 / (2835 g / 28.3495 g) = 56.29
      inStock: true,
      maximumQuantity: 4999,
    });
  });

  it('prices a case at its product discount and marks it out of stock when none is on hand or backordered', () => {
    const onSale = { ...wrappedCase('s'), prices: [testPrice('p', 5629, 4999)], availability: availabilityOf(0) };
    const backordered = { ...wrappedCase('b'), backordered: true };
    const page = wholesalePageOf(
      [testProduct('a', { variants: [onSale] }), testProduct('b', { variants: [backordered] })],
      categories,
    );
    expect(page.categories[0]?.items.map((i) => [i.sku, i.priceCents, i.inStock])).toEqual([
      ['s', 4999, false],
      ['b', 5629, false],
    ]);
  });

  it('puts a category the list lacks last and names it by its key', () => {
    const page = wholesalePageOf(
      [testProduct('x', { categoryKeys: ['mystery'], variants: [wrappedCase('x-1')] })],
      categories,
    );
    expect(page.categories.map((c) => [c.key, c.name])).toEqual([['mystery', 'mystery']]);
  });
});
