import type { BusinessProfile, BusinessProfileFields } from '../core/business';

/**
 * Business profiles, one per customer keyed by the customer's id (spec: core-cart-checkout §6 Business, §7
 * business-units calls). Absent is `undefined`. Times are ISO 8601 strings. Throws PortError only when the store is
 * unreachable.
 */
export interface BusinessProfileStore {
  /** The customer's business profile, or undefined when the customer has none. */
  get(customerId: string): Promise<BusinessProfile | undefined>;
  /**
   * Stores a new profile and marks its customer a business contact (the account's isB2b), atomically: true, or false
   * (nothing changed) when the customer has a profile already; of two concurrent creations exactly one wins.
   */
  create(profile: BusinessProfile): Promise<boolean>;
  /**
   * Replaces the profile's editable fields and sets `updatedAt` (source and createdAt stay): the profile afterwards,
   * or undefined when the customer has none.
   */
  update(customerId: string, fields: BusinessProfileFields, updatedAt: string): Promise<BusinessProfile | undefined>;
}
