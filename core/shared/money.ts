/**
 * Money in integer cents. Never a float price (DESIGN §3.1).
 * spec: core-cart-checkout §3 "Money is held in cents".
 */
export type Currency = 'USD';

/** An amount of money: `cents` is an integer number of cents in `currency`. */
export interface Money {
  readonly cents: number;
  readonly currency: Currency;
}

/** Builds a USD amount; throws RangeError when `cents` is not a safe integer (a bug, not user input). */
export function usd(cents: number): Money {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`cents must be an integer, got ${cents}`);
  return { cents, currency: 'USD' };
}

/** Zero dollars. */
export const ZERO_USD: Money = Object.freeze({ cents: 0, currency: 'USD' });

/** Sum of amounts (all USD); the empty sum is zero. */
export function sumMoney(amounts: readonly Money[]): Money {
  return usd(amounts.reduce((total, m) => total + m.cents, 0));
}

/** `unit` times an integer `quantity`. */
export function multiplyMoney(unit: Money, quantity: number): Money {
  return usd(unit.cents * quantity);
}

/** `a - b`, which may be negative. */
export function subtractMoney(a: Money, b: Money): Money {
  return usd(a.cents - b.cents);
}

/**
 * A whole number with US thousands separators: 1234567 → "1,234,567". Plain string work: `toLocaleString`
 * builds an ICU formatter on every call, which a page of prices feels on a slow phone.
 */
export function groupThousands(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Formats cents as US dollars: 5900 → "$59.00", -150 → "-$1.50", 123456789 → "$1,234,567.89". */
export function formatMoney(m: Money): string {
  const sign = m.cents < 0 ? '-' : '';
  const abs = Math.abs(m.cents);
  const dollars = groupThousands(Math.floor(abs / 100));
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * Converts a decimal dollar string ("59", "59.5", "59.99") to cents without float arithmetic.
 * Returns undefined when the text is not a non-negative decimal with at most two fraction digits.
 */
export function parseDollars(text: string): Money | undefined {
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return undefined;
  const whole = Number(m[1]);
  const frac = Number((m[2] ?? '').padEnd(2, '0'));
  return usd(whole * 100 + frac);
}
