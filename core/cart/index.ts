/**
 * Public API of the cart context: The cart: line items, shipments, discount codes, totals, orders and the cart edits
 * (spec: core-cart-checkout §3, §4). Import it from outside the context instead of its files.
 */
export * from './model';
export * from './use-cases/apply-discount-code';
export * from './use-cases/cart-input';
export * from './use-cases/change-line-item-quantities';
export * from './use-cases/edit-shipments';
export * from './use-cases/remove-discount-code';
export * from './use-cases/remove-line-item';
export * from './use-cases/set-line-auto-delivery';
export * from './use-cases/set-shipping-address';
export * from './use-cases/update-with-retry';
