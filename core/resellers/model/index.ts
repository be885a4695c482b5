/** The resellers model: resale certificates and the tax exemption they give (issue 18 "Resellers"). Pure. */
export * from './reseller-messages';
export * from './resale-certificate';
export * from './tax-exemption';
