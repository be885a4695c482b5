/**
 * Public API of the pricing context: Price selection, discounts and savings (spec: catalogue-gifting §3,
 * core-cart-checkout §4). Import it from outside the context instead of its files.
 */
export * from './model';
