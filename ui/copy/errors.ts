import type { DomainError } from '../../core/shared/result';
import { copy } from './copy';

/**
 * The one table from expected-failure codes to the shopper-facing text (DESIGN §3.4).
 * Codes not listed show the error's own message, which core writes in the spec's words.
 * spec: core-cart-checkout §8 Error catalogue.
 */
const MESSAGES: Readonly<Record<string, string | ((e: DomainError) => string)>> = {
  'discount/max-application-reached': 'Discount code could not be applied because it is MaxApplicationReached',
  'discount/not-found': (e) => e.message || 'Discount code not found',
  'cart/version-conflict': 'Your cart changed in another window. Please review it and try again.',
  'cart/not-found': "Can't update cart before loading",
  'payment/invalid-card': 'Please check your card number, expiration date and CVC.',
  'quantity/not-a-number': copy.quantity.notANumber,
  'quantity/exceeds-maximum': (e) => copy.quantity.cannotExceed(Number(e.details?.max ?? 4999)),
  'quantity/under-threshold': (e) => copy.quantity.mustBeHigher(Number(e.details?.min ?? 1) - 1),
  'port/unreachable': 'We could not reach the store. Please check your connection and try again.',
};

/** The text to show for an expected failure. */
export function errorText(error: DomainError): string {
  const entry = MESSAGES[error.code];
  if (entry === undefined) return error.message;
  return typeof entry === 'string' ? entry : entry(error);
}

/** The text to show for an unexpected exception (a PortError or a bug): its message, or a generic line. */
export function exceptionText(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}
