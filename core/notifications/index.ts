/**
 * Public API of the notifications context: The storefront response envelope and notification rules (spec:
 * core-cart-checkout §7, §8). Import it from outside the context instead of its files.
 */
export * from './model';
