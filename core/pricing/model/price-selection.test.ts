import fc from 'fast-check';
import { usd } from '../../shared';
import type { Price } from '../../cart/model';
import { lineTotal, selectPrice, unitPriceFor } from './price-selection';

const base: Price = { id: 'p-default', value: usd(1299), tiers: [] };
const autoDelivery: Price = { id: 'p-ad', value: usd(1234), channelKey: 'auto-delivery', tiers: [] };
const tiered: Price = {
  id: 'p-tiered',
  value: usd(1000),
  tiers: [
    { minimumQuantity: 10, value: usd(900) },
    { minimumQuantity: 5, value: usd(950) },
    { minimumQuantity: 25, value: usd(800) },
  ],
};

describe('selectPrice (spec: catalogue-gifting §3 Price)', () => {
  it('takes the price without a channel as the default', () => {
    expect(selectPrice([autoDelivery, base])).toBe(base);
  });

  it('takes the channel price when asked for and present, else the default', () => {
    expect(selectPrice([base, autoDelivery], { channelKey: 'auto-delivery' })).toBe(autoDelivery);
    expect(selectPrice([base], { channelKey: 'auto-delivery' })).toBe(base);
  });

  it('is undefined with no default and no matching channel', () => {
    expect(selectPrice([autoDelivery])).toBeUndefined();
    expect(selectPrice([])).toBeUndefined();
  });
});

describe('unitPriceFor (spec: core-cart-checkout §3 Line item price tiers)', () => {
  it.each([
    [1, 1000],
    [4, 1000],
    [5, 950],
    [9, 950],
    [10, 900],
    [24, 900],
    [25, 800],
    [4999, 800],
  ])('%i units cost %i cents each', (quantity, cents) => expect(unitPriceFor(tiered, quantity)).toEqual(usd(cents)));

  it('uses the product discount only when it is lower', () => {
    const discounted: Price = { ...tiered, discounted: { value: usd(920), discountName: 'Summer sale' } };
    expect(unitPriceFor(discounted, 1)).toEqual(usd(920));
    expect(unitPriceFor(discounted, 10)).toEqual(usd(900));
  });

  it('never exceeds the base value and never increases with quantity (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4999 }), fc.integer({ min: 1, max: 4999 }), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(unitPriceFor(tiered, high).cents).toBeLessThanOrEqual(unitPriceFor(tiered, low).cents);
        expect(unitPriceFor(tiered, low).cents).toBeLessThanOrEqual(tiered.value.cents);
      }),
    );
  });
});

describe('lineTotal', () => {
  it('multiplies the unit price by the quantity in cents', () => {
    expect(lineTotal(usd(950), 7)).toEqual(usd(6650));
    expect(lineTotal(usd(950), 0)).toEqual(usd(0));
    expect(() => lineTotal(usd(950), 1.5)).toThrow(RangeError);
  });
});
