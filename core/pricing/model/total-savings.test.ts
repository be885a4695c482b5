import fc from 'fast-check';
import { usd } from '../../shared';
import type { Price } from '../../cart/model';
import { testLine } from '../../cart/model/test-cart';
import { unitPriceFor } from './price-selection';
import { SAVINGS_BALANCE_MESSAGE, savingsBalanceCheck, totalSavings, type SavingsLine } from './total-savings';

// Almonds 1 lb (fixture SKU 1072-01): $10.99, Auto-Delivery $10.44, 5+ units $10.19.
const almonds: Price = { id: 'default', value: usd(1099), tiers: [{ minimumQuantity: 5, value: usd(1019) }] };
const autoDelivery: Price = { id: 'ad', value: usd(1044), channelKey: 'auto-delivery', tiers: [] };

function line(
  price: Price,
  quantity: number,
  prices: readonly Price[] = [almonds, autoDelivery],
): SavingsLine & { totalPriceBeforeCartLevelDiscount: ReturnType<typeof usd> } {
  return {
    variant: { prices },
    price,
    quantity,
    totalPriceBeforeCartLevelDiscount: usd(unitPriceFor(price, quantity).cents * quantity),
  };
}

describe('totalSavings (spec: core-cart-checkout §3 Line item totalSavings; catalogue-gifting §9 discount labels)', () => {
  it('none: the default price below its first tier saves nothing', () => {
    expect(totalSavings(line(almonds, 4))).toEqual({
      value: usd(0),
      percent: 0,
      onSale: false,
      comparisonPrice: usd(1099),
      discountDisplayValue: '',
      description: '',
      breakdown: [],
    });
  });

  it('tier only: 5 × ($10.99 − $10.19) = $4.00, 7% off', () => {
    expect(totalSavings(line(almonds, 5))).toEqual({
      value: usd(400),
      percent: 7,
      onSale: false,
      comparisonPrice: usd(1099),
      discountDisplayValue: '7%',
      description: '7% off Bulk Discount for 5+ units',
      breakdown: [
        { type: 'PriceTier', value: usd(400), description: '7% off Bulk Discount for 5+ units', onSale: false },
      ],
    });
  });

  it('channel only: 2 × ($10.99 − $10.44) = $1.10, 5% off Auto-Delivery', () => {
    expect(totalSavings(line(autoDelivery, 2))).toEqual({
      value: usd(110),
      percent: 5,
      onSale: false,
      comparisonPrice: usd(1099),
      discountDisplayValue: '5%',
      description: '5% off Auto-Delivery',
      breakdown: [{ type: 'Channel', value: usd(110), description: '5% off Auto-Delivery', onSale: false }],
    });
  });

  it("channel label uses the channel's discountPercent when given", () => {
    expect(totalSavings(line(autoDelivery, 1), { channelDiscountPercent: 5 }).breakdown[0]?.description).toBe(
      '5% off Auto-Delivery',
    );
    const deep = { ...autoDelivery, value: usd(989) };
    expect(totalSavings(line(deep, 1)).breakdown[0]).toEqual({
      type: 'Channel',
      value: usd(110),
      description: '10% off Auto-Delivery',
      onSale: false,
    });
  });

  it('product discount only: 15% off $10.99 is $9.34, $1.65 a unit, on sale', () => {
    const sale: Price = { ...almonds, discounted: { value: usd(934), discountName: 'Holiday chocolate sale' } };
    expect(totalSavings(line(sale, 1, [sale, autoDelivery]))).toEqual({
      value: usd(165),
      percent: 15,
      onSale: true,
      comparisonPrice: usd(1099),
      discountDisplayValue: '15%',
      description: 'Holiday chocolate sale',
      breakdown: [{ type: 'ProductDiscount', value: usd(165), description: 'Holiday chocolate sale', onSale: true }],
    });
  });

  it('channel + tier: 5 × $0.55 channel and 5 × $0.75 tier on the channel price', () => {
    const tieredAd: Price = { ...autoDelivery, tiers: [{ minimumQuantity: 5, value: usd(969) }] };
    expect(totalSavings(line(tieredAd, 5))).toEqual({
      value: usd(650),
      percent: 11,
      onSale: false,
      comparisonPrice: usd(1099),
      discountDisplayValue: '11%',
      description: '5% off Auto-Delivery + 7% off Bulk Discount for 5+ units',
      breakdown: [
        { type: 'Channel', value: usd(275), description: '5% off Auto-Delivery', onSale: false },
        { type: 'PriceTier', value: usd(375), description: '7% off Bulk Discount for 5+ units', onSale: false },
      ],
    });
  });

  it('product discount + tier: a deeper tier adds what it takes off beyond the sale price', () => {
    const sale: Price = {
      id: 'p',
      value: usd(1099),
      tiers: [{ minimumQuantity: 10, value: usd(949) }],
      discounted: { value: usd(1044), discountName: 'Spring sale' },
    };
    expect(totalSavings(line(sale, 10, [sale]))).toEqual({
      value: usd(1500),
      percent: 13,
      onSale: true,
      comparisonPrice: usd(1099),
      discountDisplayValue: '13%',
      description: 'Spring sale + 13% off Bulk Discount for 10+ units',
      breakdown: [
        { type: 'ProductDiscount', value: usd(550), description: 'Spring sale', onSale: true },
        { type: 'PriceTier', value: usd(950), description: '13% off Bulk Discount for 10+ units', onSale: false },
      ],
    });
  });

  it('product discount + tier: a tier above the sale price gives nothing more', () => {
    const sale: Price = { ...almonds, discounted: { value: usd(989), discountName: '10% off' } };
    expect(totalSavings(line(sale, 5, [sale]))).toMatchObject({
      value: usd(550),
      percent: 10,
      onSale: true,
      breakdown: [{ type: 'ProductDiscount', value: usd(550), description: '10% off', onSale: true }],
    });
  });

  it("a saving under 1% shows as money and the tier as 'Bulk discount'", () => {
    const big: Price = { id: 'case', value: usd(10000), tiers: [{ minimumQuantity: 2, value: usd(9950) }] };
    expect(totalSavings(line(big, 2, [big]))).toMatchObject({
      value: usd(100),
      percent: 0,
      discountDisplayValue: '$1.00',
      description: 'Bulk discount',
      breakdown: [{ type: 'PriceTier', value: usd(100), description: 'Bulk discount', onSale: false }],
    });
  });

  it('a discount that is not lower than the price is no sale', () => {
    const notLower: Price = { ...almonds, discounted: { value: usd(1099), discountName: 'Sale' } };
    expect(totalSavings(line(notLower, 1, [notLower]))).toMatchObject({ value: usd(0), onSale: false, breakdown: [] });
  });

  it('takes a LineItem as it is', () => {
    expect(totalSavings(testLine('a', { quantity: 3 }))).toMatchObject({
      value: usd(0),
      comparisonPrice: usd(1000),
      breakdown: [],
    });
  });
});

describe("savingsBalanceCheck (spec: core-cart-checkout §8 'balance != totalPriceBeforeCartLevelDiscount')", () => {
  it('is undefined when the line was priced from its own price', () => {
    expect(savingsBalanceCheck(line(autoDelivery, 3))).toBeUndefined();
    expect(savingsBalanceCheck(testLine('a', { quantity: 2 }))).toBeUndefined();
  });

  it('reports the numbers when the line total does not match the breakdown', () => {
    const external = { ...line(almonds, 5), id: 'line-1', totalPriceBeforeCartLevelDiscount: usd(5000) };
    expect(savingsBalanceCheck(external)).toEqual({
      message: SAVINGS_BALANCE_MESSAGE,
      lineItemId: 'line-1',
      quantity: 5,
      comparisonPrice: usd(1099),
      totalPriceBeforeCartLevelDiscount: usd(5000),
      breakdownTotal: usd(400),
      expected: usd(495),
      difference: usd(-95),
    });
    expect(SAVINGS_BALANCE_MESSAGE).toBe('balance != totalPriceBeforeCartLevelDiscount');
  });
});

const tierArb = fc.record({
  minimumQuantity: fc.integer({ min: 2, max: 100 }),
  value: fc.integer({ min: 0, max: 100_000 }),
});

describe('totalSavings properties', () => {
  it('the breakdown always balances for consistent prices (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: undefined }),
        fc.array(tierArb, { maxLength: 4 }),
        fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: undefined }),
        fc.boolean(),
        fc.integer({ min: 1, max: 4999 }),
        (defaultCents, channelCents, rawTiers, discountedCents, onChannel, quantity) => {
          const base: Price = { id: 'd', value: usd(defaultCents), tiers: [] };
          const selectedValue =
            onChannel && channelCents !== undefined ? Math.min(channelCents, defaultCents) : defaultCents;
          const tiers = rawTiers.map((t) => ({
            minimumQuantity: t.minimumQuantity,
            value: usd(Math.min(t.value, selectedValue)),
          }));
          const selected: Price = {
            id: onChannel ? 'c' : 'd',
            value: usd(selectedValue),
            tiers,
            ...(onChannel ? { channelKey: 'auto-delivery' } : {}),
            ...(discountedCents === undefined
              ? {}
              : { discounted: { value: usd(discountedCents), discountName: 'Sale' } }),
          };
          const prices = onChannel ? [base, selected] : [selected];
          const l = line(selected, quantity, prices);
          const savings = totalSavings(l);
          const unit = unitPriceFor(selected, quantity).cents;
          expect(savings.value.cents).toBe((defaultCents - unit) * quantity);
          expect(savings.breakdown.reduce((a, e) => a + e.value.cents, 0)).toBe(savings.value.cents);
          expect(savings.breakdown.every((e) => e.value.cents > 0)).toBe(true);
          expect(savingsBalanceCheck(l)).toBeUndefined();
        },
      ),
    );
  });
});
