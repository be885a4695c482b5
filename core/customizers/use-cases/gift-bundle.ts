import type { SearchPort } from '../../../ports/search';
import { SEARCH_INDEXES } from '../../../ports/search';
import type { CommercePort } from '../../../ports/commerce';
import {
  GIFT_BOX_PRODUCT_NUMBERS,
  GIFT_BUNDLE_CONFIG,
  bundlePriceCents,
  giftShipmentOptionOf,
  giftShipmentSkuOf,
  type GiftBundleConfig,
  type GiftShipmentOption,
} from '../model/bundle';
import { GIFT_BUNDLE_KEY } from '../model/bundle-keys';

/**
 * The gift box shipment variants of `skus`, read from the search index (spec: catalogue-gifting §7 "Search index
 * query for variants by sku facet filters (gift shipments)"): one Products query whose facet filters OR the SKUs
 * ('sku:8009-01' …), in the order of `skus`; a SKU the index lacks, and a hit that makes no variant, are left out.
 * Throws PortError when the index is unreachable.
 */
export class LoadGiftShipments {
  constructor(private readonly search: SearchPort) {}

  async execute(skus: readonly string[]): Promise<readonly GiftShipmentOption[]> {
    if (skus.length === 0) return [];
    const [answer] = await this.search.search([
      {
        indexName: SEARCH_INDEXES.products,
        query: '',
        facetFilters: [skus.map((sku) => `sku:${sku}`)],
        hitsPerPage: Math.min(1000, skus.length),
        attributesToHighlight: [],
      },
    ]);
    const bySku = new Map<string, GiftShipmentOption>();
    for (const hit of answer?.hits ?? []) {
      const option = giftShipmentOptionOf(hit);
      if (option.ok) bySku.set(option.value.sku, option.value);
    }
    return skus.flatMap((sku) => bySku.get(sku) ?? []);
  }
}

/** The gift boxes every shipment may be: the 1 lb variants of products 8009 to 8014. */
export const GIFT_SHIPMENT_SKUS: readonly string[] = GIFT_BOX_PRODUCT_NUMBERS.map(giftShipmentSkuOf);

/**
 * A gift box as the shipments details show it (catalogue-gifting §2 "details and ingredients accordions"): its
 * shipment option and, from its product, the one-line description and the 1 lb variant's ingredient statement
 * (plain text; absent when the product has none).
 */
export type GiftShipmentDetails = GiftShipmentOption & { readonly details: string; readonly ingredients?: string };

/**
 * What the bundle's buy block and /bundle-customizer show (catalogue-gifting §1, §2 Gift box shipments details, §3):
 * the bundle product, its config, the gift boxes a shipment may be, the default shipments (config order) and their
 * price, cents (bundlePriceCents).
 */
export interface GiftBundlePageData {
  readonly product: {
    readonly key: string;
    readonly name: string;
    readonly path: string;
    readonly imageUrl: string;
    readonly sku: string;
    readonly variantName: string;
  };
  readonly config: GiftBundleConfig;
  readonly options: readonly GiftShipmentDetails[];
  readonly shipments: readonly GiftShipmentDetails[];
  /** The default bundle's price, cents. */
  readonly priceCents: number;
}

/**
 * The bundle's page data (catalogue-gifting §1, §2, §3, §7): the product 9910 from commerce, the gift boxes from the
 * search index (LoadGiftShipments), each with its product's one-liner and ingredients. Undefined when the catalogue
 * lacks the bundle, its variant or a default shipment.
 */
export class GetGiftBundle {
  constructor(
    private readonly commerce: Pick<CommercePort, 'getProductByKey' | 'getProductsByKeys'>,
    private readonly shipments: LoadGiftShipments,
  ) {}

  async execute(): Promise<GiftBundlePageData | undefined> {
    const config = GIFT_BUNDLE_CONFIG;
    const [product, found] = await Promise.all([
      this.commerce.getProductByKey(GIFT_BUNDLE_KEY),
      this.shipments.execute(GIFT_SHIPMENT_SKUS),
    ]);
    const products = await this.commerce.getProductsByKeys(found.map((o) => o.productKey));
    const options = found.map((o): GiftShipmentDetails => {
      const p = products.find((x) => x.key === o.productKey);
      const ingredients = p?.variants.find((v) => v.sku === o.sku)?.ingredients;
      return { ...o, details: p?.oneLinerDescription ?? '', ...(ingredients ? { ingredients } : {}) };
    });
    const variant = product?.variants.find((v) => v.sku === config.sku && v.active);
    const defaults = config.shipments.flatMap((sku) => options.find((o) => o.sku === sku) ?? []);
    if (!product || !variant || defaults.length !== config.shipments.length) return undefined;
    return {
      product: {
        key: product.key,
        name: product.name,
        path: product.path,
        imageUrl: product.imageUrl,
        sku: variant.sku,
        variantName: variant.variantName,
      },
      config,
      options,
      shipments: defaults,
      priceCents: bundlePriceCents(defaults, config.discountPercent),
    };
  }
}
