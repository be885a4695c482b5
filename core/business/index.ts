/**
 * Public API of the business context: business accounts' profiles, their registration form's rules and the use cases
 * (spec: core-cart-checkout §6 Business, §7 business-units calls; shell-account §4 Sign-in flow). Import it from
 * outside the context instead of its files.
 */
export * from './model';
export * from './use-cases/business-errors';
export * from './use-cases/create-business-account';
export * from './use-cases/get-business-profile';
export * from './use-cases/update-business-profile';
