import { BUY_IT_AGAIN_TITLE } from '../../../core/catalogue';
import { island } from '../../app/island';
import { lazyPage } from '../../app/lazy-page';
import { SliderPlaceholder } from './recommendation-placeholder';

// The recommendation rows of recommendation-rows.tsx as islands: the server renders each row as it
// loads (placeholders), and the browser fetches its products once the row's code is there, right after the page
// hydrates; a row rendered before that shows the same placeholders.

// Their code (ui/app/pages.ts lists it among the islands the server preloads): one module, recommendation-rows.tsx.
const rows = () => import('./recommendation-rows');
/** The 'Buy It Again' row's code. */
export const BuyItAgainRowCode = lazyPage(() => rows().then((m) => ({ default: m.BuyItAgainRow })));
/** A webstore recommendation row's code. */
export const WebstoreRecommendationRowCode = lazyPage(() =>
  rows().then((m) => ({ default: m.WebstoreRecommendationRow })),
);
/** A webstore recommendation list's code (the Added-to-Cart panel's). */
export const WebstoreRecommendationListCode = lazyPage(() =>
  rows().then((m) => ({ default: m.WebstoreRecommendationList })),
);

/** The 'Buy It Again' row (spec: catalogue-gifting §2, §7, §9): placeholders titled `title` or 'Buy It Again'. */
export const BuyItAgainRow = island(BuyItAgainRowCode, ({ title, viewAllHref }) => (
  <SliderPlaceholder title={title} fallbackTitle={BUY_IT_AGAIN_TITLE} viewAllHref={viewAllHref} />
));

/** A recommendation row from the webstore list at `path` (spec: catalogue-gifting §4 Recommendations). */
export const WebstoreRecommendationRow = island(WebstoreRecommendationRowCode, ({ title, viewAllHref }) => (
  <SliderPlaceholder title={title} viewAllHref={viewAllHref} />
));

/** A vertical recommendation list from the webstore list at `path` (catalogue-gifting §2): nothing while loading. */
export const WebstoreRecommendationList = island(WebstoreRecommendationListCode, () => null);
