import type { ResolvedPage } from '../../ports/storefront-backend';

/** The kinds of storefront page, by route (app.tsx) and, for paths the server resolves, by resolved page type. */
export type PageKind =
  | 'home'
  | 'category'
  | 'product'
  | 'search'
  | 'cart'
  | 'checkout'
  | 'receipt'
  | 'sign-in'
  | 'sign-key'
  | 'business-register'
  | '404';

/**
 * The kind of the page at `pathname`, whose resolved page (GET /api/resolve-path) is `resolved` when the server
 * resolves that path; the fixed routes of app.tsx first (core-cart-checkout §2 Fixed routes).
 */
export function pageKindOf(pathname: string, resolved: ResolvedPage | undefined): PageKind {
  if (pathname === '/cart') return 'cart';
  if (pathname === '/checkout/receipt') return 'receipt';
  if (pathname === '/checkout' || pathname.startsWith('/checkout/')) return 'checkout';
  if (pathname === '/search/instant') return 'search';
  if (pathname === '/sign/in') return 'sign-in';
  if (pathname === '/business/register') return 'business-register';
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
      return 'sign-key';
    default:
      return pathname === '/' ? 'home' : '404';
  }
}
