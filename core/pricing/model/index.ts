/** Pricing rules: percent off, price selection, tiers, line savings (spec: core-cart-checkout §3; catalogue-gifting §3 Price). */
export * from './percent-off';
export * from './price-selection';
export * from './total-savings';
export * from './cart-predicate';
