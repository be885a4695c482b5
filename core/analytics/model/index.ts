/**
 * The analytics model: readonly data and pure rules (Analytics events and list-view batching (spec: core-cart-checkout
 * §7, catalogue-gifting §7)).
 */
export * from './events';
export * from './list-view-batch';
export * from './order-events';
export * from './exception-event';
export * from './shell-events';
export * from './marketing-events';
