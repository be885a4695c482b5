import type { Result } from '../../shared';
import { CUSTOMIZER_MAX_FACET_HITS, CUSTOMIZER_PAGE_SIZE } from '../model/constants';
import { mixIngredientOf, type MixIngredient } from '../model/ingredients';
import { miniBoxProductOf, type MiniBoxProduct } from '../model/box';
import { CLASSIC_TRAY_KEY } from '../model/constants';
import { customizerIngredientOf, type CustomizerIngredient } from '../model/ingredients';
import { SEARCH_INDEXES, type SearchPort } from '../../../ports/search';
import type { Logger } from '../../../ports/logger';
import type { Clock } from '../../../ports/clock';
import { ListTrayCatalog } from '../../catalogue';

/** Whether a search record is in stock: a record without `inStock` counts as in stock (older index snapshots). */
function isInStock(hit: unknown): boolean {
  return (hit as { inStock?: unknown }).inStock !== false;
}

/** How long (ms) a catalogue read is reused when a clock is given: short, so stock and index changes show soon. */
export const CUSTOMIZER_CATALOG_TTL_MS = 30_000;

/** Stops paging after this many pages (50 hits each): a guard, far above any customizer's catalogue. */
const MAX_PAGES = 40;

/**
 * The ingredients a customizer offers, read from the search index as the spec has it (catalogue-gifting §3
 * "Customizer ingredient (built from a search hit)", §7 "Customizer ingredients come from search hits; page size 50,
 * facet hits max 100"): the Products index filtered by trait ('traits:mixIngredient', 'traits:miniBox'), one hit
 * per product (distinct), every page of 50. A hit the customizer cannot use (no density, no customizer category
 * names: §5, §8 'Density is required', 'Customizer Category Names is required') is left out and logged as a
 * warning with its SKU and reason. Given a `cache.clock`, each filter's read is reused for `cache.ttlMs` ms
 * (default CUSTOMIZER_CATALOG_TTL_MS, 30 000 ms; the search port exposes no index version), so PriceCustomItem and
 * CheckCustomItemIngredients do not re-read the index on every call; without a clock every call reads the index.
 * A failed read is not cached.
 */
export class LoadCustomizerCatalog {
  private readonly reads = new Map<string, { readonly atMs: number; readonly list: Promise<readonly unknown[]> }>();
  private readonly trays: Pick<ListTrayCatalog, 'trayHits'>;

  constructor(
    private readonly search: SearchPort,
    private readonly log?: Pick<Logger, 'warn'>,
    private readonly cache?: { readonly clock: Clock; readonly ttlMs?: number },
  ) {
    this.trays = new ListTrayCatalog(search);
  }

  /**
   * The trail mix builder's ingredients (catalogue-gifting §4 Mix customizer), in index order. Only in-stock hits
   * (`inStock: true` on the search record; a record without it counts as in stock) are offered, so the builder never
   * shows an out-of-stock one. `includeOutOfStock` keeps them: PriceCustomItem and CheckCustomItemIngredients use it,
   * the latter stays the cart-preparation stock check (commerce's current stock, never a cached index read).
   */
  mixIngredients(options: { readonly includeOutOfStock?: boolean } = {}): Promise<readonly MixIngredient[]> {
    return this.load('traits:mixIngredient', mixIngredientOf, !options.includeOutOfStock);
  }

  /** The box builder's mini-box products (catalogue-gifting §3 Mini-box product), in index order. */
  miniBoxes(): Promise<readonly MiniBoxProduct[]> {
    return this.load('traits:miniBox', miniBoxProductOf);
  }

  /**
   * The products a gift tray's sections may hold (catalogue-gifting §4 Tray customizer, §7 GET
   * /api/gifted-trays/catalog): the tray catalogue's records (ListTrayCatalog.trayHits, the one source of tray
   * ingredients shared with the builder and the API), 'traits:trayIngredient'; the Classic tray (9900) leaves the
   * premium ones ('traits:premium') out. In index order.
   */
  trayIngredients(trayKey: string): Promise<readonly CustomizerIngredient[]> {
    const category = trayKey === CLASSIC_TRAY_KEY ? 'Classic' : 'Premium';
    return this.cached(`tray:${category}`, async () =>
      this.usable(await this.trays.trayHits(category), customizerIngredientOf),
    );
  }

  private load<T>(filters: string, of: (hit: unknown) => Result<T>, inStockOnly = false): Promise<readonly T[]> {
    const key = inStockOnly ? `${filters} (in stock)` : filters;
    return this.cached(key, () => this.read(filters, of, inStockOnly ? isInStock : () => true));
  }

  /** `read()`, reused for the TTL when a clock is given; a failed read is dropped from the cache. */
  private cached<T>(key: string, read: () => Promise<readonly T[]>): Promise<readonly T[]> {
    if (!this.cache) return read();
    const now = this.cache.clock.nowMs();
    const ttl = this.cache.ttlMs ?? CUSTOMIZER_CATALOG_TTL_MS;
    const hit = this.reads.get(key);
    if (hit && now - hit.atMs < ttl) return hit.list as Promise<readonly T[]>;
    const list = read();
    this.reads.set(key, { atMs: now, list });
    list.catch(() => this.reads.delete(key));
    return list;
  }

  /** The items of the hits the customizer can use; each other hit is logged as a warning with its SKU and reason. */
  private usable<T>(hits: readonly unknown[], of: (hit: unknown) => Result<T>): T[] {
    const out: T[] = [];
    for (const hit of hits) {
      const item = of(hit);
      if (item.ok) out.push(item.value);
      else
        this.log?.warn({ sku: (hit as { sku?: unknown }).sku, reason: item.error.message }, 'customizer hit left out');
    }
    return out;
  }

  private async read<T>(
    filters: string,
    of: (hit: unknown) => Result<T>,
    keep: (hit: unknown) => boolean,
  ): Promise<readonly T[]> {
    const out: T[] = [];
    for (let page = 0; page < MAX_PAGES; page++) {
      const [answer] = await this.search.search([
        {
          indexName: SEARCH_INDEXES.products,
          filters,
          page,
          hitsPerPage: CUSTOMIZER_PAGE_SIZE,
          maxValuesPerFacet: CUSTOMIZER_MAX_FACET_HITS,
          distinct: true,
          attributesToHighlight: [],
        },
      ]);
      if (!answer) break;
      out.push(...this.usable(answer.hits.filter(keep), of));
      if (page + 1 >= answer.nbPages) break;
    }
    return out;
  }
}
