import { describe, expect, it } from 'vitest';
import type { SearchProductRecord } from '../../../ports/search';
import { countFacets } from './facets';
import { matches } from './filter-match';
import { parseFilters } from './filter-parser';
import { PRODUCT_REPLICAS, PRODUCTS } from './index-definitions';
import { ColumnarUnsupported, RecordTable } from './record-table';
import { denseRanks, smallest, topValues } from './ranks';
import { productRecords, productText } from './records';
import { IndexData } from './search-index';
import { seededCatalogue } from './testing/catalogues';

function seededTable(): RecordTable<SearchProductRecord> {
  const { products, categories } = seededCatalogue();
  const byKey = new Map(categories.map((c) => [c.key, c]));
  const data = new IndexData<SearchProductRecord>(PRODUCTS);
  for (const p of products) data.put(p.key, productText(p, byKey), productRecords(p, byKey));
  return data.table();
}

describe('RecordTable', () => {
  const table = seededTable();
  const records = table.entries.map((e) => e.record);

  it.each([
    'categories.lvl0:Nuts',
    'NOT inStock:false AND price > 10',
    '(tags:vegan OR tags:organic) AND NOT bulk:true',
    'price:5 TO 20',
    'unitName:"1 LB"',
    'price != 9.99',
    'Product.key:none',
    'traits:searchable AND (price < 3 OR price >= 100)',
  ])('filters %s as filter-match does', (text) => {
    const node = parseFilters(text);
    const expected = records.flatMap((r, i) => (matches(r, node) ? [i] : []));
    expect([...table.filter(node)!.toArray()]).toEqual(expected);
  });

  it('counts facets and stats as facets.ts does, over any subset', () => {
    const subset = Int32Array.from(records.keys()).filter((i) => i % 3 !== 0);
    for (const attributes of [['*'], ['price', 'tags'], ['missing']]) {
      for (const limit of [0, 5, 100]) {
        const expected = countFacets(
          [...subset].map((i) => records[i]),
          attributes,
          PRODUCTS.facetable,
          limit,
        );
        expect(table.countFacets(subset, attributes, PRODUCTS.facetable, limit)).toEqual(expected);
      }
    }
  });

  it('orders a replica by its sort, then custom ranking, document and position', () => {
    const { order } = table.view(PRODUCT_REPLICAS[0]!.sort);
    const prices = [...order].map((r) => records[r]!.price);
    expect(prices.every((p, i) => i === 0 || p >= prices[i - 1]!)).toBe(true);
    expect(new Set(order).size).toBe(table.size);
  });

  it('refuses a column mixing numbers and text under one key', () => {
    const mixed = new IndexData<SearchProductRecord>(PRODUCTS);
    const [a, b] = records as [SearchProductRecord, SearchProductRecord];
    mixed.put('a', { name: 'a' }, [{ ...a, tags: ['1'] }]);
    mixed.put('b', { name: 'b' }, [{ ...b, tags: [1 as unknown as string] }]);
    expect(() => mixed.table().column('tags')).toThrow(ColumnarUnsupported);
  });
});

describe('topValues', () => {
  it('takes the largest counts, ties by ascending id, never zeros', () => {
    const counts = Int32Array.from([2, 5, 0, 2, 5, 1, 2]);
    expect(topValues(counts, 3)).toEqual([1, 4, 0]);
    expect(topValues(counts, 10)).toEqual([1, 4, 0, 3, 6, 5]);
    expect(topValues(counts, 0)).toEqual([]);
    expect(topValues(new Int32Array(4), 2)).toEqual([]);
  });
});

describe('smallest and denseRanks', () => {
  it('gives the k smallest in order, as a full sort would', () => {
    const items = Int32Array.from([9, 3, 7, 1, 8, 2, 6, 4, 5, 0]);
    const byValue = (a: number, b: number) => (a % 5) - (b % 5) || a - b;
    expect(smallest(items, 4, byValue)).toEqual([...items].sort(byValue).slice(0, 4));
    expect(smallest(items, 20, byValue)).toEqual([...items].sort(byValue));
    expect(smallest(items, 0, byValue)).toEqual([]);
  });

  it('ranks equal items equally', () => {
    expect([...denseRanks(5, (a, b) => (a % 2) - (b % 2))]).toEqual([0, 1, 0, 1, 0]);
  });
});
