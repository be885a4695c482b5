import type { CartDiscountCode, DiscountCodeState } from '../../../core/cart';
import { cartPredicateMatches } from '../../../core/pricing';
import type { CartDiscountDef, DiscountCodeDef } from './demo-discounts';

/** State of a discount code on a cart whose line total is `totalCents` (commercetools DiscountCodeState). */
export function codeState(
  code: DiscountCodeDef,
  discounts: readonly CartDiscountDef[],
  totalCents: number,
  appliedBefore: boolean,
): DiscountCodeState {
  if (!code.isActive) return 'NotActive';
  if (code.maxApplications !== undefined && code.applicationCount >= code.maxApplications)
    return 'MaxApplicationReached';
  const active = discounts.filter((d) => d.isActive);
  if (active.length === 0) return 'NotValid';
  if (!active.some((d) => cartPredicateMatches(d.cartPredicate, totalCents))) return 'DoesNotMatchCart';
  if (appliedBefore) return 'ApplicationStoppedByPreviousDiscount';
  return 'MatchesCart';
}

/**
 * Splits `amountCents` over lines in proportion to their totals, by largest remainder, never more than a
 * line's total. Returns cents per line in the same order.
 */
export function distribute(amountCents: number, lineTotals: readonly number[]): number[] {
  const total = lineTotals.reduce((a, b) => a + b, 0);
  if (total <= 0 || amountCents <= 0) return lineTotals.map(() => 0);
  const capped = Math.min(amountCents, total);
  const raw = lineTotals.map((t) => (capped * t) / total);
  const out = raw.map(Math.floor);
  let rest = capped - out.reduce((a, b) => a + b, 0);
  const order = raw.map((r, i) => ({ i, frac: r - Math.floor(r) })).sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (const { i } of order) {
    if (rest <= 0) break;
    out[i] = (out[i] ?? 0) + 1;
    rest -= 1;
  }
  return out;
}

/** Cart discount amounts per line for the value of one cart discount (relative rounds half up per line). */
export function discountPerLine(def: CartDiscountDef, lineTotals: readonly number[]): number[] {
  if (def.value.type === 'relative') {
    const permyriad = def.value.permyriad;
    return lineTotals.map((t) => Math.round((t * permyriad) / 10000));
  }
  return distribute(def.value.cents, lineTotals);
}

/** Builds the cart's view of a code. */
export function toCartDiscountCode(code: DiscountCodeDef, state: DiscountCodeState): CartDiscountCode {
  return {
    id: code.id,
    code: code.code,
    name: code.name,
    description: code.description,
    state,
    cartDiscountIds: code.cartDiscountIds,
  };
}
