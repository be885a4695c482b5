import type { SearchPort, SearchRequest, SearchResponse } from '../../../ports/search';
import type { ShopperListsPort } from '../../../ports/shopper-lists';
import type { RecommendationHit } from '../model/recommendations';
import { testProduct } from '../model/test-product';
import { InMemoryCommerce } from '../../../test/support/in-memory-commerce/in-memory-commerce';
import { BuyItAgain } from './buy-it-again';
import { RecommendProducts } from './recommend-products';
import { ToggleFavorite } from './toggle-favorite';

const hit = (
  key: string,
  shortVariantName = '1 lb bag',
  category = 'Nuts',
): RecommendationHit & { objectID: string } => ({
  objectID: `${key}-${shortVariantName}`,
  path: `/nuts/${key}`,
  sku: `${key}-${shortVariantName}`,
  cost: 1299,
  singlePiecePrice: 1299,
  weight: 454,
  shortVariantName,
  Product: { name: key, key, listingImageUrl: '', shortDescription: '', reportingCategory: category },
  tags: [],
  unitName: 'Value Pack',
  inStock: true,
  autoDeliveryEligible: true,
});

/** A search port answering with `hits` (filtered by the request's Product.key facet filters when it has them). */
function fakeSearch(hits: ReturnType<typeof hit>[]): SearchPort & { requests: SearchRequest[] } {
  const requests: SearchRequest[] = [];
  return {
    requests,
    async search(reqs) {
      requests.push(...reqs);
      const keys = (reqs[0]?.facetFilters as string[][] | string[])[0];
      const wanted = Array.isArray(keys) ? keys.map((k) => k.replace('Product.key:', '')) : undefined;
      const matching = wanted ? hits.filter((h) => wanted.includes(h.Product.key)) : hits;
      return [
        {
          hits: matching,
          nbHits: matching.length,
          page: 0,
          nbPages: 1,
          hitsPerPage: 50,
          exhaustiveFacetsCount: true,
          exhaustiveNbHits: true,
          processingTimeMS: 1,
          query: '',
          params: '',
          index: 'Products',
        } as unknown as SearchResponse,
      ];
    },
  };
}

function fakeLists(lines: { productKey: string; orderedAt: string }[] = []): ShopperListsPort & { favs: string[] } {
  const favs: string[] = [];
  return {
    favs,
    async purchasedLines() {
      return lines;
    },
    async favorites() {
      return [...favs];
    },
    async addFavorite(_a, key) {
      if (!favs.includes(key)) favs.unshift(key);
    },
    async removeFavorite(_a, key) {
      const i = favs.indexOf(key);
      if (i >= 0) favs.splice(i, 1);
    },
    async moveFavorites() {
      // One session's list: nothing to move between owners here (favorites-use-cases.test.ts covers moving).
    },
  };
}

describe('RecommendProducts (catalogue-gifting §7 search index by product keys / category)', () => {
  it('asks the Products index by product key facet filters and answers in key order, skipping samples and mini boxes', async () => {
    const search = fakeSearch([hit('a', 'Sample'), hit('a'), hit('b', 'Mini Boxes'), hit('c')]);
    const cards = await new RecommendProducts(search).execute({ productKeys: ['c', 'b', 'a'], limit: 3 });
    expect(cards.map((c) => c.sku)).toEqual(['c-1 lb bag', 'a-1 lb bag']);
    expect(search.requests[0]).toMatchObject({
      indexName: 'Products',
      facetFilters: [['Product.key:c', 'Product.key:b', 'Product.key:a'], 'traits:searchable'],
    });
  });

  it('asks by category key and keeps at most limit products', async () => {
    const search = fakeSearch([hit('a'), hit('b'), hit('c')]);
    const cards = await new RecommendProducts(search).execute({ categoryKey: 'nuts', limit: 2 });
    expect(cards.map((c) => c.productKey)).toEqual(['a', 'b']);
    expect(search.requests[0]?.facetFilters).toEqual(['categoryKeys:nuts', 'traits:searchable']);
  });

  it('does not search for an empty key list', async () => {
    const search = fakeSearch([hit('a')]);
    expect(await new RecommendProducts(search).execute({ productKeys: [], limit: 5 })).toEqual([]);
    expect(search.requests).toEqual([]);
  });
});

describe('BuyItAgain (catalogue-gifting §7 recent purchases, limit default 20)', () => {
  const lines = Array.from({ length: 25 }, (_, i) => ({
    productKey: `p${i}`,
    orderedAt: `2026-01-${String(i + 1).padStart(2, '0')}T00:00:00Z`,
  }));
  const hits = lines.map((l) => hit(l.productKey));

  it('offers the 20 most recently bought products by default, newest first', async () => {
    const cards = await new BuyItAgain(fakeLists(lines), new RecommendProducts(fakeSearch(hits))).execute({
      anonymousId: 'anon-1',
    });
    expect(cards).toHaveLength(20);
    expect(cards[0]?.productKey).toBe('p24');
    expect(cards[19]?.productKey).toBe('p5');
  });

  it('honours a smaller limit', async () => {
    const cards = await new BuyItAgain(fakeLists(lines), new RecommendProducts(fakeSearch(hits))).execute({
      anonymousId: 'anon-1',
      limit: 3,
    });
    expect(cards.map((c) => c.productKey)).toEqual(['p24', 'p23', 'p22']);
  });

  it('is empty without a session or without orders', async () => {
    const search = fakeSearch(hits);
    expect(await new BuyItAgain(fakeLists(lines), new RecommendProducts(search)).execute({})).toEqual([]);
    expect(
      await new BuyItAgain(fakeLists([]), new RecommendProducts(search)).execute({ anonymousId: 'anon-1' }),
    ).toEqual([]);
    expect(search.requests).toEqual([]);
  });
});

describe('ToggleFavorite (catalogue-gifting §7 POST /contents.html wishlist fields)', () => {
  const commerce = new InMemoryCommerce({ products: [testProduct('almonds'), testProduct('cashews')] });
  const clock = { nowMs: () => Date.UTC(2026, 2, 2) };

  it('adds favorites (most recent first, once each) and removes them', async () => {
    const lists = fakeLists();
    const toggle = new ToggleFavorite(lists, commerce, clock);
    expect(await toggle.execute({ anonymousId: 'anon-1', productKey: 'almonds', favorite: true })).toEqual({
      ok: true,
      value: ['almonds'],
    });
    expect(await toggle.execute({ anonymousId: 'anon-1', productKey: 'cashews', favorite: true })).toEqual({
      ok: true,
      value: ['cashews', 'almonds'],
    });
    expect(await toggle.execute({ anonymousId: 'anon-1', productKey: 'cashews', favorite: true })).toEqual({
      ok: true,
      value: ['cashews', 'almonds'],
    });
    expect(await toggle.execute({ anonymousId: 'anon-1', productKey: 'almonds', favorite: false })).toEqual({
      ok: true,
      value: ['cashews'],
    });
    expect(await toggle.execute({ anonymousId: 'anon-1', productKey: 'almonds', favorite: false })).toEqual({
      ok: true,
      value: ['cashews'],
    });
  });

  it("refuses to add an unknown product with 'product/not-found', and invalid input with 'validation/invalid'", async () => {
    const toggle = new ToggleFavorite(fakeLists(), commerce, clock);
    const unknown = await toggle.execute({ anonymousId: 'anon-1', productKey: 'nope', favorite: true });
    expect(unknown.ok ? undefined : unknown.error.code).toBe('product/not-found');
    const blank = await toggle.execute({ anonymousId: 'anon-1', productKey: '', favorite: true });
    expect(blank.ok ? undefined : blank.error.code).toBe('validation/invalid');
  });
});
