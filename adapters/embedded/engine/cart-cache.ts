import { LRUCache } from 'lru-cache';
import type { Cart } from '../../../core/cart';

/** Carts kept in memory at most (the least recently used go first). About 1.5 KB each for a two-line cart. */
export const CART_CACHE_MAX = 20_000;

/**
 * The carts this process last read or wrote, by id: a read-through, write-through cache of the `carts` table
 * for a database this process alone uses (`Database.exclusive`, i.e. PGlite). Every cart write still goes to
 * the database before it is acknowledged, as a conditional `UPDATE … WHERE version = $expected`, so a stale
 * entry can never win a write: it only costs the writer a re-read. Disabled (every call a miss or a no-op)
 * when the database is shared with other processes.
 *
 * Cart documents are immutable values (core's readonly data): the cache hands out the object it keeps.
 */
export class CartCache {
  private readonly lru: LRUCache<string, Cart> | undefined;

  /** `enabled`: the database is exclusive to this process; `max`: entries kept. */
  constructor(enabled: boolean, max = CART_CACHE_MAX) {
    this.lru = enabled ? new LRUCache<string, Cart>({ max }) : undefined;
  }

  /** The kept cart `id`, or undefined (not kept, or the cache is off). */
  get(id: string): Cart | undefined {
    return this.lru?.get(id);
  }

  /**
   * Keeps `cart` as read from or written to the database, unless a newer version is already kept (a read that
   * started before a write may finish after it).
   */
  remember(cart: Cart): Cart {
    const kept = this.lru?.peek(cart.id);
    if (!kept || kept.version <= cart.version) this.lru?.set(cart.id, cart);
    return cart;
  }

  /** Drops cart `id` (deleted, or its write failed and the database must be read again). */
  forget(id: string): void {
    this.lru?.delete(id);
  }
}
