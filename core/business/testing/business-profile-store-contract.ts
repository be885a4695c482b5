import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BusinessProfile } from '../model';
import type { BusinessProfileStore } from '../../../ports/business-profiles';

/**
 * The behaviour every BusinessProfileStore (ports/business-profiles.ts) must have, as a reusable vitest suite: the
 * in-memory store runs it (in-memory-business-profile-store.test.ts) and so does the embedded one (test/integration).
 * `makeStore` gets the ids of the customers the suite uses, for a store whose rows reference customers.
 */
export type BusinessStoreUnderTest =
  BusinessProfileStore | { readonly store: BusinessProfileStore; readonly close: () => Promise<void> | void };

/** The customers of the suite. */
export const CONTRACT_CUSTOMERS = ['customer-ada', 'customer-bo'] as const;

/** Ada's coffee shop profile, created 2026-11-20T10:00Z as a converted user. */
export function contractProfile(overrides: Partial<BusinessProfile> = {}): BusinessProfile {
  return {
    customerId: 'customer-ada',
    companyName: 'Ada Coffee LLC',
    industry: 'Restaurant / Cafe',
    taxId: '12-3456789',
    phone: '2015550123',
    address: {
      name: 'Ada Lovelace',
      company: 'Ada Coffee LLC',
      street1: '1 Main St',
      city: 'Hoboken',
      state: 'NJ',
      postalCode: '07030',
      country: 'US',
    },
    teamSize: '11-50',
    source: 'User Converted',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** Runs the contract against the stores `makeStore` makes (a fresh, empty one per test). */
export function describeBusinessProfileStore(name: string, makeStore: () => Promise<BusinessStoreUnderTest>): void {
  describe(name, () => {
    let store: BusinessProfileStore;
    let close: () => Promise<void> | void = () => undefined;
    beforeEach(async () => {
      const made = await makeStore();
      if ('close' in made) ({ store, close } = made);
      else store = made;
    });
    afterEach(async () => close());

    it('keeps one profile per customer: the first creation wins, a second changes nothing', async () => {
      expect(await store.get('customer-ada')).toBeUndefined();
      expect(await store.create(contractProfile())).toBe(true);
      expect(await store.create(contractProfile({ companyName: 'Other', source: 'Account Creation' }))).toBe(false);
      expect(await store.get('customer-ada')).toEqual(contractProfile());
      expect(await store.get('customer-bo')).toBeUndefined();
    });

    it('of two concurrent creations for one customer exactly one wins', async () => {
      const results = await Promise.all([
        store.create(contractProfile()),
        store.create(contractProfile({ companyName: 'Twin' })),
      ]);
      expect(results.filter(Boolean)).toHaveLength(1);
    });

    it('a profile without a tax id reads back without one', async () => {
      const { taxId: _none, ...withoutTaxId } = contractProfile({ customerId: 'customer-bo' });
      await store.create(withoutTaxId);
      expect(await store.get('customer-bo')).toEqual(withoutTaxId);
    });

    it('updates the fields and updatedAt, keeping source and createdAt; undefined without a profile', async () => {
      await store.create(contractProfile());
      const { taxId: _gone, source: _s, customerId: _c, createdAt: _t, updatedAt: _u, ...fields } = contractProfile();
      const changed = { ...fields, companyName: 'Ada Roasters', teamSize: '51-200' as const };
      const after = await store.update('customer-ada', changed, '2026-11-21T09:30:00.000Z');
      const { taxId: _dropped, ...expected } = contractProfile({
        companyName: 'Ada Roasters',
        teamSize: '51-200',
        updatedAt: '2026-11-21T09:30:00.000Z',
      });
      expect(after).toEqual(expected);
      expect(await store.get('customer-ada')).toEqual(expected);
      expect(await store.update('customer-bo', changed, '2026-11-21T09:30:00.000Z')).toBeUndefined();
    });
  });
}
