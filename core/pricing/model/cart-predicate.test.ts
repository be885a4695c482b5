import fc from 'fast-check';
import { usd } from '../../shared';
import {
  cartPredicateMatches,
  lowestQualifyingCents,
  parseCartPredicate,
  printCartPredicate,
  type CartPredicate,
} from './cart-predicate';

describe('parseCartPredicate (spec: core-cart-checkout §4 Free-shipping progress, Discount codes)', () => {
  it("reads '1 = 1' with or without spaces", () => {
    expect(parseCartPredicate('1 = 1')).toEqual({ kind: 'always' });
    expect(parseCartPredicate('1=1')).toEqual({ kind: 'always' });
  });

  it('reads totalPrice bounds in cents, without floats, with loose spacing, either quote and any case', () => {
    const bound = (operator: '>' | '>=', cents: number) => ({ kind: 'total-price', operator, amount: usd(cents) });
    expect(parseCartPredicate('totalPrice >= "40.00 USD"')).toEqual(bound('>=', 4000));
    expect(parseCartPredicate('totalPrice>="49.99 USD"')).toEqual(bound('>=', 4999));
    expect(parseCartPredicate('  totalPrice  >  " 0.29 USD " ')).toEqual(bound('>', 29));
    expect(parseCartPredicate("totalPrice > '59.5 USD'")).toEqual(bound('>', 5950));
    expect(parseCartPredicate('TOTALPRICE >= "75 usd"')).toEqual(bound('>=', 7500));
  });

  it('recognises nothing else', () => {
    for (const p of [
      'lineItemCount > 2',
      'lineItemCount(1 = 1) > 2',
      'totalPrice < "10.00 USD"',
      'totalPrice > "10.00 EUR"',
      '',
      '1 = 2',
      'customer.email is defined',
      'totalPrice >= "40.001 USD"',
      'totalPrice >= "40 USD\'',
      'totalPrice >= 40 USD',
      '1 = 1 or totalPrice > "1 USD"',
      'totalPrice >= "99999999999999999999 USD"',
    ]) {
      expect(parseCartPredicate(p)).toBeUndefined();
    }
  });
});

describe('cartPredicateMatches (the embedded engine: core-cart-checkout §4 Discount codes)', () => {
  it("always matches '1 = 1', with or without spaces", () => {
    expect(cartPredicateMatches('1 = 1', 0)).toBe(true);
    expect(cartPredicateMatches('1=1', 123)).toBe(true);
  });

  it('totalPrice > "59.00 USD" is strict: 5899 and 5900 do not match, 5901 does', () => {
    const p = 'totalPrice > "59.00 USD"';
    expect(cartPredicateMatches(p, 5899)).toBe(false);
    expect(cartPredicateMatches(p, 5900)).toBe(false);
    expect(cartPredicateMatches(p, 5901)).toBe(true);
  });

  it('totalPrice >= "59.00 USD" matches from 5900', () => {
    const p = 'totalPrice >= "59.00 USD"';
    expect(cartPredicateMatches(p, 5899)).toBe(false);
    expect(cartPredicateMatches(p, 5900)).toBe(true);
    expect(cartPredicateMatches(p, 5901)).toBe(true);
  });

  it('reads whole dollars and one fraction digit in cents', () => {
    expect(cartPredicateMatches('totalPrice >= "40 USD"', 4000)).toBe(true);
    expect(cartPredicateMatches('totalPrice >= "40 USD"', 3999)).toBe(false);
    expect(cartPredicateMatches('totalPrice >= "59.5 USD"', 5949)).toBe(false);
    expect(cartPredicateMatches('totalPrice >= "59.5 USD"', 5950)).toBe(true);
  });

  it('never matches an unknown predicate', () => {
    const unknown = ['lineItemCount > 2', 'totalPrice < "10.00 USD"', 'totalPrice > "10.00 EUR"', '', '1 = 2'];
    for (const p of [...unknown, 'customer.email is defined']) {
      expect(cartPredicateMatches(p, 1_000_000)).toBe(false);
    }
  });
});

const predicate: fc.Arbitrary<CartPredicate> = fc.oneof(
  fc.constant<CartPredicate>({ kind: 'always' }),
  fc.record({
    kind: fc.constant('total-price' as const),
    operator: fc.constantFrom('>' as const, '>=' as const),
    amount: fc.integer({ min: 0, max: 100_000_000 }).map(usd),
  }),
);

/** Another spelling the former call sites accepted: spacing, quote, case, and dropped trailing zero decimals. */
const respelled = (p: CartPredicate) =>
  fc
    .record({
      pad: fc.array(fc.constantFrom('', ' ', '  ', '\t'), { minLength: 6, maxLength: 6 }),
      quote: fc.constantFrom('"', "'"),
      upper: fc.boolean(),
      short: fc.boolean(),
    })
    .map(({ pad, quote, upper, short }) => {
      const [a = '', b = '', c = '', d = '', e = '', f = ''] = pad;
      if (p.kind === 'always') return `${a}1${b}=${c}1${d}`;
      const { cents } = p.amount;
      const fraction = String(cents % 100).padStart(2, '0');
      const dollars = `${Math.floor(cents / 100)}${short && fraction === '00' ? '' : `.${fraction}`}`;
      const field = upper ? 'TOTALPRICE' : 'totalPrice';
      return `${a}${field}${b}${p.operator}${c}${quote}${d}${dollars}${e}${upper ? 'usd' : 'USD'}${quote}${f}`;
    });

describe('cart predicates (properties)', () => {
  it('print → parse gives the predicate back, and parse → print is canonical', () => {
    fc.assert(
      fc.property(predicate, (p) => {
        expect(parseCartPredicate(printCartPredicate(p))).toEqual(p);
        expect(printCartPredicate(parseCartPredicate(printCartPredicate(p))!)).toBe(printCartPredicate(p));
      }),
    );
  });

  it('every spelling either former parser accepted parses to the same predicate as its canonical text', () => {
    fc.assert(
      fc.property(
        predicate.chain((p) => fc.tuple(fc.constant(p), respelled(p))),
        ([p, text]) => {
          expect(parseCartPredicate(text)).toEqual(p);
        },
      ),
    );
  });

  it('a total matches exactly from the lowest qualifying total on', () => {
    fc.assert(
      fc.property(predicate, fc.integer({ min: 0, max: 200_000_000 }), (p, total) => {
        expect(cartPredicateMatches(p, total)).toBe(total >= lowestQualifyingCents(p));
        expect(cartPredicateMatches(printCartPredicate(p), total)).toBe(cartPredicateMatches(p, total));
      }),
    );
  });
});
