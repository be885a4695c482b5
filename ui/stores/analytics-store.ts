import { productClicked, replayableEvent, type AnalyticsEvent, type AnalyticsProduct } from '../../core/analytics';
import { ListViewBatch } from '../../core/analytics';
import type { AnalyticsPort } from '../../ports/analytics';

/** Where a product card sits: its list, the list's page section and its 1-based position. */
export interface ListPlacement {
  readonly listId: string;
  readonly section: string;
  readonly position: number;
}

/**
 * The page's analytics (catalogue-gifting §7 "Analytics events on add to cart, product click and impression";
 * core-cart-checkout §7 envelope dataLayer and events, §9 list-view batching): events go straight to the
 * port, impressions are batched per list and flushed after 2 s idle, on navigation and on page hide.
 */
export class AnalyticsStore {
  private readonly batch: ListViewBatch;

  constructor(private readonly port: AnalyticsPort) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    this.batch = new ListViewBatch((e) => port.track(e), {
      set: (callback, ms) => {
        clearTimeout(timer);
        timer = setTimeout(callback, ms);
      },
      clear: () => {
        clearTimeout(timer);
        timer = undefined;
      },
    });
  }

  /** Sends one event. */
  track(event: AnalyticsEvent): void {
    this.port.track(event);
  }

  /** A product card was shown at `placement`. */
  impression(product: AnalyticsProduct, placement: ListPlacement): void {
    this.batch.add(placement.listId, placement.section, { ...product, position: placement.position });
  }

  /** A product card was opened from `placement`: the list's pending impressions go first, then the click. */
  clicked(product: AnalyticsProduct, placement: ListPlacement): void {
    this.batch.flush();
    this.port.track(productClicked({ ...product, position: placement.position }, placement.listId, placement.section));
  }

  /** Sends the batched impressions now (navigation, page hide). */
  flush(): void {
    this.batch.flush();
  }

  /** An envelope's tag-layer entries (pushed as they are) and analytics events (replayed; malformed ones dropped). */
  replay(dataLayer: readonly unknown[], events: readonly unknown[]): void {
    for (const entry of dataLayer) this.port.pushTagLayer(entry);
    for (const raw of events) {
      const event = replayableEvent(raw);
      if (event) this.port.track(event);
    }
  }
}
