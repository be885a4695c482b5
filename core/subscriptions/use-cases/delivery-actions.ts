import { z } from 'zod';
import { domainError, err, ok, type Result } from '../../shared';
import { isCalendarDate, type Subscription, type SubscriptionRecord } from '../model';
import type { DeliveryRunOutcome, SubscriptionStore } from '../../../ports/subscriptions';
import type { Clock } from '../../../ports/clock';
import type { ChangeSubscriptionState } from './subscription-actions';
import { DEFAULT_RUN_LEASE_MS, emptyReport, type RunDueDeliveries } from './run-due-deliveries';
import { changeSubscription, todayOf } from './subscription-context';

/**
 * A delivery, named as the order-now call names it (spec: catalogue-gifting §7 "POST to an order-now url with
 * addressId, customerId, interval, nextShipOn"), or one subscription (§7 sendNow) which goes with whatever else of
 * the customer's ships to its address that day.
 */
const targetSchema = z.union([
  z.strictObject({ customerId: z.string().min(1), subscriptionId: z.string().regex(/^\d{1,18}$/) }),
  z.strictObject({
    customerId: z.string().min(1),
    addressId: z.string().min(1).max(100),
    nextShipOn: z.string().refine(isCalendarDate),
    interval: z.number().int().positive().optional(),
  }),
]);

/** The delivery (or subscription) an action is on. */
export type DeliveryTarget = z.input<typeof targetSchema>;

/** The active subscriptions `target` names: the one subscription, or the delivery's (optionally of that interval). */
async function subscriptionsOf(
  store: Pick<SubscriptionStore, 'list'>,
  target: z.output<typeof targetSchema>,
): Promise<readonly SubscriptionRecord[]> {
  const active = await store.list(target.customerId, { includeInactive: false });
  if ('subscriptionId' in target) return active.filter((s) => s.id === target.subscriptionId);
  return active.filter(
    (s) =>
      s.shippingAddressId === target.addressId &&
      s.nextShipOn === target.nextShipOn &&
      (target.interval === undefined || s.intervalDays === target.interval),
  );
}

const NOT_FOUND = (): Result<never> => err(domainError('subscription/not-found', 'No delivery with those details.'));

/**
 * Send now (spec: catalogue-gifting §4 Subscription "send now"; §7 sendNow, the order-now POST): the named delivery's
 * subscriptions (or the one subscription) move to today and their order is placed at once by the same run that the
 * scheduler uses (SubscriptionStore.openRun, then RunDueDeliveries.runOne), so it is placed once even when the
 * scheduler runs at the same moment; a delivery a declined card left unplaced is tried again. Answers the run's
 * outcome ('ordered' with the order number, 'declined' with why, 'empty'). Errors: 'validation/invalid',
 * 'subscription/not-found', 'subscription/version-conflict'.
 */
export class SendDeliveryNow {
  constructor(
    private readonly deps: {
      readonly store: Pick<SubscriptionStore, 'list' | 'get' | 'update' | 'openRun' | 'claimRun'>;
      readonly runner: Pick<RunDueDeliveries, 'runOne'>;
      readonly clock: Clock;
      readonly leaseMs?: number;
    },
  ) {}

  async execute(raw: DeliveryTarget, worker: string): Promise<Result<DeliveryRunOutcome>> {
    const parsed = targetSchema.safeParse(raw);
    if (!parsed.success) return err(domainError('validation/invalid', 'Invalid delivery request.'));
    const members = await subscriptionsOf(this.deps.store, parsed.data);
    const first = members[0];
    if (!first) return NOT_FOUND();
    const today = todayOf(this.deps.clock);
    for (const s of members.filter((m) => m.nextShipOn !== today)) {
      const moved = await changeSubscription(this.deps.store, s.customerId, s.id, () => ok({ nextShipOn: today }));
      if (!moved.ok) return moved;
    }
    const opened = await this.deps.store.openRun(first.customerId, first.shippingAddressId, today);
    const run =
      opened && (await this.deps.store.claimRun(worker, this.deps.leaseMs ?? DEFAULT_RUN_LEASE_MS, opened.id));
    if (!run) return err(domainError('subscription/version-conflict', 'This delivery is being placed right now.'));
    const outcome = await this.deps.runner.runOne(worker, run, emptyReport(today));
    return outcome ? ok(outcome) : err(domainError('subscription/version-conflict', 'Please try again in a minute.'));
  }
}

/**
 * Skips a whole delivery (spec: catalogue-gifting §4 skip, on the Auto-Delivery page's delivery): every subscription
 * in it moves one interval on. Answers the subscriptions as they are afterwards. Errors: 'validation/invalid',
 * 'subscription/not-found', ChangeSubscriptionState's.
 */
export class SkipDelivery {
  constructor(
    private readonly deps: {
      readonly store: Pick<SubscriptionStore, 'list'>;
      readonly changeState: Pick<ChangeSubscriptionState, 'execute'>;
    },
  ) {}

  async execute(raw: DeliveryTarget): Promise<Result<readonly Subscription[]>> {
    const parsed = targetSchema.safeParse(raw);
    if (!parsed.success) return err(domainError('validation/invalid', 'Invalid delivery request.'));
    const members = await subscriptionsOf(this.deps.store, parsed.data);
    if (members.length === 0) return NOT_FOUND();
    const skipped: Subscription[] = [];
    for (const s of members) {
      const done = await this.deps.changeState.execute('skip', { customerId: s.customerId, subscriptionId: s.id });
      if (!done.ok) return done;
      skipped.push(done.value);
    }
    return ok(skipped);
  }
}
