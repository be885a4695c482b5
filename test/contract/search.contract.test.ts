import { describe, expect, it } from 'vitest';
import {
  SEARCH_INDEXES,
  SearchRequestError,
  type DepartmentRecord,
  type QuerySuggestionRecord,
  type SearchPort,
  type SearchProductRecord,
  type SearchRequest,
  type SearchResponse,
} from '../../ports/search';
import { SEARCH_IMPLEMENTATIONS, searchImplementations } from './search-harness';

/**
 * Contract suite of the search port (DESIGN §4; spec: shell-account §7 Search service, §9; core-cart-checkout
 * §9): the storefront's calls and Algolia's semantics, against every implementation of search-harness.ts: the
 * embedded index in-process, algoliasearch 5 (lite) and algoliasearch 4 (browser lite and node builds) through
 * the local server, and both clients replaying their recordings. The local server's wire details follow here and
 * in search-wire.test.ts (what algoliasearch 4 sends, and what the server refuses).
 */
const harness = searchImplementations();

const products = (r: SearchResponse) => r as SearchResponse<SearchProductRecord>;
const monotone = (values: readonly number[], direction: 1 | -1) =>
  values.every((v, i) => i === 0 || (v - values[i - 1]!) * direction >= 0);

describe.each(SEARCH_IMPLEMENTATIONS)('SearchPort contract: %s', (name) => {
  const port = (): SearchPort => harness.port(name);
  const one = async (request: SearchRequest) => (await port().search([request]))[0]!;
  const product = async (request: Omit<SearchRequest, 'indexName'>) =>
    products(await one({ indexName: SEARCH_INDEXES.products, ...request }));

  it('answers the search popover: departments (5, distinct, ideal for suggestions, featuredCategories), products (5, distinct, searchable, queryID), 6 suggestions', async () => {
    const [departments, hits, suggestions] = await port().search([
      {
        indexName: 'Departments',
        query: 'nu',
        hitsPerPage: 5,
        distinct: true,
        filters: 'idealForSuggestions:true',
        ruleContexts: ['featuredCategories'],
      },
      {
        indexName: 'Products',
        query: 'alm',
        hitsPerPage: 5,
        distinct: true,
        filters: 'traits:searchable',
        clickAnalytics: true,
      },
      { indexName: 'Products_query_suggestions', query: 'alm', hitsPerPage: 6 },
    ]);
    const d = departments as SearchResponse<DepartmentRecord>;
    expect(d.index).toBe('Departments');
    expect(d.hits.length).toBeGreaterThan(0);
    expect(d.hits.length).toBeLessThanOrEqual(5);
    expect(d.hits.every((h) => h.idealForSuggestions && h.path.startsWith('/'))).toBe(true);
    expect(new Set(d.hits.map((h) => h.name)).size).toBe(d.hits.length);
    expect(d.appliedRules).toEqual([]);
    expect(d.hits.map((h) => h.path)).toContain('/nuts');

    const p = products(hits!);
    expect(p.hits).toHaveLength(5);
    expect(new Set(p.hits.map((h) => h.Product.key)).size).toBe(5);
    expect(
      p.hits.every((h) => h.traits.includes('searchable') && /alm/i.test(JSON.stringify(h._highlightResult))),
    ).toBe(true);
    expect(p.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(p.hits[0]).toMatchObject({
      objectID: p.hits[0]!.sku,
      Product: { key: expect.any(String), name: expect.any(String), listingImageUrl: expect.any(String) },
    });
    expect(Number.isInteger(p.hits[0]!.cost) && Number.isInteger(p.hits[0]!.singlePiecePrice)).toBe(true);

    const s = suggestions as SearchResponse<QuerySuggestionRecord>;
    expect(s.hits).toHaveLength(6);
    expect(
      monotone(
        s.hits.map((h) => h.popularity),
        -1,
      ),
    ).toBe(true);
    expect(s.hits.every((h) => JSON.stringify(h._highlightResult?.query).includes('<em>'))).toBe(true);
  });

  it('pages 50 hits by default', async () => {
    const r = await product({});
    expect(r.hitsPerPage).toBe(50);
    expect(r.hits).toHaveLength(50);
    expect(r.nbPages).toBe(Math.ceil(Math.min(r.nbHits, 1000) / 50));
    const second = await product({ page: 1 });
    expect(second.hits[0]!.objectID).not.toBe(r.hits[0]!.objectID);
  });

  it('counts facets as the number of matching records, and of products after distinct', async () => {
    const r = await product({ query: 'almonds', facets: ['categories.lvl0', 'inStock'], hitsPerPage: 0 });
    const counts = r.facets!['categories.lvl0']!;
    expect(Object.keys(counts).length).toBeGreaterThan(1);
    for (const [value, count] of Object.entries(counts)) {
      expect(
        (await product({ query: 'almonds', facetFilters: [`categories.lvl0:${value}`], hitsPerPage: 0 })).nbHits,
      ).toBe(count);
    }
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(r.nbHits);
    const distinct = await product({
      query: 'almonds',
      facets: ['categories.lvl0'],
      distinct: true,
      facetingAfterDistinct: true,
      hitsPerPage: 0,
    });
    for (const [value, count] of Object.entries(distinct.facets!['categories.lvl0']!)) {
      expect(
        (
          await product({
            query: 'almonds',
            distinct: true,
            facetFilters: [`categories.lvl0:${value}`],
            hitsPerPage: 0,
          })
        ).nbHits,
      ).toBe(count);
    }
  });

  it('filters price ranges with numericFilters, the same as filters', async () => {
    // Within one department, so that every record is reachable (Algolia's paginationLimitedTo is 1000 hits).
    const nuts = ['categories.lvl0:Nuts'];
    const all = await product({ facetFilters: nuts, hitsPerPage: 1000 });
    expect(all.nbHits).toBeLessThan(1000);
    const expected = all.hits.filter((h) => h.price >= 5 && h.price <= 10).length;
    expect(expected).toBeGreaterThan(0);
    const ranged = await product({ facetFilters: nuts, numericFilters: ['price>=5', 'price<=10'], hitsPerPage: 1000 });
    expect(ranged.nbHits).toBe(expected);
    expect(ranged.hits.every((h) => h.price >= 5 && h.price <= 10)).toBe(true);
    expect((await product({ facetFilters: nuts, numericFilters: ['price:5 TO 10'], hitsPerPage: 0 })).nbHits).toBe(
      expected,
    );
    expect(
      (await product({ filters: 'categories.lvl0:Nuts AND price >= 5 AND price <= 10', hitsPerPage: 0 })).nbHits,
    ).toBe(expected);
    const either = await product({ facetFilters: nuts, numericFilters: [['price<5', 'price>100']], hitsPerPage: 0 });
    expect(either.nbHits).toBe(all.hits.filter((h) => h.price < 5 || h.price > 100).length);
  });

  it('ORs facetFilters groups and negates with -', async () => {
    const base = await product({ facets: ['categories.lvl0'], facetFilters: ['-inStock:false'], hitsPerPage: 0 });
    const lvl0 = base.facets!['categories.lvl0']!;
    const r = await product({
      facetFilters: [['categories.lvl0:Nuts', 'categories.lvl0:Dried Fruit'], '-inStock:false'],
      hitsPerPage: 1000,
    });
    expect(r.nbHits).toBe((lvl0.Nuts ?? 0) + (lvl0['Dried Fruit'] ?? 0));
    expect(r.hits.every((h) => h.inStock && ['Nuts', 'Dried Fruit'].includes(h.categories.lvl0![0]!))).toBe(true);
    expect(
      (
        await product({
          filters: '(categories.lvl0:Nuts OR categories.lvl0:"Dried Fruit") AND NOT inStock:false',
          hitsPerPage: 0,
        })
      ).nbHits,
    ).toBe(r.nbHits);
  });

  it.each([
    ['Products_price_asc', (h: SearchProductRecord) => h.price, 1],
    ['Products_price_desc', (h: SearchProductRecord) => h.price, -1],
    ['Products_activation_date_desc', (h: SearchProductRecord) => h.activationDate, -1],
  ] as const)('sorts the replica %s monotonically over the same records', async (indexName, key, direction) => {
    const sorted = products(await one({ indexName, query: 'nuts', hitsPerPage: 100 }));
    expect(sorted.nbHits).toBe((await product({ query: 'nuts', hitsPerPage: 0 })).nbHits);
    expect(monotone(sorted.hits.map(key), direction)).toBe(true);
  });

  it("tolerates typos: 'almnds' finds almonds, the prefix 'cashw' finds cashews", async () => {
    expect(
      (await product({ query: 'almnds', distinct: true, hitsPerPage: 5 })).hits.every((h) =>
        /almond/i.test(h.Product.name),
      ),
    ).toBe(true);
    expect((await product({ query: 'cashw', distinct: true })).hits.map((h) => h.Product.name)).toContain(
      'Raw Cashews',
    );
  });

  it('refuses an unknown index and an invalid filter with SearchRequestError', async () => {
    await expect(one({ indexName: 'NoSuchIndex' })).rejects.toMatchObject({
      name: 'SearchRequestError',
      code: 'search/index-not-found',
    });
    const bad = one({ indexName: 'Products', filters: 'price >' });
    await expect(bad).rejects.toBeInstanceOf(SearchRequestError);
    await expect(one({ indexName: 'Products', filters: 'price >' })).rejects.toMatchObject({
      code: 'search/invalid-request',
      message: expect.stringContaining('filters: Unexpected end of filter'),
    });
  });
});

describe('local server: the Algolia wire protocol', () => {
  const post = async (path: string, body: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${harness.baseUrl()}${path}`, {
      method: 'POST',
      body,
      headers: {
        'content-type': 'text/plain',
        'x-algolia-application-id': 'nutshell',
        'x-algolia-api-key': 'nutshell-search',
        ...headers,
      },
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  it('takes v4-style params strings as text/plain, and v5-style fields as application/json', async () => {
    const params = new URLSearchParams({
      query: 'cashews',
      hitsPerPage: '3',
      distinct: 'true',
      facetFilters: JSON.stringify([['inStock:true']]),
    }).toString();
    const v4 = await post('/1/indexes/*/queries', JSON.stringify({ requests: [{ indexName: 'Products', params }] }));
    expect(v4.status).toBe(200);
    const [result] = v4.body.results as SearchResponse<SearchProductRecord>[];
    expect(result!.hits).toHaveLength(3);
    expect(result!.hitsPerPage).toBe(3);
    const v5 = await post(
      '/1/indexes/*/queries',
      JSON.stringify({ requests: [{ indexName: 'Products', query: 'cashews', hitsPerPage: 3, distinct: true }] }),
      { 'content-type': 'application/json' },
    );
    expect((v5.body.results as SearchResponse[])[0]!.nbHits).toBe(result!.nbHits);
  });

  it('answers a single-index query', async () => {
    const r = await post('/1/indexes/Departments/query', JSON.stringify({ params: 'query=nuts&hitsPerPage=2' }));
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ index: 'Departments', hitsPerPage: 2 });
  });

  it('answers errors as Algolia does: { message, status }', async () => {
    expect(await post('/1/indexes/*/queries', JSON.stringify({ requests: [{ indexName: 'Nope' }] }))).toEqual({
      status: 404,
      body: { message: 'Index does not exist', status: 404 },
    });
    expect(await post('/1/indexes/Nope/query', '{}')).toEqual({
      status: 404,
      body: { message: 'Index does not exist', status: 404 },
    });
    const wrongType = await post(
      '/1/indexes/*/queries',
      JSON.stringify({ requests: [{ indexName: 'Products', hitsPerPage: 'many' }] }),
    );
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.message).toMatch(/^Invalid value for "hitsPerPage" parameter/);
    const badParams = await post(
      '/1/indexes/*/queries',
      JSON.stringify({ requests: [{ indexName: 'Products', params: 'hitsPerPage=many' }] }),
    );
    expect(badParams.body).toMatchObject({ status: 400, message: expect.stringMatching(/hitsPerPage/) });
    expect(
      (await post('/1/indexes/*/queries', JSON.stringify({ requests: [{ indexName: 'Products', filters: 'tags:' }] })))
        .body,
    ).toEqual({
      status: 400,
      message: "filters: Unexpected end of filter, expected a value for attribute 'tags' at col 6",
    });
    expect((await post('/1/indexes/*/queries', '{not json')).body).toEqual({
      status: 400,
      message: 'Invalid JSON in the request body',
    });
    expect((await post('/1/indexes/*/queries', JSON.stringify({ requests: 'x' }))).status).toBe(400);
    expect(await post('/1/indexes/*/queries', '{}', { 'x-algolia-api-key': '' })).toEqual({
      status: 403,
      body: { message: 'Invalid Application-ID or API key', status: 403 },
    });
  });
});
