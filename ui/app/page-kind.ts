import type { ResolvedPage } from '../../ports/storefront-backend';

/**
 * Whether `pathname` is under the account area's routes ('/account', '/account/…', '/orders/…'); the area's own page
 * tells its pages from the 404 page (ports/account-area.ts accountAreaRouteOf, kept out of the entry).
 */
function isAccountAreaPrefix(pathname: string): boolean {
  return pathname === '/account' || pathname.startsWith('/account/') || pathname.startsWith('/orders/');
}

/**
 * The kinds of storefront page, by route (app.tsx) and, for paths the server resolves, by resolved page type;
 * 'account': /sign/in, /business, /business/register and the pages of mailed sign-in and reset links; 'account-area':
 * the signed-in customer's pages (ports/account-area.ts: /account…, /orders/{id}, /orders/{id}/track); 'content': the
 * fixed content pages (/auto-delivery, the auto-delivery help); 'mixes', 'box', 'trays': the customizers
 * (catalogue-gifting §2: /custom/mixes and its builder, /custom/box and its builder, the custom trays); 'gift-drop':
 * the digital gift's builder and redemption (/gift-drop/build/:step?, /gift-drop/redeem/:step?); 'bundle': the gift
 * box bundle's customizer (/bundle-customizer); 'order-upload': the bulk order upload (/order-upload,
 * core-cart-checkout §2); 'wholesale': the wholesale cases (/wholesale, shell-account §1); 'content-page': a page of
 * the page builder's content (resolved 'ContentPage' or 'ReferralPage', core-cart-checkout §2); 'builder-preview': the
 * content-tool preview (/builder-preview); 'quiz-results': the offer
 * quiz's results (/onsite-offer-quiz-results, shell-account §2; /quiz-results answers 301 there).
 */
export type PageKind =
  | 'home'
  | 'category'
  | 'product'
  | 'search'
  | 'cart'
  | 'checkout'
  | 'receipt'
  | 'account'
  | 'account-area'
  | 'content'
  | 'mixes'
  | 'box'
  | 'trays'
  | 'gift-drop'
  | 'bundle'
  | 'order-upload'
  | 'wholesale'
  | 'content-page'
  | 'builder-preview'
  | 'quiz-results'
  | '404';

/** The pages of one fixed path each (app.tsx), by path. */
const FIXED_PATH_KINDS: Readonly<Record<string, PageKind>> = {
  '/checkout/receipt': 'receipt',
  '/search/instant': 'search',
  '/sign/in': 'account',
  '/business': 'account',
  '/business/register': 'account',
  '/auto-delivery': 'content',
  '/custom/mixes/builder': 'mixes',
  '/bundle-customizer': 'bundle',
  '/order-upload': 'order-upload',
  '/wholesale': 'wholesale',
  '/builder-preview': 'builder-preview',
  '/onsite-offer-quiz-results': 'quiz-results',
};

/**
 * The kind of the page at `pathname`, whose resolved page (GET /api/resolve-path) is `resolved` when the server
 * resolves that path; the fixed routes of app.tsx first (core-cart-checkout §2 Fixed routes).
 */
export function pageKindOf(pathname: string, resolved: ResolvedPage | undefined): PageKind {
  const fixed = FIXED_PATH_KINDS[pathname];
  if (fixed) return fixed;
  if (pathname === '/cart' || pathname.startsWith('/cart/')) return 'cart';
  if (pathname === '/checkout' || pathname.startsWith('/checkout/')) return 'checkout';
  if (isAccountAreaPrefix(pathname)) return 'account-area';
  if (pathname === '/custom/box' || pathname.startsWith('/custom/box/')) return 'box';
  if (pathname === '/gift-drop' || pathname.startsWith('/gift-drop/')) return 'gift-drop';
  switch (resolved?.pageType) {
    case 'CustomMixesPage':
      return 'mixes';
    case 'CustomTraysPage':
      return 'trays';
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
    case 'ContentPage':
    case 'ReferralPage':
      return 'content-page';
    default:
      return pathname === '/' ? 'home' : '404';
  }
}
