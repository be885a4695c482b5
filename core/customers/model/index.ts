export * from './customer';
export * from './email';
export * from './password-rules';
export * from './account-mail';
export * from './sign-keys';
export * from './payment-method';
export * from './identity-providers';
export * from './staff';
