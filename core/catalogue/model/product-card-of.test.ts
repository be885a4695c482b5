import { usd } from '../../shared';
import { productCardOf } from './product-card-of';
import { testPrice, testProduct, testVariant } from './test-product';

const variant = testVariant;
const product = (...variants: ReturnType<typeof testVariant>[]) =>
  testProduct('almonds', { name: 'Roasted Almonds', variants });

describe('productCardOf', () => {
  it('shows the first visible variant at its default price', () => {
    expect(productCardOf(product(variant('ALM-1LB'), variant('ALM-3LB', { variantName: '3 lb' })))).toEqual({
      sku: 'ALM-1LB',
      productKey: 'almonds',
      name: 'Roasted Almonds',
      path: '/nuts/almonds',
      imageUrl: '/images/almonds.jpg',
      price: usd(1299),
      listPrice: undefined,
      displayDiscountPercent: undefined,
      inStock: true,
      allVariantsOutOfStock: false,
      autoDeliveryEligible: true,
      unitName: 'Value Pack',
      weightGrams: 454,
      shortDescription: 'One line about almonds',
      keywords: ['snack'],
      hasSiblings: true,
    });
  });

  it("skips hidden variants: inactive ones and 'Mini Boxes'", () => {
    const card = productCardOf(
      product(
        variant('ALM-OLD', { active: false }),
        variant('ALM-MINI', { variantName: 'Mini Boxes' }),
        variant('ALM-1LB'),
      ),
    );
    expect(card).toMatchObject({ sku: 'ALM-1LB', hasSiblings: false, allVariantsOutOfStock: false });
  });

  it('a hidden variant does not count as a sibling or as out of stock', () => {
    const card = productCardOf(
      product(variant('ALM-1LB'), variant('ALM-MINI', { variantName: 'Mini Boxes', backordered: true })),
    );
    expect(card).toMatchObject({ sku: 'ALM-1LB', inStock: true, allVariantsOutOfStock: false, hasSiblings: false });
  });

  it('a backordered variant is not in stock; when every visible variant is, all variants are out of stock', () => {
    expect(productCardOf(product(variant('ALM-1LB', { backordered: true })))).toMatchObject({
      sku: 'ALM-1LB',
      inStock: false,
      allVariantsOutOfStock: true,
    });
    const both = productCardOf(
      product(variant('ALM-1LB', { backordered: true }), variant('ALM-3LB', { backordered: true })),
    );
    expect(both).toMatchObject({ sku: 'ALM-1LB', inStock: false, allVariantsOutOfStock: true, hasSiblings: true });
  });

  it('prefers an in-stock variant over a backordered first one', () => {
    const card = productCardOf(
      product(variant('ALM-1LB', { backordered: true }), variant('ALM-3LB', { prices: [testPrice('p3', 2999)] })),
    );
    expect(card).toMatchObject({
      sku: 'ALM-3LB',
      price: usd(2999),
      inStock: true,
      allVariantsOutOfStock: false,
      hasSiblings: true,
    });
  });

  it.each([
    [3999, 2000, 50],
    [1099, 989, 10],
    [1000, 667, 33],
    [1000, 800, 20],
    [1299, 1169, 10],
    [2000, 1, 99],
    [1129, 960, 14], // a 15% discount rounded to 169 cents off is 14.97%: still 14 with the 0.02 tolerance
  ])(
    'a product discount from %i to %i cents shows the list price and %i percent off (floor of the ratio plus 0.02)',
    (list, sale, percent) => {
      const card = productCardOf(product(variant('ALM-1LB', { prices: [testPrice('p', list, sale)] })));
      expect(card).toMatchObject({ price: usd(sale), listPrice: usd(list), displayDiscountPercent: percent });
    },
  );

  it("a relative 15% product discount (1099 → 934, as the demo 'Holiday chocolate sale' gives) shows 'Save 15%'", () => {
    const card = productCardOf(product(variant('ALM-1LB', { prices: [testPrice('p', 1099, 934)] })));
    expect(card).toMatchObject({ price: usd(934), listPrice: usd(1099), displayDiscountPercent: 15 });
  });

  it('a "discount" that is not lower than the price is no sale', () => {
    const card = productCardOf(product(variant('ALM-1LB', { prices: [testPrice('p', 1299, 1299)] })));
    expect(card).toMatchObject({ price: usd(1299), listPrice: undefined, displayDiscountPercent: undefined });
  });

  it('a price tier above one unit does not change the card price', () => {
    const tiered = { ...testPrice('p', 1299), tiers: [{ minimumQuantity: 5, value: usd(999) }] };
    expect(productCardOf(product(variant('ALM-1LB', { prices: [tiered] })))).toMatchObject({
      price: usd(1299),
      listPrice: undefined,
    });
  });

  it('ignores channel prices: the card shows the default price', () => {
    const prices = [{ ...testPrice('ad', 999), channelKey: 'auto-delivery' }, testPrice('p', 1299)];
    expect(productCardOf(product(variant('ALM-1LB', { prices })))).toMatchObject({
      price: usd(1299),
      listPrice: undefined,
    });
  });

  it('is undefined without a visible variant or without a default price', () => {
    expect(productCardOf(product())).toBeUndefined();
    expect(
      productCardOf(product(variant('ALM-OLD', { active: false }), variant('ALM-MINI', { variantName: 'Mini Boxes' }))),
    ).toBeUndefined();
    expect(
      productCardOf(
        product(variant('ALM-1LB', { prices: [{ ...testPrice('ad', 999), channelKey: 'auto-delivery' }] })),
      ),
    ).toBeUndefined();
  });

  it("carries the variant's unit name and auto-delivery eligibility", () => {
    const card = productCardOf(product(variant('ALM-5LB', { unitName: 'Bulk Pack', autoDeliveryEligible: false })));
    expect(card).toMatchObject({ unitName: 'Bulk Pack', autoDeliveryEligible: false });
  });

  it('invents no rating: the catalogue has no reviews, so averageRating, totalRatings and totalReviews are absent', () => {
    const card = productCardOf(product(variant('ALM-1LB')))!;
    expect('averageRating' in card).toBe(false);
    expect('totalRatings' in card).toBe(false);
    expect('totalReviews' in card).toBe(false);
  });

  it('links to the product page path', () => {
    expect(productCardOf(product(variant('ALM-1LB')))?.path).toBe('/nuts/almonds');
  });
});
