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
    expect(postings(index, 'almonds', 0)).toEqual([
      [0, 1],
      [1, 1],
    ]);
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
    expect(postings(index, 'almonds', 0)).toEqual([
      [0, 1],
      [1, 1],
      [2, 1],
    ]);
    expect(index.averageFieldLength(1)).toBe(2);
    index.remove('missing');
    expect(() => index.add('a', { name: 'again' })).toThrow('already indexed');
  });
});

describe('InvertedIndex.addAll', () => {
  const docs = [
    { doc: 'c', text: { name: 'Crème Cashews', description: 'Creamy cashews' } },
    { doc: 'a', text: { name: 'Roasted Almonds', description: 'Almonds roasted in almond oil' } },
    { doc: 'b', text: { name: 'Raw Almonds', description: 'Raw' } },
  ];

  it('lays documents out in text order with ascending postings, averaging as add in the given order does', () => {
    const bulk = new InvertedIndex(['name', 'description']);
    bulk.addAll(docs.map((d) => ({ doc: d.doc, text: () => d.text })));
    const one = new InvertedIndex(['name', 'description']);
    for (const d of docs) one.add(d.doc, d.text);
    expect([0, 1, 2].map((s) => bulk.doc(s))).toEqual(['a', 'b', 'c']);
    expect([0, 1, 2].map((s) => one.doc(s))).toEqual(['c', 'a', 'b']);
    const { data, used } = bulk.posting(bulk.termId('almonds')!, 0);
    expect(Array.from(data!.subarray(0, used))).toEqual([0, 1, 1, 1]);
    expect(bulk.averageFieldLength(1)).toBe(one.averageFieldLength(1));
    expect(bulk.averageFieldLength(1)).toBeCloseTo(8 / 3, 14);
    expect(bulk.fieldLength(bulk.slot('a')!, 1)).toBe(5);
    expect(bulk.documentCount).toBe(3);
    bulk.remove('a');
    expect(postings(bulk, 'almonds', 0)).toEqual([[1, 1]]);
    bulk.add('d', { name: 'Smoked Almonds', description: 'Smoky' });
    expect(bulk.slot('d')).toBe(0);
    bulk.remove('d');
    bulk.remove('c');
    expect(postings(bulk, 'almonds', 0)).toEqual([[1, 1]]);
    expect(postings(bulk, 'cashews', 1)).toEqual([]);
    expect(bulk.withPrefix('s')).toEqual([]);
  });

  it('refuses a non-empty index and a repeated document', () => {
    const index = new InvertedIndex(['name']);
    expect(() =>
      index.addAll([
        { doc: 'x', text: () => ({ name: 'x' }) },
        { doc: 'x', text: () => ({ name: 'y' }) },
      ]),
    ).toThrow('already indexed');
    expect(index.documentCount).toBe(0);
    index.add('a', { name: 'a' });
    expect(() => index.addAll([{ doc: 'b', text: () => ({ name: 'b' }) }])).toThrow('empty index');
  });
});
