import type { Result } from '../../shared';
import { DEFAULT_MAX_PIECES_PER_ORDER, MIN_QUANTITY, validateQuantity } from '../../validation/model';

/**
 * The quantity selector (spec: core-cart-checkout §4 Overlay and quantity selector, §9 "Quantity
 * dropdown 1 to 9; input from 10; debounce 500 ms"; catalogue-gifting §5 Quantity).
 */

/** Debounce of the numeric quantity input, in milliseconds. spec: core-cart-checkout §9. */
export const QUANTITY_INPUT_DEBOUNCE_MS = 500;

/** Largest quantity offered in the dropdown. spec: core-cart-checkout §9. */
export const QUANTITY_DROPDOWN_MAX = 9;

/** From this quantity the selector is a numeric input; also the value of the 'more...' option. */
export const QUANTITY_INPUT_FROM = 10;

/** One dropdown option: `value` in units, `label` as shown ('1'…'9', 'more...'). */
export interface QuantityOption {
  readonly value: number;
  readonly label: string;
}

/**
 * Dropdown options: 1 to min(9, maxPiecesPerOrder), plus 'more...' (value 10) when
 * maxPiecesPerOrder ≥ 10. maxPiecesPerOrder defaults to 4999; below 1 gives no options.
 * spec: core-cart-checkout §4 Overlay and quantity selector.
 */
export function quantityOptions(maxPiecesPerOrder: number = DEFAULT_MAX_PIECES_PER_ORDER): readonly QuantityOption[] {
  const options: QuantityOption[] = [];
  const last = Math.min(QUANTITY_DROPDOWN_MAX, Math.floor(maxPiecesPerOrder));
  for (let value = 1; value <= last; value += 1) options.push({ value, label: String(value) });
  if (maxPiecesPerOrder >= QUANTITY_INPUT_FROM) options.push({ value: QUANTITY_INPUT_FROM, label: 'more...' });
  return options;
}

/** true when a line of `quantity` units shows the numeric input instead of the dropdown (from 10 up). */
export function usesQuantityInput(quantity: number): boolean {
  return quantity >= QUANTITY_INPUT_FROM;
}

/**
 * Parses the numeric input's text (minimum 1, maximum `max`, default 4999). Errors:
 * 'quantity/under-threshold' for values below 1 ('Quantity must be higher than 0'; the selector
 * raises its under-threshold event), 'quantity/exceeds-maximum' ('Quantity cannot exceed {max}'),
 * 'quantity/not-a-number' ('Quantity must be a number').
 * spec: core-cart-checkout §4 Overlay and quantity selector, §5 Quantity.
 */
export function parseQuantityInput(text: string, max: number = DEFAULT_MAX_PIECES_PER_ORDER): Result<number> {
  return validateQuantity(text, { min: MIN_QUANTITY, max });
}
