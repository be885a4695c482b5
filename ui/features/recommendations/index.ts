/**
 * Recommendation rows (spec: catalogue-gifting §2 Recommendation rows, §4 Recommendations), for any page to mount.
 * The rows a page mounts are islands (islands.tsx): their code loads after the page's.
 */
export { RecommendationSlider, type RecommendationSliderProps } from './recommendation-slider';
export { RecommendationList } from './recommendation-list';
export { BuyItAgainRow, WebstoreRecommendationList, WebstoreRecommendationRow } from './islands';
export { categoryListPath, PANEL_RECOMMENDATIONS, targetedListPath } from './recommendation-lists';
export { RecommendationRowStore } from './recommendation-row-store';
