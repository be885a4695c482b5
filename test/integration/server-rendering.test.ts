import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isHiddenVariant } from '../../core/catalogue';
import { selectPrice } from '../../core/pricing';
import { formatMoney } from '../../core/shared';
import { buildTestApp, type TestApp } from '../support/test-server';

/**
 * Every storefront page is rendered on the server (React's streaming renderer behind fastify) from the
 * same tree the browser hydrates, with the state the browser takes over. These read the HTML as a crawler or a
 * browser without JavaScript gets it.
 */
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp(undefined, { pages: true });
}, 120_000);
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

/** The page state the server serialized into `html`. */
function stateOf(html: string): {
  url: string;
  cart?: unknown;
  page?: { path: string; resolved: { pageType: string } };
} {
  const json = /<script type="application\/json" id="nutshell-state" nonce="[^"]+">(.*?)<\/script>/s.exec(html)?.[1];
  if (json === undefined) throw new Error('no page state in the page');
  return JSON.parse(json) as ReturnType<typeof stateOf>;
}

describe('server-rendered pages', () => {
  it('a product page comes with its name, price, variants, nutrition facts and state', async () => {
    const res = await get('/nuts/almonds/almonds');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    expect(html).toMatch(/<h1 class="product-title">Almonds<span/);
    const product = await t.services.commerce.getProductByPath('/nuts/almonds/almonds');
    // Its 'Mini Boxes' variant is hidden from shoppers (catalogue-gifting §5): every other variant is on the page.
    expect(product!.variants.filter(isHiddenVariant).map((v) => v.variantName)).toEqual(['Mini Boxes']);
    for (const v of product!.variants.filter((x) => !isHiddenVariant(x))) {
      expect(html).toContain(v.variantName);
      expect(html).toContain(formatMoney(selectPrice(v.prices)!.value));
    }
    expect(html).toContain('Nutrition Facts');
    expect(html).toContain('<title>Almonds | Nutshell</title>');
    const state = stateOf(html);
    expect(state.url).toBe('/nuts/almonds/almonds');
    expect(state.page?.resolved.pageType).toBe('ProductPage');
  });

  it("a product page's JSON-LD Product offers each variant at the price the commerce API gives, in dollars", async () => {
    const res = await get('/nuts/almonds/almonds');
    const blocks = [...res.body.matchAll(/<script type="application\/ld\+json" nonce="[^"]+">(.*?)<\/script>/gs)].map(
      (m) => JSON.parse(m[1]!) as { '@type': string; offers?: { sku: string; price: string; priceCurrency: string }[] },
    );
    const jsonLd = blocks.find((b) => b['@type'] === 'Product');
    expect(jsonLd).toBeDefined();
    const product = await t.services.commerce.getProductByPath('/nuts/almonds/almonds');
    const offered = new Map(jsonLd!.offers!.map((o) => [o.sku, o]));
    expect(offered.size).toBeGreaterThan(0);
    for (const v of product!.variants.filter((x) => offered.has(x.sku))) {
      const cents = selectPrice(v.prices)!.value.cents;
      expect(offered.get(v.sku)).toMatchObject({ price: (cents / 100).toFixed(2), priceCurrency: 'USD' });
    }
  });

  it('pages go out compressed when the browser accepts it', async () => {
    const res = await get('/nuts/almonds/almonds', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(res.rawPayload).toString('utf8');
    expect(html).toContain('<title>Almonds | Nutshell</title>');
  });

  it('a listing links to its products with real links, in place (no part left for a script to reveal)', async () => {
    const res = await get('/nuts');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<template id="B:');
    expect(res.body).not.toMatch(/<div hidden id="S:/);
    expect(res.body).toContain('<h1>Nuts</h1>');
    expect(res.body).toContain('href="/nuts/almonds/almonds"');
  });

  it("the islands (header search, footer, recommendation rows) are in the server's HTML, their code not preloaded", async () => {
    const html = (await get('/nuts')).body;
    expect(html).toContain('<form role="search" class="search-form" action="/search/instant">');
    expect(html).toContain('<footer class="site-footer">');
    expect(html).toContain('>Buy It Again</h2>');
    expect(html.match(/<section class="rec-row" [^>]*aria-busy="true"/g)).toHaveLength(2);
    expect(html).not.toMatch(/\/assets\/(header-search|site-footer|recommendation-rows)-/);
  });

  it('search results are in the HTML, as many as the search API counts', async () => {
    const res = await get('/search/instant?query=almonds');
    expect(res.statusCode).toBe(200);
    const api = await t.app.inject({
      method: 'POST',
      url: '/1/indexes/*/queries',
      headers: { 'x-algolia-application-id': 'nutshell', 'x-algolia-api-key': 'nutshell-search' },
      payload: {
        requests: [
          { indexName: 'Products', query: 'almonds', distinct: true, filters: 'traits:searchable', hitsPerPage: 50 },
        ],
      },
    });
    const nbHits = (api.json() as { results: { nbHits: number }[] }).results[0]!.nbHits;
    expect(nbHits).toBeGreaterThan(0);
    expect(res.body).toContain(`>${nbHits} products</p>`);
    expect(res.body).toContain('href="/nuts/almonds/almonds"');
  });

  it('an unknown path answers 404 with the 404 page', async () => {
    const res = await get('/no/such/page');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('not-found__code');
  });

  it('a path with a trailing or doubled slash moves to its canonical path (301)', async () => {
    const res = await get('/nuts/?page=2');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/nuts?page=2');
    expect((await get('/nuts//almonds/almonds')).headers.location).toBe('/nuts/almonds/almonds');
  });

  it("checkout without a cart redirects to the cart (302), as the app's step rules do", async () => {
    const res = await get('/checkout/address');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/cart');
  });

  it("the cart page shows the session's cart, which the state carries", async () => {
    const product = await t.services.commerce.getProductByPath('/nuts/almonds/almonds');
    const add = await t.app.inject({
      method: 'POST',
      url: '/cart',
      headers: { 'x-nutshell-csrf': '1', 'content-type': 'application/json' },
      payload: { cart_sku: { sku_external_id: product!.variants[0]!.sku, quantity: 2 } },
    });
    expect(add.statusCode).toBe(200);
    const cookie = String(add.headers['set-cookie']).split(';')[0]!;
    const res = await get('/cart', { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Almonds');
    const state = stateOf(res.body) as { cart: { lineItems: { quantity: number }[] } };
    expect(state.cart.lineItems.map((l) => l.quantity)).toEqual([2]);
    expect(res.headers['cache-control']).toBe('private, no-cache');
  });

  it('API paths keep answering the envelope 404, not a page', async () => {
    const res = await get('/api/no-such-route');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ errors: [{ key: 'route/not-found' }] });
  });
});

describe('search results pages from their URL state', () => {
  it("renders the URL's page, sort and refinement (page 2 of a sorted, refined search)", async () => {
    const url =
      '/search/instant?query=chocolate&refinementList%5Bcategories.lvl0%5D=Chocolates+%26+Sweets&page=2' +
      '&sortBy=Products_price_asc';
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    const state = stateOf(res.body) as unknown as {
      search: { initialResults: { Products: { results: { index: string; page: number; params: string }[] } } };
    };
    const main = state.search.initialResults.Products.results[0]!;
    expect(main.index).toBe('Products_price_asc');
    expect(main.page).toBe(1);
    expect(decodeURIComponent(main.params)).toContain('Chocolates & Sweets');
  });
});
