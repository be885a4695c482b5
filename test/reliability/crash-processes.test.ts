import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { killHard } from './auto-delivery-support';
import {
  startOnFreshDatabase,
  type ProcessesOnDatabase,
  type ServerProcess,
  type ServerProcesses,
} from './server-processes';
import { bearerOf, orderableSkuOverHttp, send, Shopper } from './support';

/**
 * Crash across processes (Reliability suite, PostgreSQL only): two server processes on one database get a stream of
 * place-order calls, alternating between them, each call with its own ready cart, nonce and idempotency key; one
 * process is killed with SIGKILL mid-stream, and every call it left unacknowledged (and every acknowledged one too)
 * is sent again with the same key through the OTHER process, which keeps running. Every order exists exactly once
 * with the number first acknowledged, and no cart is half-converted (Ordered without an order, or an order on an
 * active cart).
 */
const ORDERS = 30;

let suite: ProcessesOnDatabase;
let processes: ServerProcesses;

beforeAll(async () => {
  suite = await startOnFreshDatabase(2);
  processes = suite.processes;
}, 120_000);
afterAll(() => suite?.stop());

interface Call {
  shopper: Shopper;
  cartId: string;
  version: number;
  nonce: string;
  key: string;
  orderNumber?: string;
}

const placeOrder = (server: ServerProcess, c: Call) =>
  send<{ data?: { order: { orderNumber: string } } }>(`${server.baseUrl}/api/checkout/place-order`, {
    headers: c.shopper.headers(true),
    body: { cartId: c.cartId, version: c.version, paymentNonces: [c.nonce], idempotencyKey: c.key },
  });

/** ORDERS ready carts, each made through one of `servers` in turn, with a nonce and an idempotency key. */
async function readyCalls(servers: readonly ServerProcess[], sku: string): Promise<Call[]> {
  return Promise.all(
    Array.from({ length: ORDERS }, async (_, i) => {
      const shopper = new Shopper(servers[i % servers.length]!.baseUrl);
      const cart = await shopper.addToCart(sku);
      return {
        shopper,
        cartId: cart.id,
        version: await shopper.readyToOrder(cart),
        nonce: await shopper.tokenize(),
        key: `crash-2p-${i}-${cart.id}`,
      };
    }),
  );
}

describe('crash over two processes: SIGKILL one mid-stream, retry through the other', () => {
  it(`${ORDERS} orders: each exactly once, with its acknowledged number, no cart half-converted`, async () => {
    const [victim, survivor] = processes.all as [ServerProcess, ServerProcess];
    const calls = await readyCalls([victim, survivor], await orderableSkuOverHttp(survivor.baseUrl));
    // Stream 4 at a time, call i through process i % 2; kill the first once a third is acknowledged.
    let next = 0;
    let acked = 0;
    let killing: Promise<void> | undefined;
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (next < calls.length && !killing) {
          const i = next++;
          const c = calls[i]!;
          const r = await placeOrder(i % 2 === 0 ? victim : survivor, c).catch(() => undefined);
          if (r?.status === 200 && r.body.data) {
            c.orderNumber = r.body.data.order.orderNumber;
            acked += 1;
          } else if (r) throw new Error(`place-order refused before the crash: ${r.status} ${JSON.stringify(r.body)}`);
          if (acked >= ORDERS / 3 && !killing) killing = killHard(victim);
        }
      }),
    );
    await killing;
    const acknowledged = new Map(calls.filter((c) => c.orderNumber).map((c) => [c.key, c.orderNumber]));
    for (const c of calls) {
      const r = await placeOrder(survivor, c);
      expect(r.status, `${c.key}: ${JSON.stringify(r.body)}`).toBe(200);
      const number = r.body.data!.order.orderNumber;
      if (acknowledged.has(c.key)) expect(number).toBe(acknowledged.get(c.key));
      c.orderNumber = number;
    }
    const orders = await send<{ results: { orderNumber: string; cart: { id: string } }[] }>(
      `${survivor.baseUrl}/commerce/nutshell/orders?limit=500`,
      { headers: { authorization: await bearerOf(survivor.baseUrl) } },
    );
    const byCart = new Map<string, string[]>();
    for (const o of orders.body.results) byCart.set(o.cart.id, [...(byCart.get(o.cart.id) ?? []), o.orderNumber]);
    for (const c of calls) {
      expect(byCart.get(c.cartId), c.key).toEqual([c.orderNumber]);
      const cart = await send<{ cartState: string }>(`${survivor.baseUrl}/commerce/nutshell/me/carts/${c.cartId}`, {
        headers: c.shopper.headers(),
      });
      expect(cart.body.cartState, c.key).toBe('Ordered');
    }
    expect(orders.body.results).toHaveLength(ORDERS);
    console.info(
      `crash over 2 processes: ${acknowledged.size} acknowledged before SIGKILL, ` +
        `${ORDERS - acknowledged.size} first answered by the survivor`,
    );
  }, 240_000);
});
