import { z } from 'zod';
import type { ProductCard } from '../model/product-card';
import {
  MAX_RECOMMENDED,
  cardOfSearchHit,
  inKeyOrder,
  isRecommendable,
  type RecommendationHit,
} from '../model/recommendations';
import { SEARCH_INDEXES, type SearchPort } from '../../../ports/search';

/** Variant hits fetched per product, so a product whose first hit is a sample still finds a sellable variant. */
const HITS_PER_PRODUCT = 4;

const inputSchema = z.union([
  z.strictObject({
    productKeys: z.array(z.string().min(1).max(200)).max(MAX_RECOMMENDED),
    limit: z.number().int().min(1).max(MAX_RECOMMENDED),
  }),
  z.strictObject({ categoryKey: z.string().min(1).max(200), limit: z.number().int().min(1).max(MAX_RECOMMENDED) }),
]);

/** Which products to recommend: given product keys (kept in that order) or a category's (in the index's ranking). */
export type RecommendProductsInput =
  | { readonly productKeys: readonly string[]; readonly limit: number }
  | { readonly categoryKey: string; readonly limit: number };

/**
 * Product cards from the search index (spec: catalogue-gifting §4 Recommendations "Sources: search index",
 * §7 "Search index query … by product key filters for recommendations, excluding shortVariantName sample and
 * mini box"): one card per product from its first recommendable variant hit, at most `limit`. Unknown keys and
 * products with only samples or mini boxes are skipped. Throws ZodError on invalid input (a caller's bug),
 * PortError when the index is unreachable.
 */
export class RecommendProducts {
  constructor(private readonly search: SearchPort) {}

  async execute(raw: RecommendProductsInput): Promise<ProductCard[]> {
    const input = inputSchema.parse(raw);
    const keys = 'productKeys' in input ? [...new Set(input.productKeys)].slice(0, input.limit) : undefined;
    if (keys?.length === 0) return [];
    // 'traits:searchable' as the storefront's searches: a mini box (traits ['miniBox']) never takes a product's slot.
    const facetFilters = [
      'categoryKey' in input ? `categoryKeys:${input.categoryKey}` : (keys ?? []).map((k) => `Product.key:${k}`),
      'traits:searchable',
    ];
    const [response] = await this.search.search([
      {
        indexName: SEARCH_INDEXES.products,
        query: '',
        facetFilters,
        distinct: HITS_PER_PRODUCT,
        hitsPerPage: Math.min(1000, (keys?.length ?? input.limit) * HITS_PER_PRODUCT),
        attributesToHighlight: [],
      },
    ]);
    const cards: ProductCard[] = [];
    const seen = new Set<string>();
    for (const hit of response?.hits ?? []) {
      if (!('sku' in hit)) continue;
      const h: RecommendationHit = hit;
      if (seen.has(h.Product.key) || !isRecommendable(h.shortVariantName)) continue;
      seen.add(h.Product.key);
      cards.push(cardOfSearchHit(h));
    }
    return keys ? inKeyOrder(cards, keys) : cards.slice(0, input.limit);
  }
}
