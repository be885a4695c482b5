/** The gifting model (spec: catalogue-gifting §1, §2, §4 Gift drop, §5, §9; core-cart-checkout §4, §5). Pure. */
export * from './gift-address';
export * from './gift-drop';
export * from './gift-mail';
export * from './gift-options';
export * from './recipients';
export * from './gift-drop-schema';
export * from './gift-order-line';
