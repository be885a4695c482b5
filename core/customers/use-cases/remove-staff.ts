import { domainError, err, ok, type Result } from '../../shared';
import { normalizeEmail, type StaffMember } from '../model';
import type { CustomerStore } from '../../../ports/customers';

/**
 * `nutshell staff remove <email>` (spec: core-cart-checkout §6 "otherwise it is switched off"): the account of
 * `email` loses 'checkOutAsCustomer' and the admin flag, and every session of it ends (CustomerStore.revokeStaff), so
 * no CX mode outlives the permission. The member afterwards (its role without the permission); 'resource/not-found'
 * "No customer with that e-mail." when there is no account. Removing someone who is no staff changes nothing else.
 */
export class RemoveStaff {
  constructor(private readonly store: CustomerStore) {}

  async execute(email: string): Promise<Result<StaffMember>> {
    const stored = await this.store.byEmail(normalizeEmail(email));
    const role = stored ? await this.store.revokeStaff(stored.customer.id) : undefined;
    if (!stored || !role) return err(domainError('resource/not-found', 'No customer with that e-mail.', { email }));
    return ok({ customer: stored.customer, role });
  }
}
