import type { ResolvedPage } from '../../ports/storefront-backend';
import { HeaderSearchCode } from '../features/search/header-search-island';
import { SiteFooterCode } from '../components/site-footer-island';
import {
  BuyItAgainRowCode,
  WebstoreRecommendationListCode,
  WebstoreRecommendationRowCode,
} from '../features/recommendations/islands';
import { lazyPage } from './lazy-page';

// The code that loads on demand, so the home page and listings ship only the shell: the pages, and the islands of
// the shell (parts that need no code at first paint; they hydrate when their code arrives). The server preloads
// every one of them before its first render; the browser preloads the page it hydrates (`preloadPageOf`) and
// loads each island right after hydrating.

/** '/cart'. */
export const CartRoute = lazyPage(() => import('../routes/cart-route'));
/** '/checkout/:step?/:stepVariant?'. */
export const CheckoutRoute = lazyPage(() => import('../routes/checkout-route'));
/** '/checkout/receipt'. */
export const ReceiptRoute = lazyPage(() => import('../routes/receipt-route'));
/** '/search/instant': InstantSearch comes with it. */
export const SearchRoute = lazyPage(() => import('../features/search/search-page'));
/**
 * A product page; its code and the HTML sanitiser load together (catalogue-gifting §7: the sanitizing step is
 * lazy-loaded).
 */
export const ProductPage = lazyPage(async () => {
  const [page] = await Promise.all([
    import('../features/product/product-page'),
    import('../features/product/sanitizer').then((m) => m.loadSanitizer()),
  ]);
  return page;
});

/**
 * The islands' code (ui/app/island.tsx; each island's module declares its own), which the browser loads right after
 * hydrating.
 */
export const ISLANDS = [
  HeaderSearchCode,
  SiteFooterCode,
  BuyItAgainRowCode,
  WebstoreRecommendationRowCode,
  WebstoreRecommendationListCode,
] as const;

/** Every piece of on-demand code the server preloads (all of them, at start): the pages and the islands. */
export const ON_DEMAND_PAGES = [CartRoute, CheckoutRoute, ReceiptRoute, SearchRoute, ProductPage, ...ISLANDS] as const;

/**
 * Loads the code of the page at `pathname` (`resolved`: the server's resolved page of that path, when it has one),
 * so that rendering or hydrating it does not suspend. Routes as in app.tsx.
 */
export function preloadPageOf(pathname: string, resolved: ResolvedPage | undefined): Promise<void> {
  if (pathname === '/cart') return CartRoute.preload();
  if (pathname === '/checkout/receipt') return ReceiptRoute.preload();
  if (pathname === '/checkout' || pathname.startsWith('/checkout/')) return CheckoutRoute.preload();
  if (pathname === '/search/instant') return SearchRoute.preload();
  if (resolved?.pageType === 'ProductPage') return ProductPage.preload();
  return Promise.resolve();
}
