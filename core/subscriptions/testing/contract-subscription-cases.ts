import { describe, expect, it } from 'vitest';
import { byId, draft, PAT, SAM, SAMS, HOME, WORK, type ContractContext } from './contract-fixtures';

/** The contract's cases on subscriptions: create, get, list, ownerOf, update (ports/subscriptions.ts). `t.store` is the running test's store. */
export function subscriptionCases(t: ContractContext): void {
  describe('subscriptions', () => {
    it('creates an active subscription at version 1 with a new numeric id', async () => {
      const first = await t.store.create(draft());
      const second = await t.store.create(draft({ sku: 'MANGO-1LB', intervalDays: undefined }));
      expect(first).toEqual({ ...draft(), id: first.id, version: 1, active: true });
      expect(first.id).toMatch(/^\d+$/);
      expect(Number(second.id)).toBeGreaterThan(Number(first.id));
      expect(second.intervalDays).toBeUndefined();
      expect(await t.store.get(PAT, first.id)).toEqual(first);
    });

    it("reads only the customer's own subscriptions", async () => {
      const pats = await t.store.create(draft());
      const sams = await t.store.create(draft({ customerId: SAM, shippingAddressId: SAMS! }));
      expect(await t.store.get(SAM, pats.id)).toBeUndefined();
      expect(await t.store.get(PAT, '999999')).toBeUndefined();
      expect(await t.store.list(PAT)).toEqual([pats]);
      expect(await t.store.list(SAM)).toEqual([sams]);
    });

    it("names the owner of any subscription by id, active or not, and nobody's for an unknown id", async () => {
      const pats = await t.store.create(draft());
      const sams = await t.store.create(draft({ customerId: SAM, shippingAddressId: SAMS! }));
      await t.store.update(PAT, pats.id, 1, { active: false, cancelReason: 'Moving' });
      expect(await t.store.ownerOf(pats.id)).toBe(PAT);
      expect(await t.store.ownerOf(sams.id)).toBe(SAM);
      expect(await t.store.ownerOf('999999')).toBeUndefined();
      expect(await t.store.ownerOf('not-an-id')).toBeUndefined();
    });

    it('lists active subscriptions only, unless includeInactive', async () => {
      const kept = await t.store.create(draft());
      const gone = await t.store.create(draft({ sku: 'MANGO-1LB' }));
      const cancelled = await t.store.update(PAT, gone.id, 1, { active: false, cancelReason: 'Too many nuts' });
      expect(cancelled.ok).toBe(true);
      expect(await t.store.list(PAT)).toEqual([kept]);
      expect(await t.store.list(PAT, { includeInactive: false })).toEqual([kept]);
      const all = [...(await t.store.list(PAT, { includeInactive: true }))].sort(byId);
      expect(all).toEqual([kept, { ...gone, active: false, cancelReason: 'Too many nuts', version: 2 }]);
    });

    it('updates only the fields given, at the version read, and counts the version up', async () => {
      const s = await t.store.create(draft());
      const changed = await t.store.update(PAT, s.id, 1, { quantity: 3, shippingAddressId: WORK! });
      expect(changed).toEqual({ ok: true, value: { ...s, quantity: 3, shippingAddressId: WORK, version: 2 } });
      const again = await t.store.update(PAT, s.id, 2, { intervalDays: 84, nextShipOn: '2026-12-15' });
      expect(again).toEqual({
        ok: true,
        value: { ...s, quantity: 3, shippingAddressId: WORK, intervalDays: 84, nextShipOn: '2026-12-15', version: 3 },
      });
      expect(await t.store.get(PAT, s.id)).toEqual(again.ok ? again.value : undefined);
    });

    it('clears a field changed to null', async () => {
      const s = await t.store.create(draft());
      await t.store.update(PAT, s.id, 1, { active: false, cancelReason: 'Moving' });
      const cleared = await t.store.update(PAT, s.id, 2, {
        intervalDays: null,
        nextShipOn: null,
        paymentMethodId: null,
        cancelReason: null,
        active: true,
      });
      expect(cleared.ok).toBe(true);
      const value = cleared.ok ? cleared.value : undefined;
      expect(value).toEqual({
        id: s.id,
        customerId: PAT,
        sku: 'ALM-1LB',
        quantity: 1,
        addedAt: s.addedAt,
        shippingAddressId: HOME,
        channelKey: 'auto-delivery',
        active: true,
        version: 3,
      });
    });

    it("refuses a stale version with the current one, and another customer's subscription", async () => {
      const s = await t.store.create(draft());
      await t.store.update(PAT, s.id, 1, { quantity: 2 });
      const stale = await t.store.update(PAT, s.id, 1, { quantity: 5 });
      expect(stale.ok).toBe(false);
      if (!stale.ok) {
        expect(stale.error.code).toBe('subscription/version-conflict');
        expect(stale.error.details).toEqual({ currentVersion: 2 });
      }
      const foreign = await t.store.update(SAM, s.id, 2, { quantity: 5 });
      expect(foreign.ok ? undefined : foreign.error.code).toBe('subscription/not-found');
      const missing = await t.store.update(PAT, '999999', 1, { quantity: 5 });
      expect(missing.ok ? undefined : missing.error.code).toBe('subscription/not-found');
      expect((await t.store.get(PAT, s.id))?.quantity).toBe(2);
    });
  });
}
