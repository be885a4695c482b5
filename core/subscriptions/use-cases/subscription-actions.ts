import { z } from 'zod';
import { domainError, err, ok, type Result } from '../../shared';
import { resumedShipOn, skippedShipOn, type Subscription } from '../model';
import type { SubscriptionChanges } from '../../../ports/subscriptions';
import type { SubscriptionRecord } from '../model';
import {
  changeSubscription,
  priceSubscriptions,
  requireActive,
  todayOf,
  type SubscriptionReads,
} from './subscription-context';

const targetSchema = z.strictObject({
  customerId: z.string().min(1),
  subscriptionId: z.string().regex(/^\d{1,18}$/),
  reason: z.string().trim().min(1).max(200).optional(),
});

/** Which subscription an action is on, and (to cancel) why. */
export type SubscriptionActionInput = z.input<typeof targetSchema>;

/** The actions on one subscription: skip its next delivery, cancel it with a reason, reactivate it. */
export type SubscriptionAction = 'skip' | 'cancel' | 'resume';

/** A plan for each action: the changes it makes of the subscription's current state, or its refusal. */
const PLANS: Record<
  SubscriptionAction,
  (s: SubscriptionRecord, today: string, reason: string | undefined) => Result<SubscriptionChanges>
> = {
  skip: (s, today) => {
    const active = requireActive(s);
    return active.ok ? ok({ nextShipOn: skippedShipOn(s, today) }) : active;
  },
  cancel: (s, _today, reason) => {
    const active = requireActive(s);
    if (!active.ok) return active;
    if (!reason) return err(domainError('validation/invalid', 'Please tell us why you are cancelling.'));
    return ok({ active: false, cancelReason: reason });
  },
  resume: (s, today) =>
    s.active
      ? err(domainError('subscription/inactive', 'This subscription is already active.'))
      : ok({ active: true, cancelReason: null, nextShipOn: resumedShipOn(s, today) }),
};

/**
 * Skip, cancel or reactivate a customer's subscription (spec: catalogue-gifting §4 Subscription "skip, send now, cancel
 * (with a reason), reactivate (resumes using the next ship date)"; §7 skip, cancel, resume): skip moves the next ship
 * date one interval on; cancel makes it inactive with the reason (the control's Remove link: 'Removed with remove
 * button'); resume makes it active again from its schedule's next date after today (resumedShipOn). Each is retried
 * on a concurrent change. Errors: 'validation/invalid' (no reason to cancel), 'subscription/not-found',
 * 'subscription/inactive', 'subscription/version-conflict'.
 */
export class ChangeSubscriptionState {
  constructor(private readonly deps: SubscriptionReads) {}

  async execute(action: SubscriptionAction, raw: SubscriptionActionInput): Promise<Result<Subscription>> {
    const parsed = targetSchema.safeParse(raw);
    if (!parsed.success) return err(domainError('validation/invalid', 'Invalid subscription request.'));
    const { customerId, subscriptionId, reason } = parsed.data;
    const today = todayOf(this.deps.clock);
    const changed = await changeSubscription(this.deps.store, customerId, subscriptionId, (s) =>
      PLANS[action](s, today, reason),
    );
    if (!changed.ok) return changed;
    const [priced] = await priceSubscriptions(this.deps.commerce, [changed.value]);
    return ok(priced!);
  }
}
