import { readFileSync } from 'node:fs';
import type { Category, Product } from '../../../../core/catalogue';
import { testCategory, testPrice, testProduct, testVariant } from '../../../../core/catalogue/model/test-product';
import type { IdGenerator } from '../../../../ports/ids';
import { catalogFixtureSchema } from '../../catalog/catalog-fixture';
import { catalogToDomain } from '../../catalog/to-product';
import { CATALOG_FILE } from '../../db/seed';
import { EmbeddedSearch, type CatalogueSource } from '../embedded-search';

/**
 * Catalogues for the search index's unit tests (never used at run time): the seeded catalogue read straight
 * from its fixture file (mapped as the seed maps it), and a small hand-made one with known counts.
 */

/** A CatalogueSource over fixed products and categories, paged like the repository (by name). */
export function catalogueSource(products: readonly Product[], categories: readonly Category[]): CatalogueSource {
  const sorted = [...products].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return {
    listProducts: async ({ limit, offset }) => ({
      total: sorted.length,
      results: sorted.slice(offset, offset + limit),
    }),
    listCategories: async () => categories,
  };
}

/** The seeded catalogue (fixtures/catalog/catalog.json) as domain products and categories. */
export function seededCatalogue(): { products: Product[]; categories: Category[] } {
  const fixture = catalogFixtureSchema.parse(JSON.parse(readFileSync(CATALOG_FILE, 'utf8')));
  return catalogToDomain(fixture);
}

/** Sequential ids: uuid() gives '00000000-0000-4000-8000-00000000000n'. */
export function sequentialIds(): IdGenerator {
  let n = 0;
  return {
    uuid: () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
    token: () => `token-${++n}`,
  };
}

/** Categories of the small catalogue: Nuts > Almonds, Nuts > Cashews, Chocolate (with no products: Empty). */
export const SMALL_CATEGORIES: readonly Category[] = [
  testCategory('nuts', { name: 'Nuts', orderHint: 1 }),
  testCategory('almonds', { name: 'Almonds', path: '/nuts/almonds', parentKey: 'nuts', orderHint: 2 }),
  testCategory('cashews', { name: 'Cashews', path: '/nuts/cashews', parentKey: 'nuts', orderHint: 3 }),
  testCategory('chocolate', { name: 'Chocolate', orderHint: 4 }),
  testCategory('empty', { name: 'Empty Shelf', orderHint: 5 }),
];

const v = (sku: string, cents: number, extra: Parameters<typeof testVariant>[1] = {}) =>
  testVariant(sku, { prices: [testPrice(`p-${sku}`, cents)], ...extra });

/**
 * Five products, eleven variants, nine of them visible (records):
 * - roasted-almonds (Nuts > Almonds; tags roasted, vegan): 1 lb $9.99, 3 lb $24.99 (backordered), inactive 5 lb, 'Mini Boxes'
 * - raw-almonds (Nuts > Almonds; raw, vegan): 1 lb $8.49 (list $8.99, on sale)
 * - roasted-cashews (Nuts > Cashews; roasted): 1 lb $12.99, 5 lb $55.00 (wholesale, Case)
 * - dark-chocolate-almonds (Chocolate; chocolate): 8 oz $6.99, 1 lb $11.99
 * - milk-chocolate (Chocolate; chocolate, candy; its description mentions almonds): 8 oz $5.49, 2 lb $19.99
 */
export function smallCatalogue(): { products: Product[]; categories: Category[] } {
  const products = [
    testProduct('roasted-almonds', {
      name: 'Roasted Almonds',
      path: '/nuts/almonds/roasted-almonds',
      categoryKeys: ['nuts', 'almonds'],
      tags: ['roasted', 'vegan'],
      description: '<p>Crunchy <b>roasted</b> almonds.</p>',
      oneLinerDescription: 'Crunchy roasted almonds.',
      variants: [
        v('1001-01', 999, { variantName: '1 lb bag' }),
        v('1001-02', 2499, {
          variantName: '3 lb bulk bag',
          backordered: true,
          unitName: 'Bulk Pack',
          weightGrams: 1361,
        }),
        v('1001-03', 3999, { variantName: '5 lb bulk bag', active: false }),
        v('1001-04', 199, { variantName: 'Mini Boxes' }),
      ],
    }),
    testProduct('raw-almonds', {
      name: 'Raw Almonds',
      path: '/nuts/almonds/raw-almonds',
      categoryKeys: ['nuts', 'almonds'],
      tags: ['raw', 'vegan'],
      variants: [v('1002-01', 899, { prices: [testPrice('p-1002-01', 899, 849)] })],
    }),
    testProduct('roasted-cashews', {
      name: 'Roasted Cashews',
      path: '/nuts/cashews/roasted-cashews',
      categoryKeys: ['nuts', 'cashews'],
      tags: ['roasted'],
      variants: [
        v('1003-01', 1299),
        v('1003-02', 5500, { variantName: '5 lb case', wholesale: true, unitName: 'Case', weightGrams: 2268 }),
      ],
    }),
    testProduct('dark-chocolate-almonds', {
      name: 'Dark Chocolate Almonds',
      path: '/chocolate/dark-chocolate-almonds',
      categoryKeys: ['chocolate'],
      tags: ['chocolate'],
      variants: [
        v('1004-01', 699, { variantName: '8 oz bag', weightGrams: 227, unitName: 'Snack Pack' }),
        v('1004-02', 1199),
      ],
    }),
    testProduct('milk-chocolate', {
      name: 'Milk Chocolate',
      path: '/chocolate/milk-chocolate',
      categoryKeys: ['chocolate'],
      tags: ['chocolate', 'candy'],
      description: '<p>Pairs well with almonds.</p>',
      variants: [
        v('1005-01', 549, { variantName: '8 oz bag', weightGrams: 227, unitName: 'Snack Pack' }),
        v('1005-02', 1999, { variantName: '2 lb bag', weightGrams: 907 }),
      ],
    }),
  ];
  return { products, categories: [...SMALL_CATEGORIES] };
}

/** An EmbeddedSearch over `catalogue`, rebuilt, with sequential ids and a fixed clock. */
export async function searchOver(catalogue: {
  products: readonly Product[];
  categories: readonly Category[];
}): Promise<EmbeddedSearch> {
  const search = new EmbeddedSearch(
    catalogueSource(catalogue.products, catalogue.categories),
    sequentialIds(),
    () => 0,
  );
  await search.rebuild();
  return search;
}
