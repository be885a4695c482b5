import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WholesalePageData } from '../../core/catalogue';
import { buildTestApp, type TestApp } from '../support/test-server';
import { call } from '../support/account-client';

/**
 * The /wholesale page on the local server (spec: shell-account §1 /wholesale and /wholesale/, §2 footer link;
 * core-cart-checkout §6 "A bulk wholesale item is offered only if its variant name contains 'individually wrapped';
 * otherwise non-wholesale items are offered"): server-rendered HTML listing the seeded cases of individually wrapped
 * packs by category, never a 25 lb case; the trailing-slash path answers 301; a case goes into the cart by POST /cart.
 */
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp(undefined, { pages: true });
}, 120_000);
afterAll(async () => t?.close());

function stateOf(html: string): { wholesale?: WholesalePageData } {
  const json = /<script type="application\/json" id="nutshell-state" nonce="[^"]+">(.*?)<\/script>/s.exec(html)?.[1];
  if (json === undefined) throw new Error('no page state in the page');
  return JSON.parse(json) as { wholesale?: WholesalePageData };
}

/** The page's markup without its page state (which holds every item and variant as JSON). */
const markup = (html: string) => html.replace(/<script type="application\/json"[\s\S]*?<\/script>/, '');

const items = (data: WholesalePageData | undefined) => data?.categories.flatMap((c) => c.items) ?? [];

describe('GET /wholesale', () => {
  it('answers 200 with server-rendered HTML listing the wholesale cases by category', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wholesale' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toMatch(/<h1[^>]*>Wholesale<\/h1>/);
    expect(res.body).toContain('<title>Wholesale');
    expect(res.body).toContain('<link rel="canonical" href="http://localhost:80/wholesale">');
    const data = stateOf(res.body).wholesale;
    expect(data?.categories.map((c) => c.key)).toEqual(['nuts', 'almonds', 'peanuts', 'driedfruit', 'candy', 'snacks']);
    const all = items(data);
    expect(all.length).toBeGreaterThanOrEqual(40);
    expect(all.every((i) => i.variantName.includes('individually wrapped'))).toBe(true);
    for (const i of all) expect(res.body, i.productName).toContain(i.productName.replace(/'/g, '&#x27;'));
    expect(res.body).toContain('Dry Roasted Almonds (Salted)');
    expect(res.body).toContain('Case of 100 individually wrapped 1 oz packs');
    expect(res.body).toContain('Case of 200 individually wrapped 0.5 oz pieces');
    expect(markup(res.body)).not.toContain('25 lb case');
    const almonds = all.find((i) => i.sku === '1148-06');
    expect(almonds).toMatchObject({ productName: 'Dry Roasted Almonds (Salted)', packCount: 100, inStock: true });
    expect(res.body).toContain(`$${(almonds!.priceCents / 100).toFixed(2)} per case`);
  });

  it('filters by ?category= on the server (no JavaScript needed), canonical without the query', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wholesale?category=candy' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Tropical Fruit Chews');
    expect(markup(res.body)).not.toContain('Dry Roasted Almonds (Salted)');
    expect(res.body).toContain('<link rel="canonical" href="http://localhost:80/wholesale">');
  });

  it('answers /wholesale/ with 301 to /wholesale', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wholesale/' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/wholesale');
  });

  it("offers the case on its product page, and not the 25 lb case (the product page's rule)", async () => {
    const page = await t.app.inject({ method: 'GET', url: '/wholesale' });
    const almonds = items(stateOf(page.body).wholesale).find((i) => i.sku === '1148-06')!;
    const res = await t.app.inject({ method: 'GET', url: almonds.path });
    expect(res.statusCode).toBe(200);
    expect(markup(res.body)).toContain('Case of 100 individually wrapped 1 oz packs');
    expect(markup(res.body)).not.toContain('25 lb case');
  });

  it('adds a case to the cart by POST /cart at its case price', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/wholesale' });
    const almonds = items(stateOf(page.body).wholesale).find((i) => i.sku === '1148-06')!;
    const res = await call(t.app, 'POST', '/cart', undefined, {
      cart_sku: { sku_external_id: '1148-06', quantity: 2 },
    });
    expect(res.statusCode).toBe(200);
    const line = res.json<{ data: { cart: { lineItems: { variant: { sku: string }; quantity: number }[] } } }>().data
      .cart.lineItems[0];
    expect(line).toMatchObject({ variant: { sku: '1148-06' }, quantity: 2 });
    const cartId = res.json<{ data: { cart: { id: string } } }>().data.cart.id;
    const cart = await t.services.commerce.getCartById(cartId);
    expect(cart?.lineItems[0]?.unitPrice.cents).toBe(almonds.priceCents);
  });

  it("adds a case without JavaScript: the row's form posts sku, quantity and _csrf to /cart, answered 303 /cart", async () => {
    const page = await t.app.inject({ method: 'GET', url: '/wholesale?category=almonds' });
    const form = /<form[^>]*action="\/cart"[^>]*>([\s\S]*?)<\/form>/.exec(markup(page.body))?.[1] ?? '';
    const field = (name: string) => new RegExp(`name="${name}"[^>]*value="([^"]*)"`).exec(form)?.[1];
    expect(field('sku')).toBe('1148-06'); // Dry Roasted Almonds (Salted), first by name
    const cookie = page.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const res = await t.app.inject({
      method: 'POST',
      url: '/cart',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ sku: field('sku')!, _csrf: field('_csrf')!, quantity: '3' }).toString(),
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/cart');
  });
});
