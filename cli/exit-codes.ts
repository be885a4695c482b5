/**
 * The CLI's one table from error codes to process exit codes (DESIGN §3.4, §3.10).
 * Scripts rely on these numbers: they are stable.
 */

/** Exit codes of `nutshell`. */
export const ExitCode = {
  /** The command did what was asked. */
  ok: 0,
  /** A bug: an unexpected exception. */
  internal: 1,
  /** Usage error or bad input (commander usage errors, zod failures, invalid quantities). */
  usage: 2,
  /** Unknown cart, line item, order, SKU, discount code or category. */
  notFound: 3,
  /** The cart changed meanwhile (stale version). */
  conflict: 4,
  /** Rejected by a domain rule (discount not applicable, invalid action, cart not active, ...). */
  rejected: 5,
  /** The commerce service or database is unreachable (PortError). */
  unavailable: 10,
} as const;

/** One of the exit codes above. */
export type ExitCodeValue = (typeof ExitCode)[keyof typeof ExitCode];

/** Error codes raised by the CLI itself (not by core or ports). */
export const CLI_ERROR = {
  /** Flags or arguments failed their zod schema. */
  invalidInput: 'cli/invalid-input',
  /** commander rejected the command line (unknown option, missing argument, ...). */
  usage: 'cli/usage',
  /** A port threw PortError. */
  unavailable: 'cli/service-unavailable',
  /** An unexpected exception (a bug). */
  internal: 'cli/internal',
} as const;

const EXIT_CODE_BY_ERROR_CODE: Readonly<Record<string, ExitCodeValue>> = {
  [CLI_ERROR.invalidInput]: ExitCode.usage,
  [CLI_ERROR.usage]: ExitCode.usage,
  [CLI_ERROR.unavailable]: ExitCode.unavailable,
  [CLI_ERROR.internal]: ExitCode.internal,
  'quantity/not-a-number': ExitCode.usage,
  'quantity/under-threshold': ExitCode.usage,
  'quantity/exceeds-maximum': ExitCode.usage,
  'cart/quantity-invalid': ExitCode.usage,
  'cart/quantity-too-high': ExitCode.usage,
  'cart/not-found': ExitCode.notFound,
  'cart/line-not-found': ExitCode.notFound,
  'order/not-found': ExitCode.notFound,
  'product/sku-not-found': ExitCode.notFound,
  'discount/not-found': ExitCode.notFound,
  'category/not-found': ExitCode.notFound,
  'cart/version-conflict': ExitCode.conflict,
  'discount/not-applicable': ExitCode.rejected,
  'discount/max-application-reached': ExitCode.rejected,
  'cart/invalid-action': ExitCode.rejected,
  'cart/not-active': ExitCode.rejected,
};

/**
 * Exit code for a stable error code. Codes not in the table are domain rules that said no (5),
 * except `cli/*` and `validation/*` codes, which are bad input (2).
 */
export function exitCodeFor(errorCode: string): ExitCodeValue {
  const known = EXIT_CODE_BY_ERROR_CODE[errorCode];
  if (known !== undefined) return known;
  if (errorCode.startsWith('cli/') || errorCode.startsWith('validation/')) return ExitCode.usage;
  return ExitCode.rejected;
}
