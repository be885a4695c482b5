import type { BusinessProfile, BusinessProfileFields } from '../model';
import type { BusinessProfileStore } from '../../../ports/business-profiles';

/**
 * A BusinessProfileStore in memory, for tests of the business use cases. It has no customer rows: `b2bMarked` lists
 * the customers `create` marked as business contacts (the embedded store sets customers.is_b2b).
 */
export class InMemoryBusinessProfileStore implements BusinessProfileStore {
  private readonly profiles = new Map<string, BusinessProfile>();
  readonly b2bMarked: string[] = [];

  get(customerId: string): Promise<BusinessProfile | undefined> {
    return Promise.resolve(this.profiles.get(customerId));
  }

  create(profile: BusinessProfile): Promise<boolean> {
    if (this.profiles.has(profile.customerId)) return Promise.resolve(false);
    this.profiles.set(profile.customerId, profile);
    this.b2bMarked.push(profile.customerId);
    return Promise.resolve(true);
  }

  update(customerId: string, fields: BusinessProfileFields, updatedAt: string): Promise<BusinessProfile | undefined> {
    const before = this.profiles.get(customerId);
    if (!before) return Promise.resolve(undefined);
    const { taxId: _dropped, ...kept } = before;
    const after: BusinessProfile = { ...kept, ...fields, updatedAt };
    this.profiles.set(customerId, after);
    return Promise.resolve(after);
  }
}
