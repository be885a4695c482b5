/** Recommendation rows (spec: catalogue-gifting §2 Recommendation rows, §4 Recommendations), for any page to mount. */
export { RecommendationSlider, type RecommendationSliderProps } from './recommendation-slider';
export { RecommendationList } from './recommendation-list';
export {
  BuyItAgainRow,
  PANEL_RECOMMENDATIONS,
  WebstoreRecommendationList,
  WebstoreRecommendationRow,
  categoryListPath,
} from './recommendation-rows';
export { RecommendationRowStore } from './recommendation-row-store';
