import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshTestDatabase, type TestDatabase } from '../support/test-database';
import { bearerOf, orderableSkuOverHttp, send, Shopper } from './support';

/**
 * Crash (Reliability suite): the server process (crash-server.ts, as server-main starts it) on
 * a temporary data directory (or a fresh PostgreSQL database) gets a stream of place-order calls, each with its
 * own ready cart, nonce and idempotency key, and is killed with SIGKILL mid-stream. Restarted on the same
 * data, every unacknowledged call is retried with the same key: every acknowledged order exists exactly once,
 * none is duplicated, and no cart is half-converted (Ordered without an order, or an order on an active cart).
 */
const ORDERS = 30;

let dataDir = '';
let database: TestDatabase;
let child: ChildProcess | undefined;
let baseUrl = '';

async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const port = (s.address() as { port: number }).port;
  await new Promise((r) => s.close(r));
  return port;
}

/** Starts the server process and waits for its health check (first start migrates and seeds). */
async function start(): Promise<void> {
  const port = await freePort();
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    NUTSHELL_DATA_DIR: dataDir,
    LOG_LEVEL: 'silent' as const,
    DATABASE_URL: database.location.kind === 'postgres' ? database.location.url : '',
  };
  if (!env.DATABASE_URL) delete (env as Record<string, string | undefined>).DATABASE_URL;
  child = spawn(process.execPath, ['--import', 'tsx', 'test/reliability/crash-server.ts'], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  baseUrl = `http://127.0.0.1:${port}`;
  await new Promise<void>((resolve, reject) => {
    child!.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    child!.stdout!.on('data', (d: Buffer) => {
      if (d.toString().includes('ready')) resolve();
    });
  });
}

function kill(): Promise<void> {
  const c = child!;
  child = undefined;
  return new Promise((r) => {
    c.once('exit', () => r());
    c.kill('SIGKILL');
  });
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'nutshell-crash-'));
  database = await freshTestDatabase();
  await start();
}, 120_000);
afterAll(async () => {
  if (child) await kill();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Call {
  shopper: Shopper;
  cartId: string;
  version: number;
  nonce: string;
  key: string;
  orderNumber?: string;
}

const placeOrder = (c: Call) =>
  send<{ data?: { order: { orderNumber: string } } }>(`${baseUrl}/api/checkout/place-order`, {
    headers: c.shopper.headers(true),
    body: { cartId: c.cartId, version: c.version, paymentNonces: [c.nonce], idempotencyKey: c.key },
  });

describe('crash: SIGKILL while placing orders, restart, retry with the same idempotency keys', () => {
  it(`${ORDERS} orders: acknowledged ones exist exactly once, none duplicated, no cart half-converted`, async () => {
    const sku = await orderableSkuOverHttp(baseUrl);
    const calls: Call[] = await Promise.all(
      Array.from({ length: ORDERS }, async (_, i) => {
        const shopper = new Shopper(baseUrl);
        const cart = await shopper.addToCart(sku);
        return {
          shopper,
          cartId: cart.id,
          version: await shopper.readyToOrder(cart),
          nonce: await shopper.tokenize(),
          key: `crash-order-${i}-${cart.id}`,
        };
      }),
    );
    // Stream 3 at a time; kill once a third is acknowledged, with calls in flight.
    let next = 0;
    let acked = 0;
    let killing: Promise<void> | undefined;
    await Promise.all(
      Array.from({ length: 3 }, async () => {
        while (next < calls.length && !killing) {
          const c = calls[next++]!;
          const r = await placeOrder(c).catch(() => undefined);
          if (r?.status === 200 && r.body.data) {
            c.orderNumber = r.body.data.order.orderNumber;
            acked += 1;
          } else if (r) throw new Error(`place-order refused before the crash: ${r.status} ${JSON.stringify(r.body)}`);
          if (acked >= ORDERS / 3 && !killing) killing = kill();
        }
      }),
    );
    await killing;
    const acknowledged = new Map(calls.filter((c) => c.orderNumber).map((c) => [c.key, c.orderNumber]));
    await start();
    for (const c of calls) {
      const r = await placeOrder(c);
      expect(r.status, `${c.key}: ${JSON.stringify(r.body)}`).toBe(200);
      const number = r.body.data!.order.orderNumber;
      if (acknowledged.has(c.key)) expect(number).toBe(acknowledged.get(c.key));
      c.orderNumber = number;
    }
    const orders = await send<{ results: { orderNumber: string; cart: { id: string } }[] }>(
      `${baseUrl}/commerce/nutshell/orders?limit=500`,
      { headers: { authorization: await bearerOf(baseUrl) } },
    );
    const byCart = new Map<string, string[]>();
    for (const o of orders.body.results) byCart.set(o.cart.id, [...(byCart.get(o.cart.id) ?? []), o.orderNumber]);
    for (const c of calls) {
      expect(byCart.get(c.cartId), c.key).toEqual([c.orderNumber]);
      const cart = await send<{ cartState: string }>(`${baseUrl}/commerce/nutshell/me/carts/${c.cartId}`, {
        headers: c.shopper.headers(),
      });
      expect(cart.body.cartState, c.key).toBe('Ordered');
    }
    expect(orders.body.results).toHaveLength(ORDERS);
    console.info(
      `crash: ${acknowledged.size} acknowledged before SIGKILL, ${ORDERS - acknowledged.size} retried after restart`,
    );
  }, 240_000);
});
