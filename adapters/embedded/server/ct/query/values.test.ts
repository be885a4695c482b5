import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  freeJsonCandidates,
  compareCodePoints,
  compareComparable,
  jsonComparable,
  parseInstant,
  toComparable,
} from './values';

describe('compareCodePoints', () => {
  it('orders by code points, astral characters after every BMP character', () => {
    expect(compareCodePoints('\u{1F600}', '\uFFFF')).toBeGreaterThan(0);
    expect('\u{1F600}' < '\uFFFF').toBe(true);
    expect(compareCodePoints('B', 'a')).toBeLessThan(0);
    expect(compareCodePoints('ab', 'a')).toBeGreaterThan(0);
    expect(compareCodePoints('', '')).toBe(0);
  });

  it('agrees with comparing arrays of code points', () => {
    const points = (s: string) => [...s].map((c) => c.codePointAt(0)!);
    const reference = (a: string, b: string) => {
      const x = points(a);
      const y = points(b);
      for (let i = 0; i < Math.min(x.length, y.length); i += 1) if (x[i] !== y[i]) return Math.sign(x[i]! - y[i]!);
      return Math.sign(x.length - y.length);
    };
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'grapheme' }), (a, b) => {
        expect(Math.sign(compareCodePoints(a, b))).toBe(reference(a, b));
      }),
    );
  });
});

describe('parseInstant', () => {
  it('reads ISO dates and date-times, with or without zone (UTC) and fraction', () => {
    expect(parseInstant('2024-05-01')).toBe(Date.UTC(2024, 4, 1));
    expect(parseInstant('2024-05-01T14:00:00+02:00')).toBe(Date.UTC(2024, 4, 1, 12));
    expect(parseInstant('2024-05-01T12:00')).toBe(Date.UTC(2024, 4, 1, 12));
    expect(parseInstant('2024-05-01T12:00:00.123456Z')).toBe(Date.UTC(2024, 4, 1, 12, 0, 0, 123));
  });

  it('refuses anything else', () => {
    for (const s of ['yesterday', '2024-5-1', '2024-05-01 12:00', '2024-13-45', ''])
      expect(parseInstant(s)).toBeUndefined();
  });
});

describe('toComparable', () => {
  const lit = (value: string | number | boolean, fromVariable?: string) =>
    typeof value === 'string'
      ? { kind: 'string' as const, value, ...(fromVariable ? { fromVariable } : {}) }
      : typeof value === 'number'
        ? { kind: 'number' as const, value }
        : { kind: 'boolean' as const, value };

  it('keeps literals of the field’s type and converts variables’ text', () => {
    expect(toComparable('number', lit(3))).toBe(3);
    expect(toComparable('number', lit('3'))).toBeUndefined();
    expect(toComparable('number', lit('-3.5', 'v'))).toBe(-3.5);
    expect(toComparable('number', lit('3e2', 'v'))).toBeUndefined();
    expect(toComparable('boolean', lit('true', 'v'))).toBe(true);
    expect(toComparable('boolean', lit('true'))).toBeUndefined();
    expect(toComparable('date', lit('2024-01-31'))).toBe('2024-01-31');
    expect(toComparable('time', lit('13:45:00.000'))).toBe('13:45:00.000');
    expect(toComparable('datetime', lit('2024-01-31T00:00:00Z'))).toBe(Date.UTC(2024, 0, 31));
  });

  it('reads JSON values of a kind, and compares only values of one type', () => {
    expect(jsonComparable('datetime', '2024-01-31T00:00:00Z')).toBe(Date.UTC(2024, 0, 31));
    expect(jsonComparable('number', '3')).toBeUndefined();
    expect(compareComparable(1, '1')).toBeUndefined();
    expect(compareComparable(false, true)).toBeLessThan(0);
  });

  it('offers the number and boolean a variable spells for free-form values', () => {
    expect(freeJsonCandidates(lit('12', 'v'))).toEqual(['12', 12]);
    expect(freeJsonCandidates(lit('false', 'v'))).toEqual(['false', false]);
    expect(freeJsonCandidates(lit('12'))).toEqual(['12']);
  });
});
