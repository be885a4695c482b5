import { describe, expect, it } from 'vitest';
import { formatMoney, groupThousands, usd } from './money';

describe('money formatting', () => {
  it('groups thousands with commas', () => {
    expect([0, 7, 999, 1000, 12_345, 999_999, 1_234_567].map(groupThousands)).toEqual([
      '0',
      '7',
      '999',
      '1,000',
      '12,345',
      '999,999',
      '1,234,567',
    ]);
  });

  it('formats cents as US dollars, negative amounts with a leading minus', () => {
    expect([5900, -150, 0, 7, 99, 100_000, 123_456_789].map((c) => formatMoney(usd(c)))).toEqual([
      '$59.00',
      '-$1.50',
      '$0.00',
      '$0.07',
      '$0.99',
      '$1,000.00',
      '$1,234,567.89',
    ]);
  });
});
