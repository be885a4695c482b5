/**
 * The resellers model: resale certificates and the tax exemption they give (shell-account §2 Reseller Certifications).
 * Pure.
 */
export * from './reseller-messages';
export * from './resale-certificate';
export * from './tax-exemption';
