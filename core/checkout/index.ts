/**
 * Public API of the checkout context: Checkout steps, restrictions, adding to the cart, delivery and placing orders
 * (spec: core-cart-checkout §2, §4). Import it from outside the context instead of its files.
 */
export * from './model';
export * from './use-cases/add-line-item';
export * from './use-cases/add-to-cart';
export * from './use-cases/change-payment-method';
export * from './use-cases/clear-copied-order';
export * from './use-cases/prepare-cart';
export * from './use-cases/get-receipt';
export * from './use-cases/get-customer-order';
export * from './use-cases/is-first-order';
export * from './use-cases/issue-gift-certificates';
export * from './use-cases/issue-store-credit';
export * from './use-cases/place-order-payments';
export * from './use-cases/list-customer-orders';
export * from './use-cases/list-easy-reorder';
export * from './use-cases/place-order';
export * from './use-cases/place-order-for-customer';
export * from './use-cases/copy-order-for-customer';
export * from './use-cases/reorder-order';
export * from './use-cases/select-delivery-option';
export * from './use-cases/set-payment-adjustment';
export * from './use-cases/upload-order';
export * from './use-cases/choose-first-deliveries';
export * from './use-cases/check-delivery-quotes';
