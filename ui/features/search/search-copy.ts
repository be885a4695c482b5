import { groupThousands } from '../../../core/shared';
import { searchBarCopy } from './search-bar';

/** Shopper-facing texts of search (spec: shell-account §2 Search; the rest in the storefront's voice). */
export const searchCopy = {
  ...searchBarCopy,
  openSearch: 'Search',
  closeSearch: 'Close search',
  dialogLabel: 'Search',
  suggestionsLabel: 'Search suggestions',
  recentSearches: 'Recent searches',
  seeMore: 'See more',
  seeLess: 'See less',
  departments: 'Departments',
  products: 'Products',
  querySuggestions: 'Popular searches',
  loadingSuggestions: 'Loading suggestions…',
  noProductSuggestions: (query: string) => `No products match “${query}”`,
  resultsHeading: (query: string) => (query ? `Results for “${query}”` : 'All products'),
  resultCount: (n: number) => `${groupThousands(n)} ${n === 1 ? 'product' : 'products'}`,
  noResults: (query: string) =>
    query ? `We couldn't find products for “${query}”.` : 'No products match these filters.',
  tryAgain: 'Try fewer filters or another word.',
  sortBy: 'Sort by',
  filters: 'Filters',
  clearFilters: 'Clear all filters',
  /** Headings of the 'free from' and nutrient claim refinement lists (their values' labels are core's). */
  freeFromFacet: 'Free from',
  claimsFacet: 'Nutrient claims',
  showMoreFacets: 'Show more',
  showLessFacets: 'Show less',
  pageAnnouncement: 'Search results page',
  pageTitle: (query: string) => (query ? `Search: ${query}` : 'Search'),
  searchError: 'Search is not available right now. Please try again in a moment.',
  wasPrice: 'Was',
  outOfStock: 'Out of stock',
  /** The price range refinement's chip ('Gifts under $40': 'Under $40'), its remove button and its list's label. */
  priceUnder: (max: string) => `Under ${max}`,
  priceFrom: (min: string) => `${min} and up`,
  priceBetween: (min: string, max: string) => `${min} to ${max}`,
  removeRefinement: (label: string) => `Remove filter: ${label}`,
  activeRefinements: 'Active filters',
} as const;
