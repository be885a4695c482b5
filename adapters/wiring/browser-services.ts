import type { MyCartPort } from '../../ports/my-cart';
import type { StorefrontBackendPort } from '../../ports/storefront-backend';
import type { PaymentTokenizerPort } from '../../ports/payments';
import type { Clock } from '../../ports/clock';
import type { IdGenerator } from '../../ports/ids';
import type { AnalyticsPort } from '../../ports/analytics';
import type { AutoDeliveryBackendPort } from '../../ports/auto-delivery-backend';
import type { AccountBackendPort } from '../../ports/account-backend';
import type { GiftDropBackendPort } from '../../ports/gift-drop-backend';
import type { StorefrontOf } from './storefront';
import type { ShellContent } from '../../core/content';

/** The browser's use cases: the shopper's cart edits over the session's `/me` cart (createStorefront's `cart`). */
export type BrowserStorefront = StorefrontOf<{ readonly cartEditor: MyCartPort; readonly clock: Clock }>;

/**
 * What the browser composition root hands the UI: the session-scoped ports, all speaking HTTP to the
 * local server (or the real services in the `remote` profile), and the use cases built over them.
 */
export interface BrowserServices {
  readonly myCart: MyCartPort;
  readonly backend: StorefrontBackendPort;
  readonly payments: PaymentTokenizerPort;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  /** Analytics events and the envelope's tag-layer entries. */
  readonly analytics: AnalyticsPort;
  /**
   * The use cases, built by createStorefront over `myCart` and `clock` on the first call (their code and zod
   * schemas load on demand, outside the initial JS); later calls answer the same storefront. An edit made
   * while it loads waits for it.
   */
  loadStorefront(): Promise<BrowserStorefront>;
  /**
   * The account calls (sign-in, sign-up, sign-out, links, address book): their HTTP client and its zod schemas load
   * on the first call (the login modal, a sign-in page, Sign out), outside the initial JS; later calls answer the
   * same port. A failed load is retried by the next call.
   */
  loadAccount(): Promise<AccountBackendPort>;
  /** The auto-delivery client (HttpAutoDeliveryBackend), imported on first use (catalogue-gifting §7). */
  loadAutoDelivery(): Promise<AutoDeliveryBackendPort>;
  /** The gift drop client (HttpGiftDropBackend), imported on first use (catalogue-gifting §2 gift pages). */
  loadGiftDrop(): Promise<GiftDropBackendPort>;
  /**
   * The shell content of the page at a path, read after an in-app navigation (fetchShellContent over GET
   * /api/shell-content, imported on first use; shell-account §4 CMS content loading). Rejects on failure. Absent
   * (the server renderer, tests): the shell stays as the server rendered it.
   */
  readonly loadShellContent?: (path: string) => Promise<ShellContent>;
}
