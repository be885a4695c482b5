import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Clock } from '../../../ports/clock';
import type { DeliveryRun, SubscriptionDraft, SubscriptionStore } from '../../../ports/subscriptions';

/**
 * The behaviour every SubscriptionStore (ports/subscriptions.ts) must have, as a reusable vitest suite: the
 * in-memory store runs it (in-memory-subscription-store.test.ts) and so does the PostgreSQL one.
 *
 * The suite uses the customers of CONTRACT_CUSTOMERS with their saved address ids: a store whose tables reference
 * customers and addresses seeds those rows in `makeStore`. Its wall clock (leases, `updatedAt`) is the clock
 * handed to `makeStore`, starting at CONTRACT_START_MS, which the suite moves on.
 */

/** The customers the suite subscribes, each with the ids of their saved addresses. */
export const CONTRACT_CUSTOMERS = {
  pat: { id: 'contract-customer-1', addresses: ['contract-address-1', 'contract-address-2'] },
  sam: { id: 'contract-customer-2', addresses: ['contract-address-3'] },
} as const;

/** The wall clock's first reading: 2026-11-30T13:00:00Z. */
export const CONTRACT_START_MS = Date.UTC(2026, 10, 30, 13);

/** A clock the suite moves: `nowMs` reads `ms`. */
export interface ContractClock extends Clock {
  ms: number;
}

/** What `makeStore` gives: the store, or the store with how to close it after each test. */
export type StoreUnderTest =
  SubscriptionStore | { readonly store: SubscriptionStore; readonly close: () => Promise<void> | void };

const PAT = CONTRACT_CUSTOMERS.pat.id;
const SAM = CONTRACT_CUSTOMERS.sam.id;
const [HOME, WORK] = CONTRACT_CUSTOMERS.pat.addresses;
const [SAMS] = CONTRACT_CUSTOMERS.sam.addresses;
const LEASE = 60_000;

/** A draft for Pat: 1 × ALM-1LB every 42 days from 2026-12-01 to the home address, paid with card pm-1. */
function draft(overrides: Partial<SubscriptionDraft> = {}): SubscriptionDraft {
  return {
    customerId: PAT,
    sku: 'ALM-1LB',
    quantity: 1,
    intervalDays: 42,
    nextShipOn: '2026-12-01',
    addedAt: '2026-11-20T10:00:00.000Z',
    shippingAddressId: HOME!,
    paymentMethodId: 'pm-1',
    channelKey: 'auto-delivery',
    ...overrides,
  };
}

const byId = (a: { id: string }, b: { id: string }) => Number(a.id) - Number(b.id);
const keyOf = (r: DeliveryRun) => `${r.customerId} ${r.shippingAddressId} ${r.shipOn} ${r.status}`;

/**
 * Declares the SubscriptionStore contract suite `name` over stores made by `makeStore` (a fresh, empty store for
 * each test, on the wall clock given).
 */
export function describeSubscriptionStore(name: string, makeStore: (clock: ContractClock) => Promise<StoreUnderTest>) {
  describe(`SubscriptionStore contract: ${name}`, () => {
    let store: SubscriptionStore;
    let close: (() => Promise<void> | void) | undefined;
    const clock: ContractClock = { ms: CONTRACT_START_MS, nowMs: () => clock.ms };

    beforeEach(async () => {
      clock.ms = CONTRACT_START_MS;
      const made = await makeStore(clock);
      ({ store, close } = 'store' in made ? made : { store: made, close: undefined });
    });
    afterEach(async () => {
      await close?.();
    });

    describe('subscriptions', () => {
      it('creates an active subscription at version 1 with a new numeric id', async () => {
        const first = await store.create(draft());
        const second = await store.create(draft({ sku: 'MANGO-1LB', intervalDays: undefined }));
        expect(first).toEqual({ ...draft(), id: first.id, version: 1, active: true });
        expect(first.id).toMatch(/^\d+$/);
        expect(Number(second.id)).toBeGreaterThan(Number(first.id));
        expect(second.intervalDays).toBeUndefined();
        expect(await store.get(PAT, first.id)).toEqual(first);
      });

      it("reads only the customer's own subscriptions", async () => {
        const pats = await store.create(draft());
        const sams = await store.create(draft({ customerId: SAM, shippingAddressId: SAMS! }));
        expect(await store.get(SAM, pats.id)).toBeUndefined();
        expect(await store.get(PAT, '999999')).toBeUndefined();
        expect(await store.list(PAT)).toEqual([pats]);
        expect(await store.list(SAM)).toEqual([sams]);
      });

      it("names the owner of any subscription by id, active or not, and nobody's for an unknown id", async () => {
        const pats = await store.create(draft());
        const sams = await store.create(draft({ customerId: SAM, shippingAddressId: SAMS! }));
        await store.update(PAT, pats.id, 1, { active: false, cancelReason: 'Moving' });
        expect(await store.ownerOf(pats.id)).toBe(PAT);
        expect(await store.ownerOf(sams.id)).toBe(SAM);
        expect(await store.ownerOf('999999')).toBeUndefined();
        expect(await store.ownerOf('not-an-id')).toBeUndefined();
      });

      it('lists active subscriptions only, unless includeInactive', async () => {
        const kept = await store.create(draft());
        const gone = await store.create(draft({ sku: 'MANGO-1LB' }));
        const cancelled = await store.update(PAT, gone.id, 1, { active: false, cancelReason: 'Too many nuts' });
        expect(cancelled.ok).toBe(true);
        expect(await store.list(PAT)).toEqual([kept]);
        expect(await store.list(PAT, { includeInactive: false })).toEqual([kept]);
        const all = [...(await store.list(PAT, { includeInactive: true }))].sort(byId);
        expect(all).toEqual([kept, { ...gone, active: false, cancelReason: 'Too many nuts', version: 2 }]);
      });

      it('updates only the fields given, at the version read, and counts the version up', async () => {
        const s = await store.create(draft());
        const changed = await store.update(PAT, s.id, 1, { quantity: 3, shippingAddressId: WORK! });
        expect(changed).toEqual({ ok: true, value: { ...s, quantity: 3, shippingAddressId: WORK, version: 2 } });
        const again = await store.update(PAT, s.id, 2, { intervalDays: 84, nextShipOn: '2026-12-15' });
        expect(again).toEqual({
          ok: true,
          value: { ...s, quantity: 3, shippingAddressId: WORK, intervalDays: 84, nextShipOn: '2026-12-15', version: 3 },
        });
        expect(await store.get(PAT, s.id)).toEqual(again.ok ? again.value : undefined);
      });

      it('clears a field changed to null', async () => {
        const s = await store.create(draft());
        await store.update(PAT, s.id, 1, { active: false, cancelReason: 'Moving' });
        const cleared = await store.update(PAT, s.id, 2, {
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
        const s = await store.create(draft());
        await store.update(PAT, s.id, 1, { quantity: 2 });
        const stale = await store.update(PAT, s.id, 1, { quantity: 5 });
        expect(stale.ok).toBe(false);
        if (!stale.ok) {
          expect(stale.error.code).toBe('subscription/version-conflict');
          expect(stale.error.details).toEqual({ currentVersion: 2 });
        }
        const foreign = await store.update(SAM, s.id, 2, { quantity: 5 });
        expect(foreign.ok ? undefined : foreign.error.code).toBe('subscription/not-found');
        const missing = await store.update(PAT, '999999', 1, { quantity: 5 });
        expect(missing.ok ? undefined : missing.error.code).toBe('subscription/not-found');
        expect((await store.get(PAT, s.id))?.quantity).toBe(2);
      });
    });

    describe('enqueueDue', () => {
      it('makes one pending run per customer, address and ship date due on or before the day', async () => {
        await store.create(draft({ nextShipOn: '2026-12-01' }));
        await store.create(draft({ nextShipOn: '2026-12-01', sku: 'MANGO-1LB' }));
        await store.create(draft({ nextShipOn: '2026-12-01', shippingAddressId: WORK! }));
        await store.create(draft({ nextShipOn: '2026-11-28' }));
        await store.create(draft({ nextShipOn: '2026-12-02' }));
        await store.create(draft({ customerId: SAM, shippingAddressId: SAMS!, nextShipOn: '2026-12-01' }));
        const off = await store.create(draft({ nextShipOn: '2026-12-01', shippingAddressId: WORK!, sku: 'X' }));
        await store.update(PAT, off.id, 1, { active: false, cancelReason: 'Moving' });
        expect(await store.enqueueDue('2026-12-01')).toBe(4);
        const runs = [...(await store.runsOn('2026-12-01')), ...(await store.runsOn('2026-11-28'))];
        expect(runs.map(keyOf).sort()).toEqual([
          `${PAT} ${HOME} 2026-11-28 pending`,
          `${PAT} ${HOME} 2026-12-01 pending`,
          `${PAT} ${WORK} 2026-12-01 pending`,
          `${SAM} ${SAMS} 2026-12-01 pending`,
        ]);
        expect(runs.every((r) => r.attempts === 0 && /^\d+$/.test(r.id))).toBe(true);
        expect(new Set(runs.map((r) => r.id)).size).toBe(4);
        expect(await store.runsOn('2026-12-02')).toEqual([]);
      });

      it('makes no second run while one is pending, claimed or declined', async () => {
        await store.create(draft());
        await store.create(draft({ shippingAddressId: WORK! }));
        await store.create(draft({ customerId: SAM, shippingAddressId: SAMS! }));
        expect(await store.enqueueDue('2026-12-01')).toBe(3);
        expect(await store.enqueueDue('2026-12-01')).toBe(0);
        const claimed = (await store.claimRun('w1', LEASE))!;
        const declined = (await store.claimRun('w1', LEASE))!;
        await store.finishRun(declined.id, 'w1', { status: 'declined', failure: 'Your card was declined.' });
        expect(await store.enqueueDue('2026-12-01')).toBe(0);
        expect(await store.enqueueDue('2026-12-03')).toBe(0);
        expect((await store.runsOn('2026-12-01')).length).toBe(3);
        expect(claimed.id).not.toBe(declined.id);
      });

      it('makes a new run for what is still due after a run ended ordered or empty', async () => {
        const s = await store.create(draft());
        await store.enqueueDue('2026-12-01');
        const run = (await store.claimRun('w1', LEASE))!;
        await store.finishRun(run.id, 'w1', { status: 'empty' });
        expect(await store.enqueueDue('2026-12-01')).toBe(1);
        const next = (await store.claimRun('w1', LEASE))!;
        expect(next.id).not.toBe(run.id);
        await store.finishRun(next.id, 'w1', {
          status: 'ordered',
          orderNumber: '1001',
          advance: [{ subscriptionId: s.id, nextShipOn: '2027-01-12' }],
        });
        expect(await store.enqueueDue('2026-12-01')).toBe(0);
      });
    });

    describe('claimRun and finishRun', () => {
      it('claims a pending run once, for the lease', async () => {
        await store.create(draft());
        await store.enqueueDue('2026-12-01');
        const run = await store.claimRun('w1', LEASE);
        expect(run).toMatchObject({ customerId: PAT, shippingAddressId: HOME, shipOn: '2026-12-01' });
        expect(run).toMatchObject({ status: 'claimed', attempts: 1 });
        expect(await store.claimRun('w2', LEASE)).toBeUndefined();
        clock.ms += LEASE - 1;
        expect(await store.claimRun('w2', LEASE)).toBeUndefined();
        expect(await store.claimRun('w2', LEASE, run!.id)).toBeUndefined();
      });

      it("lets another worker take over a run whose lease ran out; the first can't finish it", async () => {
        const s = await store.create(draft());
        await store.enqueueDue('2026-12-01');
        const first = (await store.claimRun('w1', LEASE))!;
        clock.ms += LEASE;
        const taken = await store.claimRun('w2', LEASE);
        expect(taken).toMatchObject({ id: first.id, status: 'claimed', attempts: 2 });
        const advance = [{ subscriptionId: s.id, nextShipOn: '2027-01-12' }];
        expect(await store.finishRun(first.id, 'w1', { status: 'ordered', orderNumber: '1001', advance })).toBe(false);
        expect((await store.get(PAT, s.id))?.nextShipOn).toBe('2026-12-01');
        expect(await store.finishRun(first.id, 'w2', { status: 'ordered', orderNumber: '1001', advance })).toBe(true);
        expect((await store.get(PAT, s.id))?.nextShipOn).toBe('2027-01-12');
        expect(await store.finishRun(first.id, 'w2', { status: 'empty' })).toBe(false);
      });

      it('lets a holder finish after its lease ran out when nobody took the run', async () => {
        await store.create(draft());
        await store.enqueueDue('2026-12-01');
        const run = (await store.claimRun('w1', LEASE))!;
        clock.ms += LEASE * 3;
        expect(await store.finishRun(run.id, 'w1', { status: 'empty' })).toBe(true);
        expect((await store.runsOn('2026-12-01')).map((r) => r.status)).toEqual(['empty']);
      });

      it('claims only the run named', async () => {
        await store.create(draft());
        await store.create(draft({ shippingAddressId: WORK! }));
        await store.enqueueDue('2026-12-01');
        const runs = [...(await store.runsOn('2026-12-01'))].sort(byId);
        const second = await store.claimRun('w1', LEASE, runs[1]!.id);
        expect(second).toMatchObject({ id: runs[1]!.id, shippingAddressId: runs[1]!.shippingAddressId });
        expect(await store.claimRun('w1', LEASE, runs[1]!.id)).toBeUndefined();
        expect(await store.claimRun('w1', LEASE, '999999')).toBeUndefined();
        expect((await store.claimRun('w1', LEASE))?.id).toBe(runs[0]!.id);
      });

      it("answers a run's due subscriptions: active, to its address, on its day (not an earlier one's)", async () => {
        const due = await store.create(draft({ nextShipOn: '2026-12-01' }));
        await store.create(draft({ nextShipOn: '2026-11-27', sku: 'MANGO-1LB' }));
        await store.create(draft({ nextShipOn: '2026-12-02' }));
        await store.create(draft({ shippingAddressId: WORK! }));
        await store.create(draft({ customerId: SAM, shippingAddressId: SAMS! }));
        const off = await store.create(draft({ sku: 'X' }));
        await store.update(PAT, off.id, 1, { active: false, cancelReason: 'Moving' });
        const run = (await store.openRun(PAT, HOME!, '2026-12-01'))!;
        const found = [...(await store.dueSubscriptions(run))].sort(byId);
        expect(found).toEqual([due]);
      });

      it('ends an ordered run by moving each subscription on, a one-time one becoming inactive', async () => {
        const every = await store.create(draft());
        const once = await store.create(draft({ intervalDays: undefined, sku: 'MANGO-1LB' }));
        await store.enqueueDue('2026-12-01');
        const run = (await store.claimRun('w1', LEASE))!;
        clock.ms += 1000;
        const done = await store.finishRun(run.id, 'w1', {
          status: 'ordered',
          orderNumber: '1001',
          advance: [{ subscriptionId: every.id, nextShipOn: '2027-01-12' }, { subscriptionId: once.id }],
        });
        expect(done).toBe(true);
        expect(await store.get(PAT, every.id)).toEqual({ ...every, nextShipOn: '2027-01-12', version: 2 });
        const ended = (await store.get(PAT, once.id))!;
        expect(ended.active).toBe(false);
        expect(ended.nextShipOn).toBeUndefined();
        expect(ended.version).toBe(2);
        const [finished] = await store.runsOn('2026-12-01');
        expect(finished).toMatchObject({ id: run.id, status: 'ordered', orderNumber: '1001', attempts: 1 });
        expect(finished!.updatedAt).toBe(new Date(clock.ms).toISOString());
      });

      it('keeps a skip made while the run was being placed', async () => {
        const s = await store.create(draft());
        await store.enqueueDue('2026-12-01');
        const run = (await store.claimRun('w1', LEASE))!;
        await store.update(PAT, s.id, 1, { nextShipOn: '2027-01-12' });
        const advance = [{ subscriptionId: s.id, nextShipOn: '2027-01-12' }];
        expect(await store.finishRun(run.id, 'w1', { status: 'ordered', orderNumber: '1001', advance })).toBe(true);
        expect(await store.get(PAT, s.id)).toEqual({ ...s, nextShipOn: '2027-01-12', version: 2 });
      });

      it('ends a declined run with its failure, leaving the subscriptions as they were', async () => {
        const s = await store.create(draft());
        await store.enqueueDue('2026-12-01');
        const run = (await store.claimRun('w1', LEASE))!;
        const failure = 'Your card was declined.';
        expect(await store.finishRun(run.id, 'w1', { status: 'declined', failure })).toBe(true);
        expect(await store.get(PAT, s.id)).toEqual(s);
        expect(await store.runsOf(PAT, ['declined'])).toEqual([
          expect.objectContaining({ id: run.id, status: 'declined', failure, attempts: 1 }),
        ]);
        expect(await store.claimRun('w2', LEASE)).toBeUndefined();
      });

      it('finishes nothing for a run that is not claimed', async () => {
        await store.create(draft());
        await store.enqueueDue('2026-12-01');
        const [pending] = await store.runsOn('2026-12-01');
        expect(await store.finishRun(pending!.id, 'w1', { status: 'empty' })).toBe(false);
        expect(await store.finishRun('999999', 'w1', { status: 'empty' })).toBe(false);
        expect((await store.runsOn('2026-12-01')).map((r) => r.status)).toEqual(['pending']);
      });
    });

    describe('openRun', () => {
      it('makes a run for a delivery without one, and answers the same while it is pending', async () => {
        await store.create(draft());
        const made = await store.openRun(PAT, HOME!, '2026-11-30');
        expect(made).toMatchObject({ customerId: PAT, shippingAddressId: HOME, shipOn: '2026-11-30' });
        expect(made).toMatchObject({ status: 'pending', attempts: 0 });
        expect((await store.openRun(PAT, HOME!, '2026-11-30'))?.id).toBe(made!.id);
        expect(await store.runsOn('2026-11-30')).toHaveLength(1);
      });

      it('reopens a declined run as pending, so it can be claimed again', async () => {
        await store.create(draft());
        await store.enqueueDue('2026-12-01');
        const run = (await store.claimRun('w1', LEASE))!;
        await store.finishRun(run.id, 'w1', { status: 'declined', failure: 'Your card was declined.' });
        const reopened = await store.openRun(PAT, HOME!, '2026-12-01');
        expect(reopened).toMatchObject({ id: run.id, status: 'pending', attempts: 1 });
        expect(reopened?.failure).toBeUndefined();
        expect(await store.runsOf(PAT, ['declined'])).toEqual([]);
        expect(await store.claimRun('w2', LEASE, run.id)).toMatchObject({ id: run.id, attempts: 2 });
      });

      it('answers undefined while a live worker holds the run, and the run once its lease ran out', async () => {
        await store.create(draft());
        await store.enqueueDue('2026-12-01');
        const run = (await store.claimRun('w1', LEASE))!;
        expect(await store.openRun(PAT, HOME!, '2026-12-01')).toBeUndefined();
        clock.ms += LEASE;
        expect((await store.openRun(PAT, HOME!, '2026-12-01'))?.id).toBe(run.id);
        expect(await store.claimRun('w2', LEASE, run.id)).toMatchObject({ id: run.id, attempts: 2 });
      });
    });

    describe('runsOf and runsOn', () => {
      it("lists a customer's runs in the statuses asked, newest first", async () => {
        await store.create(draft({ nextShipOn: '2026-11-27' }));
        await store.enqueueDue('2026-11-27');
        clock.ms += 1000;
        await store.create(draft({ nextShipOn: '2026-12-01', shippingAddressId: WORK! }));
        await store.create(draft({ customerId: SAM, shippingAddressId: SAMS! }));
        await store.enqueueDue('2026-12-01');
        const failure = 'Your card was declined.';
        for (let n = 0; n < 3; n += 1) {
          clock.ms += 1000;
          const run = (await store.claimRun('w1', LEASE))!;
          await store.finishRun(run.id, 'w1', { status: 'declined', failure });
        }
        const pats = await store.runsOf(PAT, ['declined']);
        expect(pats.map((r: DeliveryRun) => `${r.shipOn} ${r.shippingAddressId}`)).toEqual([
          `2026-12-01 ${WORK}`,
          `2026-11-27 ${HOME}`,
        ]);
        expect(await store.runsOf(PAT, ['pending', 'ordered'])).toEqual([]);
        expect((await store.runsOf(SAM, ['declined', 'pending'])).map((r) => r.customerId)).toEqual([SAM]);
      });

      it("lists a day's runs of every customer", async () => {
        await store.create(draft());
        await store.create(draft({ customerId: SAM, shippingAddressId: SAMS! }));
        await store.create(draft({ nextShipOn: '2026-12-02', shippingAddressId: WORK! }));
        await store.enqueueDue('2026-12-02');
        const day = await store.runsOn('2026-12-01');
        expect(day.map((r) => r.customerId).sort()).toEqual([PAT, SAM]);
        expect((await store.runsOn('2026-12-02')).map((r) => r.shippingAddressId)).toEqual([WORK]);
      });
    });
  });
}
