import type { SavedAddress } from '../model';
import type { CustomerStore } from '../../../ports/customers';

/** GET /api/customers/me/addresses (spec: core-cart-checkout §3 Customer description addresses): oldest first. */
export class ListAddresses {
  constructor(private readonly store: CustomerStore) {}

  execute(customerId: string): Promise<readonly SavedAddress[]> {
    return this.store.addresses(customerId);
  }
}
