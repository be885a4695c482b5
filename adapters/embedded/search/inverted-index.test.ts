import { describe, expect, it } from 'vitest';
import { InvertedIndex } from './inverted-index';

function postings(index: InvertedIndex, term: string, field: number): number[][] {
  const id = index.termId(term);
  if (id === undefined) return [];
  const { data, used } = index.posting(id, field);
  const out: number[][] = [];
  for (let e = 0; data && e < used; e += 2) out.push([data[e]!, data[e + 1]!]);
  return out.sort((a, b) => a[0]! - b[0]!);
}

describe('InvertedIndex', () => {
  const build = (): InvertedIndex => {
    const index = new InvertedIndex(['name', 'description']);
    index.add('a', { name: 'Roasted Almonds', description: 'Almonds roasted in almond oil' });
    index.add('b', { name: 'Raw Almonds', description: 'Raw' });
    index.add('c', { name: 'Crème Cashews', description: 'Creamy cashews' });
    return index;
  };

  it('keeps per field the documents holding a normalised word and how often', () => {
    const index = build();
    expect(postings(index, 'almonds', 0)).toEqual([[0, 1], [1, 1]]);
    expect(postings(index, 'almonds', 1)).toEqual([[0, 1]]);
    expect(postings(index, 'cashews', 1)).toEqual([[2, 1]]);
    expect(postings(index, 'creme', 0)).toEqual([[2, 1]]);
    expect(index.documentCount).toBe(3);
  });

  it('measures fields in distinct words as typed, averaged over the documents', () => {
    const index = build();
    expect(index.fieldLength(0, 1)).toBe(5); // 'Almonds roasted in almond oil'
    expect(index.fieldLength(2, 1)).toBe(2);
    expect(index.averageFieldLength(0)).toBe(2);
    expect(index.averageFieldLength(1)).toBeCloseTo(8 / 3, 14);
  });

  it('lists the words under a prefix in text order', () => {
    const index = build();
    expect(index.withPrefix('alm')).toEqual(['almond', 'almonds']);
    expect(index.withPrefix('almonds')).toEqual(['almonds']);
    expect(index.withPrefix('z')).toEqual([]);
    expect(index.typoCandidates().near('cashwes', 1, false)).toEqual(['cashews']);
  });

  it('removes a document from its postings, the averages and the vocabulary, and reuses its slot', () => {
    const index = build();
    index.remove('c');
    expect(postings(index, 'cashews', 1)).toEqual([]);
    expect(index.withPrefix('c')).toEqual([]);
    expect(index.averageFieldLength(1)).toBe(3);
    expect(index.slot('c')).toBeUndefined();
    index.add('d', { name: 'Smoked Almonds', description: '' });
    expect(index.slot('d')).toBe(2);
    expect(index.doc(2)).toBe('d');
    expect(postings(index, 'almonds', 0)).toEqual([[0, 1], [1, 1], [2, 1]]);
    expect(index.averageFieldLength(1)).toBe(2);
    index.remove('missing');
    expect(() => index.add('a', { name: 'again' })).toThrow('already indexed');
  });
});
