/** All shopper-facing text of the storefront: texts, link data and the error-code table. */
export { copy } from './copy';
export { categoryLinks, footerLinks, legalLinks, socialLinks, type NavLink } from './links';
export { errorText, exceptionText } from './errors';
