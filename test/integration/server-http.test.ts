import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { EmbeddedServices } from '../../adapters/wiring/embedded-services';
import { buildTestApp, type TestApp } from '../support/test-server';

/** The local server's HTTP behaviour: sessions, CSRF, authorization, the envelope and 4xx on bad input. */
let s: EmbeddedServices;
let built: TestApp;
let app: FastifyInstance;
let sku = '';
const CSRF = { 'x-nutshell-csrf': '1' };

beforeAll(async () => {
  built = await buildTestApp([{ clientId: 'nutshell-local', clientSecret: 'nutshell-local-secret' }]);
  ({ services: s, app } = built);
  const { results } = await s.commerce.listProducts({ categoryKey: 'nuts', limit: 5, offset: 0 });
  sku = results[0]!.variants.find((v) => v.active && !v.backordered)!.sku;
});
afterAll(async () => {
  await built?.close();
});

async function addToCart(cookie?: string) {
  return app.inject({
    method: 'POST',
    url: '/cart',
    headers: { ...CSRF, ...(cookie ? { cookie } : {}) },
    payload: { cart_sku: { sku_external_id: sku, quantity: 1 } },
  });
}

describe('local server', () => {
  it('POST /cart creates a session cookie: HttpOnly, SameSite=Lax, path /, 6 months; Secure off only on http localhost', async () => {
    const res = await addToCart();
    expect(res.statusCode).toBe(200);
    const set = String(res.headers['set-cookie']);
    expect(set).toMatch(/nutshell_session=/);
    expect(set).toMatch(/HttpOnly/);
    expect(set).toMatch(/SameSite=Lax/);
    expect(set).toMatch(/Path=\//);
    expect(set).toMatch(/Max-Age=15811200/);
    const body = res.json() as { data: { cart: { lineItems: unknown[] }; cart_line: { quantity_added: number } } };
    expect(body.data.cart_line.quantity_added).toBe(1);
    const secure = await app.inject({
      method: 'POST',
      url: '/cart',
      headers: { ...CSRF, host: 'shop.example.com' },
      payload: { cart_sku: { sku_external_id: sku, quantity: 1 } },
    });
    expect(String(secure.headers['set-cookie'])).toMatch(/Secure/);
  });

  it('refuses state-changing requests without the CSRF header', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/cart',
      payload: { cart_sku: { sku_external_id: sku, quantity: 1 } },
    });
    expect(res.statusCode).toBe(403);
  });

  it('lets a session see only its own cart, and refuses price-bearing actions on /me', async () => {
    const a = await addToCart();
    const cookieA = String(a.headers['set-cookie']).split(';')[0]!;
    const cartA = (a.json() as { data: { cart: { id: string; version: number } } }).data.cart;
    const b = await addToCart();
    const cookieB = String(b.headers['set-cookie']).split(';')[0]!;
    expect(
      (await app.inject({ url: `/commerce/nutshell/me/carts/${cartA.id}`, headers: { cookie: cookieB } })).statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ url: `/commerce/nutshell/me/carts/${cartA.id}`, headers: { cookie: cookieA } })).statusCode,
    ).toBe(200);
    const priced = await app.inject({
      method: 'POST',
      url: `/commerce/nutshell/me/carts/${cartA.id}`,
      headers: { cookie: cookieA, ...CSRF },
      payload: {
        version: cartA.version,
        actions: [
          { action: 'setCustomShippingMethod', shippingMethodName: 'Free', price: { cents: 0, currency: 'USD' } },
        ],
      },
    });
    expect(priced.statusCode).toBe(403);
    const stale = await app.inject({
      method: 'POST',
      url: `/commerce/nutshell/me/carts/${cartA.id}`,
      headers: { cookie: cookieA, ...CSRF },
      payload: { version: cartA.version + 1, actions: [{ action: 'recalculate' }] },
    });
    expect(stale.statusCode).toBe(409);
    expect((stale.json() as { errors: { code: string }[] }).errors[0]?.code).toBe('ConcurrentModification');
  });

  it('needs a client-credentials token for the commerce API', async () => {
    expect((await app.inject({ url: '/commerce/nutshell/categories' })).statusCode).toBe(401);
    const bad = await app.inject({
      method: 'POST',
      url: '/commerce/oauth/token',
      headers: {
        authorization: `Basic ${Buffer.from('nutshell-local:wrong').toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'grant_type=client_credentials',
    });
    expect(bad.statusCode).toBe(401);
    const ok = await app.inject({
      method: 'POST',
      url: '/commerce/oauth/token',
      headers: {
        authorization: `Basic ${Buffer.from('nutshell-local:nutshell-local-secret').toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'grant_type=client_credentials',
    });
    const token = (ok.json() as { access_token: string }).access_token;
    const cats = await app.inject({
      url: '/commerce/nutshell/categories',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(cats.statusCode).toBe(200);
  });

  it('answers bad input with a 4xx and a clear message, never a 500', async () => {
    const cases = [
      app.inject({
        method: 'POST',
        url: '/cart',
        headers: { ...CSRF, 'content-type': 'application/json' },
        payload: '{"cart_sku":',
      }),
      app.inject({
        method: 'POST',
        url: '/cart',
        headers: CSRF,
        payload: { cart_sku: { sku_external_id: sku, quantity: 'two' } },
      }),
      app.inject({
        method: 'POST',
        url: '/cart',
        headers: CSRF,
        payload: { cart_sku: { sku_external_id: 'NOPE-99', quantity: 1 } },
      }),
      app.inject({
        method: 'POST',
        url: '/cart',
        headers: CSRF,
        payload: { cart_sku: { sku_external_id: sku, quantity: 5000 } },
      }),
      app.inject({ url: '/api/resolve-path' }),
      app.inject({
        method: 'POST',
        url: '/api/checkout/place-order',
        headers: CSRF,
        payload: { cartId: 'x', version: 1, paymentNonces: [], idempotencyKey: 'abcdefgh' },
      }),
    ];
    for (const res of await Promise.all(cases)) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      const body = res.json() as { errors?: { message: string }[] };
      expect(body.errors?.[0]?.message.length).toBeGreaterThan(3);
    }
  });

  it('resolves category and product paths, and 404 for unknown ones', async () => {
    const nuts = await app.inject({ url: '/api/resolve-path?path=/nuts' });
    expect((nuts.json() as { data: { pageType: string } }).data.pageType).toBe('CategoryLandingPage');
    const product = await s.commerce.getProductBySku(sku);
    const page = await app.inject({ url: `/api/resolve-path?path=${encodeURIComponent(product!.path)}` });
    expect((page.json() as { data: { pageType: string } }).data.pageType).toBe('ProductPage');
    const missing = await app.inject({ url: '/api/resolve-path?path=/no/such/page' });
    expect(missing.statusCode).toBe(404);
    expect((missing.json() as { data: { pageType: string } }).data.pageType).toBe('404');
  });
});

describe('request logs', () => {
  it('mask receipt tokens and cart keys in URLs', async () => {
    const { redactUrl } = await import('../../adapters/embedded/server/app');
    expect(redactUrl('/api/orders/receipt?token=abc123secret')).toBe('/api/orders/receipt?token=***');
    expect(redactUrl('/api/orders/is-first-order?receiptToken=zzz&x=1')).toBe(
      '/api/orders/is-first-order?receiptToken=***&x=1',
    );
    expect(redactUrl('/cart/customer-cart?key=cart-key-1')).toBe('/cart/customer-cart?key=***');
    expect(redactUrl('/api/resolve-path?path=/nuts')).toBe('/api/resolve-path?path=/nuts');
  });
});
