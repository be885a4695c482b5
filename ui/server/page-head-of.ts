import type { PageState } from '../../ports/page-renderer';
import { pageHead, type PageHeadKind } from '../seo/page-head';

/** The head kind of the page at `pathname` with its resolved page (routes as ui/app/app.tsx has them). */
function headKind(pathname: string, state: PageState): PageHeadKind {
  if (pathname === '/cart') return 'cart';
  if (pathname === '/checkout/receipt') return 'receipt';
  if (pathname === '/checkout' || pathname.startsWith('/checkout/')) return 'checkout';
  if (pathname === '/search/instant') return 'search';
  switch (state.page?.resolved.pageType) {
    case 'HomePage':
      return 'home';
    case 'ProductPage':
      return 'product';
    case 'CategoryLandingPage':
    case 'CategoryListingPage':
      return 'category';
    default:
      return pathname === '/' ? 'home' : '404';
  }
}

/**
 * The head's tags of a rendered page (ui/seo/page-head.ts: title, description, canonical, Open Graph and Twitter
 * tags, JSON-LD with the response's CSP nonce), from the page state the page was rendered with.
 */
export function pageHeadOf(state: PageState, nonce: string): string {
  const pathname = new URL(state.url, 'http://localhost').pathname;
  return pageHead({
    origin: state.origin,
    url: state.url,
    kind: headKind(pathname, state),
    page: state.page?.resolved,
    nonce,
  }).html;
}
