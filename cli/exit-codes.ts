import type { ErrorCode } from '../core/shared';

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
} as const satisfies Readonly<Record<string, ErrorCode>>;

/**
 * The exit code of each error code. Exhaustive: a code added to ERROR_CODES without an exit code here does not
 * compile. A bug is 1; bad input is 2 (the command line, `validation/*`, `quantity/*`, a customizer selection that
 * does not decode); what the command named but does not exist is 3; a stale cart is 4; a failing service is 10
 * ('server/error' too: a server's 500 reaches the CLI as PortError); the rest are domain rules that said no (5), and
 * so are codes only the server or the browser meet.
 */
const EXIT_CODE_BY_ERROR_CODE = {
  [CLI_ERROR.invalidInput]: ExitCode.usage,
  [CLI_ERROR.usage]: ExitCode.usage,
  [CLI_ERROR.unavailable]: ExitCode.unavailable,
  [CLI_ERROR.internal]: ExitCode.internal,
  'validation/invalid': ExitCode.usage,
  'validation/invalid-address': ExitCode.usage,
  'validation/invalid-date': ExitCode.usage,
  'quantity/not-a-number': ExitCode.usage,
  'quantity/under-threshold': ExitCode.usage,
  'quantity/exceeds-maximum': ExitCode.usage,
  'cart/not-found': ExitCode.notFound,
  'cart/line-not-found': ExitCode.notFound,
  'order/not-found': ExitCode.notFound,
  'product/sku-not-found': ExitCode.notFound,
  'discount/not-found': ExitCode.notFound,
  'category/not-found': ExitCode.notFound,
  'resource/not-found': ExitCode.notFound,
  'cart/version-conflict': ExitCode.conflict,
  'discount/not-applicable': ExitCode.rejected,
  'discount/max-application-reached': ExitCode.rejected,
  'discount/offer-removed': ExitCode.rejected,
  'cart/invalid-action': ExitCode.rejected,
  'cart/not-active': ExitCode.rejected,
  'cart/unknown-shipment': ExitCode.rejected,
  'cart/invalid-fixed-address': ExitCode.rejected,
  'cart/invalid-reassign-quantity': ExitCode.rejected,
  'cart/not-enough-units': ExitCode.rejected,
  'cart/gift-reallocation-required': ExitCode.rejected,
  'cart/duplicate-key': ExitCode.rejected,
  'custom-object/version-conflict': ExitCode.rejected,
  'custom-object/read-only': ExitCode.rejected,
  'product/not-found': ExitCode.rejected,
  'checkout/redirect-cart': ExitCode.rejected,
  'checkout/out-of-stock': ExitCode.rejected,
  'checkout/incomplete': ExitCode.rejected,
  'payment/invalid-card': ExitCode.rejected,
  'payment/declined': ExitCode.rejected,
  'payment/nonce-unknown': ExitCode.rejected,
  'payment/nonce-used': ExitCode.rejected,
  'payment/transaction-unknown': ExitCode.notFound,
  'payment/method-not-found': ExitCode.notFound,
  'payment/offline-not-allowed': ExitCode.rejected,
  'payment/card-required': ExitCode.rejected,
  'payment/insufficient-balance': ExitCode.conflict,
  'order/payment-not-failed': ExitCode.conflict,
  'gift-certificate/invalid': ExitCode.notFound,
  'gift-certificate/empty': ExitCode.rejected,
  'store-credit/customer-not-found': ExitCode.notFound,
  'subscription/not-found': ExitCode.notFound,
  'subscription/version-conflict': ExitCode.conflict,
  'subscription/not-eligible': ExitCode.rejected,
  'subscription/invalid-interval': ExitCode.rejected,
  'subscription/no-address': ExitCode.rejected,
  'subscription/no-payment-method': ExitCode.rejected,
  'subscription/inactive': ExitCode.conflict,
  'customizer/invalid-selection': ExitCode.usage,
  'customizer/invalid-ingredient': ExitCode.rejected,
  'customizer/incomplete': ExitCode.rejected,
  'customizer/unavailable-ingredient': ExitCode.rejected,
  'gift/not-found': ExitCode.notFound,
  'gift/already-redeemed': ExitCode.conflict,
  'gift/invalid-choice': ExitCode.rejected,
  'gift/invalid-address': ExitCode.rejected,
  'gift/invalid-recipients': ExitCode.rejected,
  'shipping/invalid-postal-code': ExitCode.rejected,
  'shipping/unknown-option': ExitCode.rejected,
  'shipping/price-changed': ExitCode.rejected,
  'search/index-not-found': ExitCode.rejected,
  'search/invalid-request': ExitCode.rejected,
  'account/invalid-credentials': ExitCode.rejected,
  'account/email-taken': ExitCode.conflict,
  'account/weak-password': ExitCode.rejected,
  'account/link-expired': ExitCode.rejected,
  'account/rate-limited': ExitCode.rejected,
  'account/not-signed-in': ExitCode.rejected,
  'account/address-not-found': ExitCode.notFound,
  'business/account-exists': ExitCode.conflict,
  'business/not-found': ExitCode.notFound,
  'business/not-reseller': ExitCode.rejected,
  'business/certificate-reviewed': ExitCode.conflict,
  'content/not-found': ExitCode.notFound,
  'account/social-sign-in-failed': ExitCode.rejected,
  'account/wrong-password': ExitCode.rejected,
  'account/password-not-set': ExitCode.rejected,
  'account/email-unverified': ExitCode.conflict,
  'auth/unauthorized': ExitCode.rejected,
  'auth/forbidden': ExitCode.rejected,
  'route/not-found': ExitCode.rejected,
  'server/error': ExitCode.unavailable,
  'port/unreachable': ExitCode.unavailable,
  'server/busy': ExitCode.unavailable,
} as const satisfies Readonly<Record<ErrorCode, ExitCodeValue>>;

/** Exit code for a stable error code, from the table above (DESIGN §3.10). */
export function exitCodeFor(errorCode: ErrorCode): ExitCodeValue {
  return EXIT_CODE_BY_ERROR_CODE[errorCode];
}
