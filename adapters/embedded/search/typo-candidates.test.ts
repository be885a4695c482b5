import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../test/bench/synthetic-catalogue';
import { editDistance, prefixDistance } from './text';
import { TypoCandidates } from './typo-candidates';

const WORDS = [
  'almond',
  'almonds',
  'alms',
  'cashew',
  'cashews',
  'cashwe',
  'chocolate',
  'date',
  'dates',
  'dried',
  'raw',
  'roasted',
  'walnut',
];

/** The definition near() must cover: the words a full scan accepts. */
function scan(words: readonly string[], q: string, max: number, asPrefix: boolean): string[] {
  return words
    .filter((w) => editDistance(w, q, max) <= max || (asPrefix && prefixDistance(w, q, max).distance <= max))
    .sort();
}

describe('TypoCandidates', () => {
  const index = new TypoCandidates(WORDS);

  it('finds whole words within the bound, a swap of neighbours counting as one typo', () => {
    expect(index.near('almnod', 1, false)).toEqual(['almond']);
    expect(index.near('cashwes', 1, false)).toEqual(['cashews', 'cashwe']);
    expect(index.near('cashwes', 2, false)).toEqual(['cashew', 'cashews', 'cashwe']);
    expect(index.near('almonds', 0, false)).toEqual(['almonds']);
    expect(index.near('zzzz', 2, false)).toEqual([]);
  });

  it('finds words with a prefix within the bound for the last query word', () => {
    expect(index.near('cashw', 1, true)).toEqual(['cashew', 'cashews', 'cashwe']);
    expect(index.near('alm', 0, true)).toEqual(['almond', 'almonds', 'alms']);
  });

  it('returns a superset of what a full scan accepts, on random words', () => {
    const rnd = mulberry32(7);
    const letters = 'abcde';
    const word = (n: number) => Array.from({ length: n }, () => letters[Math.floor(rnd() * letters.length)]).join('');
    const words = [...new Set(Array.from({ length: 400 }, () => word(1 + Math.floor(rnd() * 8))))];
    const random = new TypoCandidates(words);
    for (let k = 0; k < 300; k++) {
      const q = word(1 + Math.floor(rnd() * 8));
      for (const max of [0, 1, 2]) {
        for (const asPrefix of [false, true]) {
          const found = new Set(random.near(q, max, asPrefix));
          for (const w of scan(words, q, max, asPrefix))
            expect(found.has(w), `${w} for ${q} (max ${max}, prefix ${asPrefix})`).toBe(true);
        }
      }
    }
  });
});
