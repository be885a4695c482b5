import { island } from '../../app/island';
import { lazyPage } from '../../app/lazy-page';

/** The product page's delivery estimate code (ui/app/pages.ts lists it among the islands the server preloads). */
export const DeliveryEstimateCode = lazyPage(() =>
  import('./delivery-estimate').then((m) => ({ default: m.ProductDeliveryEstimate })),
);

/**
 * The delivery estimate of a product page (delivery-estimate.tsx; catalogue-gifting §4 Delivery estimate: "Hidden
 * until the first load finishes") as an island: the server renders nothing for it, so its code, the page-scoped
 * delivery store and the ZIP form load after the product page's. Nothing shows before its code is there.
 */
export const DeliveryEstimateIsland = island(DeliveryEstimateCode, () => null);
