import { describe, expect, it } from 'vitest';
import { testPrice, testProduct, testVariant } from '../../../core/catalogue/model/test-product';
import type { SearchRequest, SearchResponse } from '../../../ports/search';
import { RESPONSE_CACHE_ENTRIES, ResponseCache } from './response-cache';
import { multiQueryJson, searchResponseJson } from './response-json';
import { searchOver, smallCatalogue } from './testing/catalogues';

/** The popover's Products query (shell-account §4 Search): 5 distinct hits with a queryID for click events. */
const POPOVER: SearchRequest = {
  indexName: 'Products',
  query: 'alm',
  hitsPerPage: 5,
  distinct: true,
  filters: 'traits:searchable',
  clickAnalytics: true,
};

/** A response without the fields that differ from one identical request to the next. */
const stable = (r: SearchResponse): string => JSON.stringify({ ...r, queryID: undefined, processingTimeMS: 0 });

describe('answers of identical requests (response cache)', () => {
  it('answers a repeated request as the first time, with a fresh queryID, its keys in the same order', async () => {
    const search = await searchOver(smallCatalogue());
    const [first] = await search.search([POPOVER]);
    const [second] = await search.search([POPOVER]);
    expect(stable(second!)).toBe(stable(first!));
    expect(Object.keys(second!)).toEqual(Object.keys(first!));
    expect(second!.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(second!.queryID).not.toBe(first!.queryID);
  });

  it("hands out copies: a caller changing a hit's field changes neither the next answer nor its JSON", async () => {
    const search = await searchOver(smallCatalogue());
    const [first] = await search.search([POPOVER]);
    const before = stable(first!);
    (first!.hits[0] as unknown as Record<string, unknown>).cost = 1;
    const [second] = await search.search([POPOVER]);
    expect(stable(second!)).toBe(before);
    expect(searchResponseJson(second!)).toBe(JSON.stringify(second));
  });

  it('forgets every answer when a product is upserted or removed', async () => {
    const search = await searchOver(smallCatalogue());
    const request: SearchRequest = { indexName: 'Products', query: 'smoked' };
    expect((await search.search([request]))[0]!.nbHits).toBe(0);
    const smoked = testProduct('smoked-almonds', {
      name: 'Smoked Almonds',
      categoryKeys: ['nuts', 'almonds'],
      variants: [testVariant('1006-01', { prices: [testPrice('p', 1099)] })],
    });
    search.upsertProduct(smoked);
    expect((await search.search([request]))[0]!.hits.map((h) => h.objectID)).toEqual(['1006-01']);
    const suggestions: SearchRequest = { indexName: 'Products_query_suggestions', query: 'smoked' };
    expect((await search.search([suggestions]))[0]!.nbHits).toBe(1);
    search.removeProduct('smoked-almonds');
    expect((await search.search([request]))[0]!.nbHits).toBe(0);
    expect((await search.search([suggestions]))[0]!.nbHits).toBe(0);
  });

  it(`keeps at most ${RESPONSE_CACHE_ENTRIES} answers, the least recently used out first`, () => {
    const cache = new ResponseCache();
    const answer = { hits: [], processingTimeMS: 3 } as unknown as SearchResponse;
    for (let i = 0; i <= RESPONSE_CACHE_ENTRIES; i++) cache.set(`k${i}`, answer);
    expect(cache.size).toBe(RESPONSE_CACHE_ENTRIES);
    expect(cache.get('k0', () => 'q', 0)).toBeUndefined();
    expect(cache.get('k1', () => 'q', 0)).toMatchObject({ processingTimeMS: 0 });
    cache.clear();
    expect(cache.size).toBe(0);
  });
});

describe('response JSON', () => {
  it('writes exactly what JSON.stringify writes, for computed and cached answers', async () => {
    const search = await searchOver(smallCatalogue());
    const requests: SearchRequest[] = [
      POPOVER,
      { indexName: 'Products', query: 'almonds', facets: ['*'], numericFilters: ['price>=5'] },
      { indexName: 'Departments', query: 'nu', ruleContexts: ['featuredCategories'] },
    ];
    for (let round = 0; round < 2; round++) {
      const results = await search.search(requests);
      for (const r of results) expect(searchResponseJson(r)).toBe(JSON.stringify(r));
      expect(multiQueryJson(results)).toBe(JSON.stringify({ results }));
    }
  });
});
