import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { EmbeddedServices } from '../../adapters/wiring/embedded-services';
import { cryptoIds } from '../../adapters/system/node-system';
import type { Product } from '../../core/catalogue';
import type { ProductCard } from '../../core/catalogue';
import { buildTestApp, type TestApp } from '../support/test-server';

/**
 * The recommendation and favorites routes of catalogue-gifting §7 on the local server: GET
 * /api/recommendations/recent-purchases (limit default 20), GET /api/recommendations/category, POST /contents.html
 * (CSRF header, session favorites in the database) and GET /api/favorites; every answer in the storefront envelope.
 */
let s: EmbeddedServices;
let built: TestApp;
let app: FastifyInstance;
let products: readonly Product[] = [];
const CSRF = { 'x-nutshell-csrf': '1' };
const FORM = { ...CSRF, 'content-type': 'application/x-www-form-urlencoded' };

beforeAll(async () => {
  built = await buildTestApp([{ clientId: 'nutshell-local', clientSecret: 'nutshell-local-secret' }]);
  ({ services: s, app } = built);
  products = (await s.commerce.listProducts({ categoryKey: 'nuts', limit: 30, offset: 0 })).results.filter((p) =>
    p.variants.some((v) => v.active && !v.backordered && v.variantName !== 'Mini Boxes'),
  );
});
afterAll(async () => {
  await built?.close();
});

const skuOf = (p: Product) => p.variants.find((v) => v.active && !v.backordered && v.variantName !== 'Mini Boxes')!.sku;
const cookieOf = (res: { headers: Record<string, unknown> }) => String(res.headers['set-cookie']).split(';')[0]!;

/** Adds `items` to the session's cart over HTTP (creating the session when `cookie` is absent), then places the order in the engine. */
async function buy(items: readonly Product[], cookie?: string): Promise<string> {
  let session = cookie;
  let cart: { id: string; version: number } | undefined;
  for (const p of items) {
    const res = await app.inject({
      method: 'POST',
      url: '/cart',
      headers: { ...CSRF, ...(session ? { cookie: session } : {}) },
      payload: { cart_sku: { sku_external_id: skuOf(p), quantity: 1 } },
    });
    expect(res.statusCode).toBe(200);
    session ??= cookieOf(res);
    cart = (res.json() as { data: { cart: { id: string; version: number } } }).data.cart;
  }
  const order = await s.commerce.createOrderFromCart({
    cartId: cart!.id,
    version: cart!.version,
    receiptToken: cryptoIds.token(),
    payments: [],
    totals: [],
  });
  expect(order.ok).toBe(true);
  return session!;
}

const envelopeKeys = (body: object) => Object.keys(body).sort();

describe('GET /api/recommendations/recent-purchases', () => {
  it('answers an empty list in the envelope for a visitor without a session, and creates none', async () => {
    const res = await app.inject({ url: '/api/recommendations/recent-purchases' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: [], errors: [], warnings: [], notices: [] });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('answers an empty list for a session with a cart but no orders', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/cart',
      headers: CSRF,
      payload: { cart_sku: { sku_external_id: skuOf(products[0]!), quantity: 1 } },
    });
    const again = await app.inject({
      url: '/api/recommendations/recent-purchases',
      headers: { cookie: cookieOf(res) },
    });
    expect((again.json() as { data: unknown[] }).data).toEqual([]);
  });

  it("lists the session's purchased products, most recent order first, each once, as product cards", async () => {
    const [a, b, c] = products;
    const cookie = await buy([a!, b!]);
    await buy([c!, a!], cookie);
    const res = await app.inject({ url: '/api/recommendations/recent-purchases', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { data: ProductCard[] };
    expect(envelopeKeys(body)).toEqual(['data', 'errors', 'notices', 'warnings']);
    expect(body.data.map((d) => d.productKey)).toEqual([c!.key, a!.key, b!.key]);
    expect(body.data[0]).toMatchObject({ path: c!.path, name: c!.name, price: { currency: 'USD' } });
    const other = await app.inject({
      method: 'POST',
      url: '/cart',
      headers: CSRF,
      payload: { cart_sku: { sku_external_id: skuOf(a!), quantity: 1 } },
    });
    const stranger = await app.inject({
      url: '/api/recommendations/recent-purchases',
      headers: { cookie: cookieOf(other) },
    });
    expect((stranger.json() as { data: unknown[] }).data).toEqual([]);
  });

  it('returns at most 20 products by default and honours ?limit=', async () => {
    const cookie = await buy(products.slice(0, 22));
    const all = await app.inject({ url: '/api/recommendations/recent-purchases', headers: { cookie } });
    expect((all.json() as { data: unknown[] }).data).toHaveLength(20);
    const two = await app.inject({ url: '/api/recommendations/recent-purchases?limit=2', headers: { cookie } });
    expect((two.json() as { data: ProductCard[] }).data.map((d) => d.productKey)).toEqual([
      products[0]!.key,
      products[1]!.key,
    ]);
  });

  it.each(['0', '101', 'x'])('refuses limit=%s with 400 and validation/invalid', async (limit) => {
    const res = await app.inject({ url: `/api/recommendations/recent-purchases?limit=${limit}` });
    expect(res.statusCode).toBe(400);
    expect((res.json() as { errors: { key: string }[] }).errors[0]?.key).toBe('validation/invalid');
  });
});

describe('GET /api/recommendations/category', () => {
  it('answers up to 12 cards of the category from the search index by default, none a sample or mini box', async () => {
    const res = await app.inject({ url: '/api/recommendations/category?key=nuts' });
    expect(res.statusCode).toBe(200);
    const cards = (res.json() as { data: ProductCard[] }).data;
    expect(cards).toHaveLength(12);
    expect(new Set(cards.map((c) => c.productKey)).size).toBe(12);
    expect(cards.every((c) => c.path.startsWith('/nuts') && c.reportingCategory === 'Nuts')).toBe(true);
    const three = await app.inject({ url: '/api/recommendations/category?key=nuts&limit=3' });
    expect((three.json() as { data: unknown[] }).data).toHaveLength(3);
  });
});

describe('POST /contents.html (favorites)', () => {
  const add = (key: string, cookie?: string) =>
    app.inject({
      method: 'POST',
      url: '/contents.html',
      headers: { ...FORM, ...(cookie ? { cookie } : {}) },
      payload: `ACTION=ADD_BASKET&ITEM_KEY=${key}&WISHLIST=1`,
    });

  it('needs the CSRF header', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/contents.html',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `ACTION=ADD_BASKET&ITEM_KEY=${products[0]!.key}&WISHLIST=1`,
    });
    expect(res.statusCode).toBe(403);
  });

  it('adds with a wishlist field and removes with a delete-wishlist field, per session, kept in the database', async () => {
    const [a, b] = products;
    const first = await add(a!.key);
    expect(first.statusCode).toBe(200);
    const cookie = cookieOf(first);
    expect(first.json()).toEqual({ data: { favorites: [a!.key] }, errors: [], warnings: [], notices: [] });
    expect((await add(b!.key, cookie)).json()).toMatchObject({ data: { favorites: [b!.key, a!.key] } });
    expect((await add(b!.key, cookie)).json()).toMatchObject({ data: { favorites: [b!.key, a!.key] } });
    const removed = await app.inject({
      method: 'POST',
      url: '/contents.html',
      headers: { ...FORM, cookie },
      payload: `ACTION=ADD_BASKET&ITEM_KEY=${b!.key}&DELETE_WISHLIST=1`,
    });
    expect(removed.json()).toMatchObject({ data: { favorites: [a!.key] } });
    expect((await app.inject({ url: '/api/favorites', headers: { cookie } })).json()).toMatchObject({
      data: { favorites: [a!.key] },
    });
    expect((await app.inject({ url: '/api/favorites' })).json()).toMatchObject({ data: { favorites: [] } });
    const rows = await s.db.query<{ product_key: string }>('SELECT product_key FROM favorites WHERE product_key = $1', [
      a!.key,
    ]);
    expect(rows.length).toBeGreaterThanOrEqual(1);
  });

  it('refuses a form without ACTION=ADD_BASKET, without a wishlist field, with both, or for an unknown product', async () => {
    const key = products[0]!.key;
    for (const payload of [
      `ACTION=OTHER&ITEM_KEY=${key}&WISHLIST=1`,
      `ACTION=ADD_BASKET&ITEM_KEY=${key}`,
      `ACTION=ADD_BASKET&ITEM_KEY=${key}&WISHLIST=1&DELETE_WISHLIST=1`,
    ]) {
      const res = await app.inject({ method: 'POST', url: '/contents.html', headers: FORM, payload });
      expect(res.statusCode).toBe(400);
      expect((res.json() as { errors: { key: string }[] }).errors[0]?.key).toBe('validation/invalid');
    }
    const unknown = await add('no-such-product');
    expect(unknown.statusCode).toBe(400);
    expect((unknown.json() as { errors: { key: string }[] }).errors[0]?.key).toBe('product/not-found');
  });
});
