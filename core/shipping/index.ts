/**
 * Public API of the shipping context: Free-shipping progress, shipping cost, offers, ship days and shipping use cases
 * (spec: core-cart-checkout §3, §4). Import it from outside the context instead of its files.
 */
export * from './model';
export * from './use-cases/find-restricted-country-skus';
export * from './use-cases/predict-shipping';
export * from './use-cases/quote-shipping';
export * from './use-cases/list-ship-dates';
