import type { Money } from '../../shared';

/**
 * Percent off (spec: core-cart-checkout §3 "Percent off is the floor of a ratio plus a 0.02
 * tolerance"; catalogue-gifting §3 Price).
 */

/**
 * Whole percent saved going from `original` to `discounted` (both cents):
 * floor((original − discounted) / original × 100 + 0.02). The 0.02 tolerance lets a price that is
 * a hair short of a round percentage show it ($39.99 → $20.00 shows 50, not 49).
 * Computed exactly in integers as floor(((o − d) × 5000 + o) / (50 × o)), so no float rounding.
 * Returns 0 when original ≤ 0 or discounted ≥ original. Examples: 1099 → 989 is 10; 1000 → 667 is 33.
 * spec: core-cart-checkout §3 Entities (percent off).
 */
export function percentOff(original: Money, discounted: Money): number {
  const o = original.cents;
  const d = discounted.cents;
  if (o <= 0 || d >= o) return 0;
  const numerator = BigInt(o - d) * 5000n + BigInt(o);
  return Number(numerator / (50n * BigInt(o)));
}
