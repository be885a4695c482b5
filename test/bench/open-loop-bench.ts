import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminQuery, databaseUrl, dropDatabase } from '../support/test-database';
import { CSRF_JSON, SEARCH_HEADERS, inStockAlmonds, processTree, spawnServer, startNpmServer, stopServer } from './bench-server';
import type { SpawnedServer } from './bench-server';
import { OPEN_LOOP_BUDGET } from './budgets';
import { plainSender, runOpenLoop, type OpenLoopResult, type Sender } from './open-loop';
import { popoverRequests } from './search-bench';
import { closedLoopCartUpdate, sessionCart, type SessionCart, type ThroughputCell } from './throughput-bench';

/**
 * Latency at a fixed offered load (open loop, open-loop.ts): cart updates over 50 carts at 500, 1,000, 2,000 and
 * 4,000 per second on the shopper's `/me` path (each cart its own session: cookie and CSRF header) and on the
 * commerce API path the CLI and the SDK use (client-credentials bearer token, POST /commerce/{projectKey}/carts/{id}),
 * each request `{ version, actions: [changeLineItemQuantity] }` with the latest version known for its cart; a 409
 * ConcurrentModification is retried at once with the error's `currentVersion`, the latency counted to the final
 * answer, the retries reported as conflicts. Beside them the closed-loop maximum of the cart update (the throughput
 * section's autocannon cell, 50 connections). Deployments: the embedded default (PGlite, `npm start`), PostgreSQL with
 * 1 process and with 2 (`NUTSHELL_WORKERS=2`), each on a fresh database, each server in its own process(es), the
 * generator in this one. On the embedded default also POST /cart (add to cart, no cookie), GET /api/resolve-path for a
 * product and the search popover multi-query, at 1,000/s. Budgets: OPEN_LOOP_BUDGET (budgets.ts). First, the generator
 * against a bare fastify route at 4,000/s: when that misses, the machine or the client is the limit, not the server.
 * A request aborted at its 2 s deadline closes its connection (undici), so a saturated cell also churns connections.
 *
 * PostgreSQL: the maintenance URL of BENCH_DATABASE_URL, NUTSHELL_TEST_DATABASE_URL or .tmp/test-postgres-url (what
 * test/support/ensure-postgres.mjs writes); unreachable, the PostgreSQL deployments are skipped with a note.
 */

/** Cart updates per second offered on each path. */
export const CART_UPDATE_RATES = [500, 1000, 2000, 4000] as const;

/** Carts the cart updates spread over. */
export const CARTS = 50;

/** Seconds of the closed-loop run beside each deployment (after its 2 s warm-up). */
const CLOSED_LOOP_S = 10;

/** One open-loop cell: a route at an offered rate on a deployment, with its budget when it has one. */
export interface OpenLoopCell {
  readonly route: string;
  readonly offered: number;
  /** p99 budget, ms (undefined: reported only). */
  readonly budgetP99Ms?: number;
  readonly result: OpenLoopResult;
}

/** One deployment's cells, or why it did not run (`notRun`). */
export interface OpenLoopDeployment {
  readonly name: string;
  readonly notRun?: string;
  /** The closed-loop maximum of the cart update (`/me`), beside the open-loop cells. */
  readonly closedLoop?: ThroughputCell;
  readonly cells: readonly OpenLoopCell[];
  /** Server processes seen (the node process and its workers). */
  readonly processes?: number;
  readonly errors: readonly string[];
}

/** The section's result. */
export interface OpenLoopBenchResult {
  readonly warmupS: number;
  readonly measuredS: number;
  readonly deployments: readonly OpenLoopDeployment[];
}

/** Settings of one section run. */
export interface OpenLoopSettings {
  readonly warmupS: number;
  readonly measuredS: number;
  readonly log: (line: string) => void;
}

const PROJECT = 'nutshell';

type CartPath = 'me' | 'commerce';

/** The cart update's route name per path. */
export const CART_UPDATE_ROUTES: Readonly<Record<CartPath, string>> = {
  me: 'cart update, /me path (session cookie + CSRF)',
  commerce: 'cart update, commerce API (bearer token)',
};

/**
 * Sends cart update `i` to cart `i mod carts.length` with its latest known version, on its schedule whatever else is
 * out. On 409 it retries with the newest version known (the error's currentVersion, or newer) until an answer other
 * than 409 or the request is abandoned (`signal`), counting each retry in `conflicts`. Retries of one cart go one at a
 * time (a chain per cart), as writers who lost a race re-read and try again after the winner: retried all at once,
 * k updates of one cart out together cost about k²/2 requests, and once latency rises the retries alone outgrow the
 * offered rate (a collapse of the client's making).
 */
export function cartUpdateSender(carts: SessionCart[], path: CartPath, token = ''): Sender {
  const retries = new Map<SessionCart, Promise<void>>();
  return async (pool, i, signal) => {
    const cart = carts[i % carts.length]!;
    const url = path === 'me' ? `/commerce/${PROJECT}/me/carts/${cart.cartId}` : `/commerce/${PROJECT}/carts/${cart.cartId}`;
    const headers =
      path === 'me'
        ? { ...CSRF_JSON, cookie: cart.cookie }
        : { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const action = { action: 'changeLineItemQuantity', lineItemId: cart.lineItemId, quantity: 1 + (i % 9) };
    /** One attempt at `version`: 'ok', or the version a 409 named, or the failed status. */
    const attempt = async (version: number): Promise<{ ok: true } | { current: number } | { status: number }> => {
      const body = JSON.stringify({ version, actions: [action] });
      const res = await pool.request({ method: 'POST', path: url, headers, body, signal });
      const text = await res.body.text();
      if (res.statusCode === 200) {
        cart.version = Math.max(cart.version, (JSON.parse(text) as { version: number }).version);
        return { ok: true };
      }
      const current =
        res.statusCode === 409
          ? (JSON.parse(text) as { errors?: { currentVersion?: number }[] }).errors?.[0]?.currentVersion
          : undefined;
      if (current === undefined) return { status: res.statusCode };
      cart.version = Math.max(cart.version, current);
      return { current };
    };
    let outcome = await attempt(cart.version);
    if ('ok' in outcome) return { ok: true, status: 200, conflicts: 0 };
    if ('status' in outcome) return { ok: false, status: outcome.status, conflicts: 0 };
    let conflicts = 1;
    // Wait for this cart's earlier retries, then retry at the newest version known until it is not a conflict.
    const before = retries.get(cart) ?? Promise.resolve();
    let done!: () => void;
    const mine = new Promise<void>((resolve) => (done = resolve));
    const tail = before.then(() => mine);
    retries.set(cart, tail);
    try {
      await before;
      for (;;) {
        outcome = await attempt(Math.max(cart.version, outcome.current));
        if ('ok' in outcome) return { ok: true, status: 200, conflicts };
        if ('status' in outcome) return { ok: false, status: outcome.status, conflicts };
        conflicts++;
      }
    } finally {
      done();
      if (retries.get(cart) === tail) retries.delete(cart);
    }
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A client-credentials bearer token of the local commerce API (NUTSHELL_CLIENT_ID / _SECRET or their defaults). */
async function apiToken(base: string): Promise<string> {
  const id = process.env.NUTSHELL_CLIENT_ID || 'nutshell-local';
  const secret = process.env.NUTSHELL_CLIENT_SECRET || 'nutshell-local-secret';
  const res = await fetch(`${base}/commerce/oauth/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  });
  if (!res.ok) throw new Error(`POST /commerce/oauth/token answered ${res.status}`);
  return ((await res.json()) as { access_token: string }).access_token;
}


/** The open-loop cells of one running server: both cart update paths at every rate, then (with `extras`) the rest. */
async function measureDeployment(
  base: string,
  settings: OpenLoopSettings,
  budgeted: boolean,
  extras: boolean,
): Promise<{ closedLoop: ThroughputCell; cells: OpenLoopCell[] }> {
  const { log } = settings;
  const [product] = await inStockAlmonds(base, 1);
  const sku = product!.sku;
  const closedLoop = await closedLoopCartUpdate(base, sku, CLOSED_LOOP_S);
  log(`open loop: closed-loop cart update ${closedLoop.requestsPerSecond.toFixed(0)} req/s, p99 ${closedLoop.p99Ms} ms`);
  const token = await apiToken(base);
  const cells: OpenLoopCell[] = [];
  const cell = async (route: string, offered: number, send: Sender, budgetP99Ms?: number): Promise<void> => {
    const run = { origin: base, rate: offered, durationS: settings.measuredS, warmupS: settings.warmupS, send };
    const result = await runOpenLoop(run);
    cells.push({ route, offered, budgetP99Ms, result });
    const { p50Ms, p99Ms, p999Ms, errors, conflicts } = result;
    log(`open loop: ${route} at ${offered}/s: p50 ${p50Ms} p99 ${p99Ms} p99.9 ${p999Ms} ms, errors ${errors}, conflicts ${conflicts}`);
    await sleep(1000);
  };
  for (const path of ['me', 'commerce'] as const) {
    const carts = await Promise.all(Array.from({ length: CARTS }, () => sessionCart(base, sku)));
    for (const rate of CART_UPDATE_RATES) {
      const budget = budgeted && rate === OPEN_LOOP_BUDGET.cartUpdate.rate ? OPEN_LOOP_BUDGET.cartUpdate.p99Ms : undefined;
      await cell(CART_UPDATE_ROUTES[path], rate, cartUpdateSender(carts, path, token), budget);
    }
  }
  if (extras) {
    const add = JSON.stringify({ cart_sku: { sku_external_id: sku, quantity: 1 } });
    const b = OPEN_LOOP_BUDGET;
    await cell('POST /cart (add to cart)', b.addToCart.rate, plainSender({ method: 'POST', path: '/cart', headers: CSRF_JSON, body: add }, [200, 201]), b.addToCart.p99Ms);
    const resolve = `/api/resolve-path?path=${encodeURIComponent(product!.path)}`;
    await cell('GET /api/resolve-path (product)', b.resolvePath.rate, plainSender({ method: 'GET', path: resolve }), b.resolvePath.p99Ms);
    const search = (i: number) => JSON.stringify({ requests: popoverRequests(i) });
    await cell('search multi-query (popover)', b.search.rate, plainSender({ method: 'POST', path: '/1/indexes/*/queries', headers: SEARCH_HEADERS, body: search }), b.search.p99Ms);
  }
  return { closedLoop, cells };
}

/** The PostgreSQL maintenance URL to create the bench's databases on, if one is configured. */
export function postgresAdminUrl(repoRoot: string): string | undefined {
  const fromEnv = process.env.BENCH_DATABASE_URL || process.env.NUTSHELL_TEST_DATABASE_URL;
  if (fromEnv) return fromEnv;
  const file = join(repoRoot, '.tmp', 'test-postgres-url');
  return existsSync(file) ? readFileSync(file, 'utf8').trim() || undefined : undefined;
}

/** A fresh database on `adminUrl`'s server: its URL and how to drop it. */
async function freshDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `nutshell_bench_${process.pid}_${Date.now().toString(36)}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  return { url: databaseUrl(adminUrl, name), drop: () => dropDatabase(adminUrl, name) };
}

/** The server's process count, waiting up to 5 s for `wanted` (a cluster forks its workers as it starts). */
async function processCount(server: SpawnedServer, wanted: number): Promise<number> {
  for (let waited = 0; ; waited += 250) {
    const n = processTree(server.child.pid!).length;
    if (n >= wanted || waited >= 5000) return n;
    await sleep(250);
  }
}

interface DeploymentPlan {
  readonly name: string;
  readonly workers: number;
  readonly postgres: boolean;
}

const PLANS: readonly DeploymentPlan[] = [
  { name: 'PGlite (embedded default, 1 process)', workers: 1, postgres: false },
  { name: 'PostgreSQL, 1 process', workers: 1, postgres: true },
  { name: 'PostgreSQL, 2 processes (NUTSHELL_WORKERS=2)', workers: 2, postgres: true },
];

/** Starts one deployment, measures it and stops it; a deployment that cannot run says why in `notRun`. */
async function runDeployment(repoRoot: string, plan: DeploymentPlan, settings: OpenLoopSettings): Promise<OpenLoopDeployment> {
  const { name } = plan;
  const adminUrl = plan.postgres ? postgresAdminUrl(repoRoot) : undefined;
  if (plan.postgres && !adminUrl) return { name, notRun: 'not run: no PostgreSQL configured (BENCH_DATABASE_URL)', cells: [], errors: [] };
  const dataDir = mkdtempSync(join(tmpdir(), 'nutshell-bench-openloop-'));
  let db: { url: string; drop: () => Promise<void> } | undefined;
  let server: SpawnedServer | undefined;
  try {
    if (adminUrl) {
      try {
        db = await freshDatabase(adminUrl);
      } catch (e) {
        return { name, notRun: `not run: PostgreSQL unreachable (${e instanceof Error ? e.message : String(e)})`, cells: [], errors: [] };
      }
    }
    const env = { NUTSHELL_WORKERS: String(plan.workers), ...(db ? { DATABASE_URL: db.url } : {}) };
    try {
      server = await startNpmServer(repoRoot, dataDir, env);
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      if (plan.workers > 1 && /NUTSHELL_WORKERS/.test(message)) return { name, notRun: 'not run: NUTSHELL_WORKERS unsupported', cells: [], errors: [] };
      throw e;
    }
    const processes = await processCount(server, plan.workers + (plan.workers > 1 ? 1 : 0));
    if (plan.workers > 1 && processes < plan.workers) {
      return { name, notRun: `not run: NUTSHELL_WORKERS unsupported (the server runs ${processes} process)`, processes, cells: [], errors: [] };
    }
    settings.log(`open loop: ${name} at ${server.url} (${processes} process${processes > 1 ? 'es' : ''})`);
    const measured = await measureDeployment(server.url, settings, plan.workers > 1 || !plan.postgres, !plan.postgres);
    return { name, processes, ...measured, errors: [] };
  } catch (e) {
    return { name, cells: [], errors: [`${name}: ${e instanceof Error ? e.message : String(e)}${server ? `; server: ${server.stderr()}` : ''}`] };
  } finally {
    await stopServer(server?.child);
    await db?.drop().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The generator's own check: the bare fastify route (its own process) at the highest rate; no budget. */
async function clientCheck(repoRoot: string, settings: OpenLoopSettings): Promise<OpenLoopDeployment> {
  const name = 'bare fastify GET / (the generator and machine check)';
  let bare: SpawnedServer | undefined;
  try {
    bare = await spawnServer(repoRoot, 'test/bench/bare-server.ts', /listening (\S+)/, {}, 60_000);
    const offered = Math.max(...CART_UPDATE_RATES);
    const send = plainSender({ method: 'GET', path: '/' });
    const result = await runOpenLoop({ origin: bare.url, rate: offered, durationS: settings.measuredS, warmupS: settings.warmupS, send });
    settings.log(`open loop: ${name} at ${offered}/s: p99 ${result.p99Ms} ms, late sends ${result.lateSends}`);
    return { name, processes: 1, cells: [{ route: 'GET / ({"ok":true})', offered, result }], errors: [] };
  } catch (e) {
    return { name, cells: [], errors: [`${name}: ${e instanceof Error ? e.message : String(e)}`] };
  } finally {
    await stopServer(bare?.child);
  }
}

/** Runs the section: the generator's check, then every deployment in turn. */
export async function runOpenLoopBench(repoRoot: string, settings: OpenLoopSettings): Promise<OpenLoopBenchResult> {
  if (!(settings.measuredS > 0)) throw new Error('BENCH_OPENLOOP_SECONDS must be more than 0');
  const deployments: OpenLoopDeployment[] = [await clientCheck(repoRoot, settings)];
  for (const plan of PLANS) deployments.push(await runDeployment(repoRoot, plan, settings));
  return { warmupS: settings.warmupS, measuredS: settings.measuredS, deployments };
}
