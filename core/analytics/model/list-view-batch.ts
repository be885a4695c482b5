import { productListViewed, type AnalyticsEvent, type AnalyticsProduct } from './events';

/** Idle time after the last impression before a batch is sent (spec: core-cart-checkout §9 "flush after 2 s idle"). */
export const LIST_VIEW_IDLE_MS = 2000;

/** A one-shot timer: `set` (re)arms it for `ms`, `clear` disarms it. Injected so the batch stays free of globals. */
export interface IdleTimer {
  set(callback: () => void, ms: number): void;
  clear(): void;
}

/**
 * The list-view impressions of a page, batched (spec: core-cart-checkout §9 "List-view analytics events batch
 * and flush after 2 s idle or on navigation or unload"). Each `add` rearms the 2 s idle timer; `flush` sends one
 * 'Product List Viewed' event per list (in first-seen order) through `send` and empties the batch. A product seen
 * twice in one list is counted once.
 */
export class ListViewBatch {
  private readonly lists = new Map<string, { section: string; products: Map<string, AnalyticsProduct> }>();

  constructor(
    private readonly send: (event: AnalyticsEvent) => void,
    private readonly timer: IdleTimer,
  ) {}

  /** Records that `product` was shown in list `listId` of `section`. */
  add(listId: string, section: string, product: AnalyticsProduct): void {
    const list = this.lists.get(listId) ?? { section, products: new Map<string, AnalyticsProduct>() };
    this.lists.set(listId, list);
    if (!list.products.has(product.sku)) list.products.set(product.sku, product);
    this.timer.set(() => this.flush(), LIST_VIEW_IDLE_MS);
  }

  /** Sends what is batched (on idle, navigation or unload); nothing when empty. */
  flush(): void {
    this.timer.clear();
    const lists = [...this.lists];
    this.lists.clear();
    for (const [listId, { section, products }] of lists)
      this.send(productListViewed(listId, section, [...products.values()]));
  }

  /** Impressions waiting to be sent. */
  get pending(): number {
    let n = 0;
    for (const l of this.lists.values()) n += l.products.size;
    return n;
  }
}
