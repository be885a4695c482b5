import { usd } from '../../../shared';
import type { Price } from '../../../cart/model';
import { testVariant } from '../test-product';
import { BUILD_YOUR_OWN, bulkLabel, isOnePoundBulk, priceDisplayOf } from './price-display';

// spec: catalogue-gifting §2 price block, §3 Price, §9 discount labels and price constants.

const sale: Price = {
  id: 'p',
  value: usd(1499),
  tiers: [{ minimumQuantity: 5, value: usd(1169) }],
  discounted: { value: usd(1299), discountName: 'Spring sale' },
};
const ad: Price = { id: 'ad', value: usd(1424), channelKey: 'auto-delivery', tiers: [] };

describe('priceDisplayOf (catalogue-gifting §2, §9)', () => {
  it("shows the sale price, the comparison price, 'Save 13%' and '22% off Bulk Discount for 5+ units'", () => {
    const d = priceDisplayOf('almonds', testVariant('1001-01', { prices: [sale] }))!;
    expect(d).toMatchObject({
      kind: 'price',
      price: usd(1299),
      comparisonPrice: usd(1499),
      shownPerPound: false,
      perPound: usd(1299),
    });
    expect(d.badges.map((b) => b.text)).toEqual(['Save 13%', '22% off Bulk Discount for 5+ units']);
  });

  it("adds '5% off Auto-Delivery' from the channel price, or the channel's discountPercent", () => {
    const v = testVariant('1001-01', { prices: [{ id: 'p', value: usd(1499), tiers: [] }, ad] });
    expect(priceDisplayOf('almonds', v)!.badges).toEqual([{ kind: 'auto-delivery', text: '5% off Auto-Delivery' }]);
    expect(priceDisplayOf('almonds', v, { channelDiscountPercent: 10 })!.badges[0]!.text).toBe('10% off Auto-Delivery');
  });

  it('shows no auto-delivery badge for a wholesale or ineligible variant', () => {
    expect(
      priceDisplayOf('a', testVariant('s', { prices: [testVariantPrice(), ad], wholesale: true }))!.badges,
    ).toEqual([]);
    expect(
      priceDisplayOf('a', testVariant('s', { prices: [testVariantPrice(), ad], autoDeliveryEligible: false }))!.badges,
    ).toEqual([]);
  });

  it("a tier saving under 1% is 'Bulk discount'", () => {
    const v = testVariant('s', {
      prices: [{ id: 'p', value: usd(10000), tiers: [{ minimumQuantity: 2, value: usd(9950) }] }],
    });
    expect(priceDisplayOf('a', v)!.badges).toEqual([{ kind: 'bulk', text: 'Bulk discount' }]);
    expect(bulkLabel(7, 10)).toBe('7% off Bulk Discount for 10+ units');
  });

  it('uses percent off with the 0.02 tolerance: $39.99 → $20.00 is Save 50%', () => {
    const v = testVariant('s', {
      prices: [{ id: 'p', value: usd(3999), tiers: [], discounted: { value: usd(2000), discountName: 'x' } }],
    });
    expect(priceDisplayOf('a', v)!.badges[0]!.text).toBe('Save 50%');
  });

  it('shows a one-pound bulk price per pound, with no separate per-pound line', () => {
    const v = testVariant('s', { bulk: true, weightGrams: 454, prices: [testVariantPrice(999)] });
    expect(isOnePoundBulk(v)).toBe(true);
    expect(priceDisplayOf('a', v)).toMatchObject({ price: usd(999), shownPerPound: true, perPound: undefined });
    expect(isOnePoundBulk({ bulk: true, weightGrams: 2268 })).toBe(false);
    expect(isOnePoundBulk({ bulk: false, weightGrams: 454 })).toBe(false);
  });

  it('gives the per-pound price of a 5 lb bag: $46.69 → $9.34/lb', () => {
    expect(
      priceDisplayOf('a', testVariant('s', { weightGrams: 2268, prices: [testVariantPrice(4669)] }))!.perPound,
    ).toEqual(usd(934));
  });

  it('gives a gift certificate no per-pound price', () => {
    expect(
      priceDisplayOf('gift-certificate', testVariant('9001-01', { weightGrams: 28, prices: [testVariantPrice(1000)] })),
    ).toMatchObject({ price: usd(1000), perPound: undefined });
  });

  it(`a price of 0 shows '${BUILD_YOUR_OWN}'`, () => {
    expect(priceDisplayOf('3719', testVariant('s', { prices: [testVariantPrice(0)] }))).toEqual({
      kind: 'build-your-own',
      shownPerPound: false,
      badges: [],
    });
  });

  it('product 9990 shows its range of 25 to 200 dollars', () => {
    expect(priceDisplayOf('9990', testVariant('s'))).toMatchObject({
      kind: 'range',
      range: { min: usd(2500), max: usd(20000) },
    });
  });

  it('is undefined without a default price', () => {
    expect(priceDisplayOf('a', testVariant('s', { prices: [ad] }))).toBeUndefined();
  });
});

function testVariantPrice(cents = 1499): Price {
  return { id: `p-${cents}`, value: usd(cents), tiers: [] };
}
