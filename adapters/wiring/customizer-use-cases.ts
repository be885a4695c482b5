import { ListTrayCatalog, RecommendProducts, ResolvePath } from '../../core/catalogue';
import {
  CheckCustomItemIngredients,
  GetGiftBundle,
  LoadGiftShipments,
  PriceGiftBundle,
  GetCustomizerPage,
  LoadCustomizerCatalog,
  PriceCustomItem,
} from '../../core/customizers';
import type { CommercePort } from '../../ports/commerce';
import type { SearchPort } from '../../ports/search';
import type { Clock } from '../../ports/clock';

/**
 * The server's pricing of custom items (catalogue-gifting §4) and of the gift box bundle (§3): their ingredients and
 * gift boxes from the search index, each ingredient read reused for 30 s when a clock is given.
 */
export function customItemPricer(search: SearchPort, commerce: CommercePort, clock?: Clock): PriceCustomItem {
  return new PriceCustomItem(
    new LoadCustomizerCatalog(search, undefined, clock && { clock }),
    commerce,
    new PriceGiftBundle(new LoadGiftShipments(search)),
  );
}

/**
 * Cart preparation's check of custom items (core-cart-checkout §4 Cart preparation, §8 Unavailable ingredient): the
 * customizers' catalogue from the search index (reused for 30 s when a clock is given), the ingredients' stock from
 * commerce (read on every call).
 */
export function customItemIngredientCheck(
  search: SearchPort,
  commerce: CommercePort,
  clock?: Clock,
): CheckCustomItemIngredients {
  return new CheckCustomItemIngredients(new LoadCustomizerCatalog(search, undefined, clock && { clock }), commerce);
}

/**
 * The storefront's `catalogue` section: resolve path, recommendations, the builder pages' data and the gift trays'
 * catalogue, the gift box bundle's data (catalogue-gifting §1, §2, §4, §7), over commerce and search.
 */
export function catalogueSection(commerce: CommercePort, search: SearchPort, recommend: RecommendProducts) {
  // The tray pages read the same catalogue as GET /api/gifted-trays/catalog.
  const listTrayCatalog = new ListTrayCatalog(search);
  return {
    resolvePath: new ResolvePath(commerce),
    recommendProducts: recommend,
    customizerPage: new GetCustomizerPage(new LoadCustomizerCatalog(search), commerce, listTrayCatalog),
    listTrayCatalog,
    giftBundle: new GetGiftBundle(commerce, new LoadGiftShipments(search)),
  };
}
