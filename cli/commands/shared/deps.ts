import type { StoreCreditDesk } from '../../../ports/store-credit-desk';
import type { CliStorefront } from '../../../adapters/wiring/node';
import type { CommercePort } from '../../../ports/commerce';
import type { OutboxReader } from '../../../ports/mail';
import type { CustomerDirectory } from '../../../ports/customer-directory';
import type { InventoryPort } from '../../../ports/inventory';
import type { CxOrderDesk } from '../../../ports/cx-order-desk';
import type { SubscriptionDesk } from '../../../ports/subscription-desk';
import type { GiftDesk } from '../../../ports/gift-desk';
import type { OrderUploadDesk } from '../../../ports/order-upload-desk';
import type { ResellerReviewDesk } from '../../../ports/reseller-desk';
import type { ContentEditorPort } from '../../../ports/content';

/**
 * An open connection to the commerce platform: the port the read commands query, the use cases the edit
 * commands run (built by the composition root over that port), the mail outbox when the database is open
 * in-process, and `close`, which releases the database or the HTTP agent.
 */
export interface CommerceSession {
  readonly commerce: CommercePort;
  readonly storefront: CliStorefront;
  /** The database's mail outbox (`nutshell mail`); absent over HTTP and on the remote profile. */
  readonly outbox?: OutboxReader;
  /** The store's customers (`nutshell customer`): in-process or a local server's; absent on the remote profile. */
  readonly customers?: CustomerDirectory;
  /** Store credit (`nutshell customer credit`): in-process or a local server's; absent on the remote profile. */
  readonly storeCredit?: StoreCreditDesk;
  /** The stock on hand (`nutshell catalog set-stock`): in-process or a local server's; absent on the remote profile. */
  readonly inventory?: InventoryPort;
  /** The CX order desk (`cart place-order`, `order copy-to-cart`): in-process or a local server's; absent on remote. */
  readonly cxOrders?: CxOrderDesk;
  /** Auto-delivery subscriptions (`nutshell subscriptions`): in-process or a local server's; absent on remote. */
  readonly subscriptions?: SubscriptionDesk;
  /** Gift drops (`nutshell gift`): in-process or a local server's; absent on remote. */
  readonly gifts?: GiftDesk;
  /** The bulk order upload (`nutshell order upload`): in-process or a local server's; absent on remote. */
  readonly orderUpload?: OrderUploadDesk;
  /** Resale certificates' review (`nutshell reseller`): in-process or a local server's; absent on remote. */
  readonly resellers?: ResellerReviewDesk;
  /** Page-builder content (`nutshell content`): in-process, a local server's Write API, or the remote service's. */
  readonly content?: ContentEditorPort;
  close(): Promise<void>;
}

/**
 * What every command factory receives (DESIGN §3.10). The CLI never touches `process` here:
 * `stdout` and `stderr` write text as given (callers end lines with '\n'), `setExitCode` records the
 * exit code (codes from exit-codes.ts), and `openSession` opens the platform only when a command runs,
 * so `--help` and bad input never open the database.
 */
export interface CliDeps {
  openSession(): Promise<CommerceSession>;
  stdout(text: string): void;
  stderr(text: string): void;
  setExitCode(code: number): void;
  /** Colour tables (only when stdout is a TTY). Default false. */
  readonly colour?: boolean;
  /**
   * Starts a progress bar of `total` steps on the terminal (cli-progress on stderr); absent when stderr is not a TTY,
   * so pipes and tests never see one. Commands do not show one with `--json`.
   */
  progressBar?(total: number): ProgressBar;
}

/** A running progress bar: `update` sets the steps done, `stop` ends it and leaves the line. */
export interface ProgressBar {
  update(done: number): void;
  stop(): void;
}
