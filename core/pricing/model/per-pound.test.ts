import fc from 'fast-check';
import { usd } from '../../shared';
import { pricePerPound } from './per-pound';

describe('pricePerPound (spec: catalogue-gifting §2 price block)', () => {
  it('shows a 1 lb bag stored as 454 g at its own price', () => {
    expect(pricePerPound(usd(1099), 454)?.cents).toBe(1099);
  });
  it('divides by the labelled weight', () => {
    expect(pricePerPound(usd(659), 227)?.cents).toBe(1318); // 8 oz = 0.50 lb
    expect(pricePerPound(usd(4669), 2268)?.cents).toBe(934); // 5 lb: 933.8 → 934
  });
  it('is undefined without a weight', () => {
    expect(pricePerPound(usd(500), 0)).toBeUndefined();
    expect(pricePerPound(usd(500), 2)).toBeUndefined();
  });
  it('is exact for whole pounds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 50 }), (cents, lb) => {
        const grams = Math.round(lb * 453.59237);
        expect(pricePerPound(usd(cents * lb), grams)?.cents).toBe(cents);
      }),
    );
  });
});
