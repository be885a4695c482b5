import type { Money } from '../../shared';

/**
 * A product card as listings and recommendation rows show it (spec: catalogue-gifting §3 Product card; the
 * fields the UI shows). Prices are cents; `displayDiscountPercent` follows "floor of the ratio plus 0.02"
 * (core/pricing percentOff). `path` is the product page the card links to.
 *
 * Ratings (`averageRating`, `totalRatings`, `totalReviews`) are optional and absent in practice: the seeded
 * catalogue and the search index carry no reviews, so no card builder sets them and the UI shows no stars
 * rather than invented ones.
 */
export interface ProductCard {
  readonly sku: string;
  readonly productKey: string;
  readonly name: string;
  readonly path: string;
  readonly imageUrl: string;
  readonly price: Money;
  /** Comparison (list) price, cents, when the card is on sale (the spec's displayComparisonPrice). */
  readonly listPrice?: Money;
  /** Whole percent off the list price, only when on sale: floor((list − price) / list × 100 + 0.02). */
  readonly displayDiscountPercent?: number;
  /** false when the card's variant is backordered. */
  readonly inStock: boolean;
  /** true when every visible variant is backordered: the card shows 'Out of stock!'. */
  readonly allVariantsOutOfStock: boolean;
  /** The card's variant can be subscribed to auto-delivery. */
  readonly autoDeliveryEligible: boolean;
  readonly unitName: string;
  readonly weightGrams: number;
  readonly shortDescription: string;
  readonly keywords: readonly string[];
  readonly hasSiblings: boolean;
  /** Average star rating, 0 to 5; absent when the product has no ratings (always, with the seeded data). */
  readonly averageRating?: number;
  /** Number of star ratings; absent like `averageRating`. */
  readonly totalRatings?: number;
  /** Number of written reviews; absent like `averageRating`. */
  readonly totalReviews?: number;
  /**
   * The major food allergens of the product (keys such as 'tree-nuts', 'milk', in statement order): the
   * card's allergen badges. Absent when unknown or not a food.
   */
  readonly allergens?: readonly string[];
  /** Name of the product's top-level category, e.g. 'Nuts' (known for search-built cards; groups filter tabs). */
  readonly reportingCategory?: string;
  /**
   * The targeting decision that chose this card for a recommendation row (catalogue-gifting §4 Recommendations
   * "Engagements (decision_id, variation_id) are reported back"): a click reports it; absent for other cards.
   */
  readonly decision?: { readonly decisionId: string; readonly variationId: number };
}
