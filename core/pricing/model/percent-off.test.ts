import fc from 'fast-check';
import { usd } from '../../shared';
import { percentOff } from './percent-off';

describe('percentOff (spec: core-cart-checkout §3 "floor of a ratio plus a 0.02 tolerance")', () => {
  it.each([
    [1099, 989, 10],
    [1000, 667, 33],
    [1000, 500, 50],
    [1000, 0, 100],
    [3999, 2000, 50], // 49.9875 % + 0.02 → 50: the tolerance matters
    [5999, 3000, 50], // 49.9917 % → 50
    [5000, 4001, 20], // exactly 19.98 % + 0.02 = 20: exact integer arithmetic
    [1999, 1000, 49], // 49.975 % + 0.02 = 49.995 → still 49
    [1000, 999, 0], // 0.1 %
  ])('%i → %i is %i percent', (original, discounted, expected) => {
    expect(percentOff(usd(original), usd(discounted))).toBe(expected);
  });

  it('is 0 when the original is 0 or the discounted price is not lower', () => {
    expect(percentOff(usd(0), usd(0))).toBe(0);
    expect(percentOff(usd(1000), usd(1000))).toBe(0);
    expect(percentOff(usd(1000), usd(1200))).toBe(0);
  });

  it('matches the formula on exact rationals and stays within 0..100 (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (original, discounted) => {
          const percent = percentOff(usd(original), usd(discounted));
          expect(Number.isInteger(percent)).toBe(true);
          expect(percent).toBeGreaterThanOrEqual(0);
          expect(percent).toBeLessThanOrEqual(100);
          if (discounted >= original) {
            expect(percent).toBe(0);
            return;
          }
          // percent ≤ ratio + 0.02 < percent + 1, in integers: 50·o·p ≤ 5000·(o − d) + o < 50·o·(p + 1)
          const scaled = 5000 * (original - discounted) + original;
          expect(50 * original * percent).toBeLessThanOrEqual(scaled);
          expect(scaled).toBeLessThan(50 * original * (percent + 1));
        },
      ),
    );
  });

  it('never decreases as the discounted price falls (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        (original, a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(percentOff(usd(original), usd(low))).toBeGreaterThanOrEqual(percentOff(usd(original), usd(high)));
        },
      ),
    );
  });
});
