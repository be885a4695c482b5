import { describe, expect, it } from 'vitest';
import type { Product } from '../../catalogue';
import type { CommercePort } from '../../../ports/commerce';
import type { SearchPort, SearchRequest, SearchResponse } from '../../../ports/search';
import { encodeBundleSelection } from '../model/bundle';
import { GIFT_SHIPMENT_SKUS, GetGiftBundle, LoadGiftShipments } from './gift-bundle';
import { PriceGiftBundle } from './price-gift-bundle';
import { PriceCustomItem } from './price-custom-item';
import { LoadCustomizerCatalog } from './customizer-catalog';

const NAMES: Readonly<Record<number, [string, number]>> = {
  8009: ['Dark Chocolate Gift Box', 1779],
  8010: ['Milk Chocolate Almond Gift Box', 1479],
  8011: ['Sugar-Coated Almonds Gift Box', 1459],
  8012: ['Medjool Dates Gift Box', 1449],
  8013: ['Dried Apricots Gift Box', 1489],
  8014: ['Dried Figs Gift Box', 1169],
};
const hit = (n: number, inStock = true) => {
  const [name, cents] = NAMES[n]!;
  const key = name.toLowerCase().replace(/ /g, '-');
  return {
    objectID: `${n}-01`,
    sku: `${n}-01`,
    singlePiecePrice: cents,
    path: `/gifts/${key}`,
    inStock,
    Product: { key, name, listingImageUrl: `/images/${key}.svg` },
    ...(/Almond/.test(name)
      ? { allergens: ['tree-nuts'], allergenSpecies: { 'tree-nuts': ['Almonds'] } }
      : { allergens: [] }),
  };
};

/** A search index that answers 'sku:' facet filters (one OR group) over the six gift boxes; 8011 is out of stock. */
class SkuSearch implements SearchPort {
  readonly requests: SearchRequest[] = [];
  async search(requests: readonly SearchRequest[]): Promise<readonly SearchResponse[]> {
    this.requests.push(...requests);
    const all = Object.keys(NAMES).map((n) => hit(Number(n), n !== '8011'));
    return requests.map((r) => {
      const wanted = new Set((r.facetFilters?.[0] as readonly string[]).map((f) => f.replace(/^sku:/, '')));
      // The index answers in its own order: the reverse of the request's.
      const hits = all.filter((h) => wanted.has(h.sku)).reverse();
      return { hits, nbHits: hits.length, page: 0, nbPages: 1, hitsPerPage: r.hitsPerPage ?? 20 } as never;
    });
  }
}

describe('LoadGiftShipments (catalogue-gifting §7 variants by sku facet filters)', () => {
  it('asks the Products index for the SKUs in one OR group and answers in their order', async () => {
    const search = new SkuSearch();
    const found = await new LoadGiftShipments(search).execute(['8012-01', '8009-01', '9999-01']);
    expect(search.requests).toEqual([
      {
        indexName: 'Products',
        query: '',
        facetFilters: [['sku:8012-01', 'sku:8009-01', 'sku:9999-01']],
        hitsPerPage: 3,
        attributesToHighlight: [],
      },
    ]);
    expect(found.map((o) => [o.sku, o.name, o.piecePrice, o.averageRating, o.totalReviews])).toEqual([
      ['8012-01', 'Medjool Dates Gift Box', 1449, 0, 0],
      ['8009-01', 'Dark Chocolate Gift Box', 1779, 0, 0],
    ]);
  });
});

describe('GetGiftBundle (catalogue-gifting §1, §2, §3)', () => {
  it('gives the bundle, its six gift boxes with details and ingredients, and the default boxes at $42.36', async () => {
    const bundle = {
      key: '9910',
      name: 'Gift Box of the Month',
      path: '/gifts/gift-box-of-the-month',
      imageUrl: '/images/9910.svg',
      variants: [{ sku: '9910-03', variantName: '3 Month Subscription Bundle', active: true }],
    } as unknown as Product;
    const boxProduct = (n: number) =>
      ({
        key: hit(n).Product.key,
        oneLinerDescription: `${NAMES[n]![0]} one-liner`,
        variants: [{ sku: `${n}-01`, ingredients: n === 8009 ? 'Dark chocolate 70-85% cacao.' : undefined }],
      }) as unknown as Product;
    const commerce = {
      getProductByKey: async (key: string) => (key === '9910' ? bundle : undefined),
      getProductsByKeys: async () => Object.keys(NAMES).map((n) => boxProduct(Number(n))),
    } as Pick<CommercePort, 'getProductByKey' | 'getProductsByKeys'>;
    const data = await new GetGiftBundle(commerce, new LoadGiftShipments(new SkuSearch())).execute();
    expect(data?.options.map((o) => o.sku)).toEqual(GIFT_SHIPMENT_SKUS);
    expect(data?.shipments.map((s) => s.sku)).toEqual(['8009-01', '8010-01', '8012-01']);
    expect(data?.shipments[0]).toMatchObject({
      details: 'Dark Chocolate Gift Box one-liner',
      ingredients: 'Dark chocolate 70-85% cacao.',
    });
    expect(data?.shipments[1]).not.toHaveProperty('ingredients');
    expect([data?.priceCents, data?.product.variantName, data?.config.discountPercent]).toEqual([
      4236,
      '3 Month Subscription Bundle',
      10,
    ]);
  });
});

describe('PriceGiftBundle through PriceCustomItem (catalogue-gifting §3; never the browser’s price)', () => {
  const pricer = () => {
    const search = new SkuSearch();
    return new PriceCustomItem(
      new LoadCustomizerCatalog(search),
      {} as CommercePort,
      new PriceGiftBundle(new LoadGiftShipments(search)),
    );
  };

  it('prices 9910-03 at 10% off its boxes and describes them with their timing labels', async () => {
    const priced = await pricer().execute({ sku: '9910-03', selection: encodeBundleSelection([8014, 8014, 8013]) });
    // (1169 + 1169 + 1489) × 0.9 = 3444.3 → 3444
    expect(priced).toEqual({
      ok: true,
      value: {
        externalPrice: { cents: 3444, currency: 'USD' },
        externalId: encodeBundleSelection([8014, 8014, 8013]),
        customizationsDescription:
          'Dried Figs Gift Box (ship immediately), Dried Figs Gift Box (one month after first box), ' +
          'Dried Apricots Gift Box (one month after second box)',
        allergenStatement: 'Contains no major food allergens',
      },
    });
    const nutty = await pricer().execute({ sku: '9910-03', selection: encodeBundleSelection([8014, 8010, 8013]) });
    expect(nutty.ok && nutty.value.allergenStatement).toBe('Contains: Tree Nuts (Almonds)');
  });

  it('refuses a box out of stock, another SKU of 9910 and a bundle without a pricer', async () => {
    const out = await pricer().execute({ sku: '9910-03', selection: encodeBundleSelection([8009, 8011, 8012]) });
    expect(out.ok ? undefined : out.error).toMatchObject({
      code: 'customizer/unavailable-ingredient',
      message: 'Shipment 2: Sugar-Coated Almonds Gift Box is out of stock.',
    });
    const other = await pricer().execute({ sku: '9910-01', selection: encodeBundleSelection([8009, 8010, 8012]) });
    expect(other.ok ? undefined : other.error.message).toBe('9910-01 is not a gift box bundle.');
    const none = new PriceCustomItem(new LoadCustomizerCatalog(new SkuSearch()), {} as CommercePort);
    const refused = await none.execute({ sku: '9910-03', selection: encodeBundleSelection([8009, 8010, 8012]) });
    expect(refused.ok ? undefined : refused.error.message).toBe('Gift box bundles cannot be added here.');
  });
});
