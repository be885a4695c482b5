import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import { cryptoIds, systemClock } from '../../adapters/system/node-system';
import { openEmbedded, type EmbeddedServices } from '../../adapters/wiring/embedded-services';
import { popoverRequests, serverFor } from './search-bench';

/**
 * Server throughput (tracker issue 5): autocannon, 10 s at 50 connections per route on the embedded default
 * (PGlite in memory), each beside a bare fastify route measured in the same run: POST /cart (add to cart), a
 * cart update with `{version, actions}` (each connection its own session and cart, tracking its version),
 * GET /api/resolve-path for a product, and the search popover multi-query. Budget: cart update ≥ 2,000 req/s
 * with p99 ≤ 25 ms.
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

/** The cart update budget. */
export const CART_UPDATE_BUDGET = { requestsPerSecond: 2000, p99Ms: 25 } as const;

const CONNECTIONS = 50;
const CSRF = { 'x-nutshell-csrf': '1', 'content-type': 'application/json' };

/** The loopback base URL of a listening app. */
function urlOf(app: FastifyInstance): string {
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** A session with its cart: the cookie, the cart id, its first line and current version. */
interface SessionCart { cookie: string; cartId: string; lineItemId: string; version: number }

async function sessionCart(base: string, sku: string): Promise<SessionCart> {
  const res = await fetch(`${base}/cart`, { method: 'POST', headers: CSRF, body: JSON.stringify({ cart_sku: { sku_external_id: sku, quantity: 1 } }) });
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]!;
  const cart = ((await res.json()) as { data: { cart: { id: string; version: number; lineItems: { id: string }[] } } }).data.cart;
  return { cookie, cartId: cart.id, lineItemId: cart.lineItems[0]!.id, version: cart.version };
}

/** Runs every route for `durationS` seconds (default 10) and returns the cells, bare route first. */
export async function runThroughputBench(log: (line: string) => void, durationS = 10): Promise<ThroughputCell[]> {
  let services: EmbeddedServices | undefined;
  const apps: FastifyInstance[] = [];
  try {
    services = await openEmbedded({ kind: 'memory' }, systemClock, cryptoIds);
    const app = await serverFor(services, services.search);
    apps.push(app);
    const base = urlOf(app);
    const bare = Fastify({ logger: false });
    bare.get('/', async () => ({ ok: true }));
    apps.push(bare);
    await bare.listen({ port: 0, host: '127.0.0.1' });
    const bareUrl = urlOf(bare);
    const product = (await services.commerce.listProducts({ categoryKey: 'nuts', limit: 5, offset: 0 })).results[0]!;
    const sku = product.variants.find((v) => v.active && !v.backordered)!.sku;
    const carts = await Promise.all(Array.from({ length: CONNECTIONS }, () => sessionCart(base, sku)));
    let nextCart = 0;
    const common = { connections: CONNECTIONS, duration: durationS };

    const measured: [string, autocannon.Options][] = [
      ['bare fastify GET /', { ...common, url: bareUrl }],
      ['POST /cart (add to cart)', { ...common, url: `${base}/cart`, method: 'POST', headers: CSRF, body: JSON.stringify({ cart_sku: { sku_external_id: sku, quantity: 1 } }) }],
      ['cart update {version, actions}', {
        ...common, url: base,
        requests: [{
          method: 'POST',
          setupRequest: (req, context) => {
            const c = context as { cart?: SessionCart };
            c.cart ??= carts[nextCart++ % carts.length];
            const cart = c.cart!;
            return {
              ...req, path: `/commerce/nutshell/me/carts/${cart.cartId}`, headers: { ...CSRF, cookie: cart.cookie },
              body: JSON.stringify({ version: cart.version, actions: [{ action: 'changeLineItemQuantity', lineItemId: cart.lineItemId, quantity: 1 + (cart.version % 9) }] }),
            };
          },
          onResponse: (status, body, context) => {
            const cart = (context as { cart?: SessionCart }).cart;
            if (!cart) return;
            if (status === 200) cart.version = (JSON.parse(body) as { version: number }).version;
            else if (status === 409) cart.version = (JSON.parse(body) as { errors?: { currentVersion?: number }[] }).errors?.[0]?.currentVersion ?? cart.version;
          },
        }],
      }],
      ['GET /api/resolve-path (product)', { ...common, url: `${base}/api/resolve-path?path=${encodeURIComponent(product.path)}` }],
      ['search multi-query (popover)', { ...common, url: `${base}/1/indexes/*/queries`, method: 'POST', headers: { 'content-type': 'text/plain', 'x-algolia-application-id': 'nutshell', 'x-algolia-api-key': 'nutshell-search' }, body: JSON.stringify({ requests: popoverRequests(0) }) }],
    ];
    const cells: ThroughputCell[] = [];
    let bareRps = Number.NaN;
    for (const [route, options] of measured) {
      const r = await run(options);
      if (route.startsWith('bare')) bareRps = r.requests.average;
      cells.push({ route, requestsPerSecond: r.requests.average, p50Ms: r.latency.p50, p99Ms: r.latency.p99, non2xx: r.non2xx, errors: r.errors + r.timeouts, ratioToBare: r.requests.average / bareRps });
      log(`throughput ${route}: ${r.requests.average.toFixed(0)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, non-2xx ${r.non2xx}`);
    }
    return cells;
  } finally {
    for (const a of apps) await a.close();
    await services?.close();
  }
}
