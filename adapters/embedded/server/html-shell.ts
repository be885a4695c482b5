import { z } from 'zod';
import { accountAreaRouteOf } from '../../../ports/account-area';

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
  | 'other';

/**
 * UI modules (keys of Vite's manifest, relative to ui/) that a page of each kind loads on demand right after the
 * app starts: the route's own chunk; for the cart and checkout the `/me` cart client (which the first paint of other
 * pages does without); and for the pages that call the storefront backend as they start (cart, checkout) its HTTP
 * client. A product page calls it only for a shopper's saved ZIP code (the delivery estimate) or on Add to Cart,
 * so its client loads then, on first use (adapters/wiring/lazy-backend.ts). Keep in step with the `lazyPage(...)`
 * pages of ui/app/pages.ts and the imports of adapters/wiring/browser.ts; a module missing from the manifest is
 * reported by `routePreloads`. The islands of ui/app/pages.ts (`ISLANDS`) are not listed: they load after the page
 * hydrates, not with it, and their styles are in the entry's stylesheet.
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
  other: [],
};

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
  return 'other';
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
    const own = [...closure(modules)].filter((k) => !entry.has(k));
    const css = new Set(own.flatMap((k) => manifest[k]!.css ?? []).filter((f) => !entryCss.has(f)));
    preloads[kind] = {
      js: own.map((k) => `/${manifest[k]!.file}`).sort(),
      css: [...css].map((f) => `/${f}`).sort(),
    };
  }
  return { preloads, missing: [...missing] };
}

/**
 * A page's document around the app's markup: `before` ends with `<div id="root">`, `after` starts with `</div>`.
 * `modules` are the app's scripts for the page, the entry first, then every chunk it and the page's on-demand code
 * import (paths under the site root); the document loads them after its first paint (`pageDocument`).
 */
export interface PageTemplate {
  readonly before: string;
  readonly after: string;
  readonly modules: readonly string[];
}

const PAGE_HEAD = /<!--page-head-->[\s\S]*?<!--\/page-head-->/;
const APP_HTML = '<!--app-html-->';

/** Text for an HTML attribute value in double quotes. */
const attr = (s: string): string => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="([^"]+)">/g;
/** The entry's `<script type="module">` and its `<link rel="modulepreload">`s as Vite writes them in index.html. */
const ENTRY_SCRIPT = /\s*<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"(?: crossorigin)? href="([^"]+)">/g;

/** `<style>` holding a style sheet's text (nothing in CSS text can close the element but `</style`). */
const styleElement = (css: string): string => `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;

/**
 * index.html as a template per kind of page: the default title and description (between index.html's
 * `<!--page-head-->` markers) give way to each page's own head, and the style sheets of the chunks the page loads on
 * demand are added. The entry's script and its modulepreload links leave the head: the template's `modules` list
 * them with the page's own chunks, for `pageDocument` to load after the first paint. With `readCss` (a style sheet's
 * text by its path, e.g. '/assets/index-x.css'), every style sheet, index.html's own included, is inlined as a
 * `<style>` element: the page paints from its HTML alone, without a render-blocking request (the whole app's CSS is
 * about 10 KB gzip). `bodyClasses` go on index.html's `<body>` (e.g. TELEMETRY_CLASS). Throws when index.html lacks
 * the markers.
 */
export function pageTemplates(
  indexHtml: string,
  preloads: Readonly<Record<PageKind, PageAssets>>,
  readCss?: (href: string) => string | undefined,
  bodyClasses: readonly string[] = [],
): Record<PageKind, PageTemplate> {
  const at = indexHtml.indexOf(APP_HTML);
  if (at < 0 || !PAGE_HEAD.test(indexHtml)) throw new Error('index.html lacks <!--app-html--> or <!--page-head-->');
  const stylesheet = (href: string): string => {
    const css = readCss?.(href);
    return css === undefined ? `<link rel="stylesheet" crossorigin href="${attr(href)}">` : styleElement(css);
  };
  const entry: string[] = [];
  const head = indexHtml
    .slice(0, at)
    .replace('<body>', bodyClasses.length > 0 ? `<body class="${attr(bodyClasses.join(' '))}">` : '<body>')
    .replace(STYLESHEET_LINK, (_link, href: string) => stylesheet(href))
    .replace(ENTRY_SCRIPT, (_script, src: string) => {
      entry.unshift(src);
      return '';
    })
    .replace(MODULE_PRELOAD, (_link, href: string) => {
      entry.push(href);
      return '';
    });
  const out = {} as Record<PageKind, PageTemplate>;
  for (const kind of Object.keys(preloads) as PageKind[]) {
    const links = preloads[kind].css.map(stylesheet).join('');
    out[kind] = {
      before: head.replace('</head>', `${links}</head>`),
      after: indexHtml.slice(at + APP_HTML.length),
      modules: [...entry, ...preloads[kind].js],
    };
  }
  return out;
}

/** The body class that turns browser telemetry on (shell-account §4; ui/features/shell-chrome/error-reporter.ts). */
export const TELEMETRY_CLASS = 'enableBrowserTelemetry';

/** Id of the `<script type="application/json">` carrying the page state (ui/app/page-state.ts reads it). */
export const PAGE_STATE_ID = 'nutshell-state';

/** JSON for a `<script>` element: '<' and the line separators escaped, so no text in it can end the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The script that loads the app's `modules` (the entry, the chunks it imports, the page's on-demand chunks) once
 * the page has painted: the server-rendered page is complete without them, so neither their download nor their
 * evaluation comes before the first paint, and on a slow connection the page's own images go first. It starts on
 * the first animation frame (or after 1 s, when the page is not being painted, as in a background tab) and imports
 * every module at once: all are fetched in parallel (the entry's imports need no second round trip), and each
 * chunk is evaluated as it arrives, in a task of its own, so that no single task evaluates the whole app.
 * Evaluating a chunk early changes nothing: a module is evaluated once, after its own imports. JSON-escaped, with
 * the response's nonce.
 */
function moduleLoader(modules: readonly string[], nonce: string): string {
  if (modules.length === 0) return '';
  return (
    // zod compiles parsers with `new Function` unless told not to; the page's Content-Security-Policy refuses eval,
    // and a chunk holding zod may be evaluated before the entry says so (ui/main.tsx): the page says it first.
    `<script nonce="${attr(nonce)}">(function(){var s=0;function go(){if(s)return;s=1;` +
    'globalThis.__zod_globalConfig={jitless:true};' +
    `${scriptJson(modules)}.forEach(function(u){import(u)})}` +
    'requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,1000)})()</script>'
  );
}

/**
 * The document of one rendered page around its app markup: `head` (the page's title, description, social tags and
 * JSON-LD) in place of index.html's default head, a high-priority preload of `image` (a product page's largest
 * paint), the page state as JSON in a `<script type="application/json">` with the response's CSP nonce, and the
 * script that loads the app's modules after the first paint (`moduleLoader`).
 */
export function pageDocument(
  template: PageTemplate,
  page: { readonly head: string; readonly state: unknown; readonly nonce: string; readonly image?: string },
): PageTemplate {
  const image =
    page.image !== undefined && page.image.startsWith('/')
      ? `<link rel="preload" as="image" fetchpriority="high" href="${attr(page.image)}">`
      : '';
  const state =
    `<script type="application/json" id="${PAGE_STATE_ID}" nonce="${attr(page.nonce)}">` +
    `${scriptJson(page.state)}</script>`;
  return {
    before: template.before.replace(PAGE_HEAD, () => `${page.head}${image}`),
    after: template.after.replace('</body>', `${state}${moduleLoader(template.modules, page.nonce)}</body>`),
    modules: template.modules,
  };
}
