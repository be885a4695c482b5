import { sumMoney, usd, ZERO_USD } from '../../../core/shared';
import type { Cart, CartDiscountCode, DiscountCodeState, LineItem } from '../../../core/cart';
import type { CartDiscountInfo, DiscountCodeInfo } from '../../../core/cart';
import { lineTotal, unitPriceFor } from '../../../core/pricing';

/**
 * Repricing of the in-memory commerce fake, as the commerce platform prices a cart (spec: core-cart-checkout §3
 * Line item, §4 Discount codes, §7): unit prices by core's rules (tiers, product discount), then the cart
 * discounts of the cart's codes across all codes by sortOrder, highest first, until one with stackingMode
 * StopAfterThisDiscount has applied; then custom line items and shipping. No tax: see FAKE_LIMITATIONS.
 */

/** The discount definitions a cart is priced with. */
export interface DiscountBook {
  readonly cartDiscounts: ReadonlyMap<string, CartDiscountInfo>;
  readonly codesById: ReadonlyMap<string, DiscountCodeInfo>;
}

/** Whether a cart predicate matches a line total: '1 = 1' and 'totalPrice >= "40.00 USD"' (or >); others never. */
export function predicateMatches(predicate: string, totalCents: number): boolean {
  if (/^\s*1\s*=\s*1\s*$/.test(predicate)) return true;
  const m = /^\s*totalPrice\s*(>=|>)\s*"(\d+)(?:\.(\d{1,2}))?\s*USD"\s*$/.exec(predicate);
  if (!m) return false;
  const threshold = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] === '>' ? totalCents > threshold : totalCents >= threshold;
}

function stateOf(
  code: DiscountCodeInfo,
  discounts: readonly CartDiscountInfo[],
  totalCents: number,
): DiscountCodeState {
  if (!code.isActive) return 'NotActive';
  const usedUp = code.maxApplications !== undefined && code.applicationCount >= code.maxApplications;
  if (usedUp) return 'MaxApplicationReached';
  const active = discounts.filter((d) => d.isActive);
  if (active.length === 0) return 'NotValid';
  return active.some((d) => predicateMatches(d.cartPredicate, totalCents)) ? 'MatchesCart' : 'DoesNotMatchCart';
}

/** Cents off each line for one cart discount: relative per line (half up), absolute split by largest remainder. */
function centsOff(discount: CartDiscountInfo, lineCents: readonly number[]): number[] {
  const { value } = discount;
  if (value.type === 'relative') return lineCents.map((c) => Math.round((c * value.permyriad) / 10_000));
  const total = lineCents.reduce((a, b) => a + b, 0);
  if (total <= 0) return lineCents.map(() => 0);
  const amount = Math.min(value.cents, total);
  const shares = lineCents.map((c) => (amount * c) / total);
  const off = shares.map(Math.floor);
  const byFraction = shares.map((s, i) => ({ i, fraction: s - Math.floor(s) }));
  byFraction.sort((a, b) => b.fraction - a.fraction || a.i - b.i);
  let rest = amount - off.reduce((a, b) => a + b, 0);
  for (const { i } of byFraction) {
    if (rest <= 0) break;
    off[i] = (off[i] ?? 0) + 1;
    rest -= 1;
  }
  return off;
}

interface EvaluatedCode {
  readonly code: CartDiscountCode;
  readonly applies: readonly CartDiscountInfo[];
}

function evaluate(codes: readonly CartDiscountCode[], book: DiscountBook, totalCents: number): EvaluatedCode[] {
  return codes.map((code) => {
    const def = book.codesById.get(code.id);
    if (!def) return { code: { ...code, state: 'NotValid' }, applies: [] };
    const discounts = def.cartDiscountIds.flatMap((id) => book.cartDiscounts.get(id) ?? []);
    const state = stateOf(def, discounts, totalCents);
    const matching = (d: CartDiscountInfo) => d.isActive && predicateMatches(d.cartPredicate, totalCents);
    const applies = state === 'MatchesCart' ? discounts.filter(matching) : [];
    return { code: { ...code, state }, applies };
  });
}

/** Line shipping details with `valid` recomputed: the targets add up to the line quantity. */
function withValidity(line: LineItem): LineItem {
  if (!line.shippingDetails) return line;
  const sum = line.shippingDetails.targets.reduce((a, t) => a + t.quantity, 0);
  return { ...line, shippingDetails: { targets: line.shippingDetails.targets, valid: sum === line.quantity } };
}

/**
 * The cart priced anew: line unit prices and totals, code states (NotValid for a code the book does not know,
 * ApplicationStoppedByPreviousDiscount when a stopping discount kept all of a code's discounts off), cart
 * discounts on the lines, custom line totals, Single-mode shippingInfo or Multiple-mode shipping in the total.
 */
export function priceCart(cart: Cart, book: DiscountBook): Cart {
  const lines = cart.lineItems.map((l) => {
    const unit = unitPriceFor(l.price, l.quantity);
    const before = lineTotal(unit, l.quantity);
    return withValidity({ ...l, unitPrice: unit, totalPriceBeforeCartLevelDiscount: before, totalPrice: before });
  });
  const beforeCents = lines.map((l) => l.totalPriceBeforeCartLevelDiscount.cents);
  const evaluated = evaluate(
    cart.discountCodes,
    book,
    beforeCents.reduce((a, b) => a + b, 0),
  );
  const byId = new Map(evaluated.flatMap((e) => e.applies).map((d) => [d.id, d]));
  const sorted = [...byId.values()].sort((a, b) => b.sortOrder - a.sortOrder);
  const stop = sorted.findIndex((d) => d.stackingMode === 'StopAfterThisDiscount');
  const applied = stop < 0 ? sorted : sorted.slice(0, stop + 1);
  const off = lines.map(() => 0);
  for (const d of applied) {
    centsOff(
      d,
      beforeCents.map((c, i) => c - (off[i] ?? 0)),
    ).forEach((cents, i) => {
      off[i] = Math.min((off[i] ?? 0) + cents, beforeCents[i] ?? 0);
    });
  }
  const appliedIds = new Set(applied.map((d) => d.id));
  const stopped = (e: EvaluatedCode) => e.applies.length > 0 && e.applies.every((d) => !appliedIds.has(d.id));
  const stoppedState = 'ApplicationStoppedByPreviousDiscount' as const;
  const discountCodes = evaluated.map((e) => (stopped(e) ? { ...e.code, state: stoppedState } : e.code));
  const lineItems = lines.map((l, i) => ({ ...l, totalPrice: usd((beforeCents[i] ?? 0) - (off[i] ?? 0)) }));
  const customLineItems = cart.customLineItems.map((c) => ({ ...c, totalPrice: lineTotal(c.money, c.quantity) }));
  const shipping =
    cart.shippingMode === 'Single'
      ? (cart.shippingInfo?.price ?? ZERO_USD)
      : sumMoney(cart.shipping.map((s) => s.price));
  const totals = [...lineItems.map((l) => l.totalPrice), ...customLineItems.map((c) => c.totalPrice), shipping];
  const totalPrice = sumMoney(totals);
  const { taxedPrice: _noTax, ...untaxed } = cart;
  const discountTotal = usd(off.reduce((a, b) => a + b, 0));
  return { ...untaxed, lineItems, customLineItems, discountCodes, totalPrice, discountTotal };
}
