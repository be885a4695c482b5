import { domainError, err, ok, type Result } from '../../shared';
import type { CalendarDate, SubscriptionRecord } from '../model';
import type { Clock } from '../../../ports/clock';
import type {
  DeliveryRun,
  DeliveryRunOutcome,
  DeliveryRunStatus,
  SubscriptionChanges,
  SubscriptionDraft,
  SubscriptionStore,
} from '../../../ports/subscriptions';

/** A run as kept here: the port's run plus who holds it and until when (ms of the wall clock). */
interface StoredRun extends DeliveryRun {
  readonly worker?: string;
  readonly leaseUntilMs?: number;
}

/** Run states that keep a delivery from getting another run (spec of SubscriptionStore.enqueueDue). */
const OPEN: readonly DeliveryRunStatus[] = ['pending', 'claimed', 'declined'];

/** The port's run of a stored one (without the holder and the lease). */
function publicRun({ worker: _w, leaseUntilMs: _l, ...run }: StoredRun): DeliveryRun {
  return run;
}

/** The record with `changes` applied: a field given changes, null clears it, an absent one stays. */
function applied(s: SubscriptionRecord, changes: SubscriptionChanges): SubscriptionRecord {
  const { intervalDays: _i, nextShipOn: _n, paymentMethodId: _p, cancelReason: _c, ...kept } = s;
  const pick = <K extends 'intervalDays' | 'nextShipOn' | 'paymentMethodId' | 'cancelReason'>(key: K) => {
    const given = changes[key];
    const value = given === undefined ? s[key] : given;
    return value === null || value === undefined ? {} : { [key]: value };
  };
  return {
    ...kept,
    ...(changes.quantity === undefined ? {} : { quantity: changes.quantity }),
    ...(changes.shippingAddressId === undefined ? {} : { shippingAddressId: changes.shippingAddressId }),
    ...(changes.active === undefined ? {} : { active: changes.active }),
    ...pick('intervalDays'),
    ...pick('nextShipOn'),
    ...pick('paymentMethodId'),
    ...pick('cancelReason'),
  };
}

/**
 * SubscriptionStore (ports/subscriptions.ts) in memory, for unit and property tests: subscription ids and run ids are
 * numeric strings from '1' (each its own sequence), versions count from 1, every read and change is scoped by the
 * customer. Runs follow the port: one open (pending, claimed or declined) run per delivery, a claim holds its run
 * for `leaseMs` of the injected wall clock, and only the holder finishes it. Everything is synchronous inside each
 * call, so concurrent callers see the atomic behaviour the PostgreSQL store gets from its statements.
 */
export class InMemorySubscriptionStore implements SubscriptionStore {
  private readonly subscriptions = new Map<string, SubscriptionRecord>();
  private readonly runs = new Map<string, StoredRun>();
  private lastSubscriptionId = 0;
  private lastRunId = 0;

  /** `clock` is the wall clock of leases and of each run's `updatedAt` (default: Date.now). */
  constructor(private readonly clock: Clock = { nowMs: () => Date.now() }) {}

  async create(draft: SubscriptionDraft): Promise<SubscriptionRecord> {
    const id = String((this.lastSubscriptionId += 1));
    const record: SubscriptionRecord = { ...draft, id, version: 1, active: true };
    this.subscriptions.set(id, record);
    return record;
  }

  async get(customerId: string, id: string): Promise<SubscriptionRecord | undefined> {
    const s = this.subscriptions.get(id);
    return s?.customerId === customerId ? s : undefined;
  }

  async ownerOf(subscriptionId: string): Promise<string | undefined> {
    return this.subscriptions.get(subscriptionId)?.customerId;
  }

  async list(customerId: string, options: { readonly includeInactive?: boolean } = {}) {
    return [...this.subscriptions.values()].filter(
      (s) => s.customerId === customerId && (s.active || options.includeInactive === true),
    );
  }

  async update(
    customerId: string,
    id: string,
    version: number,
    changes: SubscriptionChanges,
  ): Promise<Result<SubscriptionRecord>> {
    const current = await this.get(customerId, id);
    if (!current) return err(domainError('subscription/not-found', 'No subscription with that id.'));
    if (current.version !== version) {
      const message = 'This subscription was changed meanwhile. Please try again.';
      return err(domainError('subscription/version-conflict', message, { currentVersion: current.version }));
    }
    const next = { ...applied(current, changes), version: current.version + 1 };
    this.subscriptions.set(id, next);
    return ok(next);
  }

  async enqueueDue(today: CalendarDate): Promise<number> {
    let made = 0;
    for (const s of this.subscriptions.values()) {
      if (!s.active || !s.nextShipOn || s.nextShipOn > today) continue;
      if (this.openRunOf(s.customerId, s.shippingAddressId, s.nextShipOn)) continue;
      this.newRun(s.customerId, s.shippingAddressId, s.nextShipOn);
      made += 1;
    }
    return made;
  }

  async openRun(customerId: string, shippingAddressId: string, shipOn: CalendarDate) {
    const open = this.openRunOf(customerId, shippingAddressId, shipOn);
    if (!open) return publicRun(this.newRun(customerId, shippingAddressId, shipOn));
    if (open.status === 'claimed' && (open.leaseUntilMs ?? 0) > this.clock.nowMs()) return undefined;
    if (open.status !== 'declined') return publicRun(open);
    const { failure: _f, ...rest } = open;
    return publicRun(this.put({ ...rest, status: 'pending' }));
  }

  async claimRun(worker: string, leaseMs: number, runId?: string): Promise<DeliveryRun | undefined> {
    const now = this.clock.nowMs();
    const claimable = (r: StoredRun) =>
      r.status === 'pending' || (r.status === 'claimed' && (r.leaseUntilMs ?? 0) <= now);
    const run = runId === undefined ? [...this.runs.values()].find(claimable) : this.runs.get(runId);
    if (!run || !claimable(run)) return undefined;
    const claimed = this.put({
      ...run,
      status: 'claimed',
      attempts: run.attempts + 1,
      worker,
      leaseUntilMs: now + leaseMs,
    });
    return publicRun(claimed);
  }

  async dueSubscriptions(run: DeliveryRun): Promise<readonly SubscriptionRecord[]> {
    return [...this.subscriptions.values()].filter(
      (s) =>
        s.customerId === run.customerId &&
        s.active &&
        s.shippingAddressId === run.shippingAddressId &&
        s.nextShipOn === run.shipOn,
    );
  }

  async finishRun(runId: string, worker: string, outcome: DeliveryRunOutcome): Promise<boolean> {
    const run = this.runs.get(runId);
    if (!run || run.status !== 'claimed' || run.worker !== worker) return false;
    const { worker: _w, leaseUntilMs: _l, failure: _f, orderNumber: _o, ...rest } = run;
    if (outcome.status === 'ordered') {
      for (const { subscriptionId, nextShipOn } of outcome.advance) this.advance(run, subscriptionId, nextShipOn);
      this.put({ ...rest, status: 'ordered', orderNumber: outcome.orderNumber });
    } else if (outcome.status === 'declined') {
      this.put({ ...rest, status: 'declined', failure: outcome.failure });
    } else this.put({ ...rest, status: 'empty' });
    return true;
  }

  async runsOf(customerId: string, statuses: readonly DeliveryRunStatus[]): Promise<readonly DeliveryRun[]> {
    return [...this.runs.values()]
      .filter((r) => r.customerId === customerId && statuses.includes(r.status))
      .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || Number(b.id) - Number(a.id))
      .map(publicRun);
  }

  async runsOn(shipOn: CalendarDate): Promise<readonly DeliveryRun[]> {
    return [...this.runs.values()].filter((r) => r.shipOn === shipOn).map(publicRun);
  }

  /** The run `runId` as the port shows it (for tests that check what happened to a run). */
  runById(runId: string): DeliveryRun | undefined {
    const run = this.runs.get(runId);
    return run && publicRun(run);
  }

  /** Moves an ordered subscription on, unless a change made meanwhile already moved it past the run's day. */
  private advance(run: StoredRun, subscriptionId: string, nextShipOn: CalendarDate | undefined): void {
    const s = this.subscriptions.get(subscriptionId);
    if (!s || s.customerId !== run.customerId || !s.nextShipOn || s.nextShipOn > run.shipOn) return;
    const changes: SubscriptionChanges = nextShipOn ? { nextShipOn } : { nextShipOn: null, active: false };
    this.subscriptions.set(s.id, { ...applied(s, changes), version: s.version + 1 });
  }

  private openRunOf(customerId: string, shippingAddressId: string, shipOn: CalendarDate): StoredRun | undefined {
    return [...this.runs.values()].find(
      (r) =>
        r.customerId === customerId &&
        r.shippingAddressId === shippingAddressId &&
        r.shipOn === shipOn &&
        OPEN.includes(r.status),
    );
  }

  private newRun(customerId: string, shippingAddressId: string, shipOn: CalendarDate): StoredRun {
    const id = String((this.lastRunId += 1));
    return this.put({ id, customerId, shippingAddressId, shipOn, status: 'pending', attempts: 0, updatedAt: '' });
  }

  private put(run: StoredRun): StoredRun {
    const stored = { ...run, updatedAt: new Date(this.clock.nowMs()).toISOString() };
    this.runs.set(run.id, stored);
    return stored;
  }
}
