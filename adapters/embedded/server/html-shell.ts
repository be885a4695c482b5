import type { PageAssets, PageKind } from './route-assets';

// Page kinds and their assets live in route-assets.ts; importers of this module keep finding them here.
export {
  pageKindOf,
  parseViteManifest,
  routePreloads,
  ON_DEMAND_MODULES,
  type PageAssets,
  type PageKind,
  type ViteManifest,
} from './route-assets';
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

/** The disabled `<link>` that stands for an inlined style sheet (`href`) in the document: fetched and applied never. */
const inlinedMarker = (href: string): string => `<link rel="stylesheet" href="${attr(href)}" disabled>`;

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
  // An on-demand chunk's sheet (`ofChunk`), inlined, also gets a disabled link (never fetched, never applied) by
  // which Vite's preload helper, which looks for the document's `<link rel="stylesheet">`s, sees that the sheet is
  // there: without it, loading the chunk adds the same sheet again, and applying it restyles the whole page (hundreds
  // of ms of style and layout on a slow phone).
  const stylesheet = (href: string, ofChunk = false): string => {
    const css = readCss?.(href);
    if (css === undefined) return `<link rel="stylesheet" crossorigin href="${attr(href)}">`;
    return ofChunk ? styleElement(css) + inlinedMarker(href) : styleElement(css);
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
    const links = preloads[kind].css.map((href) => stylesheet(href, true)).join('');
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
