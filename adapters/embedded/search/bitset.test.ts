import { describe, expect, it } from 'vitest';
import { Bitset, popcount } from './bitset';

describe('Bitset', () => {
  it('adds, tests, counts and lists indexes ascending, across word boundaries', () => {
    const b = Bitset.of(70, [69, 0, 31, 32, 5]);
    expect([...b.toArray()]).toEqual([0, 5, 31, 32, 69]);
    expect(b.count()).toBe(5);
    expect(b.has(31) && b.has(32) && !b.has(33)).toBe(true);
  });

  it('complements within its size only', () => {
    const b = Bitset.of(33, [1, 32]).not();
    expect(b.count()).toBe(31);
    expect(b.has(0) && !b.has(1) && !b.has(32)).toBe(true);
    expect(Bitset.full(33).count()).toBe(33);
    expect(Bitset.full(64).count()).toBe(64);
  });

  it('intersects and unites in place', () => {
    const a = Bitset.of(40, [1, 2, 3, 35]);
    expect([...Bitset.of(40, [2, 35, 39]).andInPlace(a).toArray()]).toEqual([2, 35]);
    expect([...Bitset.of(40, [0]).orInPlace(a).toArray()]).toEqual([0, 1, 2, 3, 35]);
  });

  it('popcounts 32-bit words', () => {
    expect(popcount(0)).toBe(0);
    expect(popcount(0xffffffff)).toBe(32);
    expect(popcount(0b1011)).toBe(3);
  });
});
