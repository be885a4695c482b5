import { browserClock, browserIds } from '../system/browser-system';
import { tagLayerAnalytics, type TagLayerHost } from '../system/tag-layer-analytics';
import type { Clock } from '../../ports/clock';
import type { MyCartPort } from '../../ports/my-cart';
import type { BrowserServices, BrowserStorefront } from './browser-services';
import { lazyBackend, lazyTokenizer } from './lazy-backend';
import { lazyMyCart } from './lazy-my-cart';
import { onDemand } from './on-demand';

export type { BrowserServices } from './browser-services';

/**
 * The browser composition root (profile `embedded`: same-origin local server). Returns the session-scoped
 * ports the UI stores use and `loadStorefront`, which calls createStorefront with them on the first edit: the
 * browser does not ship the inversify container (about 24 KB gzip for a dozen objects). The browser never
 * holds a client secret. The `/me` cart client (with zod and the
 * commercetools mapping) is loaded on its first call, which the app makes right after its first render; so is the
 * storefront backend's HTTP client (with the payment tokenizer, its neighbour); the account client loads when the
 * login modal or a sign-in page first calls it. The page's own data comes with the
 * server-rendered page (ui/app/page-state.ts), not through these ports.
 */
export function createBrowserServices(baseUrl = ''): BrowserServices {
  const myCart = lazyMyCart(async () => new (await import('../commercetools/http-my-cart')).HttpMyCart(baseUrl));
  const storefrontBackend = onDemand(() => import('../storefront-backend/http-storefront'));
  return {
    myCart,
    backend: lazyBackend(async () => new (await storefrontBackend()).HttpStorefrontBackend(baseUrl)),
    payments: lazyTokenizer(async () => new (await storefrontBackend()).HttpTokenizer(baseUrl)),
    clock: browserClock,
    analytics: tagLayerAnalytics(globalThis as TagLayerHost),
    ids: browserIds,
    loadStorefront: storefrontLoader(myCart, browserClock),
    loadAccount: onDemand(
      async () => new (await import('../storefront-backend/http-account')).HttpAccountBackend(baseUrl),
    ),
    // Through the account client's module (one chunk for both: every auto-delivery page also uses the account).
    loadAutoDelivery: onDemand(
      async () => new (await import('../storefront-backend/http-account')).HttpAutoDeliveryBackend(baseUrl),
    ),
    loadGiftDrop: onDemand(
      async () => new (await import('../storefront-backend/http-gift-drop')).HttpGiftDropBackend(baseUrl),
    ),
    loadShellContent: async (path) =>
      (await import('../storefront-backend/http-shell-content')).fetchShellContent(path, baseUrl),
  };
}

/**
 * `loadStorefront` of BrowserServices: on its first call imports the storefront module and calls
 * createStorefront with `myCart` and `clock`; every call answers that one storefront. UI tests pass their fakes.
 */
export function storefrontLoader(myCart: MyCartPort, clock: Clock): () => Promise<BrowserStorefront> {
  let storefront: Promise<BrowserStorefront> | undefined;
  return () => (storefront ??= import('./storefront').then((m) => m.createStorefront({ cartEditor: myCart, clock })));
}
