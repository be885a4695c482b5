import type { ShopperListsPort } from '../../../ports/shopper-lists';

/**
 * `GET /api/favorites` (spec: catalogue-gifting §7 favorites): the session's favorite product keys, most
 * recently added first; [] without a session (`anonymousId` undefined) or favorites.
 */
export class ListFavorites {
  constructor(private readonly lists: Pick<ShopperListsPort, 'favorites'>) {}

  /** Product keys, newest first. */
  async execute(anonymousId: string | undefined): Promise<readonly string[]> {
    return anonymousId ? this.lists.favorites(anonymousId) : [];
  }
}
