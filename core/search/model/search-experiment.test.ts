import { describe, expect, it } from 'vitest';
import { filtersFirst, searchVariantLetter } from './search-experiment';

describe('search experiment variants (shell-account §4 "letters A, B and so on by variant id")', () => {
  it('letters variant ids 1, 2, 3 … as A, B, C …', () => {
    expect(searchVariantLetter(1)).toBe('A');
    expect(searchVariantLetter(2)).toBe('B');
    expect(searchVariantLetter(3)).toBe('C');
    expect(searchVariantLetter(26)).toBe('Z');
  });
  it('has no letter for ids outside 1 to 26', () => {
    expect(searchVariantLetter(0)).toBeUndefined();
    expect(searchVariantLetter(27)).toBeUndefined();
    expect(searchVariantLetter(1.5)).toBeUndefined();
  });
  it('puts the filters first for variant B only', () => {
    expect(filtersFirst('B')).toBe(true);
    expect(filtersFirst('A')).toBe(false);
    expect(filtersFirst(undefined)).toBe(false);
  });
});
