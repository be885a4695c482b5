import { domainError, err, ok, type DomainError, type Result } from '../../shared';
import type { CartAction } from './actions';
import type { Cart, CartDiscountCode, DiscountCodeState } from './cart';
import { emptyShipmentKeys, shipmentRemovalActions } from './shipments';

/**
 * Discount codes on a cart (spec: core-cart-checkout §4 Discount codes; §8 "Discount code not applicable").
 * Error codes:
 * - 'discount/not-found': `The discount code ${code} could not be found.` The spec only says an error is
 *   thrown when the new code is not found; this message is ours. details.code holds the code.
 * - 'discount/not-applicable': `Discount code could not be applied because it is ${state}`, e.g.
 *   'Discount code could not be applied because it is MaxApplicationReached'. details.state holds the state.
 */

/** The error for a code the platform does not know (or an id not on the cart). */
export function discountNotFound(code: string): DomainError {
  return domainError('discount/not-found', `The discount code ${code} could not be found.`, { code });
}

/** The error for a code on the cart whose state is not MatchesCart. */
export function discountNotApplicable(state: DiscountCodeState): DomainError {
  return domainError('discount/not-applicable', `Discount code could not be applied because it is ${state}`, { state });
}

/** Options of applyDiscountCodeActions. */
export interface ApplyDiscountCodeOptions {
  /**
   * true when the code being replaced (the cart's current code) is one of the customer's own codes
   * (customer store discountCodes); such a code stays available in the account and is not stashed.
   */
  readonly isCustomerCode: boolean;
}

function stashActions(current: CartDiscountCode): CartAction[] {
  return [
    { action: 'setCustomField', name: 'stashedDiscountCode', value: current.code },
    { action: 'setCustomField', name: 'stashedDiscountCodeName', value: current.name },
  ];
}

/**
 * Actions applying `code` (spec §4 "Applying a code removes the current one, stashes it when it is not a
 * customer code, then adds the new one"): removeDiscountCode for every current code, setCustomField
 * stashedDiscountCode / stashedDiscountCodeName with the first current code unless `isCustomerCode`, then
 * addDiscountCode. Check the updated cart with checkAppliedCode.
 */
export function applyDiscountCodeActions(
  cart: Cart,
  code: string,
  { isCustomerCode }: ApplyDiscountCodeOptions,
): CartAction[] {
  const [current] = cart.discountCodes;
  return [
    ...cart.discountCodes.map((d): CartAction => ({ action: 'removeDiscountCode', discountCodeId: d.id })),
    ...(current && !isCustomerCode ? stashActions(current) : []),
    { action: 'addDiscountCode', code },
  ];
}

/** The discount code on `cart` whose code equals `code`, ignoring case and surrounding spaces. */
export function findDiscountCode(cart: Cart, code: string): CartDiscountCode | undefined {
  const wanted = code.trim().toUpperCase();
  return cart.discountCodes.find((d) => d.code.trim().toUpperCase() === wanted);
}

/**
 * Checks the cart after applyDiscountCodeActions: ok with the applied code when its state is MatchesCart;
 * 'discount/not-found' when it is not on the cart; 'discount/not-applicable' for any other state.
 */
export function checkAppliedCode(cartAfter: Cart, code: string): Result<CartDiscountCode> {
  const applied = findDiscountCode(cartAfter, code);
  if (!applied) return err(discountNotFound(code));
  if (applied.state !== 'MatchesCart') return err(discountNotApplicable(applied.state));
  return ok(applied);
}

/**
 * Actions undoing a failed apply so the cart's codes and stash are as in `before`: remove the codes
 * `after` has that `before` had not, re-add `before`'s codes that are gone, and reset the stash fields
 * (an absent value removes the field).
 */
export function restoreDiscountCodesActions(before: Cart, after: Cart): CartAction[] {
  const had = (cart: Cart, d: CartDiscountCode) => findDiscountCode(cart, d.code) !== undefined;
  const actions: CartAction[] = [
    ...after.discountCodes
      .filter((d) => !had(before, d))
      .map((d): CartAction => ({ action: 'removeDiscountCode', discountCodeId: d.id })),
    ...before.discountCodes
      .filter((d) => !had(after, d))
      .map((d): CartAction => ({ action: 'addDiscountCode', code: d.code })),
  ];
  for (const name of ['stashedDiscountCode', 'stashedDiscountCodeName'] as const) {
    if (before.custom[name] !== after.custom[name])
      actions.push({ action: 'setCustomField', name, value: before.custom[name] });
  }
  return actions;
}

/**
 * Actions removing the discount code with id `discountCodeId` (spec §4 "Removing a code stashes it and
 * removes empty shipments"): removeDiscountCode, stash it, then remove shipments no line targets (with
 * their custom line items and, in Multiple mode, shipping methods). 'discount/not-found' when the id is
 * not on the cart. A shipment emptied by the removal itself (a gift line of the discount) shows only on
 * the updated cart: run emptyShipmentKeys / shipmentRemovalActions on it.
 */
export function removeDiscountCodeActions(cart: Cart, discountCodeId: string): Result<CartAction[]> {
  const current = cart.discountCodes.find((d) => d.id === discountCodeId);
  if (!current) return err(discountNotFound(discountCodeId));
  return ok([
    { action: 'removeDiscountCode', discountCodeId },
    ...stashActions(current),
    ...shipmentRemovalActions(cart, emptyShipmentKeys(cart)),
  ]);
}
