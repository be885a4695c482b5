import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolStats } from '../db/database';
import { clusterMetricsReader } from './cluster-metrics';

/**
 * The local server's Prometheus metrics (on with NUTSHELL_METRICS=1), each process in its own registry:
 * - `http_requests_total{method,route,status}` and `http_request_duration_seconds{method,route}` (a histogram in
 *   seconds): `route` is fastify's route pattern (e.g. `/commerce/nutshell/carts/:id`), never the raw URL, so the
 *   label set stays bounded; storefront pages (rendered by the not-found handler) are `page`, other requests no
 *   route matched `unmatched`;
 * - `nutshell_cart_version_conflicts_total`: each 409 answering a stale cart version ('cart/version-conflict': the
 *   commerce API's ConcurrentModification, whose `nutshellCode` names it, and the storefront routes' envelope, e.g.
 *   place-order's) (spec: core-cart-checkout §7 optimistic concurrency);
 * - `nutshell_orders_placed_total`: each order the engine creates (a repeated idempotency key counts once);
 * - `nutshell_db_pool_connections{state="total|idle|waiting"}`: PostgreSQL's pool; PGlite reports total 1;
 * - Node's default process metrics (`process_*`, `nodejs_*`).
 * Each process counts in its own `registry`; in a cluster (NUTSHELL_WORKERS > 1) GET /metrics answers the sum over
 * every worker (cluster-metrics.ts).
 */
export interface ServerMetrics {
  readonly registry: Registry;
  /** Counts one order placed (nutshell_orders_placed_total); the wiring calls it from OrderStore.onCreated. */
  orderPlaced(): void;
}

/** The histogram's buckets in seconds: 5 ms to 10 s, around the bench's page and API latencies. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The route label of a request: its route pattern; for a request no route matched, `page` when the not-found
 * handler answered with a storefront page (HTML: ui-routes.ts renders pages there), else `unmatched`.
 */
export function routeLabel(req: FastifyRequest, reply: FastifyReply): string {
  const route = req.routeOptions.url;
  if (route !== undefined && route !== '' && !req.is404) return route;
  return String(reply.getHeader('content-type') ?? '').startsWith('text/html') ? 'page' : 'unmatched';
}

/**
 * Whether an answer is a cart's version conflict: a 409 whose body names 'cart/version-conflict' (a custom object's
 * or a subscription's conflict names its own code).
 */
function isCartVersionConflict(status: number, payload: unknown): boolean {
  if (status !== 409) return false;
  const text = typeof payload === 'string' ? payload : JSON.stringify(payload ?? null);
  return text.includes('"cart/version-conflict"');
}

/**
 * Creates the metrics of one server process over a fresh registry. `poolStats`: the database's pool counts
 * (Database.poolStats), absent on PGlite (then total 1, idle 0, waiting 0).
 */
export function createServerMetrics(options: { poolStats?: () => PoolStats } = {}): ServerMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const ordersPlaced = new Counter({
    name: 'nutshell_orders_placed_total',
    help: 'Orders created by the commerce engine',
    registers: [registry],
  });
  new Gauge({
    name: 'nutshell_db_pool_connections',
    help: 'Database connections of this process by state (PostgreSQL pool; PGlite: total 1)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const s = options.poolStats?.() ?? { total: 1, idle: 0, waiting: 0 };
      this.set({ state: 'total' }, s.total);
      this.set({ state: 'idle' }, s.idle);
      this.set({ state: 'waiting' }, s.waiting);
    },
  });
  return { registry, orderPlaced: () => ordersPlaced.inc() };
}

/**
 * Registers the request metrics' hooks on `app` and GET /metrics (Prometheus text format, content type
 * `text/plain; version=0.0.4`; no auth: expose the port to the scraper only). Its own scrapes are counted too.
 */
export function registerMetrics(app: FastifyInstance, metrics: ServerMetrics): void {
  const { registry } = metrics;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request received to response sent, in seconds, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const conflicts = new Counter({
    name: 'nutshell_cart_version_conflicts_total',
    help: 'Cart updates refused with 409 ConcurrentModification (a stale version)',
    registers: [registry],
  });
  app.addHook('preSerialization', async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (isCartVersionConflict(reply.statusCode, payload)) conflicts.inc();
    return payload;
  });
  app.addHook('onResponse', async (req, reply) => {
    const route = routeLabel(req, reply);
    requests.inc({ method: req.method, route, status: String(reply.statusCode) });
    duration.observe({ method: req.method, route }, reply.elapsedTime / 1000);
  });
  const read = clusterMetricsReader(registry);
  app.get('/metrics', { logLevel: 'warn' }, async (_req, reply) => {
    const text = await read();
    return reply.type(registry.contentType).send(text);
  });
}
