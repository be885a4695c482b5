/** Path of the webstore recommendation list of a category (catalogue-gifting §7 "path as passed in"). */
export const categoryListPath = (categoryKey: string) =>
  `/api/recommendations/category?key=${encodeURIComponent(categoryKey)}`;

/** Products the Added-to-Cart panel's vertical list shows at most. */
export const PANEL_RECOMMENDATIONS = 4;
