import {
  BUNDLE_INCOMPLETE_MESSAGE,
  bundleProblem,
  decodeBundleSelection,
  encodeBundleSelection,
  type Slot,
} from '../../../core/customizers';
import { domainError, err, ok, type Result } from '../../../core/shared';
import type { SelectionView } from './selection-view';

/** Every bundle mistake is bad input (exit 2): 'customizer/invalid-selection' with the reason. */
const invalid = (message: string): Result<never> => err(domainError('customizer/invalid-selection', message));

/**
 * The view of the gift box bundle 9910-03's selection of `slots` (its 3 gift boxes in shipping order; core
 * encodeBundleSelection, 3 characters each as a box), or 'customizer/invalid-selection' saying why (an empty slot
 * or not 3 of them: 'Choose a gift box for each of the 3 shipments.'; not a gift box).
 */
export function encodeBundleView(slots: readonly (Slot | null)[]): Result<SelectionView> {
  const filled = slots.flatMap((s) => (s ? [s.productNumber] : []));
  const problem = filled.length === slots.length ? bundleProblem(filled) : BUNDLE_INCOMPLETE_MESSAGE;
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
  const problem = bundleProblem(decoded.value);
  if (problem) return invalid(problem);
  return ok({ kind: 'bundle', selection, slots: decoded.value.map((productNumber) => ({ productNumber })) });
}
