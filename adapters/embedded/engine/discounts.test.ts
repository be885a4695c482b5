import fc from 'fast-check';
import { DEMO_CART_DISCOUNTS, DEMO_DISCOUNT_CODES, type CartDiscountDef, type DiscountCodeDef } from './demo-discounts';
import { codeState, discountPerLine, distribute, toCartDiscountCode } from './discounts';

const code = (c: string): DiscountCodeDef => DEMO_DISCOUNT_CODES.find((d) => d.code === c)!;
const discountsOf = (d: DiscountCodeDef): CartDiscountDef[] =>
  d.cartDiscountIds.map((id) => DEMO_CART_DISCOUNTS.find((x) => x.id === id)!);

describe('codeState', () => {
  it('MatchesCart for an active code whose discount predicate matches', () => {
    expect(codeState(code('SAVE10'), discountsOf(code('SAVE10')), 100, false)).toBe('MatchesCart');
    expect(codeState(code('NUTS5'), discountsOf(code('NUTS5')), 4000, false)).toBe('MatchesCart');
  });

  it('DoesNotMatchCart below the predicate threshold', () => {
    expect(codeState(code('NUTS5'), discountsOf(code('NUTS5')), 3999, false)).toBe('DoesNotMatchCart');
  });

  it('MaxApplicationReached when the code was applied maxApplications times', () => {
    expect(codeState(code('SUMMER15'), discountsOf(code('SUMMER15')), 10_000, false)).toBe('MaxApplicationReached');
    expect(codeState({ ...code('SUMMER15'), applicationCount: 99 }, discountsOf(code('SUMMER15')), 10_000, false)).toBe(
      'MatchesCart',
    );
  });

  it('NotActive for an inactive code, before any other check', () => {
    expect(codeState(code('OLDNUTS'), discountsOf(code('OLDNUTS')), 10_000, false)).toBe('NotActive');
    expect(codeState({ ...code('SUMMER15'), isActive: false }, discountsOf(code('SUMMER15')), 10_000, false)).toBe(
      'NotActive',
    );
  });

  it('NotValid when none of its cart discounts is active', () => {
    const inactive = discountsOf(code('SAVE10')).map((d) => ({ ...d, isActive: false }));
    expect(codeState(code('SAVE10'), inactive, 10_000, false)).toBe('NotValid');
    expect(codeState(code('SAVE10'), [], 10_000, false)).toBe('NotValid');
  });

  it('ApplicationStoppedByPreviousDiscount when a previous discount stopped it', () => {
    expect(codeState(code('SAVE10'), discountsOf(code('SAVE10')), 10_000, true)).toBe(
      'ApplicationStoppedByPreviousDiscount',
    );
  });
});

describe('distribute', () => {
  it('splits in proportion to the line totals', () => {
    expect(distribute(400, [1000, 3000])).toEqual([100, 300]);
    expect(distribute(500, [3000, 1000])).toEqual([375, 125]);
  });

  it('gives leftover cents by largest remainder, ties to the earlier line', () => {
    expect(distribute(100, [3333, 3333, 3334])).toEqual([33, 33, 34]);
    expect(distribute(500, [1500, 1500, 1100])).toEqual([183, 183, 134]);
    expect(distribute(2, [1000, 1000, 1000])).toEqual([1, 1, 0]);
  });

  it('never gives more than the total, and nothing for zero or negative amounts or an empty cart', () => {
    expect(distribute(500, [100, 200])).toEqual([100, 200]);
    expect(distribute(0, [100, 200])).toEqual([0, 0]);
    expect(distribute(-5, [100, 200])).toEqual([0, 0]);
    expect(distribute(500, [0, 0])).toEqual([0, 0]);
    expect(distribute(500, [])).toEqual([]);
  });

  it('property: sums exactly to min(amount, total), within a cent of the exact share, never above a line total', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 20 }),
        (amount, totals) => {
          const out = distribute(amount, totals);
          const total = totals.reduce((a, b) => a + b, 0);
          const capped = Math.min(amount, total);
          expect(out).toHaveLength(totals.length);
          expect(out.reduce((a, b) => a + b, 0)).toBe(capped);
          out.forEach((cents, i) => {
            const t = totals[i]!;
            expect(Number.isInteger(cents)).toBe(true);
            expect(cents).toBeGreaterThanOrEqual(0);
            expect(cents).toBeLessThanOrEqual(t);
            if (total > 0) expect(Math.abs(cents - (capped * t) / total)).toBeLessThan(1);
          });
        },
      ),
    );
  });
});

describe('discountPerLine', () => {
  const relative = discountsOf(code('SAVE10'))[0]!;
  const absolute = discountsOf(code('NUTS5'))[0]!;

  it('rounds a relative discount half up on each line', () => {
    expect(discountPerLine(relative, [15, 25, 14, 1295, 2598])).toEqual([2, 3, 1, 130, 260]);
  });

  it('distributes an absolute discount over the lines', () => {
    expect(discountPerLine(absolute, [3000, 1000])).toEqual([375, 125]);
    expect(discountPerLine(absolute, [200, 100])).toEqual([200, 100]);
  });
});

describe('toCartDiscountCode', () => {
  it("builds the cart's view of a code with the given state", () => {
    expect(toCartDiscountCode(code('NUTS5'), 'DoesNotMatchCart')).toEqual({
      id: 'dc-nuts5',
      code: 'NUTS5',
      name: '$5 off $40',
      description: '$5 off orders of $40 or more',
      state: 'DoesNotMatchCart',
      cartDiscountIds: ['cd-five-off-forty'],
    });
  });
});
