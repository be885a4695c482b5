/**
 * Public API of the customers context: accounts, sessions' identity, e-mail and password rules (spec: shell-account
 * §3 to §6; core-cart-checkout §3 Customer description). Import it from outside the context instead of its files.
 */
export * from './model';
