import { priceRangeLabel } from './price-refinement';

describe('the price range chip (Gifts under $40 / $70, shell-account §2 Desktop mega menu)', () => {
  it('names a maximum only as "Under $N"', () => {
    expect(priceRangeLabel(undefined, 40)).toBe('Under $40');
    expect(priceRangeLabel(Number.NEGATIVE_INFINITY, 70)).toBe('Under $70');
  });

  it('names a minimum only, both bounds, and cents when the bound has them', () => {
    expect(priceRangeLabel(20, Number.POSITIVE_INFINITY)).toBe('$20 and up');
    expect(priceRangeLabel(20, 39.5)).toBe('$20 to $39.50');
  });

  it('is nothing without a bound', () => {
    expect(priceRangeLabel(undefined, undefined)).toBeUndefined();
    expect(priceRangeLabel(Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY)).toBeUndefined();
  });
});
