import { z } from 'zod';
import type { ProductCard } from '../model/product-card';
import { MAX_RECOMMENDED } from '../model/recommendations';
import type { ShopperListsPort } from '../../../ports/shopper-lists';
import type { RecommendProducts } from './recommend-products';

const inputSchema = z.string().min(1).max(100);

/**
 * The Favorites page (spec: shell-account §1 /account/favorites; catalogue-gifting §7 favorites): the owner's
 * favorite products as cards from the search index, most recently added first, at most MAX_RECOMMENDED; a favorite
 * no longer in the index (no longer sold) is left out. `ownerId` is the session's owner (a signed-in customer's id).
 * Throws ZodError for an empty owner id (a caller's bug), PortError when a store is unreachable.
 */
export class ListFavoriteCards {
  constructor(
    private readonly lists: Pick<ShopperListsPort, 'favorites'>,
    private readonly recommend: Pick<RecommendProducts, 'execute'>,
  ) {}

  async execute(ownerId: string): Promise<readonly ProductCard[]> {
    const keys = (await this.lists.favorites(inputSchema.parse(ownerId))).slice(0, MAX_RECOMMENDED);
    return keys.length === 0 ? [] : this.recommend.execute({ productKeys: keys, limit: keys.length });
  }
}
