/**
 * Public API of the customers context: accounts, sessions' identity, e-mail and password rules, and the account use
 * cases (spec: shell-account §3 to §6; core-cart-checkout §3 Customer description). Import it from outside the
 * context instead of its files.
 */
export * from './model';
export * from './use-cases/adopt-session-cart';
export * from './use-cases/change-name';
export * from './use-cases/change-password';
export * from './use-cases/copy-cart-to-anonymous';
export * from './use-cases/delete-address';
export * from './use-cases/describe-customer';
export * from './use-cases/set-carrier-options';
export * from './use-cases/find-user';
export * from './use-cases/forgot-password';
export * from './use-cases/get-customer';
export * from './use-cases/has-password';
export * from './use-cases/list-addresses';
export * from './use-cases/read-sign-key-page';
export * from './use-cases/reset-password';
export * from './use-cases/save-address';
export * from './use-cases/send-sign-in-link';
export * from './use-cases/set-newsletter-choice';
export * from './use-cases/sign-in-by-link-key';
export * from './use-cases/sign-in-with-password';
export * from './use-cases/sign-up';
export * from './use-cases/sign-in-with-provider';
export * from './use-cases/start-provider-sign-in';
export * from './use-cases/create-guest-account';
export * from './use-cases/add-staff';
export * from './use-cases/remove-staff';
export * from './use-cases/staff-roles';
