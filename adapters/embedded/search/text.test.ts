import { describe, expect, it } from 'vitest';
import { editDistance, normalize, plainText, prefixDistance, typoBudget, wordMatch, words } from './text';

/** Text rules of the embedded index (Algolia's typo tolerance defaults). */
describe('search text rules', () => {
  it('splits words on anything but letters and digits and folds case and accents', () => {
    expect(words("Baker's Gluten-Free 2-lb Crème")).toEqual(['Baker', 's', 'Gluten', 'Free', '2', 'lb', 'Crème']);
    expect(normalize('Crème BRÛLÉE')).toBe('creme brulee');
  });

  it('allows no typo under 4 letters, 1 from 4, 2 from 8', () => {
    expect([3, 4, 7, 8, 12].map((n) => typoBudget('x'.repeat(n)))).toEqual([0, 1, 1, 2, 2]);
  });

  it('measures edit distance, a swap of neighbours as one typo, stopping past the maximum', () => {
    expect(editDistance('almonds', 'almnds', 2)).toBe(1);
    expect(editDistance('cashews', 'cashwes', 2)).toBe(1);
    expect(editDistance('cashews', 'cashwes', 2, false)).toBe(2);
    expect(editDistance('cashews', 'cashw', 2)).toBe(2);
    expect(editDistance('almonds', 'pecans', 1)).toBe(2);
  });

  it('finds a typo inside a prefix, preferring the longest prefix', () => {
    expect(prefixDistance('cashews', 'cashw', 1)).toEqual({ distance: 1, length: 6 });
    expect(prefixDistance('pecans', 'cashw', 1).distance).toBe(2);
  });

  it('matches whole words, the last query word as a prefix, with typos when allowed', () => {
    expect(wordMatch('almonds', 'almonds', false, true)).toEqual({ typos: 0, length: 7 });
    expect(wordMatch('almonds', 'alm', true, true)).toEqual({ typos: 0, length: 3 });
    expect(wordMatch('almonds', 'alm', false, true)).toBeUndefined();
    expect(wordMatch('almonds', 'almnds', false, true)).toEqual({ typos: 1, length: 7 });
    expect(wordMatch('almonds', 'almnds', false, false)).toBeUndefined();
    expect(wordMatch('cashews', 'cashw', true, true)).toEqual({ typos: 1, length: 6 });
    expect(wordMatch('nut', 'nuts', false, true)).toEqual({ typos: 1, length: 3 });
    expect(wordMatch('oat', 'nut', false, true)).toBeUndefined();
  });

  it('reads descriptions as plain text', () => {
    expect(plainText('<p>Crunchy &amp; <b>roasted</b></p><ul><li>Salted</li></ul>')).toBe('Crunchy & roasted Salted');
  });
});
