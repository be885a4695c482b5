import { sumMoney, usd, type Money } from '../../shared';
import type { CalendarDate } from './calendar-date';
import { sortSubscriptions, type SubscriptionRecord } from './subscription';

/**
 * An upcoming auto-delivery order (spec: catalogue-gifting §3 Auto-delivery order (delivery)): the active
 * subscriptions of one customer that ship on the same day to the same address. `id` is the subscription-group id,
 * the lowest subscription id in it (numeric). `interval` is the shortest interval among them in days (absent when
 * every one ships one time). `totals.subtotal` is the sum of the subscriptions' discounted extended prices.
 */
export interface Delivery<S extends SubscriptionRecord = SubscriptionRecord> {
  readonly id: string;
  readonly shipOn: CalendarDate;
  readonly shippingAddressId: string;
  readonly interval?: number;
  readonly subscriptions: readonly S[];
  readonly totals: { readonly subtotal: Money };
}

/** What a subscription adds to a delivery's subtotal: its discounted extended price, when it is priced. */
type Priced = { readonly discountedExtendedPrice?: Money };

/**
 * Groups active subscriptions with a next ship date into deliveries by ship date and address (spec §3 Auto-delivery
 * order), soonest first (ties by address id); each delivery's subscriptions in §4's order. Inactive subscriptions
 * and those without a date are in none.
 */
export function groupDeliveries<S extends SubscriptionRecord & Priced>(subscriptions: readonly S[]): Delivery<S>[] {
  const groups = new Map<string, S[]>();
  for (const s of sortSubscriptions(subscriptions)) {
    if (!s.active || !s.nextShipOn) continue;
    const key = `${s.nextShipOn}|${s.shippingAddressId}`;
    groups.set(key, [...(groups.get(key) ?? []), s]);
  }
  return [...groups.values()]
    .map((members) => deliveryOf(members))
    .sort((a, b) => a.shipOn.localeCompare(b.shipOn) || a.shippingAddressId.localeCompare(b.shippingAddressId));
}

function deliveryOf<S extends SubscriptionRecord & Priced>(members: readonly S[]): Delivery<S> {
  const first = members[0]!;
  const intervals = members.flatMap((s) => (s.intervalDays === undefined ? [] : [s.intervalDays]));
  const subtotal = sumMoney(members.map((s) => s.discountedExtendedPrice ?? usd(0)));
  return {
    id: members.map((s) => s.id).reduce((low, id) => (Number(id) < Number(low) ? id : low)),
    shipOn: first.nextShipOn!,
    shippingAddressId: first.shippingAddressId,
    ...(intervals.length > 0 ? { interval: Math.min(...intervals) } : {}),
    subscriptions: members,
    totals: { subtotal },
  };
}

/**
 * Impulse-upsell eligibility (spec §3 "Impulse-upsell eligibility: shipOn, shippingAddressId"): the soonest delivery
 * shipping after `today`, which a product can still join; undefined when there is none.
 */
export function impulseUpsellEligibility(
  deliveries: readonly Pick<Delivery, 'shipOn' | 'shippingAddressId'>[],
  today: CalendarDate,
): { readonly shipOn: CalendarDate; readonly shippingAddressId: string } | undefined {
  const next = deliveries.find((d) => d.shipOn > today);
  return next && { shipOn: next.shipOn, shippingAddressId: next.shippingAddressId };
}
