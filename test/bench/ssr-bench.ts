import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../adapters/embedded/server/app';
import { CATALOG_IMAGES_DIR } from '../../adapters/embedded/db/seed';
import { createHtmlSanitizer } from '../../adapters/embedded/server/html-sanitizer';
import { inProcessSearchClient } from '../../adapters/embedded/server/in-process-search-client';
import { ensureUiBuild, loadPageRendererFactory, UI_DIST } from '../../adapters/embedded/server/ui-build';
import { cryptoIds, systemClock } from '../../adapters/system/node-system';
import { openEmbedded, type EmbeddedServices } from '../../adapters/wiring/embedded-services';
import type { PageRenderer, PageState, RenderedPage } from '../../ports/page-renderer';
import { measure, type LatencyStats, type MeasureOptions } from './timing';

/**
 * Server render time, all in this one process: the embedded services on a fresh PGlite data directory
 * (`openEmbedded`, as `npm start` opens them), the local server built by `buildApp` with the browser build
 * (dist/ui) and the server-rendering entry (dist/server/render-page.js, `loadPageRendererFactory`), both built first
 * when missing or older than ui/ (`ensureUiBuild`). Measured, sequentially, after 50 unmeasured renders per cell:
 * - `app.inject` GET of the page, to the whole response (no cookie, no compression): the page route reading the
 *   page's data (resolve path), rendering it, and the document around it;
 * - the renderer alone: `renderer.render({ state, nonce })` with the page's state read once beforehand, then its
 *   markup piped into a Writable that drops it, to the Writable's end.
 * Pages: a product page and a category listing. Budget: product page p99 ≤ 20 ms (full response).
 * React runs its production build, as a deployed server does: NODE_ENV is set to 'production' for this process when
 * it is unset (react-dom/server picks its build from NODE_ENV when first loaded; the development build renders
 * several times slower). Run it after the sections that spawn servers, which inherit the environment.
 */
export interface SsrCell {
  readonly page: string;
  readonly path: string;
  /** 'app.inject (full response)' or 'renderer only (render + pipe)'. */
  readonly mode: string;
  /** Bytes of the answer: the whole HTML document (inject), or the app's markup (renderer only). */
  readonly bytes: number;
  readonly stats: LatencyStats;
}

/** What the section found: the cells, whether it had to build the UI first, and React's build (NODE_ENV). */
export interface SsrBenchResult {
  readonly built: boolean;
  readonly nodeEnv: string;
  readonly cells: readonly SsrCell[];
}

/** The pages measured: the product page and the category listing, whose render time the bench budgets. */
export const SSR_PAGES: readonly { readonly page: string; readonly path: string }[] = [
  { page: 'product', path: '/nuts/almonds/almonds' },
  { page: 'category listing', path: '/nuts' },
];

const INJECT = 'app.inject (full response)';
const RENDERER = 'renderer only (render + pipe)';

/** One GET through the whole server; throws unless the page answers 200 with HTML. Resolves with the body's bytes. */
async function getPage(app: FastifyInstance, path: string): Promise<number> {
  const res = await app.inject({ method: 'GET', url: path });
  if (res.statusCode !== 200 || !String(res.headers['content-type']).startsWith('text/html'))
    throw new Error(`GET ${path} answered ${res.statusCode} ${String(res.headers['content-type'])}, not a 200 page`);
  return res.rawPayload.length;
}

/** Pipes a rendered page's markup into a Writable that counts and drops it; resolves with the bytes at its end. */
function drain(page: RenderedPage): Promise<number> {
  return new Promise((resolve, reject) => {
    let bytes = 0;
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        bytes += chunk.length;
        done();
      },
    });
    sink.once('finish', () => resolve(bytes));
    sink.once('error', reject);
    page.pipe(sink);
  });
}

/** The page state the page route would give the renderer for `path` without a session (ports/page-renderer.ts). */
async function stateOf(services: EmbeddedServices, path: string): Promise<PageState> {
  const resolved = await services.storefront.resolvePath(path);
  return { url: path, page: { path, resolved }, cart: null, csrfToken: '', origin: 'http://localhost' };
}

/** Renders `state` and drains its markup; throws when the page is not a 200 without redirect. */
async function renderOnce(renderer: PageRenderer, state: PageState): Promise<number> {
  const page = await renderer.render({ state, nonce: 'bench-nonce' });
  if (page.status !== 200 || page.redirect) throw new Error(`render of ${state.url}: status ${page.status}`);
  return drain(page);
}

/**
 * Runs the section: `renders` measured renders per page and mode after 50 warm-up renders (no time cap). Removes
 * its data directory afterwards. Throws when the server-rendering entry is not built or a page does not render.
 */
export async function runSsrBench(renders: number, log: (line: string) => void): Promise<SsrBenchResult> {
  process.env.NODE_ENV ??= 'production';
  const nodeEnv = process.env.NODE_ENV;
  const built = await ensureUiBuild((m) => log(`ssr: ${m}`));
  const createPageRenderer = await loadPageRendererFactory();
  if (!createPageRenderer) throw new Error('dist/server/render-page.js is missing after ensureUiBuild');
  const dataDir = mkdtempSync(join(tmpdir(), 'nutshell-bench-ssr-'));
  let services: EmbeddedServices | undefined;
  let app: FastifyInstance | undefined;
  try {
    log('ssr: opening the embedded services (PGlite on a fresh data directory)…');
    services = await openEmbedded({ kind: 'pglite', dataDir: join(dataDir, 'pglite') }, systemClock, cryptoIds);
    app = await buildApp({
      db: services.db,
      commerce: services.commerce,
      storefront: services.storefront,
      tokenizer: services.gateway,
      search: services.search,
      clock: systemClock,
      ids: cryptoIds,
      clients: [{ clientId: 'bench', clientSecret: 'bench-secret' }],
      projectKey: 'nutshell',
      uiDir: UI_DIST,
      createPageRenderer,
      imagesDir: CATALOG_IMAGES_DIR,
      logger: false,
    });
    await app.ready();
    const server = app;
    // The same renderer as the app's, made the same way (app.ts registerUi), for the renderer-only cells.
    const renderer = createPageRenderer({ searchClient: inProcessSearchClient(server), sanitize: createHtmlSanitizer() });
    const options: MeasureOptions = { samples: renders, warmup: 50, minWarmup: 50, warmupCapMs: 0, capMs: 0 };
    const cells: SsrCell[] = [];
    for (const { page, path } of SSR_PAGES) {
      const bytes = await getPage(server, path);
      const stats = await measure(async () => void (await getPage(server, path)), options);
      cells.push({ page, path, mode: INJECT, bytes, stats });
      log(`ssr ${page} ${path} (${INJECT}): p50 ${stats.p50.toFixed(2)} ms, p99 ${stats.p99.toFixed(2)} ms, ${bytes} B`);
      const state = await stateOf(services, path);
      const markup = await renderOnce(renderer, state);
      const alone = await measure(async () => void (await renderOnce(renderer, state)), options);
      cells.push({ page, path, mode: RENDERER, bytes: markup, stats: alone });
      log(`ssr ${page} ${path} (${RENDERER}): p50 ${alone.p50.toFixed(2)} ms, p99 ${alone.p99.toFixed(2)} ms`);
    }
    return { built, nodeEnv, cells };
  } finally {
    await app?.close();
    await services?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
