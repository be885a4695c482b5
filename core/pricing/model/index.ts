/**
 * Pricing rules: percent off, price selection, tiers, line savings (spec: core-cart-checkout §3; catalogue-gifting §3
 * Price).
 */
export * from './cart-predicate';
export * from './per-pound';
export * from './percent-off';
export * from './price-selection';
export * from './total-savings';
