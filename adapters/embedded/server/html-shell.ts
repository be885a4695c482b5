import { z } from 'zod';

/** The kinds of page whose code the app loads on demand, each with the UI modules a first visit needs at once. */
export type PageKind = 'cart' | 'checkout' | 'receipt' | 'search' | 'product' | 'other';

/**
 * UI modules (keys of Vite's manifest, relative to ui/) that a page of each kind loads on demand right after the
 * app starts: the route's own chunk, and for the cart and checkout the `/me` cart client (which the first paint
 * of other pages does without). Keep in step with the `lazy(...)` imports of ui/app/app.tsx,
 * ui/routes/resolved-route.tsx and adapters/wiring/lazy-my-cart.ts; a module missing from the manifest is
 * reported by `routePreloads`.
 */
export const ON_DEMAND_MODULES: Readonly<Record<PageKind, readonly string[]>> = {
  cart: ['routes/cart-route.tsx', '../adapters/commercetools/http-my-cart.ts'],
  checkout: ['routes/checkout-route.tsx', '../adapters/commercetools/http-my-cart.ts'],
  receipt: ['routes/receipt-route.tsx'],
  search: ['features/search/search-page.tsx'],
  product: ['features/product/product-page.tsx', '../node_modules/dompurify/dist/purify.es.mjs'],
  other: [],
};

const manifestSchema = z.record(
  z.string(),
  z
    .object({ file: z.string().min(1), isEntry: z.boolean().optional(), imports: z.array(z.string()).optional() })
    .passthrough(),
);

/** A parsed Vite build manifest (`dist/ui/.vite/manifest.json`). */
export type ViteManifest = z.infer<typeof manifestSchema>;

/** Parses a Vite manifest's JSON text; throws a zod error naming the bad entry. */
export function parseViteManifest(json: string): ViteManifest {
  return manifestSchema.parse(JSON.parse(json));
}

/** The kind of page at `pathname` (app.tsx's routes); product pages are told apart by `isProduct`. */
export function pageKindOf(pathname: string, isProduct: boolean): PageKind {
  if (pathname === '/cart') return 'cart';
  if (pathname === '/checkout/receipt') return 'receipt';
  if (pathname === '/checkout' || pathname.startsWith('/checkout/')) return 'checkout';
  if (pathname === '/search/instant') return 'search';
  return isProduct ? 'product' : 'other';
}

/**
 * The JavaScript files (paths under the site root, e.g. '/assets/cart-route-x1.js') each kind of page needs
 * beyond what index.html already loads: the on-demand modules' chunks and their static imports, less the
 * entry's. `missing` lists the modules the manifest does not know (the mapping above is out of date).
 */
export function routePreloads(manifest: ViteManifest): { preloads: Record<PageKind, string[]>; missing: string[] } {
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
  const missing = new Set<string>();
  const preloads = {} as Record<PageKind, string[]>;
  for (const [kind, modules] of Object.entries(ON_DEMAND_MODULES) as [PageKind, readonly string[]][]) {
    modules.filter((m) => !manifest[m]).forEach((m) => missing.add(m));
    preloads[kind] = [...closure(modules)]
      .filter((k) => !entry.has(k))
      .map((k) => `/${manifest[k]!.file}`)
      .sort();
  }
  return { preloads, missing: [...missing] };
}

/** The first paint of the checkout and receipt pages (their simplified header) in place of the store's. */
const FOCUSED_KINDS: ReadonlySet<PageKind> = new Set(['checkout', 'receipt']);
const BOOT_SHELL = /<!--boot-shell-->[\s\S]*?<!--\/boot-shell-->/;

/**
 * index.html for each kind of page: the built page with a `<link rel="modulepreload">` per file the page will
 * load on demand, so the browser fetches them with the entry instead of after it has run (one round trip less
 * before the page's content). `focusedShell` (the build's focused-shell.html)
 * replaces the store header that index.html paints before the app runs (between its `<!--boot-shell-->`
 * markers) on checkout and receipt pages. Rendered once per kind.
 */
export function shellPages(
  indexHtml: string,
  preloads: Readonly<Record<PageKind, readonly string[]>>,
  focusedShell?: string,
): Record<PageKind, string> {
  const out = {} as Record<PageKind, string>;
  for (const kind of Object.keys(preloads) as PageKind[]) {
    const links = preloads[kind].map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join('');
    let html = links ? indexHtml.replace('</head>', `${links}</head>`) : indexHtml;
    if (focusedShell !== undefined && FOCUSED_KINDS.has(kind))
      html = html.replace(BOOT_SHELL, () => `<!--boot-shell-->${focusedShell}<!--/boot-shell-->`);
    out[kind] = html;
  }
  return out;
}

/** Id of the `<script type="application/json">` that carries a resolved page inside index.html. */
export const EMBEDDED_PAGE_ID = 'nutshell-resolved-page';

/** JSON for a `<script>` element: '<' and the line separators escaped, so no text in it can end the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * `shell` with the page that `GET /api/resolve-path?path=<path>` would answer, so the app renders it without that
 * call (adapters/wiring/embedded-page.ts reads it once): `{ path, status, body }` with the route's status and
 * envelope. A product page also gets a high-priority preload of its image, its largest paint. `path` is the
 * request's path as the browser sent it.
 */
export function withResolvedPage(
  shell: string,
  path: string,
  status: number,
  body: { data: { pageType: string; props?: unknown } },
): string {
  const image =
    body.data.pageType === 'ProductPage'
      ? (body.data.props as { product?: { imageUrl?: unknown } }).product?.imageUrl
      : undefined;
  const preload =
    typeof image === 'string' && image.startsWith('/')
      ? `<link rel="preload" as="image" fetchpriority="high" href="${image.replace(/"/g, '%22')}">`
      : '';
  const json = scriptJson({ path, status, body });
  const data = `<script type="application/json" id="${EMBEDDED_PAGE_ID}">${json}</script>`;
  return shell.replace('</head>', `${preload}${data}</head>`);
}
