import { z } from 'zod';
import type { ProductCard } from '../model/product-card';
import {
  MAX_RECOMMENDED,
  RECENT_PURCHASES_DEFAULT_LIMIT,
  RECENT_PURCHASES_MAX_LIMIT,
  recentlyPurchasedKeys,
} from '../model/recommendations';
import type { ShopperListsPort } from '../../../ports/shopper-lists';
import type { RecommendProducts } from './recommend-products';

/** Orders of a session read for its purchase history (the newest ones; older purchases fall off the row). */
export const PURCHASE_HISTORY_ORDERS = 50;

const inputSchema = z.strictObject({
  anonymousId: z.string().min(1).max(100).optional(),
  limit: z.number().int().min(1).max(RECENT_PURCHASES_MAX_LIMIT).default(RECENT_PURCHASES_DEFAULT_LIMIT),
});

/**
 * GET /api/recommendations/recent-purchases (spec: catalogue-gifting §2 'Buy It Again' row, §7 "limit
 * (default 20): list of recommended products"): the products of the session's orders, most recently bought
 * first, each once, at most `limit` (default 20; the index answers at most MAX_RECOMMENDED), as cards from the
 * search index. No session, or a session without orders, gives an empty list. Throws ZodError on invalid
 * input (the route validates first), PortError when a store is unreachable.
 */
export class BuyItAgain {
  constructor(
    private readonly lists: Pick<ShopperListsPort, 'purchasedLines'>,
    private readonly recommend: Pick<RecommendProducts, 'execute'>,
  ) {}

  async execute(raw: { readonly anonymousId?: string; readonly limit?: number }): Promise<ProductCard[]> {
    const input = inputSchema.parse(raw);
    if (!input.anonymousId) return [];
    const lines = await this.lists.purchasedLines(input.anonymousId, PURCHASE_HISTORY_ORDERS);
    const keys = recentlyPurchasedKeys(lines, Math.min(input.limit, MAX_RECOMMENDED));
    return keys.length === 0 ? [] : this.recommend.execute({ productKeys: keys, limit: keys.length });
  }
}
