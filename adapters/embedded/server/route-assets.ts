import { z } from 'zod';
import { accountAreaRouteOf } from '../../../ports/account-area';

/**
 * The kinds of page the server renders and the assets each needs on its first visit (html-shell.ts builds the
 * page templates from them): page kinds by path, the on-demand UI modules of each, and their chunks and styles from
 * Vite's build manifest.
 */

/** The kinds of page whose code the app loads on demand, each with the UI modules a first visit needs at once. */
export type PageKind =
  | 'cart'
  | 'checkout'
  | 'receipt'
  | 'search'
  | 'product'
  | 'account'
  | 'account-area'
  | 'content'
  | 'mixes'
  | 'box'
  | 'trays'
  | 'gift-drop'
  | 'bundle'
  | 'bundle-product'
  | 'order-upload'
  | 'wholesale'
  | 'content-page'
  | 'builder-preview'
  | 'quiz-results'
  | 'home'
  | 'other';

/**
 * UI modules (keys of Vite's manifest, relative to ui/) that a page of each kind loads on demand right after the
 * app starts: the route's own chunk; for the cart and checkout the `/me` cart client (which the first paint of other
 * pages does without); and for the pages that call the storefront backend as they start (cart, checkout) its HTTP
 * client. A product page calls it only for a shopper's saved ZIP code (the delivery estimate) or on Add to Cart,
 * so its client loads then, on first use (adapters/wiring/lazy-backend.ts). Keep in step with the `lazyPage(...)`
 * pages of ui/app/pages.ts and the imports of adapters/wiring/browser.ts; a module missing from the manifest is
 * reported by `routePreloads`. The islands of ui/app/pages.ts (`ISLANDS`) are not listed: they load after the page
 * hydrates, not with it; their style sheets are inlined with the page (`styleOnlyModules`).
 */
const STOREFRONT_BACKEND = '../adapters/storefront-backend/http-storefront.ts';
const MY_CART = '../adapters/commercetools/http-my-cart.ts';
/** The checkout and receipt pages' simplified header and footer. */
const FOCUSED_LAYOUT = 'components/focused-chrome.tsx';
/** The account client, which the /sign/in page calls (shell-account §7 sign-in rows). */
const ACCOUNT_BACKEND = '../adapters/storefront-backend/http-account.ts';
/** The gift box bundle's customizer page, whose chunk holds its product page's buy block (catalogue-gifting §1, §2). */
const BUNDLE_CUSTOMIZER = 'features/bundle/bundle-customizer-page.tsx';
export const ON_DEMAND_MODULES: Readonly<Record<PageKind, readonly string[]>> = {
  cart: ['routes/cart-route.tsx', MY_CART, STOREFRONT_BACKEND],
  checkout: ['routes/checkout-route.tsx', FOCUSED_LAYOUT, MY_CART, STOREFRONT_BACKEND],
  receipt: ['routes/receipt-route.tsx', FOCUSED_LAYOUT],
  search: ['features/search/search-page.tsx'],
  product: ['features/product/product-page.tsx'],
  account: ['features/account/account-page.tsx', ACCOUNT_BACKEND],
  'account-area': ['features/account-area/account-area-page.tsx', ACCOUNT_BACKEND],
  content: ['features/auto-delivery-help/auto-delivery-help-page.tsx'],
  mixes: ['features/customizers/mixes/mixes-page.tsx', STOREFRONT_BACKEND],
  box: ['features/customizers/box/box-page.tsx', STOREFRONT_BACKEND],
  trays: ['features/customizers/trays/trays-page.tsx', STOREFRONT_BACKEND],
  'gift-drop': ['features/gift-drop/gift-drop-page.tsx', STOREFRONT_BACKEND],
  bundle: [BUNDLE_CUSTOMIZER, STOREFRONT_BACKEND],
  'bundle-product': ['features/product/product-page.tsx', BUNDLE_CUSTOMIZER],
  'order-upload': ['features/order-upload/order-upload-page.tsx'],
  wholesale: ['features/wholesale/wholesale-page.tsx', STOREFRONT_BACKEND],
  'content-page': ['features/content/content-page.tsx'],
  'builder-preview': ['features/content/content-page.tsx'],
  'quiz-results': ['features/offer/quiz-results-page.tsx'],
  home: [],
  other: [],
};

/**
 * The store layout's islands that bring style sheets of their own (ui/app/layouts.tsx StoreLayout): the footer, the
 * shell chrome (its review modals) and the offer bubble. Their sheets are inlined with the page, so that none is added
 * after it has painted: a sheet added late restyles the whole page when it applies.
 */
const STORE_LAYOUT_ISLANDS = [
  'components/site-footer.tsx',
  'features/shell-chrome/shell-chrome.tsx',
  'features/offer/offer-bubble.tsx',
] as const;

/**
 * UI modules whose style sheets a kind of page links without preloading their code, as what they render on the server
 * must be styled from the first paint while their code loads later, outside the page's initial JS: the home page's
 * content blocks (shell-account §2 Page content blocks; ui/routes/home-route.tsx), and on every page of the store
 * layout (all but checkout and receipt) its islands' sheets (`STORE_LAYOUT_ISLANDS`; the footer's newsletter form
 * renders on the server, shell-account §4 Footer feedback, newsletter).
 */
function styleOnlyModules(kind: PageKind): readonly string[] {
  const store = kind === 'checkout' || kind === 'receipt' ? [] : STORE_LAYOUT_ISLANDS;
  return kind === 'home' ? ['features/content/content-page.tsx', ...store] : store;
}

const manifestSchema = z.record(
  z.string(),
  z
    .object({
      file: z.string().min(1),
      isEntry: z.boolean().optional(),
      imports: z.array(z.string()).optional(),
      css: z.array(z.string()).optional(),
    })
    .passthrough(),
);

/** A parsed Vite build manifest (`dist/ui/.vite/manifest.json`). */
export type ViteManifest = z.infer<typeof manifestSchema>;

/** Parses a Vite manifest's JSON text; throws a zod error naming the bad entry. */
export function parseViteManifest(json: string): ViteManifest {
  return manifestSchema.parse(JSON.parse(json));
}

/** The kinds of the fixed paths that are one page each (app.tsx's routes). */
const EXACT_PATH_KINDS: Readonly<Record<string, PageKind>> = {
  '/checkout/receipt': 'receipt',
  '/search/instant': 'search',
  '/sign/in': 'account',
  '/business': 'account',
  '/business/register': 'account',
  '/auto-delivery': 'content',
  '/bundle-customizer': 'bundle',
  '/order-upload': 'order-upload',
  '/wholesale': 'wholesale',
  '/builder-preview': 'builder-preview',
  '/onsite-offer-quiz-results': 'quiz-results',
};

/**
 * The kind of page at `pathname` (app.tsx's routes); product pages are told apart by `isProduct`, the customizers'
 * resolved pages (catalogue-gifting §2: custom mixes, custom trays) by `resolvedType`, the resolved page's type; the
 * gift box bundle's product page, whose state carries the bundle (`giftBundle`), is 'bundle-product' (§1).
 */
export function pageKindOf(pathname: string, isProduct: boolean, resolvedType?: string, giftBundle = false): PageKind {
  if (pathname === '/cart' || pathname.startsWith('/cart/')) return 'cart';
  const exact = EXACT_PATH_KINDS[pathname];
  if (exact) return exact;
  if (pathname === '/checkout' || pathname.startsWith('/checkout/')) return 'checkout';
  if (accountAreaRouteOf(pathname)) return 'account-area';
  if (pathname === '/custom/mixes/builder' || resolvedType === 'CustomMixesPage') return 'mixes';
  if (pathname === '/custom/box' || pathname.startsWith('/custom/box/')) return 'box';
  if (resolvedType === 'CustomTraysPage') return 'trays';
  if (pathname === '/gift-drop' || pathname.startsWith('/gift-drop/')) return 'gift-drop';
  if (isProduct) return giftBundle ? 'bundle-product' : 'product';
  if (resolvedType === 'ContentPage' || resolvedType === 'ReferralPage') return 'content-page';
  return resolvedType === 'HomePage' ? 'home' : 'other';
}

/** The files a kind of page needs beyond what index.html already loads: scripts to preload and styles to link. */
export interface PageAssets {
  /** JavaScript chunks, paths under the site root (e.g. '/assets/cart-route-x1.js'). */
  readonly js: readonly string[];
  /** Style sheets of those chunks (e.g. '/assets/product-page-y2.css'). */
  readonly css: readonly string[];
}

/**
 * The files each kind of page needs beyond what index.html already loads: the on-demand modules' chunks and their
 * static imports, less the entry's, and their style sheets (the server-rendered page is styled before its code
 * runs). `missing` lists the modules the manifest does not know (the mapping above is out of date).
 */
export function routePreloads(manifest: ViteManifest): { preloads: Record<PageKind, PageAssets>; missing: string[] } {
  const closure = (keys: readonly string[]): Set<string> => {
    const seen = new Set<string>();
    const visit = (key: string): void => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      for (const k of manifest[key].imports ?? []) visit(k);
    };
    keys.forEach(visit);
    return seen;
  };
  const entry = closure(Object.keys(manifest).filter((k) => manifest[k]!.isEntry));
  const entryCss = new Set([...entry].flatMap((k) => manifest[k]!.css ?? []));
  const missing = new Set<string>();
  const preloads = {} as Record<PageKind, PageAssets>;
  for (const [kind, modules] of Object.entries(ON_DEMAND_MODULES) as [PageKind, readonly string[]][]) {
    modules.filter((m) => !manifest[m]).forEach((m) => missing.add(m));
    const styleOnly = styleOnlyModules(kind);
    styleOnly.filter((m) => !manifest[m]).forEach((m) => missing.add(m));
    const own = [...closure(modules)].filter((k) => !entry.has(k));
    const styled = [...own, ...[...closure(styleOnly)].filter((k) => !entry.has(k))];
    const css = new Set(styled.flatMap((k) => manifest[k]!.css ?? []).filter((f) => !entryCss.has(f)));
    preloads[kind] = {
      js: own.map((k) => `/${manifest[k]!.file}`).sort(),
      css: [...css].map((f) => `/${f}`).sort(),
    };
  }
  return { preloads, missing: [...missing] };
}
