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
 * Runs `nutshell <args...>` in process against `commerce` (a fresh cliCommerce() by default), `outbox`
 * (cliOutbox() by default; `null`: a session without one, as on the remote profile), `customers` (cliCustomers()
 * by default; `null`: none), `storeCredit` (none by default) and `inventory` (cliInventory() by default; `null`:
 * none), exactly as cli/main.ts does but with
 * captured output, at the clock reading `nowMs` (ms since the epoch). For tests only.
 */
export async function runCli(
  args: readonly string[],
  commerce?: CommercePort,
  nowMs = CLI_TEST_NOW_MS,
  outbox: OutboxReader | null = cliOutbox(),
  customers: CustomerDirectory | null = cliCustomers(),
  storeCredit: StoreCreditDesk | null = null,
  inventory: InventoryPort | null = cliInventory(),
): Promise<CliRun> {
  const platform = commerce ?? (await cliCommerce());
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
        close,
      };
    },
    stdout: (text: string) => void (stdout += text),
    stderr: (text: string) => void (stderr += text),
    setExitCode: (code: number) => void (exitCode = code),
  };
  await runProgram(buildProgram(deps), ['node', 'nutshell', ...args], deps);
  return { stdout, stderr, exitCode, sessionsOpened, sessionsClosed };
}
