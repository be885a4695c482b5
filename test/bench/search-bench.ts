import v8 from 'node:v8';
import vm from 'node:vm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../adapters/embedded/server/app';
import { CATALOG_IMAGES_DIR } from '../../adapters/embedded/db/seed';
import { EmbeddedSearch } from '../../adapters/embedded/search/embedded-search';
import { sequentialIds } from '../../adapters/embedded/search/testing/catalogues';
import { cryptoIds, systemClock } from '../../adapters/system/node-system';
import { openEmbedded, type EmbeddedServices } from '../../adapters/wiring/embedded-services';
import type { SearchPort, SearchRequest } from '../../ports/search';
import { mulberry32, syntheticSource } from './synthetic-catalogue';
import { Pool } from 'undici';
import { measure, type LatencyStats, type MeasureOptions } from './timing';
import { SEARCH_HEADERS } from './bench-server';

/**
 * Search server-time benchmark: the embedded index (EmbeddedSearch) answering the
 * storefront's two multi-query shapes, timed in-process (`search(requests)`) and through the local server's
 * Algolia route over a kept-alive loopback socket (undici; routing, body parsing, zod validation, JSON
 * serialisation and the response read in full). Not fastify `inject`: light-my-request keeps each response
 * and its buffers alive past the young generation, and the major collections that follow are the harness's,
 * not the server's (measured in session 3 with --trace-gc),
 * over the seeded catalogue (PGlite in memory, as test/support/test-server.ts opens it) and over a synthetic
 * catalogue fed straight to EmbeddedSearch through a CatalogueSource.
 */

/** The request shapes measured. */
export type ShapeName = 'popover' | 'results';

/** Queries typed into the header search box. */
export const POPOVER_QUERIES = ['alm', 'almond', 'cashw', 'dark choc', 'date'] as const;

/**
 * The header suggestions popover (shell-account §4 Search, §7): Departments 5 distinct, Products 5 distinct
 * with clickAnalytics, 6 query suggestions, in one multi-query. Rotates through POPOVER_QUERIES.
 */
export function popoverRequests(i: number): SearchRequest[] {
  const query = POPOVER_QUERIES[i % POPOVER_QUERIES.length]!;
  return [
    { indexName: 'Departments', query, hitsPerPage: 5, distinct: true, filters: 'idealForSuggestions:true', ruleContexts: ['featuredCategories'] },
    { indexName: 'Products', query, hitsPerPage: 5, distinct: true, filters: 'traits:searchable', clickAnalytics: true },
    { indexName: 'Products_query_suggestions', query, hitsPerPage: 6 },
  ];
}

const RESULT_QUERIES = ['almonds', 'chocolate', 'cashews', 'dried fruit', ''] as const;
const SORT_INDEXES = ['Products', 'Products_price_asc', 'Products_price_desc', 'Products_activation_date_desc'] as const;
const REFINEMENTS: readonly SearchRequest['facetFilters'][] = [
  [['categories.lvl0:Nuts']],
  [['categories.lvl0:Nuts', 'categories.lvl0:Dried Fruit'], '-inStock:false'],
  [['tags:vegan']],
  [['unitName:Value Pack', 'unitName:Snack Pack']],
  [['categories.lvl0:Chocolates & Sweets'], 'autoDeliveryEligible:true'],
];
const PRICE_RANGES: readonly string[][] = [['price>=5', 'price<=30'], ['price:10 TO 50'], ['price>=2'], ['price<=25']];

/**
 * The results page (/search/instant): one Products query (or a sort replica) with every facet ('*'),
 * maxValuesPerFacet 100, 50 hits, a facetFilters refinement, a numericFilters price range, pages 0..3.
 * Run `i` picks each parameter independently with a PRNG seeded by `i`, so runs cover the combinations
 * and the same `i` always gives the same request.
 */
export function resultsRequests(i: number): SearchRequest[] {
  const rnd = mulberry32(0x5eed + i);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
  return [{
    indexName: pick(SORT_INDEXES),
    query: pick(RESULT_QUERIES),
    facets: ['*'],
    maxValuesPerFacet: 100,
    hitsPerPage: 50,
    page: Math.floor(rnd() * 4),
    facetFilters: pick(REFINEMENTS),
    numericFilters: pick(PRICE_RANGES),
  }];
}

const SHAPES: Readonly<Record<ShapeName, (i: number) => SearchRequest[]>> = { popover: popoverRequests, results: resultsRequests };

/** One measured cell: a catalogue, a shape and a mode. */
export interface SearchCell {
  readonly catalogue: string;
  readonly products: number;
  readonly shape: ShapeName;
  readonly mode: 'in-process' | 'http (loopback)';
  readonly stats: LatencyStats;
}

/** The index build of one catalogue. */
export interface IndexBuild {
  readonly catalogue: string;
  readonly products: number;
  readonly records: number;
  /** Time of `rebuild()` (median of `runs`). */
  readonly rebuildMs: number;
  readonly runs: number;
  /** Where rebuild() read the products from. */
  readonly source: string;
  /**
   * Process memory after the build (after a full GC when available), MiB. For the synthetic catalogue the
   * source clones each page of products as rebuild() reads it and holds none (as a server reading its
   * database), so the process then holds Node, the bench's and the server's modules (the database not yet
   * opened), the source's PRNG states (under 1 MiB) and the index (EmbeddedSearch), plus whatever the V8
   * heap has not returned to the system after the build's peak.
   */
  readonly rssMiB?: number;
  readonly heapUsedMiB?: number;
  /** Heap retained by the catalogue source before the build (the synthetic source: PRNG states and name order), MiB. */
  readonly heapCatalogueMiB?: number;
  /** Extra time to open, migrate and seed the database (seeded catalogue only). */
  readonly openMs?: number;
}

/** Results of the search benchmark. */
export interface SearchBenchResult {
  readonly builds: IndexBuild[];
  readonly cells: SearchCell[];
  readonly errors: string[];
}

/** Settings of the search benchmark. */
export interface SearchBenchOptions {
  readonly syntheticProducts: number;
  readonly measure: MeasureOptions;
  readonly log: (line: string) => void;
}

const MiB = 1024 * 1024;

/** A full GC (exposed at run time through V8 flags), or undefined when V8 refuses. */
function gcFunction(): (() => void) | undefined {
  try {
    v8.setFlagsFromString('--expose_gc');
    return vm.runInNewContext('gc') as () => void;
  } catch {
    return undefined;
  }
}

function memory(gc: (() => void) | undefined): { rssMiB: number; heapUsedMiB: number } {
  gc?.();
  const m = process.memoryUsage();
  return { rssMiB: m.rss / MiB, heapUsedMiB: m.heapUsed / MiB };
}

const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;

/** The local server over `services` with `search` as its search index (the same deps as test-server.ts), listening on loopback. */
export async function serverFor(services: EmbeddedServices, search: SearchPort): Promise<FastifyInstance> {
  const app = await buildApp({
    db: services.db, commerce: services.commerce, storefront: services.storefront, tokenizer: services.gateway, search, clock: systemClock, ids: cryptoIds,
    clients: [{ clientId: 'bench', clientSecret: 'bench-secret' }], projectKey: 'nutshell', imagesDir: CATALOG_IMAGES_DIR, logger: false,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

/** A one-connection keep-alive client of `app`'s loopback address (sequential requests, like one browser tab). */
function clientOf(app: FastifyInstance): Pool {
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return new Pool(`http://127.0.0.1:${port}`, { connections: 1, pipelining: 1 });
}

const HEADERS = SEARCH_HEADERS;

/** POSTs a multi-query to /1/indexes/*\/queries as algoliasearch v5 does and reads the whole answer; throws unless 200. */
async function httpSearch(client: Pool, requests: readonly SearchRequest[]): Promise<void> {
  const res = await client.request({ method: 'POST', path: '/1/indexes/*/queries', headers: HEADERS, body: JSON.stringify({ requests }) });
  const text = await res.body.text();
  if (res.statusCode !== 200) throw new Error(`search over HTTP answered ${res.statusCode}: ${text.slice(0, 200)}`);
}

/** Checks that the HTTP route answers like the port (same nbHits), so the HTTP timings measure the same work; returns the hits. */
async function crossCheck(app: FastifyInstance, search: SearchPort, requests: readonly SearchRequest[]): Promise<number> {
  const direct = await search.search(requests);
  const res = await app.inject({ method: 'POST', url: '/1/indexes/*/queries', headers: HEADERS, payload: JSON.stringify({ requests }) });
  const body = res.json<{ results: { nbHits: number }[] }>();
  const a = direct.map((r) => r.nbHits).join(',');
  const b = body.results.map((r) => r.nbHits).join(',');
  if (a !== b) throw new Error(`HTTP and in-process disagree: nbHits ${b} vs ${a}`);
  return direct.reduce((n, r) => n + r.nbHits, 0);
}

async function measureCatalogue(catalogue: string, products: number, search: SearchPort, app: FastifyInstance, options: SearchBenchOptions): Promise<SearchCell[]> {
  const cells: SearchCell[] = [];
  for (const shape of ['popover', 'results'] as const) {
    const requestsFor = SHAPES[shape];
    let hits = 0;
    for (let i = 0; i < 10; i++) hits += await crossCheck(app, search, requestsFor(i));
    if (hits === 0) throw new Error(`${shape}: no hits in 10 sample requests; the requests do not fit the catalogue`);
    const inProcess = await measure(async (i) => { await search.search(requestsFor(i)); }, options.measure);
    cells.push({ catalogue, products, shape, mode: 'in-process', stats: inProcess });
    options.log(`  ${catalogue} ${shape} in-process: ${inProcess.samples} runs, p50 ${inProcess.p50.toFixed(2)} ms, p99 ${inProcess.p99.toFixed(2)} ms`);
    const client = clientOf(app);
    const http = await measure((i) => httpSearch(client, requestsFor(i)), options.measure);
    await client.close();
    cells.push({ catalogue, products, shape, mode: 'http (loopback)', stats: http });
    options.log(`  ${catalogue} ${shape} http: ${http.samples} runs, p50 ${http.p50.toFixed(2)} ms, p99 ${http.p99.toFixed(2)} ms`);
  }
  return cells;
}

/**
 * Runs the search benchmark: `syntheticProducts` synthetic products indexed first (one timed rebuild, which
 * includes cloning the products page by page as a server's includes reading its database; memory after it and
 * a full GC, before the database opens: RSS is then the process and the index), then the seeded catalogue on a fresh in-memory PGlite (index rebuilt 3
 * times for its build time), each measured in both shapes, in-process and over HTTP (seeded first). Failures
 * of one catalogue are recorded in `errors`.
 */
export async function runSearchBench(options: SearchBenchOptions): Promise<SearchBenchResult> {
  const builds: IndexBuild[] = [];
  const cells: SearchCell[] = [];
  const errors: string[] = [];
  const gc = gcFunction();
  let services: EmbeddedServices | undefined;
  const apps: FastifyInstance[] = [];
  // The synthetic index is built first, so that its memory is a process holding that index (the synthetic
  // products are never held), not the in-memory PGlite database of the seeded catalogue
  // (about 400 MiB more).
  const name = `synthetic ${options.syntheticProducts.toLocaleString('en-US')}`;
  let synthetic: { search: EmbeddedSearch; build: IndexBuild } | undefined;
  if (options.syntheticProducts > 0) {
    try {
      options.log(`search: generating ${options.syntheticProducts} synthetic products…`);
      const before = memory(gc);
      // Products are cloned page by page as rebuild() reads them (like rows from a database): none is held.
      const source = syntheticSource(options.syntheticProducts);
      const withCatalogue = memory(gc);
      const search = new EmbeddedSearch(source, sequentialIds());
      options.log('search: building the synthetic index (rebuild)…');
      const t = performance.now();
      const counts = await search.rebuild();
      const rebuildMs = performance.now() - t;
      const after = memory(gc);
      const build: IndexBuild = {
        catalogue: name, ...counts, rebuildMs, runs: 1, source: 'synthetic CatalogueSource (cloned per page)',
        rssMiB: after.rssMiB, heapUsedMiB: after.heapUsedMiB, heapCatalogueMiB: withCatalogue.heapUsedMiB - before.heapUsedMiB,
      };
      synthetic = { search, build };
      options.log(`  rebuild ${rebuildMs.toFixed(0)} ms; rss ${after.rssMiB.toFixed(0)} MiB, heap ${after.heapUsedMiB.toFixed(0)} MiB`);
    } catch (e) {
      errors.push(`${name}: ${e instanceof Error ? e.stack ?? e.message : String(e)}`);
    }
  }
  try {
    options.log('search: opening the seeded catalogue (PGlite in memory)…');
    const t0 = performance.now();
    services = await openEmbedded({ kind: 'memory' }, systemClock, cryptoIds);
    const openMs = performance.now() - t0;
    const runs: number[] = [];
    let counts = { products: 0, records: 0 };
    for (let r = 0; r < 3; r++) {
      const t = performance.now();
      counts = await services.search.rebuild();
      runs.push(performance.now() - t);
    }
    builds.push({ catalogue: 'seeded', ...counts, rebuildMs: median(runs), runs: runs.length, source: 'PGlite (EmbeddedCommerce)', openMs });
    const app = await serverFor(services, services.search);
    apps.push(app);
    cells.push(...(await measureCatalogue('seeded', counts.products, services.search, app, options)));
  } catch (e) {
    errors.push(`seeded catalogue: ${e instanceof Error ? e.stack ?? e.message : String(e)}`);
  }

  if (services && synthetic) {
    builds.push(synthetic.build);
    try {
      const app = await serverFor(services, synthetic.search);
      apps.push(app);
      cells.push(...(await measureCatalogue(name, synthetic.build.products, synthetic.search, app, options)));
    } catch (e) {
      errors.push(`${name}: ${e instanceof Error ? e.stack ?? e.message : String(e)}`);
    }
  }
  for (const app of apps) await app.close();
  await services?.close();
  return { builds, cells, errors };
}
