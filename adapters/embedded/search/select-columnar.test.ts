import { describe, expect, it } from 'vitest';
import type { SearchProductRecord, SearchRequest } from '../../../ports/search';
import { allOf, parseFacetFilters, parseFilters, parseNumericFilters } from './filter-parser';
import { PRODUCT_REPLICAS, PRODUCTS } from './index-definitions';
import { productRecords, productText } from './records';
import { ColumnarUnsupported } from './record-table';
import { IndexData } from './search-index';
import { selectColumnar } from './select-columnar';
import { selectByScan, type IndexView } from './selection';
import { seededCatalogue } from './testing/catalogues';

/**
 * The columnar selection (pruned ranking, order walks, facet cache) against the reference scan on the
 * seeded catalogue, over queries where many documents tie or match with typos only.
 */
function seededData(bulk: boolean): IndexData<SearchProductRecord> {
  const { products, categories } = seededCatalogue();
  const byKey = new Map(categories.map((c) => [c.key, c]));
  const data = new IndexData<SearchProductRecord>(PRODUCTS);
  const docs = products.map((p) => ({
    doc: p.key,
    text: () => productText(p, byKey),
    records: productRecords(p, byKey),
  }));
  if (bulk) data.putAll(docs);
  else for (const d of docs) data.put(d.doc, d.text(), d.records);
  return data;
}

const VIEWS = [undefined, ...PRODUCT_REPLICAS.map((r) => r.sort)];
const QUERIES = ['', 'date', 'dates', 'alm', 'almnds', 'dark choc', 'chocolate', 'cashw', 'nuts', 'zzzz'];
const SHAPES: Omit<SearchRequest, 'indexName' | 'query'>[] = [
  { hitsPerPage: 5, distinct: true, filters: 'traits:searchable' },
  { hitsPerPage: 3, page: 2 },
  {
    hitsPerPage: 50,
    facets: ['*'],
    maxValuesPerFacet: 100,
    facetFilters: [['categories.lvl0:Nuts', 'categories.lvl0:Dried Fruit'], '-inStock:false'],
    numericFilters: ['price>=5'],
  },
  { hitsPerPage: 10, page: 1, distinct: true, facets: ['tags', 'price'], facetingAfterDistinct: true },
  { hitsPerPage: 20, distinct: true, facets: ['categories.lvl0'], numericFilters: ['price<=25'] },
  { hitsPerPage: 0, facets: ['*'] },
];

function filterOf(r: SearchRequest) {
  return allOf([
    r.filters === undefined ? undefined : parseFilters(r.filters),
    r.facetFilters === undefined ? undefined : parseFacetFilters(r.facetFilters),
    r.numericFilters === undefined ? undefined : parseNumericFilters(r.numericFilters),
  ]);
}

describe('selectColumnar', () => {
  for (const bulk of [true, false]) {
    it(`selects as the scan does (${bulk ? 'bulk-loaded' : 'put one by one'})`, () => {
      const data = seededData(bulk);
      let compared = 0;
      let fallbacks = 0;
      for (const sort of VIEWS) {
        const view: IndexView<SearchProductRecord> = { name: 'Products', data, ...(sort ? { sort } : {}) };
        for (const query of QUERIES) {
          for (const shape of SHAPES) {
            const request: SearchRequest = { indexName: 'Products', query, ...shape };
            let fast: ReturnType<typeof selectColumnar<SearchProductRecord>>;
            try {
              fast = selectColumnar(view, request, filterOf(request));
            } catch (e) {
              if (!(e instanceof ColumnarUnsupported)) throw e;
              fallbacks++; // runQuery scans instead (facet stats it cannot round exactly)
              continue;
            }
            const scan = selectByScan(view, request, filterOf(request));
            expect(
              { ...fast, pageEntries: fast.pageEntries.map((e) => e.record.objectID) },
              `${query} ${JSON.stringify(shape)}`,
            ).toEqual({ ...scan, pageEntries: scan.pageEntries.map((e) => e.record.objectID) });
            compared++;
          }
        }
      }
      expect(compared + fallbacks).toBe(4 * 10 * 6);
      expect(compared).toBeGreaterThan(200);
    });
  }

  it("finds the seeded 'date' products before the many one-typo 'data' matches", () => {
    const data = seededData(true);
    const request: SearchRequest = { indexName: 'Products', query: 'date', hitsPerPage: 5, distinct: true };
    const { pageEntries, nbHits } = selectColumnar({ name: 'Products', data }, request, undefined);
    expect(nbHits).toBe(selectByScan({ name: 'Products', data }, request, undefined).nbHits);
    expect(pageEntries.length).toBe(5);
  });
});
