import { usd } from '../../shared';
import { percentOff } from '../../pricing/model';
import type { ProductCard } from './product-card';

/**
 * Recommendation rows (spec: catalogue-gifting §2 Recommendation rows, §4 Recommendations, §7
 * GET /api/recommendations/recent-purchases, §9 "Reorder row default limit 20, default title 'Buy It Again'.
 * Recommendation fallback title 'Frequently bought together'; 12 placeholder rows on desktop, 2 on mobile";
 * "Slider gaps default 16 px; recommendations mobile 8, tablet 12").
 */

/** Products the 'Buy It Again' row asks for when the call names no limit (spec §7, §9: 20). */
export const RECENT_PURCHASES_DEFAULT_LIMIT = 20;
/** Largest `limit` the recent-purchases call accepts (a local bound: the spec gives none). */
export const RECENT_PURCHASES_MAX_LIMIT = 100;
/** Most products one recommendation list answers (a local bound: a row shows a slider page or a few). */
export const MAX_RECOMMENDED = 48;
/** Products a category recommendation list answers by default: one desktop slider row of placeholders' worth (12). */
export const CATEGORY_RECOMMENDATIONS_DEFAULT_LIMIT = 12;
/** Default title of the reorder row (spec §9). */
export const BUY_IT_AGAIN_TITLE = 'Buy It Again';
/** Title of a recommendation row whose source gives none (spec §9). */
export const RECOMMENDATION_FALLBACK_TITLE = 'Frequently bought together';
/** Placeholder cards a row shows while it loads (spec §9: 12 on desktop, 2 on mobile). */
export const RECOMMENDATION_PLACEHOLDERS = { desktop: 12, mobile: 2 } as const;
/** Gap between slider cards in px (spec §9: 16 by default; recommendations 8 on mobile, 12 on tablet). */
export const SLIDER_GAP_PX = { desktop: 16, tablet: 12, mobile: 8 } as const;

/** The viewport classes the rows distinguish. */
export type Viewport = keyof typeof SLIDER_GAP_PX;

/**
 * Placeholders while loading: 2 on mobile, 12 otherwise (a tablet counts as desktop; the spec names only those two).
 */
export function placeholderCount(viewport: Viewport): number {
  return viewport === 'mobile' ? RECOMMENDATION_PLACEHOLDERS.mobile : RECOMMENDATION_PLACEHOLDERS.desktop;
}

/** Gap between slider cards, px, for the viewport (spec §9). */
export function sliderGapPx(viewport: Viewport): number {
  return SLIDER_GAP_PX[viewport];
}

/** A row's title: the source's when it has a non-blank one, else `fallback` ('Frequently bought together'). */
export function recommendationTitle(
  title: string | undefined,
  fallback: string = RECOMMENDATION_FALLBACK_TITLE,
): string {
  const trimmed = title?.trim();
  return trimmed ? trimmed : fallback;
}

/** One line of a placed order, as purchase history: product key and the order's creation time (ISO 8601). */
export interface PurchasedLine {
  readonly productKey: string;
  readonly orderedAt: string;
}

/**
 * The products to offer again: product keys of `lines`, most recently ordered first (ties keep their order),
 * each once, at most `limit`. An empty history gives an empty list.
 */
export function recentlyPurchasedKeys(lines: readonly PurchasedLine[], limit: number): string[] {
  const sorted = [...lines].sort((a, b) => (a.orderedAt < b.orderedAt ? 1 : a.orderedAt > b.orderedAt ? -1 : 0));
  const keys: string[] = [];
  for (const line of sorted) {
    if (keys.length >= limit) break;
    if (!keys.includes(line.productKey)) keys.push(line.productKey);
  }
  return keys;
}

/** Variant names never recommended (spec §7: "excluding shortVariantName sample and mini box"). */
const NOT_RECOMMENDED = /\bsamples?\b|\bmini[ -]?box(es)?\b/i;

/** true unless the variant is a sample or a mini box (spec §7). */
export function isRecommendable(shortVariantName: string): boolean {
  return !NOT_RECOMMENDED.test(shortVariantName);
}

/** The fields of a search index product hit a card needs (a structural subset of the Products record). */
export interface RecommendationHit {
  readonly path: string;
  readonly sku: string;
  /** List price for one piece, cents. */
  readonly cost: number;
  /** Price for one piece after a product discount, cents. */
  readonly singlePiecePrice: number;
  /** Net weight, grams. */
  readonly weight: number;
  readonly shortVariantName: string;
  readonly Product: {
    readonly name: string;
    readonly key: string;
    readonly listingImageUrl: string;
    readonly shortDescription: string;
    readonly reportingCategory: string;
  };
  readonly tags: readonly string[];
  readonly unitName: string;
  readonly inStock: boolean;
  readonly autoDeliveryEligible: boolean;
  /** The product's allergen keys, absent when unknown. */
  readonly allergens?: readonly string[];
}

/**
 * The product card of a search hit (one variant per product: the index puts in-stock variants first, so an
 * out-of-stock hit means every variant is). Sale when `cost` exceeds `singlePiecePrice`, with the percent off
 * of core/pricing. `hasSiblings` is false: a distinct hit does not tell. No rating (the index has none).
 */
export function cardOfSearchHit(hit: RecommendationHit): ProductCard {
  const onSale = hit.cost > hit.singlePiecePrice;
  const list = usd(hit.cost);
  const price = usd(hit.singlePiecePrice);
  return {
    sku: hit.sku,
    productKey: hit.Product.key,
    name: hit.Product.name,
    path: hit.path,
    imageUrl: hit.Product.listingImageUrl,
    price,
    listPrice: onSale ? list : undefined,
    displayDiscountPercent: onSale ? percentOff(list, price) : undefined,
    inStock: hit.inStock,
    allVariantsOutOfStock: !hit.inStock,
    autoDeliveryEligible: hit.autoDeliveryEligible,
    unitName: hit.unitName,
    weightGrams: hit.weight,
    shortDescription: hit.Product.shortDescription,
    keywords: hit.tags,
    hasSiblings: false,
    reportingCategory: hit.Product.reportingCategory,
    ...(hit.allergens ? { allergens: [...hit.allergens] } : {}),
  };
}

/** `cards` reordered to follow `keys` (by product key); cards whose key is not listed are dropped. */
export function inKeyOrder(cards: readonly ProductCard[], keys: readonly string[]): ProductCard[] {
  const byKey = new Map(cards.map((c) => [c.productKey, c]));
  return keys.flatMap((k) => byKey.get(k) ?? []);
}
