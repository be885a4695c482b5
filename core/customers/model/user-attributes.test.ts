import { describe, expect, it } from 'vitest';
import { ANONYMOUS_SESSION } from './customer';
import { businessUserAttributes } from './user-attributes';

const contact = { id: 'c-1', email: 'bea@example.com', firstName: 'Bea', subscribed: true };

describe('the business user attributes of a session (shell-account §7 CMS content user attributes)', () => {
  it('a visitor is no contact, no customer and no business contact', () => {
    expect(businessUserAttributes(ANONYMOUS_SESSION)).toEqual({
      businessIndustry: null,
      hasBusinessAccount: false,
      hasBusinessIndustry: false,
      isB2BContact: false,
      isContact: false,
      isCustomer: false,
      userHasBusinessAccount: false,
    });
  });

  it('a business sign-up before registering is a B2B contact without an industry or business account', () => {
    const session = {
      customer: { id: 'c-1', email: 'bea@example.com' },
      contact: { ...contact, isB2b: true, businessIndustry: null },
      userHasBusinessAccount: false,
    };
    expect(businessUserAttributes(session)).toMatchObject({
      isB2BContact: true,
      hasBusinessIndustry: false,
      hasBusinessAccount: false,
      isContact: true,
      isCustomer: true,
    });
  });

  it('a registered business carries its industry and the business account', () => {
    const session = {
      customer: { id: 'c-1', email: 'bea@example.com' },
      contact: { ...contact, isB2b: true, businessIndustry: 'Retail / Reseller' },
      userHasBusinessAccount: true,
    };
    expect(businessUserAttributes(session)).toMatchObject({
      businessIndustry: 'Retail / Reseller',
      hasBusinessIndustry: true,
      hasBusinessAccount: true,
      userHasBusinessAccount: true,
      isB2BContact: true,
    });
  });
});
