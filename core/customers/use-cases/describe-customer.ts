import { ok, type Result } from '../../shared';
import { contactOf, type CustomerDescription } from '../model';
import type { CustomerStore } from '../../../ports/customers';
import type { BusinessProfileStore } from '../../../ports/business-profiles';
import { businessFactsOf } from '../../business/model';
import { NOT_SIGNED_IN } from './account-errors';

/**
 * POST /api/me/describe (spec: core-cart-checkout §3 Customer description; shell-account §7): the signed-in
 * customer's addresses, contact, account facts and carrier allow flags. Credit accounts, discount codes, issues
 * and notes are empty and there is no admin URL until the features that fill them exist; split shipments are
 * allowed (core §4 Cart shipping modes). With a business profile (`business`, core §6 Business): hasBusinessAccount,
 * businessName and the contact's isB2b and businessIndustry from it. 'account/not-signed-in' when the account no
 * longer exists.
 */
export class DescribeCustomer {
  constructor(
    private readonly store: CustomerStore,
    private readonly business?: Pick<BusinessProfileStore, 'get'>,
  ) {}

  async execute(customerId: string): Promise<Result<CustomerDescription>> {
    const customer = await this.store.byId(customerId);
    if (!customer) return { ok: false, error: NOT_SIGNED_IN };
    const profile = await this.business?.get(customer.id);
    const facts = profile ? businessFactsOf(profile) : null;
    return ok({
      addresses: await this.store.addresses(customer.id),
      adminUrl: null,
      allowSplitShipments: true,
      carrierOptions: await this.store.carrierOptions(customer.id),
      contact: contactOf(customer, facts),
      creditAccounts: [],
      customer: { id: customer.id, email: customer.email },
      discountCodes: [],
      hasBusinessAccount: facts !== null,
      businessName: facts?.businessName ?? null,
      issues: [],
      notes: [],
      signedUpAt: customer.createdAt,
    });
  }
}
