import {
  BUNDLE_INCOMPLETE_MESSAGE,
  decodeBundleSelection,
  encodeBundleSelection,
  GIFT_BOX_PRODUCT_NUMBERS,
  GIFT_BUNDLE_SHIPMENTS,
  type Slot,
} from '../../../core/customizers';
import { domainError, err, ok, type Result } from '../../../core/shared';
import type { SelectionView } from './selection-view';

/** Every bundle mistake is bad input (exit 2): 'customizer/invalid-selection' with the reason. */
const invalid = (message: string): Result<never> => err(domainError('customizer/invalid-selection', message));

/**
 * Why `productNumbers` are not a gift box bundle's shipments (catalogue-gifting §1, §3: exactly 3, each a gift box
 * 8009 to 8014), in core's words ('Choose a gift box for each of the 3 shipments.', 'Shipment 2: 8001 is not a gift
 * box.'), or undefined. Stock is not checked: the CLI command opens no session.
 */
export function bundleShipmentsProblem(productNumbers: readonly number[]): string | undefined {
  if (productNumbers.length !== GIFT_BUNDLE_SHIPMENTS) return BUNDLE_INCOMPLETE_MESSAGE;
  const i = productNumbers.findIndex((n) => !GIFT_BOX_PRODUCT_NUMBERS.includes(n));
  return i < 0 ? undefined : `Shipment ${i + 1}: ${productNumbers[i]} is not a gift box.`;
}

/**
 * The view of the gift box bundle 9910-03's selection of `slots` (its 3 gift boxes in shipping order; core
 * encodeBundleSelection, 3 characters each as a box), or 'customizer/invalid-selection' saying why (an empty slot
 * or not 3 of them: 'Choose a gift box for each of the 3 shipments.'; not a gift box).
 */
export function encodeBundleView(slots: readonly (Slot | null)[]): Result<SelectionView> {
  const filled = slots.flatMap((s) => (s ? [s.productNumber] : []));
  const problem = filled.length === slots.length ? bundleShipmentsProblem(filled) : BUNDLE_INCOMPLETE_MESSAGE;
  if (problem) return invalid(problem);
  return ok({ kind: 'bundle', selection: encodeBundleSelection(filled), slots });
}

/**
 * The view of an encoded bundle selection (core decodeBundleSelection), or 'customizer/invalid-selection' saying why:
 * it does not decode, it is not 3 filled slots, or a slot is not a gift box.
 */
export function decodeBundleView(selection: string): Result<SelectionView> {
  const decoded = decodeBundleSelection(selection);
  if (!decoded.ok) return invalid(decoded.error.message);
  const problem = bundleShipmentsProblem(decoded.value);
  if (problem) return invalid(problem);
  return ok({ kind: 'bundle', selection, slots: decoded.value.map((productNumber) => ({ productNumber })) });
}
