import { invalidEventReason, type AnalyticsEvent } from '../../core/analytics';
import type { AnalyticsPort } from '../../ports/analytics';

/** The page's tag layer: an array the tag manager reads (`window.dataLayer`). */
export interface TagLayerHost {
  dataLayer?: unknown[];
}

/**
 * Analytics on the page's tag layer, the way a tag manager expects it: every event becomes one
 * `{ event, ...properties }` entry of `host.dataLayer` (created when missing), and the envelope's dataLayer
 * entries are pushed as they are. An event with an unknown page section is logged with `logError` and skipped
 * (catalogue-gifting §8). No network of its own: the tag manager configured on the page forwards
 * entries to the analytics service; without one they stay on the page (our default, which has none).
 */
export function tagLayerAnalytics(
  host: TagLayerHost,
  logError: (message: string) => void = (m) => console.error(m),
): AnalyticsPort {
  const layer = (): unknown[] => (host.dataLayer ??= []);
  return {
    track: (e: AnalyticsEvent) => {
      const invalid = invalidEventReason(e);
      if (invalid) logError(invalid);
      else layer().push({ event: e.event, ...e.properties });
    },
    pushTagLayer: (entry: unknown) => {
      layer().push(entry);
    },
  };
}
