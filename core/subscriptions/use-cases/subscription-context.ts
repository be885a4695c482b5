import { calendarInZone, domainError, err, ok, type Result } from '../../shared';
import { WAREHOUSE_TIME_ZONE } from '../../shipping/model';
import type { Variant } from '../../catalogue/model';
import {
  sortSubscriptions,
  subscriptionPrices,
  type CalendarDate,
  type Subscription,
  type SubscriptionRecord,
} from '../model';
import type { Clock } from '../../../ports/clock';
import type { CommercePort } from '../../../ports/commerce';
import type { SubscriptionChanges, SubscriptionStore } from '../../../ports/subscriptions';

/** What every subscription use case reads: the store, the catalogue (for names and today's prices) and the clock. */
export interface SubscriptionReads {
  readonly store: SubscriptionStore;
  readonly commerce: Pick<CommercePort, 'getProductBySku'>;
  readonly clock: Clock;
}

/** Today in the warehouse's zone (the ship day's calendar, core-cart-checkout §4), 'YYYY-MM-DD'. */
export function todayOf(clock: Clock): CalendarDate {
  return calendarInZone(clock.nowMs(), WAREHOUSE_TIME_ZONE).date;
}

/** The catalogue variant of `sku` with its product's name, path and image; undefined when the SKU is unknown. */
export async function variantOf(
  commerce: Pick<CommercePort, 'getProductBySku'>,
  sku: string,
): Promise<
  { readonly variant: Variant; readonly name: string; readonly path: string; readonly imageUrl?: string } | undefined
> {
  const product = await commerce.getProductBySku(sku);
  const variant = product?.variants.find((v) => v.sku === sku);
  if (!product || !variant) return undefined;
  return {
    variant,
    name: product.name,
    path: product.path,
    ...(product.imageUrl ? { imageUrl: product.imageUrl } : {}),
  };
}

/**
 * Records with their product and today's prices (spec: catalogue-gifting §3 Subscription), in §4's order. A SKU the
 * catalogue no longer has keeps its record's fields with zero prices and its SKU as name.
 */
export async function priceSubscriptions(
  commerce: Pick<CommercePort, 'getProductBySku'>,
  records: readonly SubscriptionRecord[],
): Promise<Subscription[]> {
  const priced = await Promise.all(
    records.map(async (r): Promise<Subscription> => {
      const found = await variantOf(commerce, r.sku);
      const variant = found?.variant;
      const prices = subscriptionPrices(
        variant ?? { prices: [], autoDeliveryEligible: false, wholesale: false },
        r.quantity,
        r.channelKey,
      );
      return {
        ...r,
        name: found?.name ?? r.sku,
        variantName: variant?.variantName ?? '',
        weightGrams: variant?.weightGrams ?? 0,
        productPath: found?.path ?? '',
        ...(found?.imageUrl ? { imageUrl: found.imageUrl } : {}),
        ...prices,
      };
    }),
  );
  return sortSubscriptions(priced);
}

/** At most this many attempts of a change that meets a concurrent one (spec §4 "update (retried on concurrent
 * modification)"). */
export const UPDATE_ATTEMPTS = 3;

/**
 * Changes the customer's subscription `id` with the changes `plan` makes of its current state, retrying with a fresh
 * read when another change came in between (UPDATE_ATTEMPTS in all). `plan` refuses with a failure to stop.
 * Errors: 'subscription/not-found', 'subscription/version-conflict' (after the last attempt), `plan`'s.
 */
export async function changeSubscription(
  store: Pick<SubscriptionStore, 'get' | 'update'>,
  customerId: string,
  id: string,
  plan: (current: SubscriptionRecord) => Result<SubscriptionChanges>,
): Promise<Result<SubscriptionRecord>> {
  let last: Result<SubscriptionRecord> = err(domainError('subscription/not-found', 'No subscription with that id.'));
  for (let attempt = 0; attempt < UPDATE_ATTEMPTS; attempt += 1) {
    const current = await store.get(customerId, id);
    if (!current) return err(domainError('subscription/not-found', 'No subscription with that id.'));
    const changes = plan(current);
    if (!changes.ok) return changes;
    last = await store.update(customerId, id, current.version, changes.value);
    if (last.ok || last.error.code !== 'subscription/version-conflict') return last;
  }
  return last;
}

/** ok(undefined) when the subscription is active; 'subscription/inactive' otherwise. */
export function requireActive(s: SubscriptionRecord): Result<void> {
  return s.active ? ok(undefined) : err(domainError('subscription/inactive', 'This subscription is not active.'));
}
