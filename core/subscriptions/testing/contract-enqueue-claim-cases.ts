import { describe, expect, it } from 'vitest';
import { byId, draft, keyOf, LEASE, PAT, SAM, SAMS, HOME, WORK, type ContractContext } from './contract-fixtures';

/** The contract's cases on delivery runs: enqueueDue, claimRun and finishRun (ports/subscriptions.ts). `t.store` is the running test's store. */
export function enqueueAndClaimCases(t: ContractContext): void {
  describe('enqueueDue', () => {
    it('makes one pending run per customer, address and ship date due on or before the day', async () => {
      await t.store.create(draft({ nextShipOn: '2026-12-01' }));
      await t.store.create(draft({ nextShipOn: '2026-12-01', sku: 'MANGO-1LB' }));
      await t.store.create(draft({ nextShipOn: '2026-12-01', shippingAddressId: WORK! }));
      await t.store.create(draft({ nextShipOn: '2026-11-28' }));
      await t.store.create(draft({ nextShipOn: '2026-12-02' }));
      await t.store.create(draft({ customerId: SAM, shippingAddressId: SAMS!, nextShipOn: '2026-12-01' }));
      const off = await t.store.create(draft({ nextShipOn: '2026-12-01', shippingAddressId: WORK!, sku: 'X' }));
      await t.store.update(PAT, off.id, 1, { active: false, cancelReason: 'Moving' });
      expect(await t.store.enqueueDue('2026-12-01')).toBe(4);
      const runs = [...(await t.store.runsOn('2026-12-01')), ...(await t.store.runsOn('2026-11-28'))];
      expect(runs.map(keyOf).sort()).toEqual([
        `${PAT} ${HOME} 2026-11-28 pending`,
        `${PAT} ${HOME} 2026-12-01 pending`,
        `${PAT} ${WORK} 2026-12-01 pending`,
        `${SAM} ${SAMS} 2026-12-01 pending`,
      ]);
      expect(runs.every((r) => r.attempts === 0 && /^\d+$/.test(r.id))).toBe(true);
      expect(new Set(runs.map((r) => r.id)).size).toBe(4);
      expect(await t.store.runsOn('2026-12-02')).toEqual([]);
    });

    it('makes no second run while one is pending, claimed or declined', async () => {
      await t.store.create(draft());
      await t.store.create(draft({ shippingAddressId: WORK! }));
      await t.store.create(draft({ customerId: SAM, shippingAddressId: SAMS! }));
      expect(await t.store.enqueueDue('2026-12-01')).toBe(3);
      expect(await t.store.enqueueDue('2026-12-01')).toBe(0);
      const claimed = (await t.store.claimRun('w1', LEASE))!;
      const declined = (await t.store.claimRun('w1', LEASE))!;
      await t.store.finishRun(declined.id, 'w1', { status: 'declined', failure: 'Your card was declined.' });
      expect(await t.store.enqueueDue('2026-12-01')).toBe(0);
      expect(await t.store.enqueueDue('2026-12-03')).toBe(0);
      expect((await t.store.runsOn('2026-12-01')).length).toBe(3);
      expect(claimed.id).not.toBe(declined.id);
    });

    it('makes a new run for what is still due after a run ended ordered or empty', async () => {
      const s = await t.store.create(draft());
      await t.store.enqueueDue('2026-12-01');
      const run = (await t.store.claimRun('w1', LEASE))!;
      await t.store.finishRun(run.id, 'w1', { status: 'empty' });
      expect(await t.store.enqueueDue('2026-12-01')).toBe(1);
      const next = (await t.store.claimRun('w1', LEASE))!;
      expect(next.id).not.toBe(run.id);
      await t.store.finishRun(next.id, 'w1', {
        status: 'ordered',
        orderNumber: '1001',
        advance: [{ subscriptionId: s.id, nextShipOn: '2027-01-12' }],
      });
      expect(await t.store.enqueueDue('2026-12-01')).toBe(0);
    });
  });

  describe('claimRun and finishRun', () => {
    it('claims a pending run once, for the lease', async () => {
      await t.store.create(draft());
      await t.store.enqueueDue('2026-12-01');
      const run = await t.store.claimRun('w1', LEASE);
      expect(run).toMatchObject({ customerId: PAT, shippingAddressId: HOME, shipOn: '2026-12-01' });
      expect(run).toMatchObject({ status: 'claimed', attempts: 1 });
      expect(await t.store.claimRun('w2', LEASE)).toBeUndefined();
      t.clock.ms += LEASE - 1;
      expect(await t.store.claimRun('w2', LEASE)).toBeUndefined();
      expect(await t.store.claimRun('w2', LEASE, run!.id)).toBeUndefined();
    });

    it("lets another worker take over a run whose lease ran out; the first can't finish it", async () => {
      const s = await t.store.create(draft());
      await t.store.enqueueDue('2026-12-01');
      const first = (await t.store.claimRun('w1', LEASE))!;
      t.clock.ms += LEASE;
      const taken = await t.store.claimRun('w2', LEASE);
      expect(taken).toMatchObject({ id: first.id, status: 'claimed', attempts: 2 });
      const advance = [{ subscriptionId: s.id, nextShipOn: '2027-01-12' }];
      expect(await t.store.finishRun(first.id, 'w1', { status: 'ordered', orderNumber: '1001', advance })).toBe(false);
      expect((await t.store.get(PAT, s.id))?.nextShipOn).toBe('2026-12-01');
      expect(await t.store.finishRun(first.id, 'w2', { status: 'ordered', orderNumber: '1001', advance })).toBe(true);
      expect((await t.store.get(PAT, s.id))?.nextShipOn).toBe('2027-01-12');
      expect(await t.store.finishRun(first.id, 'w2', { status: 'empty' })).toBe(false);
    });

    it('lets a holder finish after its lease ran out when nobody took the run', async () => {
      await t.store.create(draft());
      await t.store.enqueueDue('2026-12-01');
      const run = (await t.store.claimRun('w1', LEASE))!;
      t.clock.ms += LEASE * 3;
      expect(await t.store.finishRun(run.id, 'w1', { status: 'empty' })).toBe(true);
      expect((await t.store.runsOn('2026-12-01')).map((r) => r.status)).toEqual(['empty']);
    });

    it('claims only the run named', async () => {
      await t.store.create(draft());
      await t.store.create(draft({ shippingAddressId: WORK! }));
      await t.store.enqueueDue('2026-12-01');
      const runs = [...(await t.store.runsOn('2026-12-01'))].sort(byId);
      const second = await t.store.claimRun('w1', LEASE, runs[1]!.id);
      expect(second).toMatchObject({ id: runs[1]!.id, shippingAddressId: runs[1]!.shippingAddressId });
      expect(await t.store.claimRun('w1', LEASE, runs[1]!.id)).toBeUndefined();
      expect(await t.store.claimRun('w1', LEASE, '999999')).toBeUndefined();
      expect((await t.store.claimRun('w1', LEASE))?.id).toBe(runs[0]!.id);
    });

    it("answers a run's due subscriptions: active, to its address, on its day (not an earlier one's)", async () => {
      const due = await t.store.create(draft({ nextShipOn: '2026-12-01' }));
      await t.store.create(draft({ nextShipOn: '2026-11-27', sku: 'MANGO-1LB' }));
      await t.store.create(draft({ nextShipOn: '2026-12-02' }));
      await t.store.create(draft({ shippingAddressId: WORK! }));
      await t.store.create(draft({ customerId: SAM, shippingAddressId: SAMS! }));
      const off = await t.store.create(draft({ sku: 'X' }));
      await t.store.update(PAT, off.id, 1, { active: false, cancelReason: 'Moving' });
      const run = (await t.store.openRun(PAT, HOME!, '2026-12-01'))!;
      const found = [...(await t.store.dueSubscriptions(run))].sort(byId);
      expect(found).toEqual([due]);
    });

    it('ends an ordered run by moving each subscription on, a one-time one becoming inactive', async () => {
      const every = await t.store.create(draft());
      const once = await t.store.create(draft({ intervalDays: undefined, sku: 'MANGO-1LB' }));
      await t.store.enqueueDue('2026-12-01');
      const run = (await t.store.claimRun('w1', LEASE))!;
      t.clock.ms += 1000;
      const done = await t.store.finishRun(run.id, 'w1', {
        status: 'ordered',
        orderNumber: '1001',
        advance: [{ subscriptionId: every.id, nextShipOn: '2027-01-12' }, { subscriptionId: once.id }],
      });
      expect(done).toBe(true);
      expect(await t.store.get(PAT, every.id)).toEqual({ ...every, nextShipOn: '2027-01-12', version: 2 });
      const ended = (await t.store.get(PAT, once.id))!;
      expect(ended.active).toBe(false);
      expect(ended.nextShipOn).toBeUndefined();
      expect(ended.version).toBe(2);
      const [finished] = await t.store.runsOn('2026-12-01');
      expect(finished).toMatchObject({ id: run.id, status: 'ordered', orderNumber: '1001', attempts: 1 });
      expect(finished!.updatedAt).toBe(new Date(t.clock.ms).toISOString());
    });

    it('keeps a skip made while the run was being placed', async () => {
      const s = await t.store.create(draft());
      await t.store.enqueueDue('2026-12-01');
      const run = (await t.store.claimRun('w1', LEASE))!;
      await t.store.update(PAT, s.id, 1, { nextShipOn: '2027-01-12' });
      const advance = [{ subscriptionId: s.id, nextShipOn: '2027-01-12' }];
      expect(await t.store.finishRun(run.id, 'w1', { status: 'ordered', orderNumber: '1001', advance })).toBe(true);
      expect(await t.store.get(PAT, s.id)).toEqual({ ...s, nextShipOn: '2027-01-12', version: 2 });
    });

    it('ends a declined run with its failure, leaving the subscriptions as they were', async () => {
      const s = await t.store.create(draft());
      await t.store.enqueueDue('2026-12-01');
      const run = (await t.store.claimRun('w1', LEASE))!;
      const failure = 'Your card was declined.';
      expect(await t.store.finishRun(run.id, 'w1', { status: 'declined', failure })).toBe(true);
      expect(await t.store.get(PAT, s.id)).toEqual(s);
      expect(await t.store.runsOf(PAT, ['declined'])).toEqual([
        expect.objectContaining({ id: run.id, status: 'declined', failure, attempts: 1 }),
      ]);
      expect(await t.store.claimRun('w2', LEASE)).toBeUndefined();
    });

    it('finishes nothing for a run that is not claimed', async () => {
      await t.store.create(draft());
      await t.store.enqueueDue('2026-12-01');
      const [pending] = await t.store.runsOn('2026-12-01');
      expect(await t.store.finishRun(pending!.id, 'w1', { status: 'empty' })).toBe(false);
      expect(await t.store.finishRun('999999', 'w1', { status: 'empty' })).toBe(false);
      expect((await t.store.runsOn('2026-12-01')).map((r) => r.status)).toEqual(['pending']);
    });
  });
}
