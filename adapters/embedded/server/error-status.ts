import type { DomainError } from '../../../core/shared/result';

/**
 * The one table mapping domain error codes to HTTP statuses (DESIGN §3.4). A client's mistake is a 4xx,
 * never a 500. Unlisted codes are 400.
 */
const STATUS: Readonly<Record<string, number>> = {
  'cart/version-conflict': 409,
  'custom-object/version-conflict': 409,
  'custom-object/read-only': 403,
  'cart/not-found': 404,
  'order/not-found': 404,
  'product/sku-not-found': 400,
  'cart/line-not-found': 400,
  'cart/not-active': 400,
  'cart/invalid-action': 400,
  'cart/unknown-shipment': 400,
  'discount/not-found': 400,
  'discount/not-applicable': 400,
  'validation/invalid': 400,
  'checkout/redirect-cart': 409,
  'checkout/incomplete': 400,
  'payment/invalid-card': 402,
  'payment/declined': 402,
  'payment/nonce-unknown': 402,
  'payment/nonce-used': 402,
  'shipping/invalid-postal-code': 400,
  'shipping/unknown-option': 400,
  'auth/unauthorized': 401,
  'auth/forbidden': 403,
};

/** HTTP status for a domain error code. */
export function statusFor(code: string): number {
  return STATUS[code] ?? 400;
}

/** commercetools-style error body: `{ statusCode, message, errors: [{ code, message }] }`. */
export function errorBody(e: DomainError): { statusCode: number; message: string; errors: { code: string; message: string; currentVersion?: unknown }[] } {
  const statusCode = statusFor(e.code);
  const code = e.code === 'cart/version-conflict' ? 'ConcurrentModification' : e.code;
  return { statusCode, message: e.message, errors: [{ code, message: e.message, ...(e.details?.currentVersion !== undefined ? { currentVersion: e.details.currentVersion } : {}) }] };
}
