import { err, ok, type Result } from '../../shared';
import { businessFactsOf, type BusinessAccountFacts, type BusinessProfile } from '../model';
import type { BusinessProfileStore } from '../../../ports/business-profiles';
import { NO_BUSINESS_ACCOUNT } from './business-errors';

/**
 * GET /api/business-units/me/profile (spec: core-cart-checkout §7 business-units calls): the signed-in customer's own
 * business profile, or 'business/not-found' when the customer has none. `facts` gives what a session and the
 * customer description carry (businessName, businessIndustry), undefined without a profile.
 */
export class GetBusinessProfile {
  constructor(private readonly profiles: BusinessProfileStore) {}

  async execute(customerId: string): Promise<Result<BusinessProfile>> {
    const profile = await this.profiles.get(customerId);
    return profile ? ok(profile) : err(NO_BUSINESS_ACCOUNT);
  }

  /** The business facts of the customer's profile (shell-account §3 Contact), or undefined without one. */
  async facts(customerId: string): Promise<BusinessAccountFacts | undefined> {
    const profile = await this.profiles.get(customerId);
    return profile && businessFactsOf(profile);
  }
}
