import type { PageState } from '../../ports/page-renderer';
import { HeaderSearchCode } from '../features/search/header-search-island';
import { SiteFooterCode } from '../components/site-footer-island';
import {
  BuyItAgainRowCode,
  WebstoreRecommendationListCode,
  WebstoreRecommendationRowCode,
} from '../features/recommendations/islands';
import { UtilityBarCode } from '../features/account/utility-bar-island';
import { ShellChromeCode } from '../features/shell-chrome/shell-chrome-island';
import { HeaderNavCode } from '../features/header/header-nav-island';
import { OfferBubbleCode } from '../features/offer/offer-bubble-island';
import { lazyPage, type LazyPage } from './lazy-page';
import { pageKindOf, type PageKind } from './page-kind';

// The code that loads on demand, so the home page and listings ship only the shell: the pages, and the islands of
// the shell (parts that need no code at first paint; they hydrate when their code arrives). The server preloads
// every one of them before its first render; the browser preloads the page it hydrates (`preloadPageOf`) and
// loads each island right after hydrating.

/** '/cart'. */
export const CartRoute = lazyPage(() => import('../routes/cart-route'));
/** '/checkout/:step?/:stepVariant?'. */
export const CheckoutRoute = lazyPage(() => import('../routes/checkout-route'));
// The checkout and receipt pages' simplified header and footer (components/focused-chrome.tsx), loaded with them.
const focusedChrome = () => import('../components/focused-chrome');
/** The simplified header's code. */
export const FocusedHeaderCode = lazyPage(() => focusedChrome().then((m) => ({ default: m.FocusedHeader })));
/** The simplified footer's code. */
export const FocusedFooterCode = lazyPage(() => focusedChrome().then((m) => ({ default: m.FocusedFooter })));

/** '/checkout/receipt'. */
export const ReceiptRoute = lazyPage(() => import('../routes/receipt-route'));
/** '/search/instant': InstantSearch comes with it. */
export const SearchRoute = lazyPage(() => import('../features/search/search-page'));
/**
 * The account's pages (features/account/account-page.tsx): '/sign/in', '/business/register' and the pages of mailed
 * links (resolved page types 'MagicLinkPage' and 'ResetPasswordPage'); one chunk, with the account client.
 */
export const AccountRoute = lazyPage(() => import('../features/account/account-page'));
/**
 * The signed-in customer's account area (features/account-area/account-area-page.tsx; ports/account-area.ts): the
 * sidebar and every account page, one chunk, with the account client.
 */
export const AccountAreaRoute = lazyPage(() => import('../features/account-area/account-area-page'));
/** '/auto-delivery': the auto-delivery help page (core-cart-checkout §2). */
export const AutoDeliveryHelpRoute = lazyPage(() => import('../features/auto-delivery-help/auto-delivery-help-page'));
/** The custom trail mix: its page ('CustomMixesPage', /custom/mixes) and builder ('/custom/mixes/builder'). */
export const MixesRoute = lazyPage(() => import('../features/customizers/mixes/mixes-page'));
/** Build your own box: '/custom/box' and '/custom/box/builder'. */
export const BoxRoute = lazyPage(() => import('../features/customizers/box/box-page'));
/** The custom gift trays ('CustomTraysPage': 9901 Premium, 9900 Classic). */
export const TraysRoute = lazyPage(() => import('../features/customizers/trays/trays-page'));
/** The digital gift (catalogue-gifting §2): /gift-drop/build/:step? and /gift-drop/redeem/:step?. */
export const GiftDropRoute = lazyPage(() => import('../features/gift-drop/gift-drop-page'));
/**
 * The gift box bundle's customizer, '/bundle-customizer' (catalogue-gifting §2), and with `block` the gift-box buy
 * block of the bundle product's page (§1), which ResolvedRoute hands the product page: other product pages never load
 * it.
 */
export const BundleCustomizerRoute = lazyPage(() => import('../features/bundle/bundle-customizer-page'));
/** The bulk order upload, '/order-upload' (core-cart-checkout §2), for business accounts. */
export const OrderUploadRoute = lazyPage(() => import('../features/order-upload/order-upload-page'));
/** '/wholesale': the wholesale cases (shell-account §1; core-cart-checkout §6). */
export const WholesaleRoute = lazyPage(() => import('../features/wholesale/wholesale-page'));
/** '/onsite-offer-quiz-results' and '/quiz-results': the offer quiz's results (shell-account §2). */
export const QuizResultsRoute = lazyPage(() => import('../features/offer/quiz-results-page'));
/**
 * The page builder's content (features/content/content-page.tsx, one chunk; shell-account §2 Page content blocks):
 * with `entry` a content page (resolved 'ContentPage' and 'ReferralPage', core-cart-checkout §2); with `preview`
 * '/builder-preview', the content-tool preview; with `home` the home page's blocks, loaded only when it has content.
 */
export const ContentPageRoute = lazyPage(() => import('../features/content/content-page'));
/**
 * A product page. Its HTML sanitiser (catalogue-gifting §7: the sanitizing step is lazy-loaded) loads when the page
 * shows HTML the server has not sanitised for it (ui/features/product/sanitizer.ts).
 */
export const ProductPage = lazyPage(() => import('../features/product/product-page'));

/**
 * The islands' code (ui/app/island.tsx; each island's module declares its own), which the browser loads right after
 * hydrating.
 */
export const ISLANDS = [
  UtilityBarCode,
  HeaderNavCode,
  HeaderSearchCode,
  SiteFooterCode,
  OfferBubbleCode,
  BuyItAgainRowCode,
  WebstoreRecommendationRowCode,
  WebstoreRecommendationListCode,
  ShellChromeCode,
] as const;

/** Every piece of on-demand code the server preloads (all of them, at start): the pages and the islands. */
export const ON_DEMAND_PAGES = [
  FocusedHeaderCode,
  FocusedFooterCode,
  CartRoute,
  CheckoutRoute,
  ReceiptRoute,
  SearchRoute,
  ProductPage,
  AccountRoute,
  AccountAreaRoute,
  AutoDeliveryHelpRoute,
  MixesRoute,
  BoxRoute,
  TraysRoute,
  GiftDropRoute,
  BundleCustomizerRoute,
  OrderUploadRoute,
  WholesaleRoute,
  ContentPageRoute,
  QuizResultsRoute,
  ...ISLANDS,
] as const;

/** The on-demand code each kind of page renders with (routes as in app.tsx); home, listings and 404 have none. */
const PAGE_CODE: Partial<Record<PageKind, readonly Pick<LazyPage<object>, 'preload'>[]>> = {
  cart: [CartRoute],
  receipt: [FocusedHeaderCode, FocusedFooterCode, ReceiptRoute],
  checkout: [FocusedHeaderCode, FocusedFooterCode, CheckoutRoute],
  search: [SearchRoute],
  account: [AccountRoute],
  'account-area': [AccountAreaRoute],
  content: [AutoDeliveryHelpRoute],
  mixes: [MixesRoute],
  box: [BoxRoute],
  trays: [TraysRoute],
  'gift-drop': [GiftDropRoute],
  bundle: [BundleCustomizerRoute],
  'order-upload': [OrderUploadRoute],
  wholesale: [WholesaleRoute],
  'content-page': [ContentPageRoute],
  'builder-preview': [ContentPageRoute],
  'quiz-results': [QuizResultsRoute],
  product: [ProductPage],
};

/**
 * Loads the code of the page at `pathname` (`state`: the page state the server rendered it with), so that hydrating
 * it does not suspend, and hands a product page the HTML the server sanitised. Routes as in app.tsx.
 */
export function preloadPageOf(pathname: string, state: PageState): Promise<void> {
  const kind = pageKindOf(pathname, state.page?.resolved);
  const code: readonly Promise<unknown>[] = (PAGE_CODE[kind] ?? []).map((page) => page.preload());
  const product =
    kind === 'product'
      ? [
          // Through the page's own module, which holds the sanitiser (one chunk, no second import of it).
          import('../features/product/product-page').then((m) => m.seedSanitized(state.sanitized ?? {})),
          // The bundle product's page renders its buy block (catalogue-gifting §1): the server sent its data.
          state.giftBundle ? BundleCustomizerRoute.preload() : undefined,
        ]
      : [];
  return Promise.all([...code, ...product]).then(() => undefined);
}
