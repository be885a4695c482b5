import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerMetrics } from '../../adapters/embedded/server/metrics';
import { requestLogFields } from '../../adapters/embedded/server/request-id';
import { cryptoIds } from '../../adapters/system/node-system';
import { orderableSku } from '../reliability/support';
import { buildTestApp, injectBearer, TEST_CLIENT, type TestApp } from '../support/test-server';

/**
 * What operators read from a running server: request ids on every response and on every log line of the
 * request, and the Prometheus metrics of GET /metrics (NUTSHELL_METRICS=1) with bounded route labels.
 */
const lines: Record<string, unknown>[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});

let t: TestApp;
const metrics = createServerMetrics({
  poolStats: () => t.services.db.poolStats?.() ?? { total: 1, idle: 0, waiting: 0 },
});

beforeAll(async () => {
  t = await buildTestApp([TEST_CLIENT], { logger: { level: 'info', stream: sink }, metrics });
  // A handler that logs with the request's logger and, after an await, through a logger of its own (as the mail
  // logger does, with the requestLogFields mixin).
  const own = pino({ mixin: requestLogFields }, sink);
  t.app.post('/test/log', async (req) => {
    req.log.info('from the handler');
    await new Promise((r) => setTimeout(r, 5));
    own.info('from another logger');
    return { ok: true };
  });
});
afterAll(async () => {
  await t?.close();
});

const linesOf = (reqId: string) => lines.filter((l) => l.reqId === reqId);

describe('request ids', () => {
  it('keeps a safe incoming x-request-id, returns it, and every log line of the request carries it as reqId', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/test/log',
      headers: { 'x-request-id': 'edge-42.a' },
      payload: { any: 1 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toBe('edge-42.a');
    const msgs = linesOf('edge-42.a').map((l) => l.msg);
    expect(msgs).toEqual(['incoming request', 'from the handler', 'from another logger', 'request completed']);
    // No line of that request went out without the id.
    expect(lines.filter((l) => l.msg === 'from the handler' || l.msg === 'from another logger')).toHaveLength(2);
  });

  it('makes a UUID when none (or an unsafe one) comes in, on 404s and refused requests too', async () => {
    const plain = await t.app.inject({ url: '/health' });
    expect(plain.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const unsafe = await t.app.inject({ url: '/no-such-route', headers: { 'x-request-id': 'bad id\u0001' } });
    expect(unsafe.statusCode).toBe(404);
    const id = String(unsafe.headers['x-request-id']);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(linesOf(id).map((l) => l.msg)).toContain('incoming request');
    const refused = await t.app.inject({ method: 'POST', url: '/commerce/nutshell/carts', payload: {} });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('does not log the polled probes at info', async () => {
    const res = await t.app.inject({ url: '/ready' });
    expect(res.json()).toEqual({ ready: true, database: 'ok', search: 'ok' });
    expect(linesOf(String(res.headers['x-request-id']))).toEqual([]);
  });
});

/** The value of the sample `name{labels}` in a Prometheus text exposition, or undefined. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics (NUTSHELL_METRICS=1)', () => {
  it('counts requests by route pattern, cart version conflicts, orders placed (once per key) and pool use', async () => {
    const auth = { authorization: `Bearer ${await injectBearer(t.app, TEST_CLIENT)}` };
    const created = await t.app.inject({
      method: 'POST',
      url: '/commerce/nutshell/carts',
      headers: auth,
      payload: { currency: 'USD' },
    });
    expect(created.statusCode).toBe(201);
    const cart = created.json() as { id: string; version: number };
    const stale = await t.app.inject({
      method: 'POST',
      url: `/commerce/nutshell/carts/${cart.id}`,
      headers: auth,
      payload: { version: cart.version + 5, actions: [{ action: 'setCustomerEmail', email: 'ops@example.com' }] },
    });
    expect(stale.statusCode).toBe(409);
    // The storefront's place-order with a stale version: the envelope's 'cart/version-conflict'.
    const csrf = { 'x-nutshell-csrf': '1' };
    const added = await t.app.inject({
      method: 'POST',
      url: '/cart',
      headers: csrf,
      payload: { cart_sku: { sku_external_id: await orderableSku(t.services.commerce), quantity: 1 } },
    });
    const shopper = { ...csrf, cookie: String(added.headers['set-cookie']).split(';')[0]! };
    const mine = (added.json() as { data: { cart: { id: string; version: number } } }).data.cart;
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/place-order',
      headers: shopper,
      payload: { cartId: mine.id, version: mine.version + 3, paymentNonces: ['n-1'], idempotencyKey: 'ops-stale-1' },
    });
    expect([placed.statusCode, placed.body]).toEqual([409, expect.stringContaining('cart/version-conflict')]);
    const order = { cartId: cart.id, version: cart.version, payments: [], totals: [], idempotencyKey: 'ops-metrics-1' };
    const first = await t.services.commerce.createOrderFromCart({ ...order, receiptToken: cryptoIds.token() });
    const again = await t.services.commerce.createOrderFromCart({ ...order, receiptToken: cryptoIds.token() });
    expect(first.ok && again.ok && first.value.orderNumber === again.value.orderNumber).toBe(true);
    await t.app.inject({ url: '/health' });
    await t.app.inject({ url: '/no-such-page-123' });

    const res = await t.app.inject({ url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    const route = '/commerce/nutshell/carts/:id';
    expect(sample(text, `http_requests_total{method="POST",route="${route}",status="409"}`)).toBe(1);
    expect(sample(text, `http_requests_total{method="GET",route="/health",status="200"}`)).toBeGreaterThanOrEqual(1);
    expect(sample(text, `http_requests_total{method="GET",route="unmatched",status="404"}`)).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('no-such-page-123');
    expect(text).not.toContain(cart.id);
    expect(sample(text, `http_request_duration_seconds_count{method="POST",route="${route}"}`)).toBe(1);
    expect(sample(text, 'nutshell_cart_version_conflicts_total')).toBe(2);
    expect(sample(text, 'nutshell_orders_placed_total')).toBe(1);
    expect(sample(text, 'nutshell_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    expect(text).toContain('process_cpu_user_seconds_total');
  });
});
