/**
 * Shopper-facing text of product cards, favorites and recommendation rows (spec: catalogue-gifting §2, §8, §9).
 * Kept beside the features that own it until it joins ui/copy.
 */
export const listingCopy = {
  addFavorite: (name: string) => `Add ${name} to favorites`,
  removeFavorite: (name: string) => `Remove ${name} from favorites`,
  favoriteFailed: 'We could not update your favorites. Please try again.',
  autoDelivery: 'Auto-Delivery eligible',
  /** The same note on a narrow slider card. */
  autoDeliveryShort: 'Auto-Delivery',
  rating: (average: number, count?: number) =>
    `Rated ${average.toFixed(1)} out of 5${count !== undefined ? ` (${count} ratings)` : ''}`,
  viewAll: 'View all',
  /**
   * The listing grid's heading, for screen readers (the page's h1 is the category); with several pages it names
   * the page (focus moves to it when the shopper changes page).
   */
  productsHeading: (category: string, page = 1, pageCount = 1) =>
    pageCount > 1 ? `${category} products, page ${page} of ${pageCount}` : `${category} products`,
  /** The listing pagination's navigation label and links. */
  pagination: 'Pagination',
  previousPage: 'Previous',
  nextPage: 'Next',
  /** Read before each page number ('Page 2'). */
  pageWord: 'Page',
  shownRange: (first: number, last: number, total: number) => `Showing ${first}–${last} of ${total} products`,
  previous: 'Previous products',
  next: 'Next products',
  loading: 'Loading recommendations',
  filterTabs: 'Filter recommendations',
  addToCart: 'Add to Cart',
  adding: 'Adding…',
  addedToCart: 'Added to Cart',
  addNamed: (name: string) => `Add ${name} to cart`,
} as const;
