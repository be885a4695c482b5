import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { popoverRequests } from './search-bench';
import { CSRF_JSON, SEARCH_HEADERS, inStockAlmonds, spawnServer, startNpmServer, stopServer } from './bench-server';

/**
 * Server throughput: autocannon, 10 s at 50 connections per route, against the embedded
 * default as `npm start` runs it (adapters/wiring/server-main.ts on a fresh PGlite data directory, in its own
 * process: the load generator does not share its CPU), each beside a bare fastify route (its own process too)
 * measured in the same run: POST /cart (add to cart; no cookie, so each request opens a session and a cart), a
 * cart update with `{version, actions}` through the browser's `/me` route (each connection its own session and
 * cart, tracking its version), GET /api/resolve-path for a product, the search popover multi-query, and GET of
 * that product's page, server-rendered HTML, asked for as a browser asks (`accept-encoding: br, gzip`; no cookie;
 * the route's name says which content-encoding the server answered); for that route req/s is pages/s; and POST
 * /api/sign/in with a password at SIGN_IN_CONNECTIONS connections, each signing in its own account (the password
 * hashed with argon2id at the server's cost, ARGON2_COST; the rate limits raised for the run: the server is started
 * with ACCOUNT_RATE_PER_ADDRESS and ACCOUNT_RATE_PER_EMAIL at 1e9). Budget: cart update ≥ 2,000 req/s with p99 ≤ 25 ms;
 * the page and sign-in are reported only.
 * Profiling knobs: see bench-server.ts.
 */
export interface ThroughputCell {
  readonly route: string;
  readonly requestsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  /** Answers that were not 2xx, and socket errors or timeouts. */
  readonly non2xx: number;
  readonly errors: number;
  /** requestsPerSecond / the bare route's. */
  readonly ratioToBare: number;
}

/** argon2id's cost as the server hashes passwords (adapters/embedded/customers/argon2-password-hasher.ts). */
export const ARGON2_COST = 'argon2id m=19 MiB, t=2, p=1';

/** Connections of the sign-in run: each verification is ~tens of ms of CPU, so 50 would only measure the queue. */
const SIGN_IN_CONNECTIONS = 10;

/** The password of the bench's accounts (meets every rule of shell-account §5). */
const BENCH_PASSWORD = 'Bench.Walnut7';

/** Signs up `count` accounts (bench-{i}@example.com); their e-mails. */
async function benchAccounts(base: string, count: number): Promise<string[]> {
  const emails = Array.from({ length: count }, (_, i) => `bench-${i}@example.com`);
  for (const email of emails) {
    const body = JSON.stringify({ email, name: 'Bench Shopper', password: BENCH_PASSWORD, isB2b: false });
    const res = await fetch(`${base}/api/sign/up`, { method: 'POST', headers: CSRF_JSON, body });
    if (!res.ok) throw new Error(`POST /api/sign/up answered ${res.status}`);
  }
  return emails;
}

/** The cart update budget. */
export const CART_UPDATE_BUDGET = { requestsPerSecond: 2000, p99Ms: 25 } as const;

const CONNECTIONS = 50;

/** Seconds of load before each measured run, not counted: the server's code paths are compiled and its caches warm. */
const WARMUP_S = 2;

/** One autocannon run of `options`, after a WARMUP_S warm-up on the same routes. */
async function run(options: autocannon.Options): Promise<autocannon.Result> {
  return autocannon({ ...options, warmup: { connections: options.connections, duration: WARMUP_S } } as autocannon.Options);
}

/** The product page's route name in the cells (its req/s are pages/s), before the content-encoding answered. */
export const PRODUCT_PAGE_ROUTE = 'GET product page (HTML';

/** Headers of a browser's navigation: HTML, compressed. */
const PAGE_HEADERS = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', 'accept-encoding': 'br, gzip' } as const;

/**
 * Checks that `url` answers 200 with HTML to a browser's request (throws otherwise); resolves with the
 * content-encoding it answered ('none' when uncompressed).
 */
async function checkPage(url: string): Promise<string> {
  const res = await fetch(url, { headers: PAGE_HEADERS });
  const type = res.headers.get('content-type') ?? '';
  await res.arrayBuffer();
  if (res.status !== 200 || !type.startsWith('text/html')) throw new Error(`GET ${url} answered ${res.status} ${type}, not an HTML page`);
  return res.headers.get('content-encoding') ?? 'none';
}

/** A session with its cart: the cookie, the cart id, its first line and current version. */
export interface SessionCart { cookie: string; cartId: string; lineItemId: string; version: number }

/** Opens a session with a cart of one `sku` (POST /cart, no cookie); its cookie, cart id, line and version. */
export async function sessionCart(base: string, sku: string): Promise<SessionCart> {
  const res = await fetch(`${base}/cart`, { method: 'POST', headers: CSRF_JSON, body: JSON.stringify({ cart_sku: { sku_external_id: sku, quantity: 1 } }) });
  if (!res.ok) throw new Error(`POST /cart answered ${res.status}`);
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]!;
  const cart = ((await res.json()) as { data: { cart: { id: string; version: number; lineItems: { id: string }[] } } }).data.cart;
  return { cookie, cartId: cart.id, lineItemId: cart.lineItems[0]!.id, version: cart.version };
}

/**
 * autocannon options of the cart update with `{version, actions}` through the browser's `/me` route: each connection
 * its own cart of `carts` for the whole run (a request's context is reset after every request), tracking its version.
 */
export function cartUpdateOptions(base: string, carts: SessionCart[], common: { connections: number; duration: number }): autocannon.Options {
  let nextCart = 0;
  return {
    ...common, url: base,
    setupClient: (client) => {
      const cart = carts[nextCart++ % carts.length]!;
      client.setRequests([{
        method: 'POST', path: `/commerce/nutshell/me/carts/${cart.cartId}`, headers: { ...CSRF_JSON, cookie: cart.cookie },
        setupRequest: (req) => ({
          ...req, body: JSON.stringify({ version: cart.version, actions: [{ action: 'changeLineItemQuantity', lineItemId: cart.lineItemId, quantity: 1 + (cart.version % 9) }] }),
        }),
        onResponse: (status, body) => {
          if (status === 200) cart.version = (JSON.parse(body) as { version: number }).version;
          else if (status === 409) cart.version = (JSON.parse(body) as { errors?: { currentVersion?: number }[] }).errors?.[0]?.currentVersion ?? cart.version;
        },
      }]);
    },
  };
}

/**
 * The closed-loop maximum of the cart update against the server at `base` (the throughput section's cell: autocannon,
 * 50 connections, `durationS` seconds after the warm-up, fresh carts of `sku`), as a cell (ratioToBare NaN).
 */
export async function closedLoopCartUpdate(base: string, sku: string, durationS: number): Promise<ThroughputCell> {
  const carts = await Promise.all(Array.from({ length: 2 * CONNECTIONS }, () => sessionCart(base, sku)));
  const r = await run(cartUpdateOptions(base, carts, { connections: CONNECTIONS, duration: durationS }));
  return { route: 'cart update {version, actions} (closed loop)', requestsPerSecond: r.requests.average, p50Ms: r.latency.p50, p99Ms: r.latency.p99, non2xx: r.non2xx, errors: r.errors + r.timeouts, ratioToBare: Number.NaN };
}

/**
 * Runs every route for `durationS` seconds (default 10) and returns the cells, bare route first. `only` keeps the
 * routes it matches (and the bare route). Starts both servers in a temporary data directory, removed afterwards.
 */
export async function runThroughputBench(repoRoot: string, log: (line: string) => void, durationS = 10, only?: RegExp): Promise<ThroughputCell[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'nutshell-bench-throughput-'));
  let server: ChildProcess | undefined;
  let bareServer: ChildProcess | undefined;
  try {
    const unlimited = { ACCOUNT_RATE_PER_ADDRESS: '1000000000', ACCOUNT_RATE_PER_EMAIL: '1000000000' };
    const started = await startNpmServer(repoRoot, dataDir, unlimited);
    server = started.child;
    const base = started.url;
    const bare = await spawnServer(repoRoot, 'test/bench/bare-server.ts', /listening (\S+)/, {}, 60_000);
    bareServer = bare.child;
    const bareUrl = bare.url;
    const [product] = await inStockAlmonds(base, 1);
    const sku = product!.sku;
    // One cart per connection of the warm-up and, fresh, of the measured run (a connection cut at the end of the
    // warm-up leaves its cart's version unknown).
    const pageEncoding = await checkPage(`${base}${product!.path}`);
    const carts = await Promise.all(Array.from({ length: 2 * CONNECTIONS }, () => sessionCart(base, sku)));
    const accounts = await benchAccounts(base, SIGN_IN_CONNECTIONS * 2);
    let nextAccount = 0;
    const common = { connections: CONNECTIONS, duration: durationS };

    const measured: [string, autocannon.Options][] = [
      ['bare fastify GET /', { ...common, url: bareUrl }],
      ['POST /cart (add to cart)', { ...common, url: `${base}/cart`, method: 'POST', headers: CSRF_JSON, body: JSON.stringify({ cart_sku: { sku_external_id: sku, quantity: 1 } }) }],
      ['cart update {version, actions}', cartUpdateOptions(base, carts, common)],
      ['GET /api/resolve-path (product)', { ...common, url: `${base}/api/resolve-path?path=${encodeURIComponent(product!.path)}` }],
      ['search multi-query (popover)', { ...common, url: `${base}/1/indexes/*/queries`, method: 'POST', headers: SEARCH_HEADERS, body: JSON.stringify({ requests: popoverRequests(0) }) }],
      [`${PRODUCT_PAGE_ROUTE}, content-encoding: ${pageEncoding})`, { ...common, url: `${base}${product!.path}`, headers: PAGE_HEADERS }],
      [`POST /api/sign/in (${ARGON2_COST}; ${SIGN_IN_CONNECTIONS} connections)`, {
        ...common, connections: SIGN_IN_CONNECTIONS, url: base,
        setupClient: (client) => {
          const email = accounts[nextAccount++ % accounts.length]!;
          client.setRequests([{ method: 'POST', path: '/api/sign/in', headers: CSRF_JSON, body: JSON.stringify({ email, password: BENCH_PASSWORD, keepLoggedIn: true }) }]);
        },
      }],
    ];
    const cells: ThroughputCell[] = [];
    let bareRps = Number.NaN;
    for (const [route, options] of measured) {
      if (only && !route.startsWith('bare') && !only.test(route)) continue;
      const r = await run(options);
      if (route.startsWith('bare')) bareRps = r.requests.average;
      cells.push({ route, requestsPerSecond: r.requests.average, p50Ms: r.latency.p50, p99Ms: r.latency.p99, non2xx: r.non2xx, errors: r.errors + r.timeouts, ratioToBare: r.requests.average / bareRps });
      log(`throughput ${route}: ${r.requests.average.toFixed(0)} req/s, p50 ${r.latency.p50} ms, p90 ${r.latency.p90} ms, p99 ${r.latency.p99} ms, max ${r.latency.max} ms, non-2xx ${r.non2xx}`);
    }
    return cells;
  } finally {
    await stopServer(server);
    await stopServer(bareServer);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
