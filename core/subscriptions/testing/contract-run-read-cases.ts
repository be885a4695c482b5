import type { DeliveryRun } from '../../../ports/subscriptions';
import { describe, expect, it } from 'vitest';
import { draft, LEASE, PAT, SAM, SAMS, HOME, WORK, type ContractContext } from './contract-fixtures';

/** The contract's cases on delivery runs: openRun, runsOf and runsOn (ports/subscriptions.ts). `t.store` is the running test's store. */
export function openAndReadRunCases(t: ContractContext): void {
  describe('openRun', () => {
    it('makes a run for a delivery without one, and answers the same while it is pending', async () => {
      await t.store.create(draft());
      const made = await t.store.openRun(PAT, HOME!, '2026-11-30');
      expect(made).toMatchObject({ customerId: PAT, shippingAddressId: HOME, shipOn: '2026-11-30' });
      expect(made).toMatchObject({ status: 'pending', attempts: 0 });
      expect((await t.store.openRun(PAT, HOME!, '2026-11-30'))?.id).toBe(made!.id);
      expect(await t.store.runsOn('2026-11-30')).toHaveLength(1);
    });

    it('reopens a declined run as pending, so it can be claimed again', async () => {
      await t.store.create(draft());
      await t.store.enqueueDue('2026-12-01');
      const run = (await t.store.claimRun('w1', LEASE))!;
      await t.store.finishRun(run.id, 'w1', { status: 'declined', failure: 'Your card was declined.' });
      const reopened = await t.store.openRun(PAT, HOME!, '2026-12-01');
      expect(reopened).toMatchObject({ id: run.id, status: 'pending', attempts: 1 });
      expect(reopened?.failure).toBeUndefined();
      expect(await t.store.runsOf(PAT, ['declined'])).toEqual([]);
      expect(await t.store.claimRun('w2', LEASE, run.id)).toMatchObject({ id: run.id, attempts: 2 });
    });

    it('answers undefined while a live worker holds the run, and the run once its lease ran out', async () => {
      await t.store.create(draft());
      await t.store.enqueueDue('2026-12-01');
      const run = (await t.store.claimRun('w1', LEASE))!;
      expect(await t.store.openRun(PAT, HOME!, '2026-12-01')).toBeUndefined();
      t.clock.ms += LEASE;
      expect((await t.store.openRun(PAT, HOME!, '2026-12-01'))?.id).toBe(run.id);
      expect(await t.store.claimRun('w2', LEASE, run.id)).toMatchObject({ id: run.id, attempts: 2 });
    });
  });

  describe('runsOf and runsOn', () => {
    it("lists a customer's runs in the statuses asked, newest first", async () => {
      await t.store.create(draft({ nextShipOn: '2026-11-27' }));
      await t.store.enqueueDue('2026-11-27');
      t.clock.ms += 1000;
      await t.store.create(draft({ nextShipOn: '2026-12-01', shippingAddressId: WORK! }));
      await t.store.create(draft({ customerId: SAM, shippingAddressId: SAMS! }));
      await t.store.enqueueDue('2026-12-01');
      const failure = 'Your card was declined.';
      for (let n = 0; n < 3; n += 1) {
        t.clock.ms += 1000;
        const run = (await t.store.claimRun('w1', LEASE))!;
        await t.store.finishRun(run.id, 'w1', { status: 'declined', failure });
      }
      const pats = await t.store.runsOf(PAT, ['declined']);
      expect(pats.map((r: DeliveryRun) => `${r.shipOn} ${r.shippingAddressId}`)).toEqual([
        `2026-12-01 ${WORK}`,
        `2026-11-27 ${HOME}`,
      ]);
      expect(await t.store.runsOf(PAT, ['pending', 'ordered'])).toEqual([]);
      expect((await t.store.runsOf(SAM, ['declined', 'pending'])).map((r) => r.customerId)).toEqual([SAM]);
    });

    it("lists a day's runs of every customer", async () => {
      await t.store.create(draft());
      await t.store.create(draft({ customerId: SAM, shippingAddressId: SAMS! }));
      await t.store.create(draft({ nextShipOn: '2026-12-02', shippingAddressId: WORK! }));
      await t.store.enqueueDue('2026-12-02');
      const day = await t.store.runsOn('2026-12-01');
      expect(day.map((r) => r.customerId).sort()).toEqual([PAT, SAM]);
      expect((await t.store.runsOn('2026-12-02')).map((r) => r.shippingAddressId)).toEqual([WORK]);
    });
  });
}
