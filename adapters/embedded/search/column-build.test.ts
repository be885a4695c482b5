import { describe, expect, it } from 'vitest';
import type { SearchRecord } from '../../../ports/search';
import { buildColumn } from './column-build';
import { ColumnarUnsupported, countColumn, NO_SET, recordRuns, type FacetColumn } from './facet-column';
import type { Entry } from './search-index';

const entriesOf = (records: unknown[], docs: string[]): Entry<SearchRecord>[] =>
  records.map((record, i) => ({ record: record as SearchRecord, doc: docs[i]!, position: i }));

const perRecord = (c: FacetColumn): string[][] =>
  Array.from({ length: c.offsets.length - 1 }, (_, r) =>
    [...c.ids.subarray(c.offsets[r]!, c.offsets[r + 1]!)].map((id) => c.keys[id]!),
  );

describe('buildColumn', () => {
  it('gives each record its distinct values in first-seen order, ids in text order, records per value', () => {
    const shared = ['vegan', 'raw', 'vegan'];
    const records = [{ tags: shared }, { tags: shared }, { tags: ['kosher', ['raw']] }, {}, { tags: 'Vegan' }];
    const c = buildColumn(entriesOf(records, ['a', 'a', 'b', 'c', 'd']), Int32Array.from([0, 0, 1, 2, 3]), 'tags');
    if (c instanceof ColumnarUnsupported) throw c;
    expect(c.keys).toEqual(['Vegan', 'kosher', 'raw', 'vegan']);
    expect(perRecord(c)).toEqual([['vegan', 'raw'], ['vegan', 'raw'], ['kosher', 'raw'], [], ['Vegan']]);
    expect([...c.postingOffsets]).toEqual([0, 1, 2, 5, 7]);
    expect([...c.records]).toEqual([4, 2, 0, 1, 2, 0, 1]);
    expect(c.perDocument).toBe(true);
    expect(c.single).toBeUndefined();
    expect(c.numeric).toBe(false);
  });

  it('numbers the distinct sets of a multi-valued column, and counts by set what counting each value gives', () => {
    const free = ['egg-free', 'milk-free'];
    const records = Array.from({ length: 12 }, (_, r) =>
      r % 4 === 3 ? {} : { freeFrom: r % 4 === 2 ? ['milk-free'] : r % 4 === 1 ? [...free] : free },
    );
    const docOrd = Int32Array.from(records.keys());
    const c = buildColumn(
      entriesOf(
        records,
        records.map((_, r) => `d${r}`),
      ),
      docOrd,
      'freeFrom',
    );
    if (c instanceof ColumnarUnsupported) throw c;
    expect([...c.sets!.setOf]).toEqual([0, 0, 1, NO_SET, 0, 0, 1, NO_SET, 0, 0, 1, NO_SET]);
    expect(perRecord({ ...c, offsets: c.sets!.offsets, ids: c.sets!.ids })).toEqual([
      ['egg-free', 'milk-free'],
      ['milk-free'],
    ]);
    const some = Int32Array.from([0, 2, 3, 5, 6, 10]);
    const bySet = countColumn(c, recordRuns(some, docOrd), 10);
    const byValue = countColumn({ ...c, sets: undefined }, recordRuns(some, docOrd), 10);
    expect(bySet).toEqual({ facets: { 'milk-free': 5, 'egg-free': 2 }, stats: undefined });
    expect(bySet).toEqual(byValue);
  });

  it('reads nested paths, through arrays of objects too, and keeps single-valued numeric columns', () => {
    const records = [{ p: { price: 2.5 } }, { p: { price: 1 } }, { p: [{ price: 2.5 }] }, { p: null }];
    const c = buildColumn(entriesOf(records, ['a', 'a', 'b', 'c']), Int32Array.from([0, 0, 1, 2]), 'p.price');
    if (c instanceof ColumnarUnsupported) throw c;
    expect(c.keys).toEqual(['1', '2.5']);
    expect([...c.single!]).toEqual([1, 0, 1, -1]);
    expect(c.perDocument).toBe(false);
    expect([...c.cents]).toEqual([100, 250]);
  });

  it('refuses a key held as a number and as text, and NaN', () => {
    const mixed = buildColumn(entriesOf([{ v: 1 }, { v: '1' }], ['a', 'b']), Int32Array.from([0, 1]), 'v');
    expect(mixed).toBeInstanceOf(ColumnarUnsupported);
    const nan = buildColumn(entriesOf([{ v: Number.NaN }], ['a']), Int32Array.from([0]), 'v');
    expect(nan).toBeInstanceOf(ColumnarUnsupported);
  });
});
