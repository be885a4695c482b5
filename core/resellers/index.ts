/**
 * Public API of the resellers context: resale certificates, their review and the tax exemption they give
 * (shell-account §2 Reseller Certifications, §6; core-cart-checkout §6 Business). Import it from outside
 * the context instead of its files.
 */
export * from './model';
export * from './use-cases/reseller-errors';
export * from './use-cases/submit-resale-certificate';
export * from './use-cases/list-resale-certificates';
export * from './use-cases/get-certificate-file';
export * from './use-cases/list-pending-certificates';
export * from './use-cases/review-certificate';
export * from './use-cases/tax-exemption';
