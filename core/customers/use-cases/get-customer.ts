import { normalizeEmail, type Customer } from '../model';
import type { CustomerStore } from '../../../ports/customers';

/**
 * An account by id (a signed-in session's: its session summary, shell-account §3 Session) or by e-mail (compared
 * case-insensitively, as accounts are unique: a CX agent's lookup), or undefined when there is none.
 */
export class GetCustomer {
  constructor(private readonly store: CustomerStore) {}

  /** The account with this id, or undefined when it is gone. */
  execute(customerId: string): Promise<Customer | undefined> {
    return this.store.byId(customerId);
  }

  /** The account of `email` (any case, surrounding spaces ignored), or undefined. */
  async byEmail(email: string): Promise<Customer | undefined> {
    return (await this.store.byEmail(normalizeEmail(email)))?.customer;
  }
}
