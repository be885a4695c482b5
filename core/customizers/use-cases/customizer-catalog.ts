import type { Result } from '../../shared';
import { CUSTOMIZER_MAX_FACET_HITS, CUSTOMIZER_PAGE_SIZE } from '../model/constants';
import { mixIngredientOf, type MixIngredient } from '../model/ingredients';
import { miniBoxProductOf, type MiniBoxProduct } from '../model/box';
import { CLASSIC_TRAY_KEY } from '../model/constants';
import { customizerIngredientOf, type CustomizerIngredient } from '../model/ingredients';
import { SEARCH_INDEXES, type SearchPort } from '../../../ports/search';
import type { Logger } from '../../../ports/logger';

/** Stops paging after this many pages (50 hits each): a guard, far above any customizer's catalogue. */
const MAX_PAGES = 40;

/**
 * The ingredients a customizer offers, read from the search index as the spec has it (catalogue-gifting §3
 * "Customizer ingredient (built from a search hit)", §7 "Customizer ingredients come from search hits; page size 50,
 * facet hits max 100"): the Products index filtered by trait ('traits:mixIngredient', 'traits:miniBox'), one hit
 * per product (distinct), every page of 50. A hit the customizer cannot use (no density, no customizer category
 * names: §5, §8 'Density is required', 'Customizer Category Names is required') is left out and logged as a
 * warning with its SKU and reason.
 */
export class LoadCustomizerCatalog {
  constructor(
    private readonly search: SearchPort,
    private readonly log?: Pick<Logger, 'warn'>,
  ) {}

  /** The trail mix builder's ingredients (catalogue-gifting §4 Mix customizer), in index order. */
  mixIngredients(): Promise<readonly MixIngredient[]> {
    return this.load('traits:mixIngredient', mixIngredientOf);
  }

  /** The box builder's mini-box products (catalogue-gifting §3 Mini-box product), in index order. */
  miniBoxes(): Promise<readonly MiniBoxProduct[]> {
    return this.load('traits:miniBox', miniBoxProductOf);
  }

  /**
   * The products a gift tray's sections may hold (catalogue-gifting §4 Tray customizer): 'traits:trayIngredient';
   * the Classic tray (9900) leaves the premium ones ('traits:premium') out.
   */
  trayIngredients(trayKey: string): Promise<readonly CustomizerIngredient[]> {
    const filters =
      trayKey === CLASSIC_TRAY_KEY ? 'traits:trayIngredient AND NOT traits:premium' : 'traits:trayIngredient';
    return this.load(filters, customizerIngredientOf);
  }

  private async load<T>(filters: string, of: (hit: unknown) => Result<T>): Promise<readonly T[]> {
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
      for (const hit of answer.hits) {
        const item = of(hit);
        if (item.ok) out.push(item.value);
        else
          this.log?.warn(
            { sku: (hit as { sku?: unknown }).sku, reason: item.error.message },
            'customizer hit left out',
          );
      }
      if (page + 1 >= answer.nbPages) break;
    }
    return out;
  }
}
