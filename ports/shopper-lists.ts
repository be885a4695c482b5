import type { PurchasedLine } from '../core/catalogue';

/**
 * A browser session's own lists (spec: catalogue-gifting §7 "POST /contents.html … adds to favorites /
 * removes from favorites" and "GET /api/recommendations/recent-purchases"): its favorite products and the
 * lines of the orders it placed. A session is its `anonymousId`; an order belongs to the session whose cart
 * it was placed from. Product keys are the commerce platform's product keys.
 * Throws PortError only when the store is unreachable.
 */
export interface ShopperListsPort {
  /** Lines of the session's orders, newest order first, at most `maxOrders` orders; [] when it has none. */
  purchasedLines(anonymousId: string, maxOrders: number): Promise<readonly PurchasedLine[]>;
  /** The session's favorite product keys, most recently added first; [] when none. */
  favorites(anonymousId: string): Promise<readonly string[]>;
  /** Adds `productKey` to the session's favorites (adding it again changes nothing); `nowMs` is epoch ms. */
  addFavorite(anonymousId: string, productKey: string, nowMs: number): Promise<void>;
  /** Removes `productKey` from the session's favorites (absent: nothing happens). */
  removeFavorite(anonymousId: string, productKey: string): Promise<void>;
  /**
   * Moves the favorites of `fromOwnerId` (an anonymous session signing in) to `toOwnerId` (its customer), keeping
   * when each was added; a product both have stays once, with the earlier time. `fromOwnerId` has none afterwards.
   */
  moveFavorites(fromOwnerId: string, toOwnerId: string): Promise<void>;
}
