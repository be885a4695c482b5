import type { StaffMember, StaffRole } from '../model';
import type { CustomerStore } from '../../../ports/customers';

/**
 * The staff as the store holds them (spec: core-cart-checkout §6; shell-account §6): `nutshell staff list`, and the
 * role of one account, read afresh from the store every time (the server's staff guard and session summaries rely on
 * that: a removed permission is gone with the next request).
 */
export class StaffRoles {
  constructor(private readonly store: CustomerStore) {}

  /** Every account with 'checkOutAsCustomer', by e-mail. */
  execute(): Promise<readonly StaffMember[]> {
    return this.store.listStaff();
  }

  /** The role of the account with this id: NO_STAFF_ROLE for ordinary customers and unknown ids. */
  roleOf(customerId: string): Promise<StaffRole> {
    return this.store.roleOf(customerId);
  }
}
