/**
 * The cart use cases behind the cart's edits (quantities, remove, discount codes). CartStore imports this
 * module on the first edit, so these use cases and their zod input schemas stay out of the initial JS;
 * an edit made while it loads waits in the cart's queue.
 */
export { ApplyDiscountCode } from '../../core/cart/use-cases/apply-discount-code';
export { ChangeLineItemQuantities } from '../../core/cart/use-cases/change-line-item-quantities';
export { RemoveDiscountCode } from '../../core/cart/use-cases/remove-discount-code';
export { RemoveLineItem } from '../../core/cart/use-cases/remove-line-item';
