import { domainError, err, ok, type Result } from '../../shared';
import { validateShippingAddress } from '../../validation';
import type { SavedAddress } from '../model';
import type { CustomerStore } from '../../../ports/customers';
import type { Clock } from '../../../ports/clock';

/** The answer when the signed-in customer has no saved address with the id asked for. */
export const ADDRESS_NOT_FOUND = domainError('account/address-not-found', 'We could not find that address.');

/**
 * POST and PUT /api/customers/me/addresses (spec: core-cart-checkout §3 Customer description addresses, §5 Validation
 * rules): adds an address to the customer's book, or changes one of theirs (`addressId`). The address follows the
 * shipping-address rules of §5 with a street ('validation/invalid-address', `details.fields`); it is stored as
 * validated (trimmed, state code, normalized postal code). `isDefault` makes it the only default; a customer's first
 * address is the default. Another customer's id, or an unknown one: 'account/address-not-found'.
 */
export class SaveAddress {
  constructor(
    private readonly store: CustomerStore,
    private readonly clock: Clock,
  ) {}

  async execute(
    customerId: string,
    input: { readonly addressId?: string; readonly address: unknown; readonly isDefault?: boolean },
  ): Promise<Result<{ readonly address: SavedAddress; readonly addresses: readonly SavedAddress[] }>> {
    const valid = validateShippingAddress(input.address, { needsEmail: false, needsStreet: true });
    if (!valid.ok) return valid;
    const saved = await this.store.saveAddress(
      customerId,
      {
        ...(input.addressId ? { addressId: input.addressId } : {}),
        address: valid.value,
        isDefault: !!input.isDefault,
      },
      this.clock.nowMs(),
    );
    if (!saved) return err(ADDRESS_NOT_FOUND);
    return ok({ address: saved, addresses: await this.store.addresses(customerId) });
  }
}
