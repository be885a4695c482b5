import type { ResolvedPage } from '../../ports/storefront-backend';
import { lazyPage } from './lazy-page';

// The pages whose code loads on demand, so the home page and listings ship only the shell. The server preloads
// every one of them before its first render; the browser preloads the page it hydrates (`preloadPageOf`).

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

/** Every page that loads on demand (the server preloads them all at start). */
export const ON_DEMAND_PAGES = [CartRoute, CheckoutRoute, ReceiptRoute, SearchRoute, ProductPage] as const;

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
