import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { registerSeoRoutes } from '../../adapters/embedded/server/seo-routes';
import type { EmbeddedServices } from '../../adapters/wiring/embedded-services';
import type { Category } from '../../core/catalogue';
import { testProduct } from '../../core/catalogue/model/test-product';
import type { ProductQuery } from '../../ports/commerce';
import { LOGO_PATH, seoCopy } from '../../ui/seo/seo-copy';
import { buildTestApp, injectBearer, TEST_CLIENT, type TestApp } from '../support/test-server';

/**
 * The crawler routes of the local server (server rendering; adapters/embedded/server/seo-routes.ts):
 * robots.txt, the sitemap of every home, category and product page, and the logo; and the seeded custom page titles
 * and meta descriptions (catalogue-gifting §3 Product) through the commerce port, resolve-path and the commercetools
 * API.
 */
let built: TestApp;
let app: FastifyInstance;
let s: EmbeddedServices;
const HOST = { host: 'shop.example:8080' };

beforeAll(async () => {
  built = await buildTestApp();
  ({ app, services: s } = built);
});
afterAll(async () => {
  await built?.close();
});

/** The `<loc>` and `<lastmod>` of each `<url>` of a sitemap, after checking it is well-formed sitemaps.org XML. */
function parseSitemap(xml: string): { loc: string; lastmod: string }[] {
  const doc = new new JSDOM('').window.DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  const root = doc.documentElement;
  expect([root.localName, root.namespaceURI]).toEqual(['urlset', 'http://www.sitemaps.org/schemas/sitemap/0.9']);
  return [...root.children].map((url) => {
    expect(url.localName).toBe('url');
    expect([...url.children].map((c) => c.localName)).toEqual(['loc', 'lastmod']);
    return { loc: url.children[0]!.textContent, lastmod: url.children[1]!.textContent };
  });
}

describe('GET /robots.txt', () => {
  it('allows everything but the cart, checkout and the APIs, and names the sitemap on the request origin', async () => {
    const res = await app.inject({ method: 'GET', url: '/robots.txt', headers: HOST });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.body).toBe(
      'User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /commerce/\n' +
        'Disallow: /1/\n\nSitemap: http://shop.example:8080/sitemap.xml\n',
    );
  });

  it('refuses a malformed Host header with 400 (the origin comes from it)', async () => {
    const res = await app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'evil.example/<x>' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: [{ key: 'validation/invalid' }] });
  });
});

describe('GET /sitemap.xml', () => {
  it('lists the home page, every category and every product of the catalogue, each once with a W3C date', async () => {
    const res = await app.inject({ method: 'GET', url: '/sitemap.xml', headers: HOST });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    const urls = parseSitemap(res.body);
    const origin = 'http://shop.example:8080';
    const categories = await s.commerce.listCategories();
    const { total } = await s.commerce.listProducts({ limit: 1, offset: 0 });
    const products = (await s.commerce.listProducts({ limit: 500, offset: 0 })).results;
    expect(products).toHaveLength(total);
    expect(total).toBeGreaterThan(400);
    const locs = urls.map((u) => u.loc);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs).toHaveLength(1 + categories.length + total);
    expect(locs.slice(0, 1 + categories.length)).toEqual([
      `${origin}/`,
      ...categories.map((c) => `${origin}${c.path}`),
    ]);
    expect(locs.slice(1 + categories.length)).toEqual(products.map((p) => `${origin}${p.path}`));
    expect(locs).toContain(`${origin}/nuts/almonds`);
    expect(locs).toContain(`${origin}/gifts/dry-roasted-almonds-gift-tin`);
    expect(new Set(urls.map((u) => u.lastmod))).toEqual(new Set(['2026-01-01']));
  });
});

describe('registerSeoRoutes on its own', () => {
  /** A catalogue of `n` products, answering pages of at most `limit` as CommercePort.listProducts does. */
  function catalogue(n: number, calls: ProductQuery[]) {
    const products = Array.from({ length: n }, (_, i) =>
      testProduct(`p-${String(i).padStart(4, '0')}`, { path: `/snacks/p-${i}` }),
    );
    const categories: Category[] = [{ id: 'c', key: 'snacks', name: 'Snacks & <More>', path: '/snacks', orderHint: 1 }];
    return {
      listCategories: async () => categories,
      listProducts: async (q: ProductQuery) => {
        calls.push(q);
        return { total: n, results: products.slice(q.offset, q.offset + Math.min(q.limit, 500)) };
      },
    };
  }

  it('pages through listProducts (500 at a time) and uses the configured origin and modification time', async () => {
    const calls: ProductQuery[] = [];
    const bare = Fastify();
    registerSeoRoutes(bare, {
      commerce: catalogue(1203, calls),
      origin: 'https://www.example.com/',
      catalogueModifiedAt: '2026-03-04T05:06:07.000Z',
    });
    const res = await bare.inject({ method: 'GET', url: '/sitemap.xml' });
    const urls = parseSitemap(res.body);
    expect(calls).toEqual([
      { limit: 500, offset: 0 },
      { limit: 500, offset: 500 },
      { limit: 500, offset: 1000 },
    ]);
    expect(urls).toHaveLength(1 + 1 + 1203);
    expect(urls[0]).toEqual({ loc: 'https://www.example.com/', lastmod: '2026-03-04' });
    expect(urls[1]).toEqual({ loc: 'https://www.example.com/snacks', lastmod: '2026-03-04' });
    expect(urls[1204]).toEqual({ loc: 'https://www.example.com/snacks/p-1202', lastmod: '2026-03-04' });
    expect((await bare.inject({ method: 'GET', url: '/robots.txt' })).body).toContain(
      'Sitemap: https://www.example.com/sitemap.xml\n',
    );
    await bare.close();
  });

  it('XML-escapes what it writes', async () => {
    const bare = Fastify();
    registerSeoRoutes(bare, { commerce: catalogue(0, []), origin: 'https://x.example/?a=1&b=<2>' });
    const res = await bare.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.body).toContain('<loc>https://x.example/?a=1&amp;b=&lt;2&gt;/snacks</loc>');
    expect(parseSitemap(res.body)[1]!.loc).toBe('https://x.example/?a=1&b=<2>/snacks');
    await bare.close();
  });
});

describe('the logo and the home page description', () => {
  it('serves the logo at the path the Organization structured data names', async () => {
    const res = await app.inject({ method: 'GET', url: LOGO_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  });

  it("uses ui/index.html's meta description as the store description", () => {
    const html = readFileSync(new URL('../../ui/index.html', import.meta.url), 'utf8');
    const meta = new JSDOM(html).window.document.querySelector('meta[name="description"]');
    expect(meta?.getAttribute('content')).toBe(seoCopy.storeDescription);
  });
});

describe('custom page titles and meta descriptions of the seeded catalogue (catalogue-gifting §3 Product)', () => {
  const key = 'dry-roasted-almonds-gift-tin';
  const title = 'Dry Roasted Almonds in a Gift Tin';
  const description =
    'Dry roasted almonds in a keepsake gift tin with a gift message, in 1 lb and 2 lb sizes: a crunchy gift for any ' +
    'occasion.';

  it('reach the commerce port, GET /api/resolve-path and the commercetools API (metaTitle, metaDescription)', async () => {
    const product = await s.commerce.getProductByKey(key);
    expect([product?.customPageTitle, product?.metaDescription]).toEqual([title, description]);
    const page = await app.inject({
      method: 'GET',
      url: `/api/resolve-path?path=${encodeURIComponent(product!.path)}`,
    });
    expect(page.json()).toMatchObject({
      data: { pageType: 'ProductPage', props: { product: { customPageTitle: title, metaDescription: description } } },
    });
    const bearer = await injectBearer(app, TEST_CLIENT);
    const ct = await app.inject({
      method: 'GET',
      url: `/commerce/nutshell/product-projections/key=${key}`,
      headers: { authorization: `Bearer ${bearer}` },
    });
    expect(ct.json()).toMatchObject({ metaTitle: { 'en-US': title }, metaDescription: { 'en-US': description } });
    const plain = await s.commerce.getProductByKey('dry-roasted-cashews-gift-tin');
    expect(plain).toBeDefined();
    expect(plain).not.toHaveProperty('customPageTitle');
    expect(plain).not.toHaveProperty('metaDescription');
  });
});
