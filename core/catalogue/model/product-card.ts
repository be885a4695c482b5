import type { Money } from '../../shared/money';

/**
 * A product card as listings show it (spec: catalogue-gifting §3 Product card; the fields the UI shows).
 * Prices are cents; `displayDiscountPercent` follows "floor of the ratio plus 0.02".
 */
export interface ProductCard {
  readonly sku: string;
  readonly productKey: string;
  readonly name: string;
  readonly path: string;
  readonly imageUrl: string;
  readonly price: Money;
  /** Comparison (list) price when the card is on sale. */
  readonly listPrice?: Money;
  readonly displayDiscountPercent?: number;
  readonly inStock: boolean;
  readonly allVariantsOutOfStock: boolean;
  readonly autoDeliveryEligible: boolean;
  readonly unitName: string;
  readonly weightGrams: number;
  readonly shortDescription: string;
  readonly keywords: readonly string[];
  readonly hasSiblings: boolean;
  readonly averageRating?: number;
  readonly totalReviews?: number;
}
