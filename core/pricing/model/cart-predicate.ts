import { parseDollars, type Money } from '../../shared';

/**
 * Cart-discount predicates: the one grammar of the commercetools cart predicates the storefront understands
 * (spec: core-cart-checkout §4 Free-shipping progress, Discount codes; §7 commerce platform cart discounts).
 * Both the free-shipping threshold and the embedded engine's cart discounts read predicates through here.
 *
 * Grammar (white space allowed around every token, none needed):
 *   predicate := '1' '=' '1'
 *              | 'totalPrice' ('>' | '>=') quote amount 'USD' quote
 *   amount    := 1 to 13 digits ['.' digit [digit]]   (dollars, at most two decimals: always exact cents)
 *   quote     := '"' | "'"                            (the same on both sides)
 * `totalPrice` and `USD` are read in any case. Any other text (another field, operator or currency,
 * `and`/`or` combinations) is not a recognised predicate: `parseCartPredicate` answers undefined, which the
 * engine treats as never matching and free shipping ignores.
 */

/** A recognised cart predicate: always met ('1 = 1'), or a bound on the cart total in USD cents. */
export type CartPredicate =
  | { readonly kind: 'always' }
  | {
      readonly kind: 'total-price';
      /** '>' (strictly above `amount`) or '>=' (at or above). */
      readonly operator: '>' | '>=';
      /** The bound, integer cents in USD. */
      readonly amount: Money;
    };

const ALWAYS = /^\s*1\s*=\s*1\s*$/;
const TOTAL_PRICE = /^\s*totalPrice\s*(>=|>)\s*(["'])\s*(\d{1,13}(?:\.\d{1,2})?)\s*USD\s*\2\s*$/i;

/**
 * Parses a commercetools cart predicate of the grammar above, e.g. '1 = 1', 'totalPrice >= "40.00 USD"',
 * "totalPrice>'59.5 USD'". Returns undefined for anything else (an amount of more than 13 whole digits
 * included). Amounts are read as text, never through floats ('59.5' is 5950 cents).
 */
export function parseCartPredicate(text: string): CartPredicate | undefined {
  if (ALWAYS.test(text)) return { kind: 'always' };
  const m = TOTAL_PRICE.exec(text);
  const amount = m?.[3] === undefined ? undefined : parseDollars(m[3]);
  if (!m || !amount) return undefined;
  return { kind: 'total-price', operator: m[1] === '>' ? '>' : '>=', amount };
}

/**
 * The canonical text of a predicate: '1 = 1' or 'totalPrice >= "40.00 USD"' (two decimals, double quotes),
 * as commercetools stores it. `parseCartPredicate(printCartPredicate(p))` gives `p` back.
 */
export function printCartPredicate(predicate: CartPredicate): string {
  if (predicate.kind === 'always') return '1 = 1';
  const { cents } = predicate.amount;
  const dollars = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
  return `totalPrice ${predicate.operator} "${dollars} USD"`;
}

/**
 * The lowest cart total in cents that meets `predicate`: −Infinity for '1 = 1', X for `>= X`, X + 1 cent for
 * `> X`. Orders predicates from the most generous, and decides a match (`cartPredicateMatches`).
 */
export function lowestQualifyingCents(predicate: CartPredicate): number {
  if (predicate.kind === 'always') return Number.NEGATIVE_INFINITY;
  return predicate.amount.cents + (predicate.operator === '>' ? 1 : 0);
}

/**
 * Whether a cart whose total (line totals, integer cents) is `totalCents` meets `predicate`, given as a
 * parsed predicate or as its text. Text that is not a recognised predicate never matches.
 */
export function cartPredicateMatches(predicate: CartPredicate | string, totalCents: number): boolean {
  const parsed = typeof predicate === 'string' ? parseCartPredicate(predicate) : predicate;
  return parsed !== undefined && totalCents >= lowestQualifyingCents(parsed);
}
