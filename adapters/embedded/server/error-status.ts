import type { ErrorCode } from '../../../core/shared';

/**
 * The server's one table from error codes to HTTP statuses (DESIGN §3.4), for every wire protocol it speaks: the
 * storefront envelope, the commercetools error bodies and Algolia's `{ message, status }`. Exhaustive: a code
 * added to ERROR_CODES without a status here does not compile. A client's mistake is a 4xx, never a 500.
 */
const STATUS = {
  'cart/not-found': 404,
  'cart/version-conflict': 409,
  'cart/not-active': 400,
  'cart/invalid-action': 400,
  'cart/line-not-found': 400,
  'cart/unknown-shipment': 400,
  'cart/invalid-fixed-address': 400,
  'cart/invalid-reassign-quantity': 400,
  'cart/not-enough-units': 400,
  'cart/gift-reallocation-required': 400,
  'cart/duplicate-key': 400,
  'product/sku-not-found': 400,
  // Adding an unknown product to the favorites: the request names it, no resource in the URL is missing.
  'product/not-found': 400,
  'category/not-found': 400,
  'order/not-found': 404,
  // The order's payment is settled (or being settled by another call): nothing to pay again.
  'order/payment-not-failed': 409,
  'custom-object/version-conflict': 409,
  'custom-object/read-only': 403,
  'resource/not-found': 404,
  'discount/not-found': 400,
  'discount/not-applicable': 400,
  'discount/max-application-reached': 400,
  // The offer left the cart at place order: the cart changed; the shopper reviews its new total (a version conflict).
  'discount/offer-removed': 409,
  'quantity/not-a-number': 400,
  'quantity/under-threshold': 400,
  'quantity/exceeds-maximum': 400,
  'validation/invalid': 400,
  'validation/invalid-address': 400,
  'validation/invalid-date': 400,
  // The shopper goes back to the cart (spec: core-cart-checkout §8 "Order placement HTTP 409").
  'checkout/redirect-cart': 409,
  'checkout/out-of-stock': 409,
  'checkout/incomplete': 400,
  'payment/invalid-card': 402,
  'payment/declined': 402,
  'payment/nonce-unknown': 402,
  'payment/nonce-used': 402,
  'payment/transaction-unknown': 404,
  'payment/method-not-found': 404,
  'payment/offline-not-allowed': 403,
  'payment/card-required': 402,
  // Another order spent the stored value meanwhile: the shopper reviews the payment and tries again.
  'payment/insufficient-balance': 409,
  'gift-certificate/invalid': 404,
  'gift-certificate/empty': 400,
  'store-credit/customer-not-found': 404,
  'subscription/not-found': 404,
  'subscription/version-conflict': 409,
  'subscription/not-eligible': 400,
  'subscription/invalid-interval': 400,
  'subscription/no-address': 400,
  'subscription/no-payment-method': 400,
  'subscription/inactive': 409,
  'customizer/invalid-selection': 400,
  'customizer/invalid-ingredient': 400,
  'customizer/incomplete': 400,
  // A product of the selection is no longer offered: the shopper reviews the selection and tries again.
  'customizer/unavailable-ingredient': 409,
  'gift/not-found': 404,
  'gift/already-redeemed': 409,
  'gift/invalid-choice': 400,
  'gift/invalid-address': 400,
  'gift/invalid-recipients': 400,
  'shipping/invalid-postal-code': 400,
  'shipping/unknown-option': 400,
  // The chosen delivery was re-quoted at place order: the cart changed; the shopper reviews its new total (409).
  'shipping/price-changed': 409,
  'search/index-not-found': 404,
  'search/invalid-request': 400,
  'account/invalid-credentials': 401,
  'account/email-taken': 409,
  'account/weak-password': 400,
  // The link or key is gone for good (used or past its time).
  'account/link-expired': 410,
  'account/rate-limited': 429,
  'account/not-signed-in': 401,
  'business/account-exists': 409,
  'business/not-found': 404,
  'business/not-reseller': 403,
  'business/certificate-reviewed': 409,
  'content/not-found': 404,
  'account/address-not-found': 404,
  'account/social-sign-in-failed': 400,
  'account/wrong-password': 400,
  // The account is in no state for this call: it has no password to change.
  'account/password-not-set': 409,
  'account/email-unverified': 409,
  'auth/unauthorized': 401,
  'auth/forbidden': 403,
  'route/not-found': 404,
  'server/error': 500,
  'port/unreachable': 503,
  'server/busy': 503,
  // The CLI's own codes never reach the server; a client sending one made a mistake.
  'cli/invalid-input': 400,
  'cli/usage': 400,
  'cli/service-unavailable': 400,
  'cli/internal': 400,
} as const satisfies Readonly<Record<ErrorCode, number>>;

/** The HTTP status of a domain error code (a 4xx, or 500 for 'server/error'), from the table above. */
export function statusFor(code: ErrorCode): number {
  return STATUS[code];
}

/**
 * true for a 4xx `statusCode` on a thrown error (fastify's convention): a refused request, ours or one of fastify's
 * own protocol answers (400 unparsable body, 413 body too large, 415 unsupported media type), which have no error
 * code and keep their status. Anything else thrown is answered with the status of 'server/error'.
 */
export function isClientErrorStatus(statusCode: number | undefined): statusCode is number {
  return statusCode !== undefined && statusCode >= 400 && statusCode < 500;
}
