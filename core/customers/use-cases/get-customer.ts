import type { Customer } from '../model';
import type { CustomerStore } from '../../../ports/customers';

/** The account of a signed-in session (its session summary, shell-account §3 Session), or undefined when it is gone. */
export class GetCustomer {
  constructor(private readonly store: CustomerStore) {}

  execute(customerId: string): Promise<Customer | undefined> {
    return this.store.byId(customerId);
  }
}
