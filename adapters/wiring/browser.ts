import { HttpStorefrontBackend, HttpTokenizer } from '../storefront-backend/http-storefront';
import { browserClock, browserIds } from '../system/browser-system';
import { tagLayerAnalytics, type TagLayerHost } from '../system/tag-layer-analytics';
import type { BrowserServices } from './browser-services';
import { lazyMyCart } from './lazy-my-cart';
import { withEmbeddedPage } from './embedded-page';

export type { BrowserServices } from './browser-services';

/**
 * The browser composition root (profile `embedded`: same-origin local server). Returns the session-scoped
 * ports the UI stores use; the browser never holds a client secret. The `/me` cart client (with zod and the
 * commercetools mapping) is loaded on its first call, which the app makes right after its first render. The page
 * the server resolved into index.html answers the first resolvePath of that page.
 */
export function createBrowserServices(baseUrl = ''): BrowserServices {
  return {
    myCart: lazyMyCart(async () => new (await import('../commercetools/http-my-cart')).HttpMyCart(baseUrl)),
    backend: withEmbeddedPage(new HttpStorefrontBackend(baseUrl), globalThis.document),
    payments: new HttpTokenizer(baseUrl),
    clock: browserClock,
    analytics: tagLayerAnalytics(globalThis as TagLayerHost),
    ids: browserIds,
  };
}
