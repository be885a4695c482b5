import fc from 'fast-check';
import type { DeliveryRun, DeliveryRunOutcome } from '../../../ports/subscriptions';
import { autoDeliveryHarness, DAY_MS, type AutoDeliveryHarness } from '../testing/auto-delivery-harness';
import { InMemorySubscriptionStore } from '../testing/in-memory-subscription-store';
import { todayOf } from './subscription-context';

/** A lease far shorter than a day: a worker that died on one day has lost its run by the next. */
const LEASE_MS = 3_600_000;

/**
 * One finished 'ordered' run as the store recorded it: the run, the subscriptions it moved on, and each one's version
 * just before ('id@vN'): the same subscription ordered twice at one version was ordered twice without a change.
 */
interface OrderedFinish {
  readonly run: DeliveryRun;
  readonly subscriptionIds: readonly string[];
  readonly versions: readonly string[];
}

/** The in-memory store, noting every run ended as ordered. */
class ObservedStore extends InMemorySubscriptionStore {
  readonly ordered: OrderedFinish[] = [];

  override async finishRun(runId: string, worker: string, outcome: DeliveryRunOutcome): Promise<boolean> {
    const run = this.runById(runId);
    const ids = outcome.status === 'ordered' ? outcome.advance.map((a) => a.subscriptionId) : [];
    const before = run ? await Promise.all(ids.map((id) => this.get(run.customerId, id))) : [];
    const kept = await super.finishRun(runId, worker, outcome);
    if (kept && run && outcome.status === 'ordered') {
      const versions = before.map((s, i) => `${ids[i]}@v${s?.version}`);
      this.ordered.push({ run, subscriptionIds: ids, versions });
    }
    return kept;
  }
}

type Who = 'pat' | 'sam';
type Op =
  | {
      readonly kind: 'create';
      readonly who: Who;
      readonly work: boolean;
      readonly sku: string;
      readonly interval: number | null;
    }
  | { readonly kind: 'skip' | 'cancel' | 'resume' | 'sendNow'; readonly pick: number }
  | { readonly kind: 'interval'; readonly pick: number; readonly interval: number | null }
  | { readonly kind: 'day'; readonly days: number }
  | { readonly kind: 'run' }
  | { readonly kind: 'crash'; readonly placesOrder: boolean };

const interval = fc.constantFrom(7, 14, 28, null);

/** Random operations; 'sendNow' among them only when `sendNow`. */
const opOf = (sendNow: boolean): fc.Arbitrary<Op> =>
  fc.oneof(
    {
      arbitrary: fc.record({
        kind: fc.constant('create' as const),
        who: fc.constantFrom<Who>('pat', 'sam'),
        work: fc.boolean(),
        sku: fc.constantFrom('ALM-1LB', 'MANGO-1LB'),
        interval,
      }),
      weight: 3,
    },
    {
      arbitrary: fc.record({
        kind: fc.constantFrom<'skip' | 'cancel' | 'resume' | 'sendNow'>(
          ...(sendNow ? (['skip', 'cancel', 'resume', 'sendNow'] as const) : (['skip', 'cancel', 'resume'] as const)),
        ),
        pick: fc.nat(),
      }),
      weight: 2,
    },
    { arbitrary: fc.record({ kind: fc.constant('interval' as const), pick: fc.nat(), interval }), weight: 1 },
    { arbitrary: fc.record({ kind: fc.constant('day' as const), days: fc.integer({ min: 1, max: 9 }) }), weight: 2 },
    { arbitrary: fc.record({ kind: fc.constant('run' as const) }), weight: 2 },
    { arbitrary: fc.record({ kind: fc.constant('crash' as const), placesOrder: fc.boolean() }), weight: 1 },
  );

/** What a sequence did: the harness (its orders), the store (its ordered runs), and each day's lost deliveries. */
interface Outcome {
  readonly h: AutoDeliveryHarness;
  readonly store: ObservedStore;
  readonly lost: string[];
}

/** The ids of both customers' active subscriptions due on or before `day`. */
async function dueOn(h: AutoDeliveryHarness, day: string): Promise<string[]> {
  const all = [...(await h.store.list(h.pat.id)), ...(await h.store.list(h.sam.id))];
  return all.filter((s) => s.nextShipOn !== undefined && s.nextShipOn <= day).map((s) => s.id);
}

/** Does `o`: a customer's change, a day passing, the scheduler's run, or a worker that claims a run and dies. */
async function apply(h: AutoDeliveryHarness, store: ObservedStore, o: Op, lost: string[], crashes: number) {
  const ids = [...(await h.store.list(h.pat.id, { includeInactive: true }))]
    .concat(await h.store.list(h.sam.id, { includeInactive: true }))
    .map((s) => ({ customerId: s.customerId, subscriptionId: s.id }));
  const target = ids.length > 0 && 'pick' in o ? ids[o.pick % ids.length] : undefined;
  const u = h.useCases;
  if (o.kind === 'create') {
    const c = h[o.who];
    await u.createSubscription.execute({
      customerId: c.id,
      sku: o.sku,
      intervalDays: o.interval,
      shippingAddressId: o.work ? c.work : c.home,
    });
  } else if (o.kind === 'interval' && target) {
    await u.updateSubscription.execute({ ...target, intervalDays: o.interval });
  } else if ((o.kind === 'skip' || o.kind === 'resume') && target) {
    await u.changeState.execute(o.kind, target);
  } else if (o.kind === 'sendNow' && target) {
    await u.sendNow.execute(target, 'web');
  } else if (o.kind === 'cancel' && target) {
    await u.changeState.execute('cancel', { ...target, reason: 'Not now' });
  } else if (o.kind === 'crash') {
    await store.enqueueDue(todayOf(h.clock));
    const run = await store.claimRun(`crashed-${crashes}`, LEASE_MS);
    if (run && o.placesOrder) await u.placeDelivery.execute(run);
  } else if (o.kind === 'day') {
    h.clock.ms += o.days * DAY_MS;
  } else if (o.kind === 'run') {
    h.clock.ms += LEASE_MS;
    await runDay(h, store, lost);
  }
}

/**
 * Runs the scheduler twice (it ticks again and again through a day; a run taken over from a dead worker may leave a
 * subscription that joined it meanwhile to the next tick) and notes each subscription due before that neither ordered.
 */
async function runDay(h: AutoDeliveryHarness, store: ObservedStore, lost: string[]) {
  const day = todayOf(h.clock);
  const due = await dueOn(h, day);
  const before = store.ordered.length;
  for (const tick of [1, 2]) {
    const report = await h.useCases.runDue.execute(`scheduler-${tick}`);
    if (!report.ok || report.value.failed.length > 0) throw new Error(JSON.stringify(report));
  }
  const ordered = new Set(store.ordered.slice(before).flatMap((f) => f.subscriptionIds));
  lost.push(...due.filter((id) => !ordered.has(id)).map((id) => `${id} due by ${day}`));
}

async function play(ops: readonly Op[]): Promise<Outcome> {
  let store: ObservedStore | undefined;
  const h = await autoDeliveryHarness({ makeStore: (clock) => (store = new ObservedStore(clock)), leaseMs: LEASE_MS });
  if (!store) throw new Error('no store');
  const lost: string[] = [];
  let crashes = 0;
  for (const o of ops) await apply(h, store, o, lost, (crashes += 1));
  await apply(h, store, { kind: 'run' }, lost, crashes);
  return { h, store, lost };
}

/** Checks what a sequence did: every order is one ordered run's, holding what that run moved on; none lost. */
async function expectConsistent({ h, store, lost }: Outcome) {
  const versions = store.ordered.flatMap((f) => f.versions);
  expect(new Set(versions).size).toBe(versions.length);
  const orderKeys = h.commerce.orders.map((o) => o.idempotencyKey);
  expect(orderKeys.sort()).toEqual(store.ordered.map((f) => `auto-delivery-${f.run.id}`).sort());
  for (const f of store.ordered) {
    const order = h.commerce.orders.find((o) => o.idempotencyKey === `auto-delivery-${f.run.id}`)!;
    const skus = order.cart.lineItems.map((l) => l.variant.sku);
    for (const id of f.subscriptionIds) expect(skus).toContain((await h.store.get(f.run.customerId, id))!.sku);
  }
  expect(lost).toEqual([]);
}

/** Across a property's sequences: the orders placed. */
const seen = { orders: 0 };

/** Counts the orders `outcome` placed (so the properties are known to reach orders). */
function count({ h }: Outcome) {
  seen.orders += h.commerce.orders.length;
}

describe('auto-delivery over random sequences of changes, runs and crashes', () => {
  afterAll(() => {
    // The sequences do place orders; how many runs get taken over varies with the run (a loaded CI machine saw none),
    // so take-overs are proved by the fixed scenarios of run-due-deliveries.test.ts and the crash tests instead.
    expect(seen.orders).toBeGreaterThan(0);
  });

  it('never orders a delivery (customer, address, ship date, subscription) twice, and loses none', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opOf(false), { minLength: 1, maxLength: 30 }), async (ops) => {
        const outcome = await play(ops);
        const keys = outcome.store.ordered.flatMap((f) =>
          f.subscriptionIds.map((id) => `${f.run.customerId} ${f.run.shippingAddressId} ${f.run.shipOn} ${id}`),
        );
        expect(new Set(keys).size).toBe(keys.length);
        await expectConsistent(outcome);
        count(outcome);
      }),
      { numRuns: 60, seed: 20261126 },
    );
  });

  it('with Send Now too, never orders a subscription twice without a change between, and loses none', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opOf(true), { minLength: 1, maxLength: 30 }), async (ops) => {
        const outcome = await play(ops);
        await expectConsistent(outcome);
        count(outcome);
      }),
      { numRuns: 60, seed: 20261126 },
    );
  });
});
