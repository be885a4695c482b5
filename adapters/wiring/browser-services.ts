import type { MyCartPort } from '../../ports/my-cart';
import type { StorefrontBackendPort } from '../../ports/storefront-backend';
import type { PaymentTokenizerPort } from '../../ports/payments';
import type { Clock } from '../../ports/clock';
import type { IdGenerator } from '../../ports/ids';
import type { AnalyticsPort } from '../../ports/analytics';

/**
 * What the browser composition root hands the UI: the session-scoped ports, all speaking HTTP to the
 * local server (or the real services in the `remote` profile).
 */
export interface BrowserServices {
  readonly myCart: MyCartPort;
  readonly backend: StorefrontBackendPort;
  readonly payments: PaymentTokenizerPort;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  /** Analytics events and the envelope's tag-layer entries. */
  readonly analytics: AnalyticsPort;
}
