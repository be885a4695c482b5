import { describe, expect, it } from 'vitest';
import type { Product } from '../../catalogue';
import type { SearchPort, SearchRequest, SearchResponse } from '../../../ports/search';
import { encodeSelection } from '../model/selection-encoding';
import { mixHit, RAISINS_HIT } from '../model/test-hits';
import { LoadCustomizerCatalog } from './customizer-catalog';
import { CheckCustomItemIngredients } from './check-custom-item-ingredients';

/** spec: core-cart-checkout §4 Cart preparation, §8 Unavailable ingredient; catalogue-gifting §3 selection encoding. */
const HITS: readonly (Record<string, unknown> & { traits: string[] })[] = [
  { ...mixHit(), traits: ['mixIngredient', 'trayIngredient'] },
  { ...RAISINS_HIT, traits: ['mixIngredient', 'trayIngredient', 'premium'] },
  ...[1, 2, 3, 4, 5, 6].map((n) => ({
    ...mixHit({ sku: `${1100 + n}-90`, Product: { key: `mini-${n}`, name: `Mini ${n}`, listingImageUrl: '' } }),
    traits: ['miniBox'],
  })),
];

/** A search index over HITS answering 'traits:x' and 'traits:x AND NOT traits:y', all on one page. */
class TraitSearch implements SearchPort {
  readonly filters: string[] = [];
  async search(requests: readonly SearchRequest[]): Promise<readonly SearchResponse[]> {
    return requests.map((r) => {
      this.filters.push(r.filters ?? '');
      const [, want, not] = /^traits:(\w+)(?: AND NOT traits:(\w+))?$/.exec(r.filters ?? '') ?? [];
      const hits = HITS.filter((h) => h.traits.includes(want!) && !(not && h.traits.includes(not)));
      return { hits, nbHits: hits.length, page: 0, nbPages: 1, hitsPerPage: 50 } as never;
    });
  }
}

/** The catalogue's products of the hits' SKUs, `stock` units on hand each (undefined: untracked). */
function commerceWith(stock: Readonly<Record<string, number>>) {
  const asked: string[] = [];
  const productOf = (sku: string): Product =>
    ({
      key: sku,
      name: sku,
      variants: [
        {
          sku,
          active: true,
          backordered: false,
          ...(stock[sku] === undefined
            ? {}
            : { availability: { isOnStock: stock[sku] > 0, availableQuantity: stock[sku] } }),
        },
      ],
    }) as unknown as Product;
  return { asked, getProductBySku: async (sku: string) => (asked.push(sku), productOf(sku)) };
}

const mix = encodeSelection('mix', [
  { productNumber: 1007, parts: 3 },
  { productNumber: 1204, parts: 1 },
]);
const line = (lineItemId: string, sku: string, externalId: string, customizationsDescription?: string) => ({
  lineItemId,
  sku,
  externalId,
  ...(customizationsDescription ? { customizationsDescription } : {}),
});

describe('CheckCustomItemIngredients', () => {
  it('finds nothing when every ingredient is offered and in stock', async () => {
    const check = new CheckCustomItemIngredients(new LoadCustomizerCatalog(new TraitSearch()), commerceWith({}));
    const box = encodeSelection(
      'box',
      [1, 2, 3, 4, 5, 6].map((n) => ({ productNumber: 1100 + n })),
    );
    expect(await check.unavailableIngredients([line('a', '9905-05', mix), line('b', '3719-01', box)])).toEqual(
      new Map(),
    );
  });

  it("names an ingredient whose hit's variant is out of stock", async () => {
    const commerce = commerceWith({ '1204-02': 0, '1007-03': 4 });
    const search = new TraitSearch();
    const check = new CheckCustomItemIngredients(new LoadCustomizerCatalog(search), commerce);
    const again = encodeSelection('mix', [{ productNumber: 1204, parts: 2 }]);
    const r = await check.unavailableIngredients([line('a', '9905-05', mix), line('b', '9905-25', again)]);
    expect(r).toEqual(
      new Map([
        ['a', 'Thompson Raisins'],
        ['b', 'Thompson Raisins'],
      ]),
    );
    expect(search.filters).toEqual(['traits:mixIngredient']);
    expect(commerce.asked).toEqual(['1007-03', '1204-02']);
  });

  it('names an ingredient no longer offered by its description, else its product number', async () => {
    const check = new CheckCustomItemIngredients(new LoadCustomizerCatalog(new TraitSearch()), commerceWith({}));
    const gone = encodeSelection('mix', [
      { productNumber: 1007, parts: 3 },
      { productNumber: 1333, parts: 2 },
    ]);
    const tray = encodeSelection('tray', [{ productNumber: 1007 }, null, { productNumber: 1204 }, null, null]);
    const r = await check.unavailableIngredients([
      line('a', '9905-05', gone, 'My Mix: 3 parts Roasted Almonds, 2 parts Dried Kiwi'),
      line('b', '9905-05', gone),
      line('c', '9900-03', tray, 'Roasted Almonds, Thompson Raisins'),
      line('d', '9901-05', tray, 'Roasted Almonds, Thompson Raisins'),
    ]);
    expect(r).toEqual(
      new Map([
        ['a', 'Dried Kiwi'],
        ['b', '1333'],
        ['c', 'Thompson Raisins'],
      ]),
    );
  });
});
