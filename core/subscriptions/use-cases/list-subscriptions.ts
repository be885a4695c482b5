import { z } from 'zod';
import { domainError, err, ok, type Result } from '../../shared';
import {
  groupDeliveries,
  impulseUpsellEligibility,
  type CalendarDate,
  type Delivery,
  type Subscription,
} from '../model';
import type { DeliveryRun } from '../../../ports/subscriptions';
import { priceSubscriptions, todayOf, type SubscriptionReads } from './subscription-context';

const inputSchema = z.strictObject({ customerId: z.string().min(1), includeInactive: z.boolean().optional() });

/**
 * A customer's subscriptions (spec: catalogue-gifting §7 "get subscriptions (includeInactive)"): active ones only
 * unless `includeInactive`, priced at today's catalogue, in §4's order (active by next ship date, no date last, then
 * added date). Errors: 'validation/invalid'.
 */
export class ListSubscriptions {
  constructor(private readonly deps: SubscriptionReads) {}

  async execute(raw: z.input<typeof inputSchema>): Promise<Result<readonly Subscription[]>> {
    const parsed = inputSchema.safeParse(raw);
    if (!parsed.success) return err(domainError('validation/invalid', 'Invalid subscriptions request.'));
    const { customerId, includeInactive } = parsed.data;
    const records = await this.deps.store.list(customerId, { includeInactive: includeInactive ?? false });
    return ok(await priceSubscriptions(this.deps.commerce, records));
  }
}

/** The next deliveries page data: the deliveries, the runs whose card was declined, and today. */
export interface NextDeliveries {
  readonly deliveries: readonly Delivery<Subscription>[];
  /** Deliveries left unplaced because the card was declined (shown on the account page), newest first. */
  readonly declined: readonly DeliveryRun[];
  /** Where a product can still be added (impulse upsell), or undefined. */
  readonly impulseUpsell?: { readonly shipOn: CalendarDate; readonly shippingAddressId: string };
  readonly today: CalendarDate;
}

/**
 * A customer's upcoming deliveries (spec: catalogue-gifting §7 "get next deliveries"; "impulse-upsell eligibility";
 * §3 Auto-delivery order): active subscriptions grouped by ship date and address, soonest first, each with its
 * subtotal at today's prices; the deliveries a declined card left unplaced; and the soonest delivery after today a
 * product can join. Errors: 'validation/invalid'.
 */
export class ListNextDeliveries {
  constructor(private readonly deps: SubscriptionReads) {}

  async execute(raw: { readonly customerId: string }): Promise<Result<NextDeliveries>> {
    const parsed = z.strictObject({ customerId: z.string().min(1) }).safeParse(raw);
    if (!parsed.success) return err(domainError('validation/invalid', 'Invalid deliveries request.'));
    const { customerId } = parsed.data;
    const records = await this.deps.store.list(customerId, { includeInactive: false });
    const deliveries = groupDeliveries(await priceSubscriptions(this.deps.commerce, records));
    const declined = await this.deps.store.runsOf(customerId, ['declined']);
    const today = todayOf(this.deps.clock);
    const impulseUpsell = impulseUpsellEligibility(deliveries, today);
    return ok({ deliveries, declined, today, ...(impulseUpsell ? { impulseUpsell } : {}) });
  }
}
