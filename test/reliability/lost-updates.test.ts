import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpMyCart } from '../../adapters/commercetools/http-my-cart';
import { changeQuantityActions, type Cart } from '../../core/cart';
import { updateCartWithRetry } from '../../core/cart';
import { startTestServer, type TestServer } from '../support/test-server';
import { backingOff, orderableSku, Shopper } from './support';

/**
 * Lost updates (Reliability suite): 50 clients each make 20 quantity increments on ONE cart
 * over real HTTP, and the final quantity is exactly 1,000 more than the start.
 *
 * Path: the session's `/me` endpoints with the session cookie, through the browser's own adapter (HttpMyCart)
 * and the core's retry loop (updateCartWithRetry): that is how the product's clients edit a shopper's cart
 * (the React app's cart store; the commerce API with a client token is the CX tools' path to someone else's
 * cart). Each increment reads the cart (its current version and quantity), sends changeLineItemQuantity to
 * quantity + 1, and on 409 ConcurrentModification reloads (after a jittered exponential back-off) and recomputes,
 * as the client does; the client gives up after 3 attempts, the test retries without bound (its timeout bounds it).
 */
const CLIENTS = 50;
const INCREMENTS = 20;

let server: TestServer;
let shopper: Shopper;
let cartId = '';
let lineId = '';

beforeAll(async () => {
  server = await startTestServer();
  shopper = new Shopper(server.baseUrl);
  const cart = await shopper.addToCart(await orderableSku(server.services.commerce, 1 + CLIENTS * INCREMENTS));
  cartId = cart.id;
  lineId = cart.lineItems[0]!.id;
});
afterAll(async () => {
  await server?.close();
});

const quantityOf = (cart: Cart) => cart.lineItems.find((l) => l.id === lineId)?.quantity ?? 0;

describe(`lost updates: ${CLIENTS} clients × ${INCREMENTS} increments on one cart`, () => {
  it('ends exactly 1,000 above the start, every conflict answered 409 and retried', async () => {
    const myCart = new HttpMyCart(server.baseUrl, 'nutshell', shopper.fetch);
    const start = quantityOf((await myCart.getCartById(cartId))!);
    let attempts = 0;
    const counting = {
      getCartById: (id: string) => myCart.getCartById(id),
      updateCart: (...a: Parameters<HttpMyCart['updateCart']>) => {
        attempts += 1;
        return myCart.updateCart(...a);
      },
    };
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        for (let i = 0; i < INCREMENTS; i++) {
          const current = (await myCart.getCartById(cartId))!;
          const r = await updateCartWithRetry(
            backingOff(counting),
            current,
            (c) => changeQuantityActions(c, lineId, quantityOf(c) + 1),
            Number.POSITIVE_INFINITY,
          );
          if (!r.ok) throw new Error(`increment refused: ${r.error.code} ${r.error.message}`);
        }
      }),
    );
    const seconds = (performance.now() - t0) / 1000;
    const end = (await myCart.getCartById(cartId))!;
    console.info(
      `lost-updates: ${CLIENTS * INCREMENTS} increments, ${attempts} update attempts (${attempts - CLIENTS * INCREMENTS} conflicts) in ${seconds.toFixed(1)} s`,
    );
    expect(quantityOf(end)).toBe(start + CLIENTS * INCREMENTS);
    expect(end.version).toBeGreaterThanOrEqual(1 + CLIENTS * INCREMENTS);
  }, 600_000);
});
