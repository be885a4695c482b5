import type { BusinessAccountFacts } from '../../business/model';
import type { Contact, Customer, LoginType, SessionSummary } from './customer';
import { ANONYMOUS_SESSION } from './customer';
import { isStaffRole, NO_STAFF_ROLE, type ActingFor, type StaffRole } from './staff';

/** How long a mailed sign-in link works, in minutes (one use). */
export const SIGN_IN_LINK_MINUTES = 15;
/** How long a mailed password-reset (or set-password) link works, in hours (one use). */
export const RESET_PASSWORD_HOURS = 24;
/** How long the welcome mail's confirm link (a sign-in link) works, in hours (one use). */
export const CONFIRM_EMAIL_HOURS = 24;
/** Where the welcome mail's confirm link leads once it signed the customer in. */
export const CONFIRM_EMAIL_REDIRECT = '/account/order-history';

/** The path a sign-in link opens (spec: core-cart-checkout §2 "magic-link page"). */
export const MAGIC_LINK_PREFIX = '/sign/magic-link/';
/** The path a password-reset link opens (spec: core-cart-checkout §2 "reset-password page"). */
export const RESET_PASSWORD_PREFIX = '/sign/reset-password/';

/** At most this many characters in a mailed key (ids.token() makes 43). */
export const SIGN_KEY_MAX_LENGTH = 200;

/** The page and key of a mailed link's path, or undefined for any other path. */
export function signKeyOfPath(
  path: string,
): { readonly page: 'MagicLinkPage' | 'ResetPasswordPage'; readonly key: string } | undefined {
  for (const [prefix, page] of [
    [MAGIC_LINK_PREFIX, 'MagicLinkPage'],
    [RESET_PASSWORD_PREFIX, 'ResetPasswordPage'],
  ] as const) {
    if (!path.startsWith(prefix)) continue;
    const key = path.slice(prefix.length);
    // A malformed key is an expired link, not another page: only a key of ids.token()'s alphabet can be live.
    return key.length > 0 && key.length <= SIGN_KEY_MAX_LENGTH && !key.includes('/') ? { page, key } : undefined;
  }
  return undefined;
}

/**
 * A path a sign-in link may lead to: a path on this site ('/account', '/checkout?step=2'), never another origin
 * ('//evil.example', 'https://…', '/\\evil'). Anything else becomes '/'.
 */
export function safeRedirectPath(path: string): string {
  return /^\/(?![/\\])[^\s\\]*$/.test(path) && path.length <= 500 ? path : '/';
}

/**
 * The contact of a customer (core-cart-checkout §3 Customer description `contact`; shell-account §3 Contact): a
 * business account's customer is a business contact (isB2b) with its profile's industry; others have none.
 */
export function contactOf(customer: Customer, business: BusinessAccountFacts | null = null): Contact {
  return {
    id: customer.id,
    email: customer.email,
    firstName: customer.firstName,
    isB2b: customer.isB2b || business !== null,
    subscribed: customer.newsletterOptIn,
    businessIndustry: business?.businessIndustry ?? null,
  };
}

/**
 * The session summary of a signed-in customer (spec: shell-account §3 Session): the utility bar's first name, the
 * login type of this session and the account's creation time; the account's permissions and admin flag (`role`,
 * none by default) and, for staff only, whom the session acts for (core §6: CX mode is off without the
 * 'checkOutAsCustomer' permission) and, with a business account (`business`, core-cart-checkout §6 Business), its
 * name in businessAccountInfo, userHasBusinessAccount and the contact's industry. Anonymous sessions use
 * ANONYMOUS_SESSION.
 */
export function sessionSummaryOf(
  customer: Customer,
  loginType: LoginType | null,
  role: StaffRole = NO_STAFF_ROLE,
  actingFor: ActingFor | null = null,
  business: BusinessAccountFacts | null = null,
): SessionSummary {
  return {
    ...ANONYMOUS_SESSION,
    customer: { id: customer.id, email: customer.email },
    contact: contactOf(customer, business),
    businessAccountInfo: business && { businessName: business.businessName },
    signedLoginType: loginType,
    userCreatedAt: customer.createdAt,
    userFirstName: customer.firstName,
    email: customer.email,
    userHasBusinessAccount: business !== null,
    permissions: role.permissions,
    isAdmin: role.isAdmin,
    actingFor: isStaffRole(role) ? actingFor : null,
  };
}
