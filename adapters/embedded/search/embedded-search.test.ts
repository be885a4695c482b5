import { beforeAll, describe, expect, it } from 'vitest';
import { testPrice, testProduct, testVariant } from '../../../core/catalogue/model/test-product';
import {
  SearchRequestError,
  type DepartmentRecord,
  type HighlightTree,
  type SearchHit,
  type QuerySuggestionRecord,
  type SearchProductRecord,
  type SearchRequest,
  type SearchResponse,
} from '../../../ports/search';
import type { EmbeddedSearch } from './embedded-search';
import { searchOver, smallCatalogue } from './testing/catalogues';

/** The embedded index on a small catalogue with known counts (spec: shell-account §7 Search service). */
let search: EmbeddedSearch;
beforeAll(async () => {
  search = await searchOver(smallCatalogue());
});

async function one<T extends SearchProductRecord | DepartmentRecord | QuerySuggestionRecord = SearchProductRecord>(
  request: Omit<SearchRequest, 'indexName'> & { indexName?: string },
): Promise<SearchResponse<T>> {
  const [response] = await search.search([{ indexName: 'Products', ...request }]);
  return response as SearchResponse<T>;
}
const skus = (r: SearchResponse<SearchProductRecord>) => r.hits.map((h) => h.objectID);
/** The filter of the storefront's searches and listings: visible variants only, never a mini box. */
const SEARCHABLE = 'traits:searchable';
/** The highlight at a path of keys and array indexes, e.g. ['Product', 'name'] or ['tags', 0]. */
function highlightAt(hit: SearchHit | undefined, path: readonly (string | number)[]): HighlightTree | undefined {
  let node: HighlightTree | undefined = hit?._highlightResult;
  for (const key of path) {
    if (node === undefined) return undefined;
    node = Array.isArray(node)
      ? (node as readonly HighlightTree[])[Number(key)]
      : (node as Readonly<Record<string, HighlightTree>>)[String(key)];
  }
  return node;
}

describe('Products records', () => {
  it("has one 'searchable' record per visible variant; a Mini Boxes variant only as 'miniBox'; inactive none", async () => {
    const r = await one({ filters: SEARCHABLE });
    expect(r.nbHits).toBe(9);
    expect(skus(r)).not.toContain('1001-03');
    expect(skus(r)).not.toContain('1001-04');
    const all = await one({});
    expect(all.nbHits).toBe(10);
    expect(skus(all)).not.toContain('1001-03');
    const mini = await one({ filters: 'traits:miniBox' });
    expect(skus(mini)).toEqual(['1001-04']);
    expect(mini.hits[0]).toMatchObject({ traits: ['miniBox'], shortVariantName: 'Mini Boxes', singlePiecePrice: 199 });
  });

  it('carries the hit fields: cents, dollars for filters, the Product, hierarchical categories, traits', async () => {
    const r = await one({ filters: 'sku:1002-01', attributesToHighlight: [] });
    const { _highlightResult, ...hit } = r.hits[0]!;
    expect(_highlightResult).toBeUndefined();
    expect(hit).toMatchObject({
      objectID: '1002-01',
      sku: '1002-01',
      path: '/nuts/almonds/raw-almonds',
      cost: 899,
      singlePiecePrice: 849,
      price: 8.49,
      weight: 454,
      shortVariantName: '1 lb',
      unitName: 'Value Pack',
      inStock: true,
      autoDeliveryEligible: true,
      bulk: false,
      wholesale: false,
      Product: {
        name: 'Raw Almonds',
        key: 'raw-almonds',
        listingImageUrl: '/images/raw-almonds.jpg',
        shortDescription: 'One line about raw-almonds',
        reportingCategory: 'Nuts',
      },
      categories: { lvl0: ['Nuts'], lvl1: ['Nuts > Almonds'] },
      categoryKeys: ['nuts', 'almonds'],
      tags: ['raw', 'vegan'],
      traits: ['searchable'],
    });
    expect(hit.activationDate).toBe(Date.UTC(2024, 0, 1) / 1000 + 2 * 86_400);
  });
});

describe('distinct', () => {
  it('folds variants to the best one per product key (in stock first), N keeps up to N', async () => {
    const folded = await one({ distinct: true, filters: SEARCHABLE });
    expect(folded.nbHits).toBe(5);
    expect(skus(folded)).toContain('1001-01');
    expect(skus(folded)).not.toContain('1001-02');
    expect((await one({ distinct: 1, filters: SEARCHABLE })).nbHits).toBe(5);
    expect((await one({ distinct: 2, filters: SEARCHABLE })).nbHits).toBe(9);
    expect((await one({ distinct: false, filters: SEARCHABLE })).nbHits).toBe(9);
    expect((await one({ distinct: 0, filters: SEARCHABLE })).nbHits).toBe(9);
  });

  it("keeps the replica's first variant: cheapest on price_asc, dearest on price_desc", async () => {
    expect(
      skus(await one({ indexName: 'Products_price_asc', distinct: true, filters: 'Product.key:roasted-cashews' })),
    ).toEqual(['1003-01']);
    expect(
      skus(await one({ indexName: 'Products_price_desc', distinct: true, filters: 'Product.key:roasted-cashews' })),
    ).toEqual(['1003-02']);
  });

  it('counts facets before distinct unless facetingAfterDistinct', async () => {
    expect((await one({ distinct: true, facets: ['categories.lvl0'], filters: SEARCHABLE })).facets).toEqual({
      'categories.lvl0': { Nuts: 5, Chocolate: 4 },
    });
    const after = { distinct: true, facets: ['categories.lvl0'], facetingAfterDistinct: true, filters: SEARCHABLE };
    expect((await one(after)).facets).toEqual({
      'categories.lvl0': { Nuts: 3, Chocolate: 2 },
    });
  });
});

describe('replicas', () => {
  const monotone = (values: number[], direction: 1 | -1) =>
    values.every((v, i) => i === 0 || (v - values[i - 1]!) * direction >= 0);

  it.each([
    ['Products_price_asc', (h: SearchProductRecord) => h.price, 1],
    ['Products_price_desc', (h: SearchProductRecord) => h.price, -1],
    ['Products_activation_date_desc', (h: SearchProductRecord) => h.activationDate, -1],
  ] as const)('%s holds the same records, sorted', async (indexName, key, direction) => {
    for (const query of ['', 'almonds']) {
      const sorted = await one({ indexName, query });
      expect(sorted.nbHits).toBe((await one({ query })).nbHits);
      expect(monotone(sorted.hits.map(key), direction)).toBe(true);
    }
  });

  it('orders Products by relevance: name matches before description-only matches', async () => {
    const r = await one({ query: 'almonds', distinct: true });
    const keys = r.hits.map((h) => h.Product.key);
    expect(keys.slice(0, 3).sort()).toEqual(['dark-chocolate-almonds', 'raw-almonds', 'roasted-almonds']);
    expect(keys[3]).toBe('milk-chocolate');
  });
});

describe('highlighting', () => {
  it('wraps matched words (only the prefix of the last word) in <em>, with match levels', async () => {
    const r = await one({ query: 'roasted alm', filters: 'sku:1001-01' });
    const hit = r.hits[0];
    expect(highlightAt(hit, ['Product', 'name'])).toEqual({
      value: '<em>Roasted</em> <em>Alm</em>onds',
      matchLevel: 'full',
      matchedWords: ['roasted', 'alm'],
      fullyHighlighted: false,
    });
    expect(highlightAt(hit, ['tags', 0])).toEqual({
      value: '<em>roasted</em>',
      matchLevel: 'partial',
      matchedWords: ['roasted'],
      fullyHighlighted: true,
    });
    expect(highlightAt(hit, ['tags', 1])).toEqual({ value: 'vegan', matchLevel: 'none', matchedWords: [] });
    expect(highlightAt(hit, ['categories', 'lvl1', 0])).toEqual({
      value: 'Nuts > <em>Alm</em>onds',
      matchLevel: 'partial',
      matchedWords: ['alm'],
      fullyHighlighted: false,
    });
  });

  it('uses the requested tags and attributes; [] turns highlighting off', async () => {
    const r = await one({
      query: 'cashews',
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      attributesToHighlight: ['Product.name'],
    });
    expect(r.hits[0]!._highlightResult).toEqual({
      Product: {
        name: {
          value: 'Roasted <mark>Cashews</mark>',
          matchLevel: 'full',
          matchedWords: ['cashews'],
          fullyHighlighted: false,
        },
      },
    });
    expect((await one({ query: 'cashews', attributesToHighlight: [] })).hits[0]!._highlightResult).toBeUndefined();
  });

  it('highlights a typo as the whole word', async () => {
    const r = await one({ query: 'cashwes', attributesToHighlight: ['Product.name'] });
    expect(highlightAt(r.hits[0], ['Product', 'name'])).toMatchObject({
      value: 'Roasted <em>Cashews</em>',
      matchLevel: 'full',
    });
  });
});

describe('pagination', () => {
  it('defaults to 50 hits per page', async () => {
    const r = await one({});
    expect(r).toMatchObject({ hitsPerPage: 50, page: 0, nbPages: 1 });
  });

  it('pages through the ranked hits without overlap', async () => {
    const all = skus(await one({ filters: SEARCHABLE }));
    const pages = await Promise.all([0, 1, 2, 3].map((page) => one({ page, hitsPerPage: 4, filters: SEARCHABLE })));
    expect(pages.map((p) => p.hits.length)).toEqual([4, 4, 1, 0]);
    expect(pages.every((p) => p.nbPages === 3 && p.nbHits === 9)).toBe(true);
    expect(pages.flatMap(skus)).toEqual(all);
    const none = await one({ hitsPerPage: 0, facets: ['tags'], filters: SEARCHABLE });
    expect(none.hits).toEqual([]);
    expect(none.facets?.tags?.roasted).toBe(4);
  });
});

describe('typo tolerance and prefixes', () => {
  it('finds words with a typo, prefixes of the last word, and typos in that prefix', async () => {
    expect((await one({ query: 'almnds', distinct: true })).nbHits).toBe(4);
    expect((await one({ query: 'cashw', distinct: true })).hits.map((h) => h.Product.key)).toEqual(['roasted-cashews']);
    expect((await one({ query: 'choc', distinct: true })).nbHits).toBe(2);
    expect((await one({ query: 'almnds', typoTolerance: false })).nbHits).toBe(0);
  });

  it('requires every query word', async () => {
    expect((await one({ query: 'chocolate almonds', distinct: true })).hits.map((h) => h.Product.key).sort()).toEqual([
      'dark-chocolate-almonds',
      'milk-chocolate',
    ]);
    expect((await one({ query: 'chocolate cashews' })).nbHits).toBe(0);
  });
});

describe('the response envelope', () => {
  it('gives a 32-hex queryID with clickAnalytics, empty appliedRules with ruleContexts, and echoes the params', async () => {
    const r = await one({ query: 'alm', clickAnalytics: true, ruleContexts: ['featuredCategories'] });
    expect(r.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(r.appliedRules).toEqual([]);
    expect(r).toMatchObject({ index: 'Products', query: 'alm', exhaustiveFacetsCount: true, exhaustiveNbHits: true });
    expect(r.params).toBe('query=alm&clickAnalytics=true&ruleContexts=%5B%22featuredCategories%22%5D');
    const plain = await one({ query: 'alm' });
    expect(plain.queryID).toBeUndefined();
    expect(plain.appliedRules).toBeUndefined();
  });

  it('refuses an unknown index and an invalid filter with SearchRequestError', async () => {
    await expect(search.search([{ indexName: 'Nope' }])).rejects.toMatchObject({
      code: 'search/index-not-found',
      message: 'Index does not exist',
    });
    await expect(one({ filters: 'price >' })).rejects.toBeInstanceOf(SearchRequestError);
    await expect(one({ filters: 'price >' })).rejects.toMatchObject({
      code: 'search/invalid-request',
      message: 'filters: Unexpected end of filter, expected a number at col 8',
    });
  });

  it("returns only the attributes asked for ('*', '-attr', nested)", async () => {
    const r = await one({
      filters: 'sku:1001-01',
      attributesToRetrieve: ['sku', 'Product.name'],
      attributesToHighlight: [],
    });
    expect(r.hits[0]).toEqual({ objectID: '1001-01', sku: '1001-01', Product: { name: 'Roasted Almonds' } });
    const without = await one({ filters: 'sku:1001-01', attributesToRetrieve: ['*', '-Product'] });
    expect(without.hits[0]).not.toHaveProperty('Product');
    expect(without.hits[0]).toHaveProperty('cost', 999);
  });

  it('hands out each hit as a copy of its record, keys in record order with _highlightResult last', async () => {
    const first = await one({ filters: 'sku:1001-01' });
    const hit = first.hits[0] as unknown as Record<string, unknown>;
    const keys = Object.keys(hit);
    expect(keys[0]).toBe('objectID');
    expect(keys[keys.length - 1]).toBe('_highlightResult');
    expect(hit.cost).toBe(999);
    hit.cost = 1;
    const again = await one({ filters: 'sku:1001-01' });
    expect(again.hits[0]).toHaveProperty('cost', 999);
    expect(Object.keys(again.hits[0]!)).toEqual(keys);
  });
});

describe('Departments and query suggestions', () => {
  it('indexes categories with product counts; a department without products is not ideal for suggestions', async () => {
    const all = await one<DepartmentRecord>({ indexName: 'Departments' });
    expect(all.hits.map((h) => [h.objectID, h.level, h.productCount, h.idealForSuggestions])).toEqual([
      ['nuts', 0, 3, true],
      ['chocolate', 0, 2, true],
      ['empty', 0, 0, false],
      ['almonds', 1, 2, true],
      ['cashews', 1, 1, true],
    ]);
    const ideal = await one<DepartmentRecord>({
      indexName: 'Departments',
      filters: 'idealForSuggestions:true',
      distinct: true,
      hitsPerPage: 5,
    });
    expect(ideal.hits.map((h) => h.objectID)).not.toContain('empty');
    expect((await one<DepartmentRecord>({ indexName: 'Departments', query: 'cash' })).hits.map((h) => h.path)).toEqual([
      '/nuts/cashews',
    ]);
  });

  it('suggests product and category names, most popular first, highlighted', async () => {
    const r = await one<QuerySuggestionRecord>({
      indexName: 'Products_query_suggestions',
      query: 'alm',
      hitsPerPage: 6,
    });
    expect(r.hits.map((h) => [h.query, h.popularity])).toEqual([
      ['Almonds', 3],
      ['Dark Chocolate Almonds', 1],
      ['Raw Almonds', 1],
      ['Roasted Almonds', 1],
    ]);
    expect(highlightAt(r.hits[0], ['query'])).toMatchObject({ value: '<em>Alm</em>onds' });
    const all = await one<QuerySuggestionRecord>({ indexName: 'Products_query_suggestions' });
    expect(all.hits.map((h) => h.objectID)).not.toContain('empty shelf');
  });
});

describe('keeping the index current', () => {
  it('upserts and removes products; departments and suggestions follow', async () => {
    const own = await searchOver(smallCatalogue());
    const run = async (r: SearchRequest) => (await own.search([r]))[0]!;
    const smoked = testProduct('smoked-almonds', {
      name: 'Smoked Almonds',
      categoryKeys: ['nuts', 'almonds'],
      variants: [testVariant('1006-01', { prices: [testPrice('p', 1099)] })],
    });
    own.upsertProduct(smoked);
    expect((await run({ indexName: 'Products', query: 'smoked' })).hits.map((h) => h.objectID)).toEqual(['1006-01']);
    expect((await run({ indexName: 'Departments', filters: 'objectID:almonds' })).hits[0]).toMatchObject({
      productCount: 3,
    });
    expect((await run({ indexName: 'Products_query_suggestions', query: 'smoked' })).nbHits).toBe(1);
    own.upsertProduct({ ...smoked, variants: [testVariant('1006-01', { active: false })] });
    expect((await run({ indexName: 'Products', query: 'smoked' })).nbHits).toBe(0);
    own.upsertProduct(smoked);
    own.removeProduct('smoked-almonds');
    expect((await run({ indexName: 'Products', query: 'smoked' })).nbHits).toBe(0);
    expect((await run({ indexName: 'Products_query_suggestions', query: 'smoked' })).nbHits).toBe(0);
    expect((await run({ indexName: 'Products', filters: SEARCHABLE })).nbHits).toBe(9);
  });
});
