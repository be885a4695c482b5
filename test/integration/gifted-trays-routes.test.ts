import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { EmbeddedServices } from '../../adapters/wiring/embedded-services';
import { giftedTraysCatalogSchema, type GiftedTraysCatalog } from '../../ports/gifted-trays';
import { buildTestApp, type TestApp } from '../support/test-server';

/**
 * GET /api/gifted-trays/catalog on the local server (catalogue-gifting §7 "returns ingredients and categoryTree"; §3
 * Tray ingredient; §9 Premium tray 130+ choices, Classic 50+), over the seeded catalogue and its search index; and the
 * customizer attributes as the engine's product store (PGlite) keeps them.
 */
let s: EmbeddedServices;
let built: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  built = await buildTestApp([{ clientId: 'nutshell-local', clientSecret: 'nutshell-local-secret' }]);
  ({ services: s, app } = built);
});
afterAll(async () => {
  await built?.close();
});

async function catalog(query: string): Promise<GiftedTraysCatalog> {
  const res = await app.inject({ method: 'GET', url: `/api/gifted-trays/catalog${query}` });
  expect(res.statusCode).toBe(200);
  expect(res.headers['set-cookie']).toBeUndefined();
  return giftedTraysCatalogSchema.parse(res.json());
}

describe('GET /api/gifted-trays/catalog', () => {
  it('answers the Premium choices: 130+ tray ingredients, most popular first, with their category tree', async () => {
    const premium = await catalog('?type=Tray&category=Premium');
    expect(premium.ingredients.length).toBeGreaterThanOrEqual(130);
    expect(premium).toEqual(await catalog(''));
    const pops = premium.ingredients.map((i) => i.popularity);
    expect([...pops].sort((a, b) => b - a)).toEqual(pops);
    expect(new Set(premium.ingredients.map((i) => i.id)).size).toBe(premium.ingredients.length);
    expect(premium.ingredients.find((i) => i.name === 'Almonds')).toEqual({
      id: '1072',
      name: 'Almonds',
      filters: ['Nuts', 'Almonds', 'Gluten-free', 'Kosher', 'Organic', 'Vegan'],
      popularity: expect.any(Number) as number,
      premium: false,
      assetPath: '/images/products/almonds.svg',
    });
    expect(premium.ingredients.find((i) => i.name === 'Dry Roasted Almonds (Unsalted)')?.filters).toContain(
      'Less Salt',
    );
    expect(premium.categoryTree.map((n) => n.name)).toEqual(['Chocolates & Sweets', 'Dried Fruit', 'Nuts', 'Snacks']);
    expect(premium.categoryTree.find((n) => n.name === 'Nuts')?.children.map((c) => c.name)).toEqual([
      'Almonds',
      'Coconut',
      'Peanuts',
      'Seeds',
    ]);
    const names = new Set(premium.categoryTree.flatMap((n) => [n.name, ...n.children.map((c) => c.name)]));
    for (const i of premium.ingredients) expect(names.has(i.filters[0] ?? ''), i.name).toBe(true);
    expect(premium.ingredients.some((i) => i.premium)).toBe(true);
  });

  it('leaves the premium ingredients out of the Classic choices (50+ left)', async () => {
    const premium = await catalog('?type=Tray&category=Premium');
    const classic = await catalog('?type=Tray&category=Classic');
    expect(classic.ingredients.length).toBeGreaterThanOrEqual(50);
    expect(classic.ingredients.every((i) => !i.premium)).toBe(true);
    expect(classic.ingredients).toEqual(premium.ingredients.filter((i) => !i.premium));
  });

  it.each(['?category=Deluxe', '?type=Box', '?category=Premium&sort=price', '?category=premium'])(
    "refuses the query '%s' with 400 validation/invalid",
    async (query) => {
      const res = await app.inject({ method: 'GET', url: `/api/gifted-trays/catalog${query}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errors: [{ key: 'validation/invalid' }] });
    },
  );
});

describe('customizer attributes in the engine (PGlite)', () => {
  it('stores and returns a product with its customizer attributes and mini box variant', async () => {
    const almonds = await s.commerce.getProductByKey('almonds');
    expect(almonds?.customizer).toMatchObject({
      density: 143,
      customizerCategoryNames: ['Nuts'],
      mixIngredient: true,
      trayIngredient: { premium: false },
    });
    expect(almonds?.variants.at(-1)).toMatchObject({ sku: '1072-90', variantName: 'Mini Boxes' });
    const mix = await s.commerce.getProductByKey('9905');
    expect(mix).toMatchObject({ name: 'Custom Trail Mix', path: '/custom/mixes', categoryKeys: ['custom'] });
    expect(mix?.customizer).toBeUndefined();
  });

  it('resolves /custom as a category landing page and each customizer product at its own path', async () => {
    expect((await s.storefront.resolvePath('/custom')).pageType).toBe('CategoryLandingPage');
    for (const [path, key, pageType] of [
      ['/custom/mixes', '9905', 'CustomMixesPage'],
      ['/custom/box', '3719', 'ProductPage'],
      ['/custom/trays/premium', '9901', 'CustomTraysPage'],
      ['/custom/trays/classic', '9900', 'CustomTraysPage'],
    ] as const) {
      const page = await s.storefront.resolvePath(path);
      expect(page.pageType, path).toBe(pageType);
      expect((page.props as { product?: { key: string } }).product?.key, path).toBe(key);
    }
  });
});
