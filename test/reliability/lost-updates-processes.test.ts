import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpMyCart } from '../../adapters/commercetools/http-my-cart';
import { changeQuantityActions, updateCartWithRetry, type Cart } from '../../core/cart';
import { cryptoIds, systemClock } from '../../adapters/system/node-system';
import { openEmbedded } from '../../adapters/wiring/embedded-services';
import { startOnFreshDatabase, type ProcessesOnDatabase, type ServerProcesses } from './server-processes';
import { backingOff, orderableSku, Shopper } from './support';

/**
 * Lost updates across processes (Reliability suite, PostgreSQL only): the lost-updates test with its 50 clients × 20
 * increments on ONE cart spread over TWO server processes on one PostgreSQL database (odd clients through one, even
 * through the other; the same session cookie works on both, sessions living in the database). Neither process keeps
 * carts in memory on a shared database, and each write is conditional on the stored version, so the cart ends
 * exactly 1,000 up. Clients back off a random few ms before reloading after a conflict (`backingOff`), as in the
 * one-process test; its time limit (600 s) leaves room for a busy machine.
 */
const CLIENTS = 50;
const INCREMENTS = 20;

let suite: ProcessesOnDatabase;
let processes: ServerProcesses;

beforeAll(async () => {
  suite = await startOnFreshDatabase(2);
  processes = suite.processes;
}, 120_000);
afterAll(() => suite?.stop());

describe(`lost updates over two processes: ${CLIENTS} clients × ${INCREMENTS} increments on one cart`, () => {
  it('ends exactly 1,000 above the start', async () => {
    const [one, two] = processes.all.map((p) => p.baseUrl) as [string, string];
    const shopper = new Shopper(one);
    const reader = await openEmbedded(suite.database.location, systemClock, cryptoIds, { search: false });
    const sku = await orderableSku(reader.commerce, 1 + CLIENTS * INCREMENTS).finally(() => reader.close());
    const cart = await shopper.addToCart(sku);
    const lineId = cart.lineItems[0]!.id;
    const quantityOf = (c: Cart) => c.lineItems.find((l) => l.id === lineId)?.quantity ?? 0;
    const carts = [one, two].map((base) => new HttpMyCart(base, 'nutshell', shopper.fetch));
    const start = quantityOf((await carts[1]!.getCartById(cart.id))!);
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: CLIENTS }, async (_, client) => {
        const myCart = carts[client % 2]!;
        for (let i = 0; i < INCREMENTS; i++) {
          const current = (await myCart.getCartById(cart.id))!;
          const r = await updateCartWithRetry(
            backingOff(myCart),
            current,
            (c) => changeQuantityActions(c, lineId, quantityOf(c) + 1),
            Number.POSITIVE_INFINITY,
          );
          if (!r.ok) throw new Error(`increment refused: ${r.error.code} ${r.error.message}`);
        }
      }),
    );
    const end = (await carts[0]!.getCartById(cart.id))!;
    console.info(
      `lost-updates over 2 processes: ${CLIENTS * INCREMENTS} increments in ` +
        `${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
    expect(quantityOf(end)).toBe(start + CLIENTS * INCREMENTS);
    expect(quantityOf((await carts[1]!.getCartById(cart.id))!)).toBe(start + CLIENTS * INCREMENTS);
  }, 600_000);
});
