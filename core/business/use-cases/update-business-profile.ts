import { err, ok, type Result } from '../../shared';
import { validateBusinessFields, type BusinessProfile } from '../model';
import type { BusinessProfileStore } from '../../../ports/business-profiles';
import type { Clock } from '../../../ports/clock';
import { NO_BUSINESS_ACCOUNT } from './business-errors';

/**
 * PUT /api/business-units/me/profile (spec: core-cart-checkout §7 business-units calls): replaces the signed-in
 * customer's own profile fields with a full registration form (`validateBusinessFields`); the source and creation
 * time stay. Errors: 'validation/invalid' (details.fields), 'business/not-found' when the customer has no profile.
 * A `source` in the input is ignored: it is set once, at creation.
 */
export class UpdateBusinessProfile {
  constructor(
    private readonly profiles: BusinessProfileStore,
    private readonly clock: Clock,
  ) {}

  async execute(customerId: string, input: unknown): Promise<Result<BusinessProfile>> {
    const fields = validateBusinessFields(input);
    if (!fields.ok) return fields;
    const updatedAt = new Date(this.clock.nowMs()).toISOString();
    const profile = await this.profiles.update(customerId, fields.value, updatedAt);
    return profile ? ok(profile) : err(NO_BUSINESS_ACCOUNT);
  }
}
