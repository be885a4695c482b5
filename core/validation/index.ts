/**
 * Public API of the validation context: Address, postal-code, region, date and quantity rules (spec: core-cart-checkout
 * §5). Import it from outside the context instead of its files.
 */
export * from './model';
