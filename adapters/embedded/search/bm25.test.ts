import { describe, expect, it } from 'vitest';
import { bm25, fuzzyWeight, inverseDocumentFrequency, prefixWeight } from './bm25';

describe('bm25', () => {
  it('weighs rare terms higher: ln(1 + (N − n + 0.5) / (n + 0.5))', () => {
    expect(inverseDocumentFrequency(1, 3)).toBe(0.9808292530117264);
    expect(inverseDocumentFrequency(2, 3)).toBe(0.4700036292457356);
  });

  it('scores one field with saturation k 1.2, length normalisation b 0.7 and δ 0.5', () => {
    const idf = inverseDocumentFrequency(1, 3);
    expect(bm25(idf, 1, 2, 2)).toBe(1.4712438795175897);
    // Twice the occurrences in a field twice as long as the average: a little more, not twice as much.
    expect(bm25(idf, 2, 4, 2)).toBe(1.5586445060235852);
  });

  it('weighs words reached by prefix (0.375) and by typos (0.45) below the word itself (1)', () => {
    expect(prefixWeight(7, 3)).toBe(0.3201219512195122); // 'alm' → 'almonds'
    expect(fuzzyWeight(7, 1)).toBe(0.39375); // 'almondz' → 'almonds'
  });
});
