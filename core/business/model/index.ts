/** The business accounts model (spec: core-cart-checkout §6 Business, §7 business-units calls). Pure. */
export * from './business-messages';
export * from './business-profile';
export * from './business-links';
