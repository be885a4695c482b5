import { HttpStorefrontBackend, HttpTokenizer } from '../storefront-backend/http-storefront';
import { HttpMyCart } from '../commercetools/http-my-cart';
import { browserClock, browserIds } from '../system/browser-system';
import type { BrowserServices } from './browser-services';

export type { BrowserServices } from './browser-services';

/**
 * The browser composition root (profile `embedded`: same-origin local server). Returns the session-scoped
 * ports the UI stores use; the browser never holds a client secret.
 */
export function createBrowserServices(baseUrl = ''): BrowserServices {
  return {
    myCart: new HttpMyCart(baseUrl),
    backend: new HttpStorefrontBackend(baseUrl),
    payments: new HttpTokenizer(baseUrl),
    clock: browserClock,
    ids: browserIds,
  };
}
