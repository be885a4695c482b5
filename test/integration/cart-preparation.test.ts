import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpInventory } from '../../adapters/storefront-backend/http-inventory';
import { seededStock } from '../../adapters/embedded/db/seed';
import { buildTestApp, TEST_CLIENT, type TestApp } from '../support/test-server';
import { call, sessionCookieOf } from '../support/account-client';

/**
 * Stock and cart preparation on the local server (spec: core-cart-checkout §4 Proceeding to checkout, Cart
 * preparation; §8 "Out of stock line removed"): the seeded stock, PUT /nutshell/inventory/{sku} through
 * HttpInventory, POST /api/checkout/prepare, and a checkout page redirected to /cart with the messages as flash errors.
 */
let t: TestApp;
let base: string;
const ALMONDS = '1072-01';
const BLANCHED = '1073-01';
const almondsGone = 'Almonds: Sorry, this item is out of stock and has been removed from your cart.';

beforeAll(async () => {
  t = await buildTestApp(undefined, { pages: true });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => t?.close());

/** A new session with `quantity` of each SKU in its cart; its cookie. */
async function cartWith(skus: readonly string[], quantity = 1): Promise<string> {
  let cookie: string | undefined;
  for (const sku of skus) {
    const res = await call(t.app, 'POST', '/cart', cookie, { cart_sku: { sku_external_id: sku, quantity } });
    expect(res.statusCode).toBe(200);
    cookie ??= sessionCookieOf(res);
  }
  return cookie ?? '';
}

function stateOf(html: string): { flashErrors?: unknown; cart?: { lineItems: { variant: { sku: string } }[] } } {
  const json = /<script type="application\/json" id="nutshell-state" nonce="[^"]+">(.*?)<\/script>/s.exec(html)?.[1];
  if (json === undefined) throw new Error('no page state in the page');
  return JSON.parse(json) as ReturnType<typeof stateOf>;
}

describe('stock', () => {
  it('is seeded deterministically and read with the variant', async () => {
    const product = await t.services.commerce.getProductBySku(ALMONDS);
    const variant = product?.variants.find((v) => v.sku === ALMONDS);
    expect(variant?.availability).toEqual({ isOnStock: true, availableQuantity: seededStock(ALMONDS, false) });
    expect(seededStock(ALMONDS, false)).toBe(seededStock(ALMONDS, false));
    expect(seededStock('1149-02', true)).toBe(0);
  });

  it('is set over HTTP behind the bearer token, and the search record follows', async () => {
    expect((await t.app.inject({ method: 'PUT', url: `/nutshell/inventory/${BLANCHED}` })).statusCode).toBe(401);
    const inventory = new HttpInventory({ baseUrl: base, ...TEST_CLIENT, fetch });
    expect(await inventory.setStock(BLANCHED, 0)).toEqual({
      ok: true,
      value: {
        sku: BLANCHED,
        productKey: 'blanched-almonds',
        productName: 'Blanched Almonds',
        availableQuantity: 0,
        isOnStock: false,
      },
    });
    const unknown = await inventory.setStock('NO-SUCH', 3);
    expect(unknown.ok ? undefined : unknown.error.code).toBe('product/sku-not-found');
    const [hits] = await t.services.search.search([
      { indexName: 'Products', query: '', filters: `objectID:${BLANCHED}`, hitsPerPage: 5 },
    ]);
    expect(hits?.hits.map((h) => [h.objectID, 'inStock' in h ? h.inStock : undefined])).toEqual([[BLANCHED, false]]);
    await inventory.setStock(BLANCHED, 40);
  });
});

describe('cart preparation', () => {
  it('POST /api/checkout/prepare removes an out-of-stock line and redirects to /cart with its message', async () => {
    const cookie = await cartWith([ALMONDS, BLANCHED]);
    await t.services.inventory.setStock(ALMONDS, 0);
    const res = await call(t.app, 'POST', '/api/checkout/prepare', cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ data: { cart: { lineItems: { variant: { sku: string } }[] } } }>();
    expect(body).toMatchObject({
      errors: [{ message: almondsGone, key: `checkout/out-of-stock:${ALMONDS}` }],
      redirect_to: { url: '/cart' },
    });
    expect(body.data.cart.lineItems.map((l) => l.variant.sku)).toEqual([BLANCHED]);
    const again = await call(t.app, 'POST', '/api/checkout/prepare', cookie);
    expect(again.json()).not.toHaveProperty('errors');
    await t.services.inventory.setStock(ALMONDS, 50);
  });

  it('removes a line whose quantity exceeds the stock on hand; needs the CSRF header', async () => {
    const cookie = await cartWith([ALMONDS], 3);
    await t.services.inventory.setStock(ALMONDS, 2);
    const refused = await t.app.inject({ method: 'POST', url: '/api/checkout/prepare', headers: { cookie } });
    expect(refused.statusCode).toBe(403);
    const res = await call(t.app, 'POST', '/api/checkout/prepare', cookie);
    expect(res.json()).toMatchObject({ errors: [{ message: almondsGone }], data: { cart: { lineItems: [] } } });
    await t.services.inventory.setStock(ALMONDS, 50);
  });

  it('answers { cart: null } for a session without a cart', async () => {
    const res = await call(t.app, 'POST', '/api/checkout/prepare');
    expect(res.json()).toEqual({ data: { cart: null } });
  });

  it('a checkout page redirects to /cart, which shows the message as a flash error once', async () => {
    const cookie = await cartWith([ALMONDS, BLANCHED]);
    await t.services.inventory.setStock(ALMONDS, 0);
    const page = await t.app.inject({ method: 'GET', url: '/checkout/address', headers: { cookie } });
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe('/cart');
    const flash = [page.headers['set-cookie']].flat().find((c) => c?.startsWith('nutshell_flash='));
    expect(flash).toMatch(/HttpOnly/);
    const cookies = `${cookie}; ${flash?.split(';')[0]}`;
    const cart = await t.app.inject({ method: 'GET', url: '/cart', headers: { cookie: cookies } });
    expect(cart.statusCode).toBe(200);
    const state = stateOf(cart.body);
    expect(state.flashErrors).toEqual([{ message: almondsGone, key: `checkout/out-of-stock:${ALMONDS}` }]);
    expect(state.cart?.lineItems.map((l) => l.variant.sku)).toEqual([BLANCHED]);
    expect(cart.body).toContain('Almonds: Sorry, this item is out of stock and has been removed from your cart.');
    const cleared = [cart.headers['set-cookie']].flat().find((c) => c?.startsWith('nutshell_flash='));
    expect(cleared).toMatch(/nutshell_flash=;/);
    const next = await t.app.inject({ method: 'GET', url: '/checkout/address', headers: { cookie } });
    expect(next.statusCode).toBe(200);
    await t.services.inventory.setStock(ALMONDS, 50);
  });
});
