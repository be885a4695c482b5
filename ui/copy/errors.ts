import type { ErrorCode } from '../../core/shared';
import type { DomainError } from '../../core/shared';
import { copy } from './copy';

/**
 * The shopper-facing text of a code: a fixed text, a text built from the error (its message or details), or
 * undefined for the error's own message, which core writes in the spec's words.
 */
type ErrorMessage = string | ((error: DomainError) => string) | undefined;

/**
 * The one table from expected-failure codes to the shopper-facing text (DESIGN §3.4), for the codes whose text is not
 * the error's own message. spec: core-cart-checkout §8 Error catalogue.
 */
const MESSAGES = {
  'cart/not-found': "Can't update cart before loading",
  'cart/version-conflict': 'Your cart changed in another window. Please review it and try again.',
  'discount/not-found': (e) => e.message || 'Discount code not found',
  'discount/max-application-reached': 'Discount code could not be applied because it is MaxApplicationReached',
  'quantity/not-a-number': copy.quantity.notANumber,
  'quantity/under-threshold': (e) => copy.quantity.mustBeHigher(Number(e.details?.min ?? 1) - 1),
  'quantity/exceeds-maximum': (e) => copy.quantity.cannotExceed(Number(e.details?.max ?? 4999)),
  'payment/invalid-card': 'Please check your card number, expiration date and CVC.',
  'payment/method-not-found': 'We could not find that card. It may have been removed.',
} as const satisfies { readonly [K in ErrorCode]?: ErrorMessage };

/**
 * The codes whose text is the error's own message, which core writes in the spec's words: a decision, not a default.
 * Exhaustive at compile time (a type, so the entry carries no list): a code added to ERROR_CODES that is neither
 * here nor in MESSAGES does not compile.
 */
type OwnMessageCode =
  | 'cart/not-active'
  | 'cart/invalid-action'
  | 'cart/line-not-found'
  | 'cart/unknown-shipment'
  | 'cart/invalid-fixed-address'
  | 'cart/invalid-reassign-quantity'
  | 'cart/not-enough-units'
  | 'cart/gift-reallocation-required'
  | 'cart/duplicate-key'
  | 'product/sku-not-found'
  | 'product/not-found'
  | 'category/not-found'
  | 'order/not-found'
  | 'order/payment-not-failed'
  | 'custom-object/version-conflict'
  | 'custom-object/read-only'
  | 'resource/not-found'
  | 'discount/not-applicable'
  | 'discount/offer-removed'
  | 'validation/invalid'
  | 'validation/invalid-address'
  | 'validation/invalid-date'
  | 'checkout/redirect-cart'
  | 'checkout/out-of-stock'
  | 'checkout/incomplete'
  | 'payment/declined'
  | 'payment/nonce-unknown'
  | 'payment/nonce-used'
  | 'payment/transaction-unknown'
  | 'payment/offline-not-allowed'
  | 'payment/card-required'
  | 'payment/insufficient-balance'
  | 'gift-certificate/invalid'
  | 'gift-certificate/empty'
  | 'store-credit/customer-not-found'
  | 'subscription/not-found'
  | 'subscription/version-conflict'
  | 'subscription/not-eligible'
  | 'subscription/invalid-interval'
  | 'subscription/no-address'
  | 'subscription/no-payment-method'
  | 'subscription/inactive'
  | 'customizer/invalid-selection'
  | 'customizer/invalid-ingredient'
  | 'customizer/incomplete'
  | 'customizer/unavailable-ingredient'
  | 'gift/not-found'
  | 'gift/already-redeemed'
  | 'gift/invalid-choice'
  | 'gift/invalid-address'
  | 'gift/invalid-recipients'
  | 'shipping/invalid-postal-code'
  | 'shipping/unknown-option'
  | 'shipping/price-changed'
  | 'search/index-not-found'
  | 'search/invalid-request'
  | 'account/invalid-credentials'
  | 'account/email-taken'
  | 'account/weak-password'
  | 'account/link-expired'
  | 'account/rate-limited'
  | 'account/not-signed-in'
  | 'account/address-not-found'
  | 'account/social-sign-in-failed'
  | 'account/wrong-password'
  | 'account/password-not-set'
  | 'account/email-unverified'
  | 'business/account-exists'
  | 'business/not-found'
  | 'business/not-reseller'
  | 'business/certificate-reviewed'
  | 'content/not-found'
  | 'auth/unauthorized'
  | 'auth/forbidden'
  | 'route/not-found'
  | 'server/error'
  | 'server/busy'
  | 'port/unreachable'
  | 'cli/invalid-input'
  | 'cli/usage'
  | 'cli/service-unavailable'
  | 'cli/internal';

/** Compiles only while every ErrorCode is decided: in MESSAGES or in OwnMessageCode. */
type Undecided = Exclude<ErrorCode, keyof typeof MESSAGES | OwnMessageCode>;
const EVERY_CODE_DECIDED: [Undecided] extends [never] ? true : Undecided = true;
void EVERY_CODE_DECIDED;

/** The text to show for an expected failure: its code's entry in the table above, or the error's own message. */
export function errorText(error: DomainError): string {
  const entry: ErrorMessage = (MESSAGES as { readonly [K in ErrorCode]?: ErrorMessage })[error.code];
  if (entry === undefined) return error.message;
  return typeof entry === 'string' ? entry : entry(error);
}

/** The text to show for an unexpected exception (a PortError or a bug): its message, or a generic line. */
export function exceptionText(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}
