import type { AnalyticsEvent } from '../core/analytics';

/**
 * Where the storefront's analytics go (spec: core-cart-checkout §7 envelope "dataLayer entries go to the tag
 * layer; analytics events are replayed"; catalogue-gifting §7 analytics events). Fire and forget: neither call
 * throws or waits, and a failure to deliver is the adapter's to log.
 */
export interface AnalyticsPort {
  /** Sends one event to the analytics service. */
  track(event: AnalyticsEvent): void;
  /** Pushes one entry, as the server sent it, to the tag layer (window.dataLayer in a browser). */
  pushTagLayer(entry: unknown): void;
}
