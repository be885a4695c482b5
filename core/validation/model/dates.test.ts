import fc from 'fast-check';
import { daysInMonth, parseIsoDate } from './dates';

describe('parseIsoDate (spec: core-cart-checkout §5, §8 Invalid date)', () => {
  it.each(['2025-01-31', '2024-02-29', '2000-02-29', '2025-12-01'])('accepts %s', (date) => {
    expect(parseIsoDate(date)).toEqual({ ok: true, value: date });
  });

  it.each([
    '2025-02-29',
    '1900-02-29',
    '2025-04-31',
    '2025-13-01',
    '2025-00-10',
    '2025-01-00',
    '0000-01-01',
    '2025-1-5',
    '2025/01/05',
    '20250105',
    '2025-01-05T00:00:00Z',
    ' 2025-01-05',
    '',
    'tomorrow',
  ])("rejects %j with 'Invalid date string: {value}'", (value) => {
    expect(parseIsoDate(value)).toEqual({
      ok: false,
      error: { code: 'validation/invalid-date', message: `Invalid date string: ${value}`, details: { value } },
    });
  });

  it('agrees with the Gregorian calendar for every day (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9999 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        (year, month, day) => {
          const text = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
          const utc = new Date(0);
          utc.setUTCFullYear(year, month - 1, day);
          const real = utc.getUTCDate() === day;
          expect(parseIsoDate(text).ok).toBe(real);
        },
      ),
    );
  });

  it('knows month lengths', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((m) => daysInMonth(2023, m))).toEqual([
      31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
    ]);
    expect(daysInMonth(2024, 2)).toBe(29);
  });
});
