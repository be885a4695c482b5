import type { Clock } from '../../../ports/clock';
import type { CommercePort } from '../../../ports/commerce';

/** An open connection to the commerce platform; `close` releases it (database or HTTP agent). */
export interface CommerceSession {
  readonly commerce: CommercePort;
  close(): Promise<void>;
}

/**
 * What every command factory receives (DESIGN §3.10). The CLI never touches `process` here:
 * `stdout` and `stderr` write text as given (callers end lines with '\n'), `setExitCode` records the
 * exit code (codes from exit-codes.ts), and `openCommerce` opens the platform only when a command runs,
 * so `--help` and bad input never open the database.
 */
export interface CliDeps {
  openCommerce(): Promise<CommerceSession>;
  stdout(text: string): void;
  stderr(text: string): void;
  setExitCode(code: number): void;
  /** Today, for rules that depend on the date (a digital gift's arrival on `cart add`). */
  readonly clock: Clock;
  /** Colour tables (only when stdout is a TTY). Default false. */
  readonly colour?: boolean;
}
