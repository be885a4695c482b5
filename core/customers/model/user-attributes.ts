import type { SessionSummary } from './customer';

/**
 * The session's user attributes that content targeting reads (spec: shell-account §7 CMS content "payload carries
 * user attributes: … businessIndustry, hasBusinessAccount, hasBusinessIndustry, isB2BContact, isContact, isCustomer,
 * … userHasBusinessAccount"): the business contact facts of the session, derived from its contact and customer.
 */
export interface BusinessUserAttributes {
  readonly businessIndustry: string | null;
  readonly hasBusinessAccount: boolean;
  readonly hasBusinessIndustry: boolean;
  readonly isB2BContact: boolean;
  readonly isContact: boolean;
  readonly isCustomer: boolean;
  readonly userHasBusinessAccount: boolean;
}

/**
 * The business user attributes of a session: isB2BContact is the contact's isB2b (a business sign-up or a business
 * account), businessIndustry the registered business's industry (null before registering), hasBusinessAccount and
 * userHasBusinessAccount whether the business is registered; isContact and isCustomer whether the session has a
 * contact and a signed-in customer.
 */
export function businessUserAttributes(
  session: Pick<SessionSummary, 'contact' | 'customer' | 'userHasBusinessAccount'>,
): BusinessUserAttributes {
  const industry = session.contact?.businessIndustry ?? null;
  return {
    businessIndustry: industry,
    hasBusinessAccount: session.userHasBusinessAccount,
    hasBusinessIndustry: industry !== null,
    isB2BContact: session.contact?.isB2b ?? false,
    isContact: session.contact !== null,
    isCustomer: session.customer !== null,
    userHasBusinessAccount: session.userHasBusinessAccount,
  };
}
