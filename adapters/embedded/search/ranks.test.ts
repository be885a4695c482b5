import { describe, expect, it } from 'vitest';
import { denseRanks, denseRanksOf, sortedOrder } from './ranks';

describe('denseRanksOf', () => {
  it('ranks numeric keys as denseRanks does with their difference, equal keys sharing a rank', () => {
    const keys = Float64Array.from([12.99, -3, 0, 12.99, -0, 7]);
    expect([...denseRanksOf(keys)!]).toEqual([...denseRanks(keys.length, (a, b) => keys[a]! - keys[b]!)]);
    expect([...denseRanksOf(keys)!]).toEqual([3, 0, 1, 3, 1, 2]);
    expect(denseRanksOf(Float64Array.from([1, Number.NaN]))).toBeUndefined();
  });
});

describe('sortedOrder', () => {
  it('orders by sort rank, custom rank, document, then position, as the comparator does', () => {
    // documents: 0 → records 2, 3 (positions 0, 1); 1 → record 0; 2 → records 1, 4 (positions 0, 1)
    const docOrd = Int32Array.from([1, 2, 0, 0, 2]);
    const position = Int32Array.from([0, 0, 0, 1, 1]);
    const docStart = Int32Array.from([2, 0, 1]);
    const sortRank = Int32Array.from([1, 0, 1, 0, 0]);
    const customRank = Int32Array.from([0, 1, 0, 1, 1]);
    const expected = [0, 1, 2, 3, 4].sort(
      (a, b) =>
        sortRank[a]! - sortRank[b]! ||
        customRank[a]! - customRank[b]! ||
        docOrd[a]! - docOrd[b]! ||
        position[a]! - position[b]!,
    );
    expect([...sortedOrder(sortRank, customRank, docStart, docOrd, position)]).toEqual(expected);
    expect(expected).toEqual([3, 1, 4, 2, 0]);
  });
});
