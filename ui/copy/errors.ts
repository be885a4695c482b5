import type { ErrorCode } from '../../core/shared';
import type { DomainError } from '../../core/shared';
import { copy } from './copy';

/**
 * The shopper-facing text of a code: a fixed text, a text built from the error (its message or details), or
 * undefined for the error's own message, which core writes in the spec's words.
 */
type ErrorMessage = string | ((error: DomainError) => string) | undefined;

/**
 * The one table from expected-failure codes to the shopper-facing text (DESIGN §3.4). Exhaustive: a code added to
 * ERROR_CODES without an entry here does not compile; `undefined` is a decision (show the error's own message),
 * not a default. spec: core-cart-checkout §8 Error catalogue.
 */
const MESSAGES = {
  'cart/not-found': "Can't update cart before loading",
  'cart/version-conflict': 'Your cart changed in another window. Please review it and try again.',
  'cart/not-active': undefined,
  'cart/invalid-action': undefined,
  'cart/line-not-found': undefined,
  'cart/unknown-shipment': undefined,
  'cart/invalid-fixed-address': undefined,
  'cart/invalid-reassign-quantity': undefined,
  'cart/not-enough-units': undefined,
  'cart/gift-reallocation-required': undefined,
  'cart/duplicate-key': undefined,
  'product/sku-not-found': undefined,
  'product/not-found': undefined,
  'category/not-found': undefined,
  'order/not-found': undefined,
  'custom-object/version-conflict': undefined,
  'custom-object/read-only': undefined,
  'resource/not-found': undefined,
  'discount/not-found': (e) => e.message || 'Discount code not found',
  'discount/not-applicable': undefined,
  'discount/max-application-reached': 'Discount code could not be applied because it is MaxApplicationReached',
  'quantity/not-a-number': copy.quantity.notANumber,
  'quantity/under-threshold': (e) => copy.quantity.mustBeHigher(Number(e.details?.min ?? 1) - 1),
  'quantity/exceeds-maximum': (e) => copy.quantity.cannotExceed(Number(e.details?.max ?? 4999)),
  'validation/invalid': undefined,
  'validation/invalid-address': undefined,
  'validation/invalid-date': undefined,
  'checkout/redirect-cart': undefined,
  'checkout/incomplete': undefined,
  'payment/invalid-card': 'Please check your card number, expiration date and CVC.',
  'payment/declined': undefined,
  'payment/nonce-unknown': undefined,
  'payment/nonce-used': undefined,
  'payment/transaction-unknown': undefined,
  'payment/method-not-found': 'We could not find that card. It may have been removed.',
  'shipping/invalid-postal-code': undefined,
  'shipping/unknown-option': undefined,
  'search/index-not-found': undefined,
  'search/invalid-request': undefined,
  'account/invalid-credentials': undefined,
  'account/email-taken': undefined,
  'account/weak-password': undefined,
  'account/link-expired': undefined,
  'account/rate-limited': undefined,
  'account/not-signed-in': undefined,
  'account/address-not-found': undefined,
  'account/social-sign-in-failed': undefined,
  'account/wrong-password': undefined,
  'account/password-not-set': undefined,
  'account/email-unverified': undefined,
  'auth/unauthorized': undefined,
  'auth/forbidden': undefined,
  'route/not-found': undefined,
  'server/error': undefined,
  'port/unreachable': undefined,
  'cli/invalid-input': undefined,
  'cli/usage': undefined,
  'cli/service-unavailable': undefined,
  'cli/internal': undefined,
} as const satisfies Readonly<Record<ErrorCode, ErrorMessage>>;

/** The text to show for an expected failure: its code's entry in the table above, or the error's own message. */
export function errorText(error: DomainError): string {
  const entry: ErrorMessage = MESSAGES[error.code];
  if (entry === undefined) return error.message;
  return typeof entry === 'string' ? entry : entry(error);
}

/** The text to show for an unexpected exception (a PortError or a bug): its message, or a generic line. */
export function exceptionText(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}
