import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { BUY_IT_AGAIN_TITLE } from '../../../core/catalogue';
import type { ProductCard } from '../../../core/catalogue';
import type { Envelope } from '../../../core/notifications';
import { useStores } from '../../app/stores-context';
import type { RootStore } from '../../stores/root-store';
import { PANEL_RECOMMENDATIONS } from './recommendation-lists';
import { RecommendationRowStore } from './recommendation-row-store';
import { RecommendationList } from './recommendation-list';
import { RecommendationSlider } from './recommendation-slider';

/**
 * The row's store over `fetchList` (created once per mounted row), its list loaded after the first render (no I/O
 * while rendering on the server).
 */
function useRecommendationRow(
  fetchList: (root: RootStore) => Promise<Envelope<readonly ProductCard[]>>,
): RecommendationRowStore {
  const root = useStores();
  const [store] = useState(() => new RecommendationRowStore(root, fetchList));
  useEffect(() => {
    void store.load();
  }, [store]);
  return store;
}

/**
 * The 'Buy It Again' row (spec: catalogue-gifting §2, §7 GET /api/recommendations/recent-purchases, limit
 * default 20; §9 default title 'Buy It Again'): the session's recently purchased products with filter tabs;
 * placeholders while loading, nothing for a session without orders.
 */
export const BuyItAgainRow = observer(function BuyItAgainRow({
  title,
  limit,
  viewAllHref,
}: {
  title?: string;
  limit?: number;
  viewAllHref?: string;
}) {
  const store = useRecommendationRow((r) => r.services.backend.getRecentPurchases(limit));
  return (
    <RecommendationSlider
      title={title}
      fallbackTitle={BUY_IT_AGAIN_TITLE}
      products={store.products}
      viewAllHref={viewAllHref}
      withTabs
      list={BUY_IT_AGAIN_LIST}
    />
  );
});

/** The analytics list of the 'Buy It Again' row. */
const BUY_IT_AGAIN_LIST = { id: 'buy-it-again', section: 'Buy It Again' } as const;

/**
 * A recommendation row from a webstore list at `path` (spec: catalogue-gifting §4 Recommendations, sources:
 * the search index behind the list), titled by `title` or 'Frequently bought together'. Exported so the product
 * page can mount it with its own list path.
 */
export const WebstoreRecommendationRow = observer(function WebstoreRecommendationRow({
  path,
  title,
  viewAllHref,
  withTabs,
}: {
  path: string;
  title?: string;
  viewAllHref?: string;
  withTabs?: boolean;
}) {
  const store = useRecommendationRow((r) => r.services.backend.getRecommendationList(path));
  return (
    <RecommendationSlider
      title={title}
      products={store.products}
      viewAllHref={viewAllHref}
      withTabs={withTabs}
      list={{ id: `recommendations:${path}`, section: 'Recommendations' }}
    />
  );
});

/**
 * A vertical recommendation list from the webstore list at `path` (catalogue-gifting §2 "vertical recommendation
 * list with an 'Added to Cart' state"), without the product `excludeKey` (the one just added), at most
 * PANEL_RECOMMENDATIONS products. Nothing while loading or when the list is empty.
 */
export const WebstoreRecommendationList = observer(function WebstoreRecommendationList({
  path,
  excludeKey,
  title,
}: {
  path: string;
  excludeKey?: string;
  title?: string;
}) {
  const store = useRecommendationRow((r) => r.services.backend.getRecommendationList(path));
  const products = (store.products ?? [])
    .filter((p) => p.productKey !== excludeKey && !p.allVariantsOutOfStock)
    .slice(0, PANEL_RECOMMENDATIONS);
  return <RecommendationList title={title} products={products} />;
});
