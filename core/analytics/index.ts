/**
 * Public API of the analytics context: Analytics events and list-view batching (spec: core-cart-checkout §7,
 * catalogue-gifting §7). Import it from outside the context instead of its files.
 */
export * from './model';
