/** All shopper-facing text of the storefront: texts, link data and the error-code table. */
export { copy } from './copy';
export { nutritionCopy } from './nutrition-copy';
export { orderCopy } from './order-copy';
export { categoryLinks, legalLinks, type NavLink } from './links';
export { footerLinks, socialLinks } from './footer-links';
export { errorText, exceptionText } from './errors';
