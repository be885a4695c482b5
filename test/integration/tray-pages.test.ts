import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomizerPageData } from '../../core/customizers';
import { giftedTraysCatalogSchema } from '../../ports/gifted-trays';
import { buildTestApp, type TestApp } from '../support/test-server';

/**
 * The gift tray pages on the server (catalogue-gifting §2 custom trays resolved by path, §4 Tray customizer, §7 GET
 * /api/gifted-trays/catalog): /custom/trays/premium (9901) and /custom/trays/classic (9900) render their builder with
 * the page state's `customizer` of kind 'tray', holding the same ingredients and category tree as the catalogue call.
 */
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp(undefined, { pages: true });
}, 120_000);
afterAll(async () => {
  await t.close();
});

function customizerOf(html: string): CustomizerPageData | undefined {
  const json = /<script type="application\/json" id="nutshell-state" nonce="[^"]+">(.*?)<\/script>/s.exec(html)?.[1];
  if (json === undefined) throw new Error('no page state in the page');
  return (JSON.parse(json) as { customizer?: CustomizerPageData }).customizer;
}

async function catalog(category: 'Premium' | 'Classic') {
  const res = await t.app.inject({ method: 'GET', url: `/api/gifted-trays/catalog?type=Tray&category=${category}` });
  return giftedTraysCatalogSchema.parse(res.json());
}

describe('the gift tray pages', () => {
  it.each([
    ['/custom/trays/premium', 'Premium', 'Custom Gift Tray, Premium', '9901-05', 6999],
    ['/custom/trays/classic', 'Classic', 'Custom Gift Tray, Classic', '9900-03', 5999],
  ] as const)('%s renders the builder with the %s catalogue', async (path, category, name, sku, cents) => {
    const res = await t.app.inject({ method: 'GET', url: path });
    expect(res.statusCode).toBe(200);
    const data = customizerOf(res.body);
    if (data?.kind !== 'tray') throw new Error(`no tray data on ${path}`);
    expect([data.product.name, data.product.path, data.product.variants.map((v) => [v.sku, v.priceCents])]).toEqual([
      name,
      path,
      [[sku, cents]],
    ]);
    const expected = await catalog(category);
    expect(data.ingredients).toEqual(expected.ingredients);
    expect(data.categoryTree).toEqual(expected.categoryTree);
    expect(data.ingredients.length).toBeGreaterThanOrEqual(category === 'Premium' ? 130 : 50);
    expect(res.body).toContain(`<h1>${name}</h1>`);
    expect(res.body.match(/aria-label="Section \d: empty"/g)).toHaveLength(5);
    // The first 50 are listed, the rest behind 'Show more treats'.
    expect(res.body.match(/class="tray-card__name"/g)).toHaveLength(50);
    expect(res.body).toContain(`Showing 50 of ${data.ingredients.length}`);
  });
});
