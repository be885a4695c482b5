import { err, ok, type Result } from '../../shared';
import type { SavedAddress } from '../model';
import type { CustomerStore } from '../../../ports/customers';
import { ADDRESS_NOT_FOUND } from './save-address';

/**
 * DELETE /api/customers/me/addresses/{addressId} (spec: core-cart-checkout §3 Customer description addresses):
 * removes one of the customer's addresses; the book afterwards. Another customer's id, or an unknown one:
 * 'account/address-not-found'.
 */
export class DeleteAddress {
  constructor(private readonly store: CustomerStore) {}

  async execute(customerId: string, addressId: string): Promise<Result<readonly SavedAddress[]>> {
    if (!(await this.store.deleteAddress(customerId, addressId))) return err(ADDRESS_NOT_FOUND);
    return ok(await this.store.addresses(customerId));
  }
}
