/** Path of the webstore recommendation list of a category (catalogue-gifting §7 "path as passed in"). */
export const categoryListPath = (categoryKey: string) =>
  `/api/recommendations/category?key=${encodeURIComponent(categoryKey)}`;

/** Products the Added-to-Cart panel's vertical list shows at most. */
export const PANEL_RECOMMENDATIONS = 4;

/**
 * The recommendation row selectors (catalogue-gifting §4 "recommendation experiences are loaded by selector name"):
 * the product page's row and the cart's Added-to-Cart list, each chosen by the targeting service.
 */
export type RecommendationSelector = 'PDP Recommendations' | 'Cart Recommendations';

/**
 * Path of a recommendation row served by targeting: the category's webstore list, unless the visitor's variation of
 * the `selector`'s campaign names another; its cards carry the decision their clicks report.
 */
export const targetedListPath = (categoryKey: string, selector: RecommendationSelector) =>
  `${categoryListPath(categoryKey)}&selector=${encodeURIComponent(selector)}`;
