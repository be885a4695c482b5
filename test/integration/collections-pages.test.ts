import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../../core/catalogue/model/collections';
import { buildTestApp, type TestApp } from '../support/test-server';

/**
 * The secondary navigation's pages and 'Gifts under $40' as the server renders them (shell-account §2 Header,
 * Desktop mega menu): each collection a listing page with its heading, description and cards; the pantry staples
 * content page; the gifts search limited by price with its 'Under $40' chip.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp(undefined, { pages: true });
}, 120_000);
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

/** The page state the server serialized into `html`. */
function stateOf(html: string): Record<string, unknown> {
  const json = /<script type="application\/json" id="nutshell-state" nonce="[^"]+">(.*?)<\/script>/s.exec(html)?.[1];
  if (json === undefined) throw new Error('no page state in the page');
  return JSON.parse(json) as Record<string, unknown>;
}

describe('collection pages', () => {
  it.each(COLLECTIONS.map((c) => [c.path.replace(/\/$/, ''), c] as const))(
    '%s is a server-rendered listing with its heading, description and cards',
    async (path, c) => {
      const res = await get(path);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`<h1>${c.title}</h1>`);
      expect(res.body).toContain(c.description.replace(/&/g, '&amp;'));
      expect((res.body.match(/<article/g) ?? []).length).toBeGreaterThanOrEqual(4);
    },
  );

  it('the navigation links with a trailing slash move to the canonical path (301)', async () => {
    expect((await get('/organic/')).headers.location).toBe('/organic');
    expect((await get('/nuts/single-serve/')).headers.location).toBe('/nuts/single-serve');
  });

  it('/tag/dark+chocolate takes its +, and its canonical link is itself', async () => {
    const res = await get('/tag/dark+chocolate');
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<link rel="canonical" href="[^"]*\/tag\/dark\+chocolate"/);
  });

  it('/cms/pantry-staples is a content page with links into the catalogue', async () => {
    const res = await get('/cms/pantry-staples');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Pantry Staples');
    expect(res.body).toContain('href="/cookingbaking/all-purpose-flour-unenriched"');
    expect((await get('/cookingbaking/all-purpose-flour-unenriched')).statusCode).toBe(200);
  });
});

describe("'Gifts under $40' (shell-account §2 Desktop mega menu)", () => {
  const url =
    '/search/instant?refinementList%5Bcategories.lvl0%5D=Gifts&range%5Bprice%5D=%3A40&sortBy=Products_price_asc';

  it('lists only gifts priced at most $40, at least one, with a removable Under $40 chip', async () => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    const state = stateOf(res.body) as {
      search: { initialResults: { Products: { results: { nbHits: number; hits: { price: number }[] }[] } } };
    };
    const main = state.search.initialResults.Products.results[0]!;
    expect(main.nbHits).toBeGreaterThan(0);
    expect(main.hits.length).toBeGreaterThan(0);
    expect(main.hits.every((h) => h.price <= 40)).toBe(true);
    expect(res.body).toContain('<span>Under $40</span>');
    expect(res.body).toContain('aria-label="Remove filter: Under $40"');
  });

  it('without the range the same search has gifts over $40', async () => {
    const res = await get(
      url.replace('&range%5Bprice%5D=%3A40', '').replace('Products_price_asc', 'Products_price_desc'),
    );
    const state = stateOf(res.body) as {
      search: { initialResults: { Products: { results: { hits: { price: number }[] }[] } } };
    };
    expect(state.search.initialResults.Products.results[0]!.hits.some((h) => h.price > 40)).toBe(true);
    expect(res.body).not.toContain('Under $40');
  });
});
