import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/test-server';
import { call, GOOD_PASSWORD, placeOrderAs, signIn, signUp, twoSkus } from '../support/account-client';

/**
 * A customer's past orders in the account area (spec: shell-account §1 /account/order-history, /orders/{id},
 * /orders/{id}/track, /account/easy-reorder, /account/favorites; §2 Orders table; §3 Cart (shell view)
 * copiedFromOrderNumber; core-cart-checkout §7 POST /api/orders/clear-copied-order): the pages' data through GET
 * /api/account/page and the server render, only ever the customer's own orders, reorder, and favorites that follow
 * the sign-in.
 */
let t: TestApp;
let skuA: string;
let skuB: string;

beforeAll(async () => {
  t = await buildTestApp(undefined, { pages: true });
  [skuA, skuB] = await twoSkus(t.services);
});
afterAll(async () => {
  await t?.close();
});

/** Places an order of `lines` on the signed-in session `cookie` (customer `customerId`): the order. */
function placeOrder(cookie: string, customerId: string, lines: [string, number][]) {
  return placeOrderAs(t, { cookie, customerId, email: 'olive@example.com' }, lines);
}

function stateOf(html: string): { account?: Record<string, unknown> } {
  const json = /<script type="application\/json" id="nutshell-state" nonce="[^"]+">(.*?)<\/script>/s.exec(html)?.[1];
  if (json === undefined) throw new Error('no page state in the page');
  return JSON.parse(json) as ReturnType<typeof stateOf>;
}

async function customer(email: string): Promise<{ cookie: string; id: string }> {
  const { res, cookie } = await signUp(t.app, email, { name: 'Olive Order' });
  return { cookie, id: (res.json() as { data: { customer: { id: string } } }).data.customer.id };
}

describe('Order History and the order pages', () => {
  it("lists the customer's orders newest first, and shows an order's detail and tracking", async () => {
    const olive = await customer('olive@example.com');
    const empty = await call(t.app, 'GET', '/api/account/page?path=%2Faccount%2Forder-history', olive.cookie);
    expect(empty.json()).toMatchObject({ data: { page: 'order-history', orders: [] } });
    const emptyPage = await t.app.inject({
      method: 'GET',
      url: '/account/order-history',
      headers: olive.cookie ? { cookie: olive.cookie } : {},
    });
    expect(emptyPage.body).toContain('You haven&#x27;t placed any orders yet.');

    const first = await placeOrder(olive.cookie, olive.id, [[skuA, 2]]);
    const second = await placeOrder(olive.cookie, olive.id, [[skuB, 1]]);
    const rows = await t.services.db.query<{ customer_id: string }>(
      'SELECT customer_id FROM orders WHERE order_number = $1',
      [first.orderNumber],
    );
    expect(rows).toEqual([{ customer_id: olive.id }]);

    const api = await call(t.app, 'GET', '/api/account/page?path=%2Faccount%2Forder-history', olive.cookie);
    const { orders } = (api.json() as { data: { orders: { id: string; status: string; year: number }[] } }).data;
    expect(orders.map((o) => o.id)).toEqual([second.orderNumber, first.orderNumber]);
    expect(orders[0]).toMatchObject({ status: 'Processing', trackingNumbers: [], year: new Date().getUTCFullYear() });

    const page = await t.app.inject({
      method: 'GET',
      url: '/account/order-history',
      headers: { cookie: olive.cookie },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<th scope="col">Tracking Numbers<\/th>/);
    expect(page.body).toContain(`href="/orders/${first.orderNumber}"`);
    expect(page.body).toContain(`href="/orders/${first.orderNumber}/track"`);

    const detail = await t.app.inject({
      method: 'GET',
      url: `/orders/${first.orderNumber}`,
      headers: { cookie: olive.cookie },
    });
    expect(detail.statusCode).toBe(200);
    const order = stateOf(detail.body).account?.order as {
      orderNumber: string;
      payments: { id: string; cardLast4: string }[];
      idempotencyKey?: string;
    };
    expect(order.orderNumber).toBe(first.orderNumber);
    expect(order.payments).toEqual([
      expect.objectContaining({ id: 'payment-1', cardLast4: '4242', cardBrand: 'Visa' }),
    ]);
    expect(order.idempotencyKey).toBeUndefined();
    expect(detail.body).toContain('Visa ending in 4242');

    const track = await t.app.inject({
      method: 'GET',
      url: `/orders/${first.orderNumber}/track`,
      headers: { cookie: olive.cookie },
    });
    expect(track.statusCode).toBe(200);
    expect(track.body).toContain('Your order is being prepared');
  });

  it("answers 404 for another customer's order, on both pages and the API", async () => {
    const owner = await customer('owner@example.com');
    const placed = await placeOrder(owner.cookie, owner.id, [[skuA, 1]]);
    const other = await customer('other@example.com');
    for (const url of [`/orders/${placed.orderNumber}`, `/orders/${placed.orderNumber}/track`]) {
      const page = await t.app.inject({ method: 'GET', url, headers: { cookie: other.cookie } });
      expect(page.statusCode).toBe(404);
      expect(stateOf(page.body).account).toBeUndefined();
      expect(page.body).not.toContain('owner@example.com');
      const api = await call(t.app, 'GET', `/api/account/page?path=${encodeURIComponent(url)}`, other.cookie);
      expect(api.statusCode).toBe(404);
      expect(api.json()).toMatchObject({ errors: [{ key: 'route/not-found' }] });
      expect(api.body).not.toContain('owner@example.com');
    }
    const reorder = await call(t.app, 'POST', '/api/orders/reorder', other.cookie, { orderNumber: placed.orderNumber });
    expect(reorder.statusCode).toBe(404);
    expect(reorder.json()).toMatchObject({
      errors: [{ key: 'order/not-found', message: 'We could not find that order.' }],
    });
    const history = await call(t.app, 'GET', '/api/account/page?path=%2Faccount%2Forder-history', other.cookie);
    expect(history.json()).toMatchObject({ data: { orders: [] } });
  });
});

describe('Easy Reorder', () => {
  it('copies an order into the cart, records copiedFromOrderNumber, and clear-copied-order unsets it', async () => {
    const buyer = await customer('reorder@example.com');
    const placed = await placeOrder(buyer.cookie, buyer.id, [
      [skuA, 2],
      [skuB, 3],
    ]);
    const page = await call(t.app, 'GET', '/api/account/page?path=%2Faccount%2Feasy-reorder', buyer.cookie);
    const data = (
      page.json() as {
        data: {
          easyReorder: {
            products: { sku: string }[];
            orders: { orderNumber: string; lines: { sku: string; quantity: number }[] }[];
          };
        };
      }
    ).data;
    expect(data.easyReorder.orders.map((o) => o.orderNumber)).toEqual([placed.orderNumber]);
    expect(data.easyReorder.orders[0]!.lines.map((l) => [l.sku, l.quantity])).toEqual([
      [skuA, 2],
      [skuB, 3],
    ]);
    expect(data.easyReorder.products.length).toBe(2);

    const signedOut = await call(t.app, 'POST', '/api/orders/reorder', undefined, { orderNumber: placed.orderNumber });
    expect(signedOut.statusCode).toBe(401);

    const r = await call(t.app, 'POST', '/api/orders/reorder', buyer.cookie, { orderNumber: placed.orderNumber });
    expect(r.statusCode).toBe(200);
    const body = r.json() as {
      data: {
        cart: {
          lineItems: { variant: { sku: string }; quantity: number }[];
          custom: { copiedFromOrderNumber?: string };
        };
        skipped: unknown[];
      };
    };
    expect(body.data.cart.lineItems.map((l) => [l.variant.sku, l.quantity])).toEqual([
      [skuA, 2],
      [skuB, 3],
    ]);
    expect(body.data.cart.custom.copiedFromOrderNumber).toBe(placed.orderNumber);
    expect(body.data.skipped).toEqual([]);
    const active = await t.services.commerce.getActiveCartOf(buyer.id);
    expect(active?.custom.copiedFromOrderNumber).toBe(placed.orderNumber);

    const noCsrf = await t.app.inject({
      method: 'POST',
      url: '/api/orders/clear-copied-order',
      headers: { cookie: buyer.cookie },
    });
    expect(noCsrf.statusCode).toBe(403);
    const cleared = await call(t.app, 'POST', '/api/orders/clear-copied-order', buyer.cookie);
    expect(cleared.statusCode).toBe(200);
    const after = (cleared.json() as { data: { cart: { lineItems: unknown[]; custom: Record<string, unknown> } } }).data
      .cart;
    expect(after.custom.copiedFromOrderNumber).toBeUndefined();
    expect(after.lineItems).toHaveLength(2);
    expect((await t.services.commerce.getActiveCartOf(buyer.id))?.custom.copiedFromOrderNumber).toBeUndefined();
  });
});

describe('Favorites', () => {
  it("merges a visitor's favorites into the customer's at sign-in and lists them as cards", async () => {
    const { results } = await t.services.commerce.listProducts({ categoryKey: 'nuts', limit: 3, offset: 0 });
    const [p1, p2] = results.map((p) => p.key);
    const fay = await customer('fav@example.com');
    const visitor = await call(t.app, 'POST', '/contents.html', undefined, {
      ACTION: 'ADD_BASKET',
      ITEM_KEY: p1,
      WISHLIST: '1',
    });
    expect(visitor.statusCode).toBe(200);
    const visitorCookie = visitor.headers['set-cookie']!.toString().split(';')[0]!;
    await call(t.app, 'POST', '/contents.html', visitorCookie, { ACTION: 'ADD_BASKET', ITEM_KEY: p2, WISHLIST: '1' });

    const { cookie } = await signIn(t.app, { email: 'fav@example.com', password: GOOD_PASSWORD }, visitorCookie);
    expect(cookie).not.toBe('');
    const favorites = await call(t.app, 'GET', '/api/favorites', cookie);
    expect((favorites.json() as { data: { favorites: string[] } }).data.favorites.sort()).toEqual([p1, p2].sort());
    const page = await call(t.app, 'GET', '/api/account/page?path=%2Faccount%2Ffavorites', cookie);
    const cards = (page.json() as { data: { favorites: { productKey: string }[] } }).data.favorites;
    expect(cards.map((c) => c.productKey).sort()).toEqual([p1, p2].sort());
    const left = await t.services.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM favorites WHERE anonymous_id <> $1 AND product_key = ANY($2)',
      [fay.id, [p1, p2]],
    );
    expect(left).toEqual([{ n: 0 }]);
  });
});
