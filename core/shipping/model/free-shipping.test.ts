import fc from 'fast-check';
import { usd } from '../../shared';
import {
  freeShippingInputsOf,
  freeShippingMessage,
  freeShippingProgress,
  freeShippingThreshold,
} from './free-shipping';

describe('freeShippingProgress at the default $59 (spec: core-cart-checkout §4 Free-shipping progress)', () => {
  it('5899 cents leaves 1 cent', () => {
    expect(freeShippingProgress({ total: usd(5899) })).toEqual({
      threshold: usd(5900),
      remaining: usd(1),
      qualified: false,
      strict: false,
    });
  });

  it('5900 cents qualifies', () => {
    expect(freeShippingProgress({ total: usd(5900) })).toMatchObject({ remaining: usd(0), qualified: true });
  });

  it('6500 cents leaves 0, never negative', () => {
    expect(freeShippingProgress({ total: usd(6500) })).toMatchObject({ remaining: usd(0), qualified: true });
  });
});

describe('freeShippingThreshold', () => {
  it('defaults to 5900 cents', () => {
    expect(freeShippingThreshold()).toEqual({ threshold: usd(5900), strict: false, source: 'default' });
  });

  it('takes the smallest alst-{n}-free-shipping customer tag', () => {
    const t = freeShippingThreshold({ customerTags: ['vip', 'alst-49-free-shipping', 'alst-35-free-shipping'] });
    expect(t).toEqual({ threshold: usd(3500), strict: false, source: 'customer-tag' });
  });

  it('parses totalPrice predicates with cents and loose spacing, without floats', () => {
    expect(freeShippingThreshold({ cartDiscountPredicates: ['totalPrice>="49.99 USD"'] }).threshold).toEqual(usd(4999));
    expect(freeShippingThreshold({ cartDiscountPredicates: ['  totalPrice  >  " 0.29 USD " '] })).toEqual({
      threshold: usd(29),
      strict: true,
      source: 'cart-discount',
    });
    expect(freeShippingThreshold({ cartDiscountPredicates: ['totalPrice >= "75 USD"'] }).threshold).toEqual(usd(7500));
  });

  it('lets a cart-discount predicate win over a customer tag, even a smaller one', () => {
    const t = freeShippingThreshold({
      customerTags: ['alst-35-free-shipping'],
      cartDiscountPredicates: ['totalPrice >= "49.00 USD"'],
    });
    expect(t).toEqual({ threshold: usd(4900), strict: false, source: 'cart-discount' });
  });

  it('ignores unrecognised predicates and picks the most generous recognised one', () => {
    expect(
      freeShippingThreshold({ cartDiscountPredicates: ['lineItemCount(1 = 1) > 2', 'totalPrice > "10 EUR"'] }).source,
    ).toBe('default');
    expect(
      freeShippingThreshold({ cartDiscountPredicates: ['totalPrice > "59.00 USD"', 'totalPrice >= "59.00 USD"'] }),
    ).toMatchObject({ threshold: usd(5900), strict: false });
    expect(
      freeShippingThreshold({ cartDiscountPredicates: ['totalPrice >= "40 USD"', '1 = 1'] }).threshold,
    ).toBeUndefined();
  });
});

describe('freeShippingProgress with predicates', () => {
  it('totalPrice > "59.00 USD" with a total of exactly 5900 leaves 1 cent', () => {
    const progress = freeShippingProgress({ total: usd(5900), cartDiscountPredicates: ['totalPrice > "59.00 USD"'] });
    expect(progress).toEqual({ threshold: usd(5900), remaining: usd(1), qualified: false, strict: true });
  });

  it('totalPrice >= "59.00 USD" with a total of exactly 5900 qualifies', () => {
    const progress = freeShippingProgress({ total: usd(5900), cartDiscountPredicates: ['totalPrice >= "59.00 USD"'] });
    expect(progress).toMatchObject({ remaining: usd(0), qualified: true });
  });

  it("'1 = 1' is always met, even at 0", () => {
    expect(freeShippingProgress({ total: usd(0), cartDiscountPredicates: ['1 = 1'] })).toEqual({
      threshold: undefined,
      remaining: usd(0),
      qualified: true,
      strict: false,
    });
  });

  it('a customer tag of $35 makes 3400 cents 100 away', () => {
    const progress = freeShippingProgress({ total: usd(3400), customerTags: ['alst-35-free-shipping'] });
    expect(progress.remaining).toEqual(usd(100));
  });

  it('remaining is never negative nor above the threshold, and qualified iff 0 (property)', () => {
    const predicate = fc
      .tuple(fc.constantFrom('>', '>='), fc.integer({ min: 1, max: 1_000_000 }))
      .map(
        ([op, cents]) => `totalPrice ${op} "${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')} USD"`,
      );
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.option(predicate),
        fc.array(fc.integer({ min: 0, max: 500 })),
        (total, pred, tags) => {
          const progress = freeShippingProgress({
            total: usd(total),
            customerTags: tags.map((n) => `alst-${n}-free-shipping`),
            cartDiscountPredicates: pred ? [pred] : [],
          });
          const threshold = progress.threshold?.cents ?? 0;
          expect(progress.remaining.cents).toBeGreaterThanOrEqual(0);
          expect(progress.remaining.cents).toBeLessThanOrEqual(Math.max(threshold, progress.strict ? 1 : 0));
          expect(progress.qualified).toBe(progress.remaining.cents === 0);
          if (!progress.strict) expect(progress.remaining.cents).toBe(Math.max(0, threshold - total));
        },
      ),
    );
  });
});

describe('freeShippingMessage', () => {
  it('tells how far away or that the cart qualified', () => {
    expect(freeShippingMessage(freeShippingProgress({ total: usd(4666) }))).toBe(
      "You're $12.34 away from FREE shipping!",
    );
    expect(freeShippingMessage(freeShippingProgress({ total: usd(5900) }))).toBe("You've qualified for FREE shipping!");
  });
});

describe('freeShippingInputsOf (the overrides a cart carries)', () => {
  it("reads the customer's tags from the cart custom field orderTags", () => {
    expect(freeShippingInputsOf({ custom: { orderTags: 'vip, alst-49-free-shipping' } })).toEqual({
      customerTags: ['vip', 'alst-49-free-shipping'],
    });
    expect(freeShippingInputsOf({ custom: { orderTags: 'gift,rush' } })).toEqual({ customerTags: ['gift', 'rush'] });
  });

  it('has no inputs without a cart or tags, so the $59 default applies', () => {
    expect(freeShippingInputsOf(undefined)).toEqual({});
    expect(freeShippingInputsOf({ custom: {} })).toEqual({});
    expect(freeShippingInputsOf({ custom: { orderTags: ' , ' } })).toEqual({});
  });

  it('lowers the threshold to $49 with alst-49-free-shipping: 2598 cents leave $23.02', () => {
    const inputs = freeShippingInputsOf({ custom: { orderTags: 'alst-49-free-shipping' } });
    expect(freeShippingMessage(freeShippingProgress({ total: usd(2598), ...inputs }))).toBe(
      "You're $23.02 away from FREE shipping!",
    );
  });
});
