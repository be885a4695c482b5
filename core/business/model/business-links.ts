/**
 * The business account link a shopper is offered (spec: core-cart-checkout §6 Business: "a customer without a
 * business account sees 'Convert to Business Account' (source 'User Converted'); with one, 'View Business Account';
 * a visitor sees 'Create Business Account', which opens sign-up with business selected").
 */
export type BusinessAccountAction = 'create' | 'convert' | 'view';

/** Where each action leads: 'create' opens sign-up (no path); 'convert' to registration as 'User Converted'. */
export const BUSINESS_ACCOUNT_PATHS = {
  register: '/business/register',
  convert: '/business/register?source=User+Converted',
  view: '/account/business',
} as const;

/**
 * Which business link a session is offered: 'create' to a visitor (no customer signed in), 'view' to a customer with a
 * business account, 'convert' to any other customer.
 */
export function businessAccountAction(session: {
  readonly signedIn: boolean;
  readonly hasBusinessAccount: boolean;
}): BusinessAccountAction {
  if (!session.signedIn) return 'create';
  return session.hasBusinessAccount ? 'view' : 'convert';
}
