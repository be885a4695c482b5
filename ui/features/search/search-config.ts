import type { SearchIndexName } from '../../../ports/search';
import { SEARCH_PATH } from './search-bar';
import { searchCopy } from './search-copy';

/**
 * Constants of the search UI (spec: shell-account §2 Search, §4 Search, §7 Search service, §9;
 * core-cart-checkout §9 "Search page size 50"). No InstantSearch import here: the header reads this file
 * and must stay light.
 */

/** The results page path (route name Search), defined in search-bar.tsx, which the browser entry carries. */
export { SEARCH_PATH };
/** The results page's default index; sortBy is omitted from the URL when it is this one. */
export const PRODUCTS_INDEX: SearchIndexName = 'Products';
/** The id of the results page's own search input, which the header's mobile search button focuses there. */
export const SEARCH_PAGE_INPUT_ID = 'search-page-query';
/** Hits per results page (core-cart-checkout §9). */
export const SEARCH_PAGE_SIZE = 50;
/** Debounce of the results page's URL writes, milliseconds (§2 Search, §9). */
export const URL_WRITE_DELAY_MS = 400;
/** Throttle of suggestion fetches while typing, milliseconds (§4 Search, §9). */
export const SUGGESTIONS_THROTTLE_MS = 200;
/** Typing sends one 'Products Searched' analytics call once the query has rested this long (shell-account §4, §9). */
export const SEARCH_ANALYTICS_DEBOUNCE_MS = 400;
/** Hits per suggestion index (departments, products) and query suggestions (§9). */
export const SUGGESTION_HITS = 5;
export const QUERY_SUGGESTION_HITS = 6;
/** The search breakpoint lg (§9), as the header's CSS uses it. */
export const LG_MEDIA_QUERY = '(min-width: 960px)';

/** Suggestion indexes of the popover (§7). */
export const SUGGESTION_INDEXES = {
  departments: 'Departments',
  querySuggestions: 'Products_query_suggestions',
} as const satisfies Record<string, SearchIndexName>;

/** One sort order of the results page: a replica index and its label. */
export interface SortOption {
  readonly value: SearchIndexName;
  readonly label: string;
}

/** Sort orders (§7: Products, by price ascending or descending, or activation date descending). */
export const SORT_OPTIONS: readonly SortOption[] = [
  { value: 'Products', label: 'Relevance' },
  { value: 'Products_price_asc', label: 'Price: low to high' },
  { value: 'Products_price_desc', label: 'Price: high to low' },
  { value: 'Products_activation_date_desc', label: 'Newest' },
];

/** A refinement list facet of the results page: a Products attribute and its heading. */
export interface FacetOption {
  readonly attribute: string;
  readonly label: string;
}

/**
 * Refinement lists (attributes for faceting of the Products index). `freeFrom` and `claims` hold keys
 * ('tree-nut-free', 'good-source-of-fiber') that search-filters.tsx shows with their labels.
 */
export const REFINEMENT_FACETS: readonly FacetOption[] = [
  { attribute: 'categories.lvl0', label: 'Category' },
  { attribute: 'tags', label: 'Dietary & features' },
  { attribute: 'unitName', label: 'Pack size' },
  { attribute: 'freeFrom', label: searchCopy.freeFromFacet },
  { attribute: 'claims', label: searchCopy.claimsFacet },
];

/** Toggles: boolean Products attributes, refined on true. */
export const TOGGLE_FACETS: readonly FacetOption[] = [
  { attribute: 'inStock', label: 'In stock only' },
  { attribute: 'autoDeliveryEligible', label: 'Auto-Delivery eligible' },
];

/**
 * Range refinements: numeric Products attributes refined by bounds, in the URL as `range[attribute]=min:max` (either
 * bound may be empty: ':40' is "at most 40"). `price` is the single-piece price in dollars, as the records hold it.
 */
export const RANGE_FACETS: readonly FacetOption[] = [{ attribute: 'price', label: 'Price' }];

/** The results page URL for a submitted query (an empty query is allowed: core-cart-checkout §2 links). */
export function searchPageUrl(query: string): string {
  return `${SEARCH_PATH}?${new URLSearchParams({ query }).toString()}`;
}
