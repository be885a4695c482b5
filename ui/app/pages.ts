import type { PageState } from '../../ports/page-renderer';
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
 * A product page. Its HTML sanitiser (catalogue-gifting §7: the sanitizing step is lazy-loaded) loads when the page
 * shows HTML the server has not sanitised for it (ui/features/product/sanitizer.ts).
 */
export const ProductPage = lazyPage(() => import('../features/product/product-page'));

/** Every page that loads on demand (the server preloads them all at start). */
export const ON_DEMAND_PAGES = [CartRoute, CheckoutRoute, ReceiptRoute, SearchRoute, ProductPage] as const;

/**
 * Loads the code of the page at `pathname` (`state`: the page state the server rendered it with), so that hydrating
 * it does not suspend, and hands a product page the HTML the server sanitised. Routes as in app.tsx.
 */
export function preloadPageOf(pathname: string, state: PageState): Promise<void> {
  const resolved = state.page?.resolved;
  if (pathname === '/cart') return CartRoute.preload();
  if (pathname === '/checkout/receipt') return ReceiptRoute.preload();
  if (pathname === '/checkout' || pathname.startsWith('/checkout/')) return CheckoutRoute.preload();
  if (pathname === '/search/instant') return SearchRoute.preload();
  if (resolved?.pageType === 'ProductPage')
    return Promise.all([
      ProductPage.preload(),
      import('../features/product/sanitizer').then((m) => m.seedSanitized(state.sanitized ?? {})),
    ]).then(() => undefined);
  return Promise.resolve();
}
