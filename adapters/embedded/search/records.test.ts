import { beforeAll, describe, expect, it } from 'vitest';
import { testCategory, testPrice, testProduct, testVariant } from '../../../core/catalogue/model/test-product';
import type { SearchProductRecord, SearchRequest, SearchResponse } from '../../../ports/search';
import type { EmbeddedSearch } from './embedded-search';
import { productRecords } from './records';
import { searchOver, seededCatalogue } from './testing/catalogues';

// The customizers' fields and traits of the Products records (catalogue-gifting §3 Mix ingredient, Tray ingredient,
// Mini-box product, §7 "Customizer ingredients come from search hits"; core-cart-checkout §9 hidden variants).

const categories = new Map([
  ['nuts', testCategory('nuts', { name: 'Nuts', path: '/nuts' })],
  ['almonds', testCategory('almonds', { name: 'Almonds', path: '/nuts/almonds', parentKey: 'nuts' })],
]);

const almonds = testProduct('almonds', {
  name: 'Almonds',
  categoryKeys: ['nuts', 'almonds'],
  tags: ['nut', 'organic'],
  customizer: {
    density: 143,
    customizerCategoryNames: ['Nuts'],
    popularity: 0.75,
    volumePriceCents: 343,
    mixIngredient: true,
    trayIngredient: { premium: true },
  },
  variants: [
    testVariant('1072-01', { prices: [testPrice('a', 1089)], variantName: '1 lb bag' }),
    testVariant('1072-02', { prices: [testPrice('b', 649)], variantName: '8 oz bag' }),
    testVariant('1072-03', { prices: [testPrice('c', 2999)], variantName: '3 lb bag', active: false }),
    testVariant('1072-90', { prices: [testPrice('d', 219)], variantName: 'Mini Boxes', weightGrams: 57 }),
  ],
});

describe('productRecords', () => {
  it("gives the master variant the customizer traits, other visible variants 'searchable', the mini box 'miniBox'", () => {
    const records = productRecords(almonds, categories);
    expect(records.map((r) => [r.sku, r.traits])).toEqual([
      ['1072-01', ['searchable', 'mixIngredient', 'trayIngredient', 'premium']],
      ['1072-02', ['searchable']],
      ['1072-90', ['miniBox']],
    ]);
    for (const r of records) {
      expect(r).toMatchObject({ density: 143, customizerCategoryNames: ['Nuts'], popularity: 0.75, volumePrice: 343 });
    }
    expect(records[2]).toMatchObject({ singlePiecePrice: 219, weight: 57, shortVariantName: 'Mini Boxes' });
  });

  it('leaves premium out of a Classic tray ingredient and the customizer fields out of other products', () => {
    const classic = {
      ...almonds,
      customizer: { popularity: 1, mixIngredient: false, trayIngredient: { premium: false } },
    };
    expect(productRecords(classic, categories)[0]).toMatchObject({ traits: ['searchable', 'trayIngredient'] });
    expect(productRecords(classic, categories)[0]?.density).toBeUndefined();
    const plain = productRecords({ ...almonds, customizer: undefined }, categories)[0]!;
    expect(plain.traits).toEqual(['searchable']);
    expect(['density', 'customizerCategoryNames', 'popularity', 'volumePrice'].some((k) => k in plain)).toBe(false);
  });
});

describe('the customizers over the seeded catalogue', () => {
  let search: EmbeddedSearch;
  beforeAll(async () => {
    search = await searchOver(seededCatalogue());
  });
  const products = async (request: Omit<SearchRequest, 'indexName'>) =>
    (await search.search([{ indexName: 'Products', ...request }]))[0] as SearchResponse<SearchProductRecord>;

  it("finds every mix ingredient once with 'traits:mixIngredient', each with density and category names", async () => {
    const { products: catalogue } = seededCatalogue();
    const expected = catalogue.filter((p) => p.customizer?.mixIngredient).map((p) => p.key);
    const pages = await Promise.all(
      [0, 1, 2].map((page) =>
        products({ filters: 'traits:mixIngredient', hitsPerPage: 50, page, maxValuesPerFacet: 100 }),
      ),
    );
    const hits = pages.flatMap((p) => p.hits);
    expect(hits.map((h) => h.Product.key).sort()).toEqual([...expected].sort());
    expect(hits.length).toBe(118);
    for (const h of hits) {
      expect(h.density! > 0 && h.customizerCategoryNames!.length === 1, h.sku).toBe(true);
      expect(Number.isInteger(h.volumePrice), h.sku).toBe(true);
    }
    const facets = (await products({ filters: 'traits:mixIngredient', facets: ['customizerCategoryNames'] })).facets;
    expect(Object.keys(facets?.customizerCategoryNames ?? {}).sort()).toEqual([
      'Chocolate & Sweets',
      'Coconut',
      'Dried Fruit',
      'Nuts',
      'Seeds',
      'Snacks',
    ]);
  });

  it("finds the 50 mini boxes only with 'traits:miniBox', never with 'traits:searchable'", async () => {
    const mini = await products({ filters: 'traits:miniBox', hitsPerPage: 100 });
    expect(mini.nbHits).toBe(50);
    expect(mini.hits.every((h) => h.shortVariantName === 'Mini Boxes' && h.sku.endsWith('-90'))).toBe(true);
    expect(mini.hits.every((h) => h.traits.length === 1 && h.traits[0] === 'miniBox')).toBe(true);
    const leaked = await products({ filters: 'traits:searchable AND shortVariantName:"Mini Boxes"' });
    expect(leaked.nbHits).toBe(0);
  });

  it('finds 130+ tray ingredients, 50+ of them not premium, and the customizer products by name', async () => {
    expect((await products({ filters: 'traits:trayIngredient', hitsPerPage: 0 })).nbHits).toBeGreaterThanOrEqual(130);
    const classic = await products({ filters: 'traits:trayIngredient AND NOT traits:premium', hitsPerPage: 0 });
    expect(classic.nbHits).toBeGreaterThanOrEqual(50);
    const custom = await products({ query: 'custom gift tray', filters: 'traits:searchable', distinct: true });
    expect(custom.hits.map((h) => [h.Product.key, h.path, h.singlePiecePrice]).sort()).toEqual([
      ['9900', '/custom/trays/classic', 5999],
      ['9901', '/custom/trays/premium', 6999],
    ]);
    const mix = await products({ query: 'custom trail mix', filters: 'traits:searchable', distinct: true });
    expect(mix.hits[0]).toMatchObject({ Product: { key: '9905' }, path: '/custom/mixes', sku: '9905-05' });
  });
});
