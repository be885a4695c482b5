import { describe, expect, it } from 'vitest';
import { usd } from '../../shared';
import type { Product } from '../../catalogue';
import type { CommercePort } from '../../../ports/commerce';
import type { SearchPort, SearchRequest, SearchResponse } from '../../../ports/search';
import { encodeSelection } from '../model/selection-encoding';
import { mixHit, RAISINS_HIT } from '../model/test-hits';
import { LoadCustomizerCatalog } from './customizer-catalog';
import { PriceCustomItem } from './price-custom-item';

const ALMONDS_HIT = { ...mixHit(), traits: ['searchable', 'mixIngredient', 'trayIngredient'] };
const RAISINS = { ...RAISINS_HIT, traits: ['searchable', 'mixIngredient', 'trayIngredient', 'premium'] };
const miniBox = (n: number) => ({
  ...mixHit({ sku: `${1100 + n}-90`, Product: { key: `mini-${n}`, name: `Mini ${n}`, listingImageUrl: '' } }),
  traits: ['miniBox'],
});
const PEANUT_CLUSTERS = {
  ...mixHit({
    sku: '1300-02',
    Product: { key: 'peanut-clusters', name: 'Peanut Clusters', listingImageUrl: '' },
    allergens: ['peanuts', 'milk', 'tree-nuts'],
    allergenSpecies: { 'tree-nuts': ['Cashews', 'Almonds'] },
  }),
  traits: ['searchable', 'mixIngredient'],
};
const MYSTERY = {
  ...mixHit({
    sku: '1400-02',
    Product: { key: 'mystery', name: 'Mystery', listingImageUrl: '' },
    allergens: undefined,
  }),
  traits: ['searchable', 'mixIngredient'],
};
const HITS: readonly (Record<string, unknown> & { traits: string[] })[] = [
  ALMONDS_HIT,
  RAISINS,
  PEANUT_CLUSTERS,
  MYSTERY,
  ...[1, 2, 3, 4, 5, 6, 7].map(miniBox),
];

/** A search index over HITS that answers 'traits:x' filters (with 'AND NOT traits:y') in pages. */
class TraitSearch implements SearchPort {
  readonly requests: SearchRequest[] = [];
  async search(requests: readonly SearchRequest[]): Promise<readonly SearchResponse[]> {
    this.requests.push(...requests);
    return requests.map((r) => {
      const [, want, not] = /^traits:(\w+)(?: AND NOT traits:(\w+))?$/.exec(r.filters ?? '') ?? [];
      const all = HITS.filter((h) => h.traits.includes(want!) && !(not && h.traits.includes(not)));
      const per = r.hitsPerPage ?? 20;
      const page = r.page ?? 0;
      const hits = all.slice(page * per, page * per + per).map((h) => ({ ...h, objectID: String(h.sku) }));
      return { hits, nbHits: all.length, page, nbPages: Math.ceil(all.length / per), hitsPerPage: per } as never;
    });
  }
}

const product = (key: string, sku: string, cents: number, name: string): Product =>
  ({ key, name, variants: [{ sku, prices: [{ id: sku, value: usd(cents), tiers: [] }] }] }) as unknown as Product;
const PRODUCTS = [
  product('3719', '3719-01', 4299, 'Custom Gift Box, Medium'),
  product('9901', '9901-05', 6999, 'Custom Gift Tray, Premium'),
  product('9900', '9900-03', 5999, 'Custom Gift Tray, Classic'),
];
const commerce = {
  getProductBySku: async (sku: string) => PRODUCTS.find((p) => p.variants.some((v) => v.sku === sku)),
} as unknown as CommercePort;

const pricer = (search = new TraitSearch()) => new PriceCustomItem(new LoadCustomizerCatalog(search), commerce);
const mix = encodeSelection('mix', [
  { productNumber: 1007, parts: 3 },
  { productNumber: 1204, parts: 1 },
]);

describe('PriceCustomItem (catalogue-gifting §4 customizers; core-cart-checkout §8)', () => {
  it('prices a 5-pound mix from volume prices and densities by parts, and the 25-pound case at 0.8 × 5', async () => {
    const bag = await pricer().execute({ sku: '9905-05', selection: mix, name: 'My Mix' });
    expect(bag).toEqual({
      ok: true,
      value: {
        externalPrice: usd(5807),
        externalId: mix,
        customizationsDescription: 'My Mix: 3 parts Roasted Almonds, 1 part Thompson Raisins',
        allergenStatement: 'Contains: Tree Nuts (Almonds)',
      },
    });
    const box = await pricer().execute({ sku: '9905-25', selection: mix });
    expect(box.ok && box.value.externalPrice).toEqual(usd(23228));
  });

  it("states the union of the ingredients' allergens, species merged in order", async () => {
    const selection = encodeSelection('mix', [
      { productNumber: 1007, parts: 1 },
      { productNumber: 1204, parts: 1 },
      { productNumber: 1300, parts: 2 },
    ]);
    const priced = await pricer().execute({ sku: '9905-05', selection });
    expect(priced.ok && priced.value.allergenStatement).toBe('Contains: Tree Nuts (Almonds, Cashews), Peanuts, Milk');
    const unknown = encodeSelection('mix', [
      { productNumber: 1204, parts: 1 },
      { productNumber: 1400, parts: 1 },
    ]);
    const priced2 = await pricer().execute({ sku: '9905-05', selection: unknown });
    expect(priced2.ok && priced2.value.allergenStatement).toBe('Allergen information unavailable');
    const raisins = encodeSelection('mix', [{ productNumber: 1204, parts: 1 }]);
    const priced3 = await pricer().execute({ sku: '9905-05', selection: raisins });
    expect(priced3.ok && priced3.value.allergenStatement).toBe('Contains no major food allergens');
  });

  it('reads the ingredients from the search index: traits:mixIngredient, 50 per page, facet hits at most 100', async () => {
    const search = new TraitSearch();
    await pricer(search).execute({ sku: '9905-05', selection: mix });
    expect(search.requests).toEqual([
      expect.objectContaining({
        indexName: 'Products',
        filters: 'traits:mixIngredient',
        page: 0,
        hitsPerPage: 50,
        maxValuesPerFacet: 100,
        distinct: true,
      }),
    ]);
  });

  it('refuses an ingredient the mix builder no longer offers with the message of core §8', async () => {
    const gone = encodeSelection('mix', [{ productNumber: 1333, parts: 2 }]);
    const r = await pricer().execute({ sku: '9905-05', selection: gone });
    expect(r.ok ? undefined : r.error).toMatchObject({
      code: 'customizer/unavailable-ingredient',
      message:
        'An ingredient (1333) you added to the Custom Trail Mix is currently unavailable. Please return to the ' +
        'Custom Trail Mix page and rebuild it using an alternative ingredient.',
    });
  });

  it('prices box 3719 at its price with exactly 6 mini boxes, and refuses fewer', async () => {
    const six = encodeSelection(
      'box',
      [1, 2, 3, 4, 5, 6].map((n) => ({ productNumber: 1100 + n })),
    );
    const r = await pricer().execute({ sku: '3719-01', selection: six });
    expect(r.ok && [r.value.externalPrice, r.value.customizationsDescription]).toEqual([
      usd(4299),
      'Mini 1, Mini 2, Mini 3, Mini 4, Mini 5, Mini 6',
    ]);
    const five = encodeSelection('box', [1, 2, 3, 4, 5].map((n) => ({ productNumber: 1100 + n })).concat([null!]));
    const short = await pricer().execute({ sku: '3719-01', selection: five });
    expect(short.ok ? undefined : short.error.code).toBe('customizer/incomplete');
  });

  it('fills a tray of 5 sections; the Classic tray refuses a premium ingredient', async () => {
    const tray = encodeSelection(
      'tray',
      [1007, 1007, 1204, 1007, 1204].map((productNumber) => ({ productNumber })),
    );
    const premium = await pricer().execute({ sku: '9901-05', selection: tray });
    expect(premium.ok && premium.value.externalPrice).toEqual(usd(6999));
    const classic = await pricer().execute({ sku: '9900-03', selection: tray });
    expect(classic.ok ? undefined : classic.error).toMatchObject({
      code: 'customizer/unavailable-ingredient',
      message: expect.stringContaining('An ingredient (1204) you added to the Custom Gift Tray, Classic'),
    });
  });

  it('refuses a SKU that is no customizer and a selection that does not decode', async () => {
    const plain = await pricer().execute({ sku: '1007-03', selection: mix });
    expect(plain.ok ? undefined : plain.error.code).toBe('customizer/invalid-selection');
    const bad = await pricer().execute({ sku: '9905-05', selection: '!!!!' });
    expect(bad.ok ? undefined : bad.error.code).toBe('customizer/invalid-selection');
  });
});
