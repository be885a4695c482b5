/** Error codes of the account, business and content contexts (DESIGN §3.4); error-codes.ts gathers every group. */

/**
 * Customer accounts and sign-in (spec: shell-account §4 Sign-in flow, §5, §8; core-cart-checkout §4 Placing an order):
 * - 'account/invalid-credentials': the e-mail and password do not match an account (the same answer for an unknown
 *   e-mail, in the same time);
 * - 'account/email-taken': signing up with an e-mail that already has an account;
 * - 'account/weak-password': a new password breaks a rule of shell-account §5 (`details.rules` names them);
 * - 'account/link-expired': a sign-in link or a password-reset key that is unknown, used or past its time;
 * - 'account/rate-limited': too many sign-in, link or reset requests for that e-mail or from that address;
 *   `details.retryAfterS` says when to try again;
 * - 'account/not-signed-in': a customer's own resource asked for without a signed-in customer;
 * - 'account/address-not-found': no saved address with that id among the signed-in customer's;
 * - 'account/social-sign-in-failed': the identity provider refused or the sign-in with it was cancelled;
 * - 'account/wrong-password': a signed-in customer's password change named a current password that is not theirs;
 * - 'account/password-not-set': a password change for an account without a password (a guest's, a social sign-in's),
 *   which sets its first one through the mailed set-password link instead.
 * - 'account/email-unverified': an identity provider's e-mail, which it does not vouch for, belongs to an account.
 */
export const ACCOUNT_ERROR_CODES = [
  'account/invalid-credentials',
  'account/email-taken',
  'account/weak-password',
  'account/link-expired',
  'account/rate-limited',
  'account/not-signed-in',
  'account/address-not-found',
  'account/social-sign-in-failed',
  'account/wrong-password',
  'account/password-not-set',
  'account/email-unverified',
] as const;

/**
 * Business accounts (spec: core-cart-checkout §6 Business, §7 business-units calls):
 * - 'business/account-exists': the customer already has a business account (one per customer);
 * - 'business/not-found': the customer has no business account (yet);
 * - 'business/not-reseller': resale certificates are only for a business account in the reseller industry;
 * - 'business/certificate-reviewed': the resale certificate was already approved or rejected.
 */
export const BUSINESS_ERROR_CODES = [
  'business/account-exists',
  'business/not-found',
  'business/not-reseller',
  'business/certificate-reviewed',
] as const;

/**
 * Page-builder content (spec: shell-account §7 CMS content):
 * - 'content/not-found': no entry of that model has that id or name.
 */
export const CONTENT_ERROR_CODES = ['content/not-found'] as const;
