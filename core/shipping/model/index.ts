/**
 * The shipping model: readonly data and pure rules (Free-shipping progress, shipping cost, offers, ship days and
 * shipping use cases (spec: core-cart-checkout §3, §4)).
 */
export * from './free-shipping';
export * from './free-shipping-default';
export * from './offers';
export * from './carriers';
export * from './ship-day';
export * from './shipping-cost';
