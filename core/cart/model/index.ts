/** The cart model: readonly cart data and the pure rules over it (spec: core-cart-checkout §3, §4). */
export * from './actions';
export * from './address';
export * from './auto-delivery';
export * from './cart';
export * from './digital-gifts';
export * from './discount-codes';
export * from './discounts-info';
export * from './fixed-address';
export * from './order';
export * from './order-confirmation-mail';
export * from './order-tracking';
export * from './quantity-rules';
export * from './quantity-selector';
export * from './shipment-edits';
export * from './shipment-split';
export * from './shipments';
export * from './totals';
