import { describe, expect, it } from 'vitest';
import { BUSINESS_ACCOUNT_PATHS, businessAccountAction } from './business-links';

describe('the business account link (core-cart-checkout §6 Business)', () => {
  it('offers a visitor Create, a customer without a business account Convert, one with it View', () => {
    expect(businessAccountAction({ signedIn: false, hasBusinessAccount: false })).toBe('create');
    expect(businessAccountAction({ signedIn: true, hasBusinessAccount: false })).toBe('convert');
    expect(businessAccountAction({ signedIn: true, hasBusinessAccount: true })).toBe('view');
  });

  it("converts at /business/register with the source 'User Converted' and views at /account/business", () => {
    expect(new URLSearchParams(BUSINESS_ACCOUNT_PATHS.convert.split('?')[1]).get('source')).toBe('User Converted');
    expect(BUSINESS_ACCOUNT_PATHS.view).toBe('/account/business');
  });
});
