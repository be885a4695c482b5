import type { StoreCreditDesk } from '../../ports/store-credit-desk';
import { createStorefront } from '../../adapters/wiring/storefront';
import { buildProgram, runProgram } from '../program';
import type { CommercePort } from '../../ports/commerce';
import type { OutboxReader } from '../../ports/mail';
import { cliCommerce } from './cli-commerce';
import { cliOutbox } from './cli-outbox';
import { cliCustomers } from './cli-customers';
import type { CustomerDirectory } from '../../ports/customer-directory';
import type { InventoryPort } from '../../ports/inventory';
import { cliInventory } from './cli-inventory';
import type { CxOrderDesk } from '../../ports/cx-order-desk';
import type { SubscriptionDesk } from '../../ports/subscription-desk';
import type { GiftDesk } from '../../ports/gift-desk';
import type { ResellerReviewDesk } from '../../ports/reseller-desk';
import type { OrderUploadDesk } from '../../ports/order-upload-desk';
import type { ContentEditorPort } from '../../ports/content';

/** The clock reading of CLI test runs unless one is given: 2026-03-02 15:00 UTC. */
export const CLI_TEST_NOW_MS = Date.UTC(2026, 2, 2, 15);

/** What one CLI run produced: everything written to stdout and stderr, the exit code, sessions opened. */
export interface CliRun {
  readonly stdout: string;
  readonly stderr: string;
  readonly exitCode: number;
  readonly sessionsOpened: number;
  readonly sessionsClosed: number;
}

/**
 * What a test run of the CLI works against; every field is optional. `undefined` (or absent) takes the default,
 * `null` gives a session without that part (as on the remote profile).
 */
export interface CliRunOptions {
  /** The commerce platform; a fresh cliCommerce() by default. */
  readonly commerce?: CommercePort;
  /** The clock reading, ms since the epoch; CLI_TEST_NOW_MS by default. */
  readonly nowMs?: number;
  /** The mail outbox; cliOutbox() by default. */
  readonly outbox?: OutboxReader | null;
  /** The customer directory; cliCustomers() by default. */
  readonly customers?: CustomerDirectory | null;
  /** The store credit desk; none by default. */
  readonly storeCredit?: StoreCreditDesk | null;
  /** The stock on hand; cliInventory() by default. */
  readonly inventory?: InventoryPort | null;
  /** The CX order desk (`cart place-order`, `order copy-to-cart`); none by default. */
  readonly cxOrders?: CxOrderDesk | null;
  /** The subscription desk (`nutshell subscriptions`); none by default. */
  readonly subscriptions?: SubscriptionDesk | null;
  /** The gift desk (`nutshell gift`); none by default. */
  readonly gifts?: GiftDesk | null;
  /** The order upload desk (`nutshell order upload`); none by default. */
  readonly orderUpload?: OrderUploadDesk | null;
  /** The resale certificates' review (`nutshell reseller`); none by default. */
  readonly resellers?: ResellerReviewDesk | null;
  /** The content editor (`nutshell content`); none by default. */
  readonly content?: ContentEditorPort | null;
  /** Record progress-bar updates here as if stdout and stderr were a terminal; absent: no bar (piped). */
  readonly progress?: number[];
}

/**
 * Runs `nutshell <args...>` in process against the parts `options` gives (CliRunOptions: defaults for those left
 * out), exactly as cli/main.ts does but with captured output. For tests only.
 */
export async function runCli(args: readonly string[], options: CliRunOptions = {}): Promise<CliRun> {
  const nowMs = options.nowMs ?? CLI_TEST_NOW_MS;
  const outbox = options.outbox === undefined ? cliOutbox() : options.outbox;
  const customers = options.customers === undefined ? cliCustomers() : options.customers;
  const inventory = options.inventory === undefined ? cliInventory() : options.inventory;
  const { storeCredit, cxOrders, subscriptions, gifts, orderUpload, resellers, progress, content } = options;
  const platform = options.commerce ?? (await cliCommerce());
  let stdout = '';
  let stderr = '';
  let exitCode = 0;
  let sessionsOpened = 0;
  let sessionsClosed = 0;
  const deps = {
    openSession: async () => {
      sessionsOpened += 1;
      const storefront = createStorefront({ cartEditor: platform, commerce: platform, clock: { nowMs: () => nowMs } });
      const close = async () => void (sessionsClosed += 1);
      return {
        commerce: platform,
        storefront,
        ...(outbox ? { outbox } : {}),
        ...(customers ? { customers } : {}),
        ...(storeCredit ? { storeCredit } : {}),
        ...(inventory ? { inventory } : {}),
        ...(cxOrders ? { cxOrders } : {}),
        ...(subscriptions ? { subscriptions } : {}),
        ...(gifts ? { gifts } : {}),
        ...(orderUpload ? { orderUpload } : {}),
        ...(resellers ? { resellers } : {}),
        ...(content ? { content } : {}),
        close,
      };
    },
    stdout: (text: string) => void (stdout += text),
    stderr: (text: string) => void (stderr += text),
    setExitCode: (code: number) => void (exitCode = code),
    ...(progress
      ? { progressBar: () => ({ update: (done: number) => void progress.push(done), stop: () => undefined }) }
      : {}),
  };
  await runProgram(buildProgram(deps), ['node', 'nutshell', ...args], deps);
  return { stdout, stderr, exitCode, sessionsOpened, sessionsClosed };
}
