import { domainError, err, ok, type Result } from '../../shared';

/**
 * Quantity validation (spec: core-cart-checkout §5 "Quantity"; catalogue-gifting §5 "Quantity").
 *
 * The spec's message 'Quantity must be higher than {min}' names the value a quantity must exceed,
 * while the rule says "minimum 1". So `min` here is the smallest allowed quantity (1) and the
 * message is rendered with `min - 1`: a quantity of 0 reads 'Quantity must be higher than 0',
 * which is true, rather than 'higher than 1', which would reject the valid quantity 1.
 */

/** Default maximum pieces per order per variant (spec: core-cart-checkout §9: 4999). */
export const DEFAULT_MAX_PIECES_PER_ORDER = 4999;

/** Smallest quantity a line may hold (spec: core-cart-checkout §5 "minimum 1"). */
export const MIN_QUANTITY = 1;

/** Stable error codes of quantity validation. */
export const QUANTITY_ERROR = {
  /** Not a whole number: 'Quantity must be a number'. */
  notANumber: 'quantity/not-a-number',
  /** Below the minimum (the selector's under-threshold event): 'Quantity must be higher than {min - 1}'. */
  underThreshold: 'quantity/under-threshold',
  /** Above the maximum pieces per order: 'Quantity cannot exceed {max}'. */
  exceedsMaximum: 'quantity/exceeds-maximum',
} as const;

/** Bounds of a quantity, both inclusive: `min` defaults to 1, `max` to 4999 pieces. */
export interface QuantityBounds {
  readonly min?: number;
  readonly max?: number;
}

const WHOLE_NUMBER = /^[+-]?\d+$/;

/**
 * Parses and checks a quantity typed or chosen by a shopper. Strings are trimmed and must be a
 * whole number ("12", "+3", "-1"); numbers must be integers. Returns the integer quantity or one of:
 * - 'quantity/not-a-number': 'Quantity must be a number' (empty, "abc", "2.5", NaN, Infinity),
 * - 'quantity/under-threshold': 'Quantity must be higher than {min - 1}' (0 → '... higher than 0'),
 * - 'quantity/exceeds-maximum': 'Quantity cannot exceed {max}' (5000 → 'Quantity cannot exceed 4999').
 * Details carry { min, max }. spec: core-cart-checkout §5 Quantity.
 */
export function validateQuantity(input: string | number, bounds: QuantityBounds = {}): Result<number> {
  const min = bounds.min ?? MIN_QUANTITY;
  const max = bounds.max ?? DEFAULT_MAX_PIECES_PER_ORDER;
  const details = { min, max };
  const text = typeof input === 'string' ? input.trim() : undefined;
  const quantity = text === undefined ? input : WHOLE_NUMBER.test(text) ? Number(text) : Number.NaN;
  if (typeof quantity !== 'number' || !Number.isInteger(quantity)) {
    return err(domainError(QUANTITY_ERROR.notANumber, 'Quantity must be a number', details));
  }
  if (quantity < min) {
    return err(domainError(QUANTITY_ERROR.underThreshold, `Quantity must be higher than ${min - 1}`, details));
  }
  if (quantity > max) {
    return err(domainError(QUANTITY_ERROR.exceedsMaximum, `Quantity cannot exceed ${max}`, details));
  }
  return ok(quantity);
}
