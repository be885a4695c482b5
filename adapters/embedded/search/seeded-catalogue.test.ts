import { beforeAll, describe, expect, it } from 'vitest';
import type { SearchProductRecord, SearchRequest, SearchResponse } from '../../../ports/search';
import type { EmbeddedSearch } from './embedded-search';
import { searchOver, seededCatalogue } from './testing/catalogues';

/** The embedded index over the seeded catalogue (fixtures/catalog/catalog.json), as shoppers would type. */
let search: EmbeddedSearch;
beforeAll(async () => {
  search = await searchOver(seededCatalogue());
});
const products = async (request: Omit<SearchRequest, 'indexName'>) =>
  (await search.search([{ indexName: 'Products', ...request }]))[0] as SearchResponse<SearchProductRecord>;

describe('search over the seeded catalogue', () => {
  it("finds almonds for 'almnds' (one typo), almond products first", async () => {
    const r = await products({ query: 'almnds', distinct: true, hitsPerPage: 5 });
    expect(r.nbHits).toBeGreaterThan(5);
    expect(r.hits.every((h) => /almond/i.test(h.Product.name))).toBe(true);
  });

  it("finds cashews for the prefix 'cashw' (a typo inside the prefix)", async () => {
    const names = (await products({ query: 'cashw', distinct: true })).hits.map((h) => h.Product.name);
    expect(names).toContain('Raw Cashews');
    expect(names.every((n) => /cashew/i.test(n))).toBe(true);
  });

  it('answers 50 hits per page by default, with pages to the end', async () => {
    const r = await products({});
    expect(r.hits).toHaveLength(50);
    expect(r.nbPages).toBe(Math.ceil(Math.min(r.nbHits, 1000) / 50));
  });

  it('never indexes inactive variants', async () => {
    const { products: catalogue } = seededCatalogue();
    const inactive = catalogue.flatMap((p) => p.variants.filter((v) => !v.active).map((v) => v.sku));
    expect(inactive.length).toBeGreaterThan(0);
    const r = await products({ facetFilters: [inactive.map((sku) => `sku:${sku}`)] });
    expect(r.nbHits).toBe(0);
  });
});
