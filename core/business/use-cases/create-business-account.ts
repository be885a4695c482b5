import { domainError, err, ok, type Result } from '../../shared';
import {
  BUSINESS_MESSAGES,
  BUSINESS_SOURCES,
  validateBusinessFields,
  type BusinessProfile,
  type BusinessSource,
} from '../model';
import type { BusinessProfileStore } from '../../../ports/business-profiles';
import type { Clock } from '../../../ports/clock';
import type { CustomerStore } from '../../../ports/customers';
import { ACCOUNT_EXISTS, NO_SUCH_CUSTOMER } from './business-errors';

const sourceOf = (input: unknown): BusinessSource | undefined => {
  const source = typeof input === 'object' && input !== null ? (input as { source?: unknown }).source : undefined;
  return BUSINESS_SOURCES.find((s) => s === source);
};

/**
 * POST /api/business-units (spec: core-cart-checkout §6 Business "Convert to Business Account (source 'User
 * Converted')", §7 "payload includes source"; shell-account §4 "A new business account outside checkout goes to
 * /business/register, recording the source as Account Creation"): a signed-in customer's business account from the
 * registration form (`validateBusinessFields`) and its `source`. The customer becomes a business contact (isB2b) and
 * the session's businessIndustry and businessName follow the profile. Errors: 'validation/invalid' (details.fields,
 * 'source' for a missing or unknown source), 'business/account-exists' when the customer has one already,
 * 'account/not-signed-in' for an id that is no account.
 */
export class CreateBusinessAccount {
  constructor(
    private readonly customers: CustomerStore,
    private readonly profiles: BusinessProfileStore,
    private readonly clock: Clock,
  ) {}

  async execute(customerId: string, input: unknown): Promise<Result<BusinessProfile>> {
    const fields = validateBusinessFields(input);
    const source = sourceOf(input);
    if (!fields.ok || !source) {
      const fieldErrors = fields.ok ? {} : (fields.error.details?.fields as Record<string, string>);
      const all = source ? fieldErrors : { ...fieldErrors, source: BUSINESS_MESSAGES.sourceInvalid };
      const message = fields.ok ? BUSINESS_MESSAGES.sourceInvalid : fields.error.message;
      return err(domainError('validation/invalid', message, { fields: all }));
    }
    if (!(await this.customers.byId(customerId))) return err(NO_SUCH_CUSTOMER);
    const now = new Date(this.clock.nowMs()).toISOString();
    const profile: BusinessProfile = { ...fields.value, customerId, source, createdAt: now, updatedAt: now };
    return (await this.profiles.create(profile)) ? ok(profile) : err(ACCOUNT_EXISTS);
  }
}
