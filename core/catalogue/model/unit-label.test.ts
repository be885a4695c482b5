import { describe, expect, it } from 'vitest';
import { unitNameFor, unitSizeFor } from './unit-label';

// spec: catalogue-gifting §9 Unit labels; core-cart-checkout §9.

describe('unitNameFor', () => {
  it.each([
    [0.5, 'Snack Pack'],
    [8, 'Snack Pack'],
    [11.99, 'Snack Pack'],
    [12, 'Value Pack'], // exactly 12 oz
    [12.01, 'Value Pack'],
    [16, 'Value Pack'],
    [24, 'Value Pack'], // 1.5 lb
    [24.01, 'Value Pack'], // over 1.5 lb but under 2 lb: the Value Pack rule is checked first
    [31.99, 'Value Pack'],
    [32, 'Bulk Pack'], // 2 lb
    [48, 'Bulk Pack'],
    [80, 'Bulk Pack'],
    [96, 'Bulk Pack'], // 6 lb
    [104, '6.5 lb'],
    [160, '10 lb'],
  ])('%f oz → %s', (ounces, expected) => expect(unitNameFor(ounces, false)).toBe(expected));

  it('names a case of more than 5 units a Case', () => {
    expect(unitNameFor(400, true)).toBe('Case'); // 25 lb case, counted in pounds
    expect(unitNameFor(400, true, 25)).toBe('Case');
    expect(unitNameFor(96, true, 6)).toBe('Case');
    expect(unitNameFor(12, true, 24)).toBe('Case'); // 24 pieces of half an ounce
  });

  it('treats a case of 5 or fewer units as a bag of its weight', () => {
    expect(unitNameFor(80, true)).toBe('Bulk Pack'); // 5 lb
    expect(unitNameFor(400, true, 5)).toBe('25 lb');
    expect(unitNameFor(16, true, 4)).toBe('Value Pack');
    expect(unitNameFor(160, false, 10)).toBe('10 lb'); // not a case
  });

  it('rejects a weight that is not positive', () => {
    expect(() => unitNameFor(0, false)).toThrow(RangeError);
    expect(() => unitNameFor(-1, true)).toThrow(RangeError);
    expect(() => unitNameFor(Number.NaN, false)).toThrow(RangeError);
  });
});

describe('unitSizeFor', () => {
  it.each([
    [1, '12oz'],
    [8, '12oz'],
    [12, '12oz'],
    [12.01, '32oz'],
    [16, '32oz'],
    [32, '32oz'], // up to 2 lb
    [32.01, '56oz'],
    [48, '56oz'],
    [56, '56oz'], // up to 3.5 lb
    [56.01, '80oz'],
    [80, '80oz'], // up to 5 lb
    [80.01, '96oz'],
    [96, '96oz'], // up to 6 lb
  ])('%f oz → %s', (ounces, expected) => expect(unitSizeFor(ounces)).toBe(expected));

  it('has no unit size above 6 lb', () => {
    expect(unitSizeFor(96.01)).toBeUndefined();
    expect(unitSizeFor(400)).toBeUndefined();
  });

  it('rejects a weight that is not positive', () => {
    expect(() => unitSizeFor(0)).toThrow(RangeError);
    expect(() => unitSizeFor(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
