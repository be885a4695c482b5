import { z } from 'zod';
import { QUANTITY_ERROR, validateQuantity } from '../../../core/validation';

/**
 * zod schemas for CLI arguments and flags (DESIGN §3.6: strict for user input).
 * commander hands every value over as a string (or `true` for boolean flags, `undefined` when absent).
 */

/** `--json`: present or not. */
export const jsonFlag = z.boolean().default(false);

/** A cart key or cart id: non-empty after trimming. */
export const cartRef = z.string().trim().min(1, 'a cart key or id is required');

/** A non-empty identifier such as a line item id, SKU, code or order number. */
export function identifier(what: string) {
  return z.string().trim().min(1, `${what} must not be empty`);
}

/**
 * A quantity typed on the command line, checked by core's validateQuantity
 * (spec: core-cart-checkout §5 Quantity: 'Quantity must be a number', 'Quantity cannot exceed 4999').
 * `min` is 1 for adding, 0 for set-quantity (0 removes the line).
 */
export function quantity(min: number) {
  return z.string().transform((text, ctx) => {
    const result = validateQuantity(text, { min });
    if (result.ok) return result.value;
    // 'Quantity must be higher than -1' would puzzle an agent; say what 0 does instead.
    const message =
      min === 0 && result.error.code === QUANTITY_ERROR.underThreshold
        ? 'Quantity must not be negative (0 removes the line)'
        : result.error.message;
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });
}

/** A whole-number flag such as --limit or --offset, within [min, max], with a default when absent. */
export function count(bounds: { readonly min: number; readonly max: number; readonly default: number }) {
  return z
    .string()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(bounds.min, `must be at least ${bounds.min}`)
        .max(bounds.max, `must be at most ${bounds.max}`),
    )
    .default(bounds.default);
}
