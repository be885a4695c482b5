/**
 * The notifications model: readonly data and pure rules (The storefront response envelope and notification rules (spec:
 * core-cart-checkout §7, §8)).
 */
export * from './envelope-schema';
export * from './envelope-types';
export * from './envelope';
export * from './notifications';
