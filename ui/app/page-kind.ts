import type { ResolvedPage } from '../../ports/storefront-backend';

/**
 * The kinds of storefront page, by route (app.tsx) and, for paths the server resolves, by resolved page type;
 * 'account': /sign/in, /business/register and the pages of mailed sign-in and reset links.
 */
export type PageKind = 'home' | 'category' | 'product' | 'search' | 'cart' | 'checkout' | 'receipt' | 'account' | '404';

/**
 * The kind of the page at `pathname`, whose resolved page (GET /api/resolve-path) is `resolved` when the server
 * resolves that path; the fixed routes of app.tsx first (core-cart-checkout §2 Fixed routes).
 */
export function pageKindOf(pathname: string, resolved: ResolvedPage | undefined): PageKind {
  if (pathname === '/cart') return 'cart';
  if (pathname === '/checkout/receipt') return 'receipt';
  if (pathname === '/checkout' || pathname.startsWith('/checkout/')) return 'checkout';
  if (pathname === '/search/instant') return 'search';
  if (pathname === '/sign/in' || pathname === '/business/register') return 'account';
  switch (resolved?.pageType) {
    case 'HomePage':
      return 'home';
    case 'ProductPage':
      return 'product';
    case 'CategoryLandingPage':
    case 'CategoryListingPage':
      return 'category';
    case 'MagicLinkPage':
    case 'ResetPasswordPage':
      return 'account';
    default:
      return pathname === '/' ? 'home' : '404';
  }
}
