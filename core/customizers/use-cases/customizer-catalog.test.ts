import { describe, expect, it } from 'vitest';
import type { SearchPort, SearchRequest, SearchResponse } from '../../../ports/search';
import { ListTrayCatalog } from '../../catalogue';
import { mixHit, RAISINS_HIT } from '../model/test-hits';
import { CUSTOMIZER_CATALOG_TTL_MS, LoadCustomizerCatalog } from './customizer-catalog';

/** spec: catalogue-gifting §3 Customizer ingredient, §4 Mix customizer, §7 page size 50. */
const CASHEWS_OUT = mixHit({
  objectID: '1031-03',
  sku: '1031-03',
  Product: { key: 'roasted-cashews', name: 'Roasted Cashews', listingImageUrl: '' },
  inStock: false,
});
const HITS = [{ ...mixHit(), inStock: true }, CASHEWS_OUT, RAISINS_HIT];

/** One page of HITS for any request; counts the reads. */
class CountingSearch implements SearchPort {
  reads = 0;
  fail = false;
  async search(requests: readonly SearchRequest[]): Promise<readonly SearchResponse[]> {
    this.reads++;
    if (this.fail) throw new Error('search down');
    return requests.map(() => ({ hits: HITS, nbHits: 3, page: 0, nbPages: 1, hitsPerPage: 50 }) as never);
  }
}

const names = (list: readonly { name: string }[]) => list.map((i) => i.name);

describe('LoadCustomizerCatalog.mixIngredients', () => {
  it('offers only in-stock hits: 3 hits, Roasted Cashews (inStock false) left out, 2 offered', async () => {
    const catalog = new LoadCustomizerCatalog(new CountingSearch());
    expect(names(await catalog.mixIngredients())).toEqual(['Roasted Almonds', 'Thompson Raisins']);
  });

  it('keeps out-of-stock hits when asked (pricing and the cart-preparation check): 3 of 3', async () => {
    const catalog = new LoadCustomizerCatalog(new CountingSearch());
    const all = await catalog.mixIngredients({ includeOutOfStock: true });
    expect(names(all)).toEqual(['Roasted Almonds', 'Roasted Cashews', 'Thompson Raisins']);
  });
});

describe('LoadCustomizerCatalog cache (30 000 ms behind a clock)', () => {
  function cached() {
    const search = new CountingSearch();
    const clock = { ms: 1_000_000, nowMs: () => clock.ms };
    return { search, clock, catalog: new LoadCustomizerCatalog(search, undefined, { clock }) };
  }

  it('reads the index once for calls within 30 000 ms, again at 30 000 ms', async () => {
    const { search, clock, catalog } = cached();
    expect(CUSTOMIZER_CATALOG_TTL_MS).toBe(30_000);
    await catalog.mixIngredients();
    clock.ms += 29_999;
    await catalog.mixIngredients();
    expect(search.reads).toBe(1);
    clock.ms += 1;
    await catalog.mixIngredients();
    expect(search.reads).toBe(2);
  });

  it('caches the in-stock and the full list apart', async () => {
    const { search, catalog } = cached();
    expect(await catalog.mixIngredients()).toHaveLength(2);
    expect(await catalog.mixIngredients({ includeOutOfStock: true })).toHaveLength(3);
    expect(await catalog.mixIngredients({ includeOutOfStock: true })).toHaveLength(3);
    expect(search.reads).toBe(2);
  });

  it('does not cache a failed read', async () => {
    const { search, catalog } = cached();
    search.fail = true;
    await expect(catalog.mixIngredients()).rejects.toThrow('search down');
    search.fail = false;
    expect(await catalog.mixIngredients()).toHaveLength(2);
    expect(search.reads).toBe(2);
  });

  it('reads the index on every call without a clock', async () => {
    const search = new CountingSearch();
    const catalog = new LoadCustomizerCatalog(search);
    await catalog.mixIngredients();
    await catalog.mixIngredients();
    expect(search.reads).toBe(2);
  });
});

describe('LoadCustomizerCatalog.trayIngredients: one tray source (ListTrayCatalog)', () => {
  const tray = (sku: string, name: string, traits: string[]) =>
    mixHit({ objectID: sku, sku, Product: { key: name, name, listingImageUrl: '' }, traits });
  const TRAY_HITS = [
    tray('1007-03', 'Roasted Almonds', ['trayIngredient']),
    tray('2301-01', 'Dark Chocolate Pecans', ['trayIngredient', 'premium']),
    tray('1204-02', 'Thompson Raisins', ['trayIngredient']),
  ];
  /** Answers the tray catalogue's two filters over TRAY_HITS; records each request's filters. */
  class TraySearch implements SearchPort {
    readonly filters: string[] = [];
    async search(requests: readonly SearchRequest[]): Promise<readonly SearchResponse[]> {
      return requests.map((r) => {
        this.filters.push(r.filters ?? '');
        const classic = r.filters === 'traits:trayIngredient AND NOT traits:premium';
        const hits = TRAY_HITS.filter((h) => !(classic && (h.traits as string[]).includes('premium')));
        return { hits, nbHits: hits.length, page: 0, nbPages: 1, hitsPerPage: 1000 } as never;
      });
    }
  }

  it('prices from the same list GET /api/gifted-trays/catalog serves: Classic 9900 2 choices, Premium 9901 3', async () => {
    const search = new TraySearch();
    const catalog = new LoadCustomizerCatalog(search);
    const api = new ListTrayCatalog(search);
    for (const [key, category, count] of [
      ['9900', 'Classic', 2],
      ['9901', 'Premium', 3],
    ] as const) {
      const priced = (await catalog.trayIngredients(key)).map((i) => String(i.productNumber)).sort();
      const served = (await api.execute(category)).ingredients.map((i) => i.id).sort();
      expect(priced).toEqual(served);
      expect(priced).toHaveLength(count);
    }
    expect(new Set(search.filters)).toEqual(
      new Set(['traits:trayIngredient AND NOT traits:premium', 'traits:trayIngredient']),
    );
  });
});
