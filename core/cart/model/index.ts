/** The cart model: readonly cart data and the pure rules over it (spec: core-cart-checkout §3, §4). */
export * from './cart';
export * from './address';
export * from './actions';
export * from './order';
export * from './shipments';
export * from './quantity-rules';
export * from './discount-codes';
export * from './totals';
export * from './quantity-selector';
export * from './shipment-edits';
export * from './fixed-address';
export * from './digital-gifts';
