import type { AutoDeliveryBackendPort, SubscriptionUpdate } from '../../ports/auto-delivery-backend';
import type { Envelope } from '../../core/notifications';
import {
  addDays,
  DEFAULT_INTERVAL_DAYS,
  groupDeliveries,
  impulseUpsellEligibility,
  skippedShipOn,
  subscriptionPrices,
  type Subscription,
} from '../../core/subscriptions';
import { almonds } from './fixtures';

/** What the fake auto-delivery backend holds and was asked: tests read and seed it. */
export interface FakeAutoDeliveryState {
  /** Today for the fake, 'YYYY-MM-DD'. */
  today: string;
  subscriptions: Subscription[];
  /** Every call by name, in order ('create', 'cancel:1', …). */
  readonly calls: string[];
  /** When set, the next call answers this error key and message instead. */
  failNext?: { readonly key: string; readonly message: string };
}

/** An envelope with one error (the fake's failNext). */
function failure(state: FakeAutoDeliveryState): Envelope<never> | undefined {
  const f = state.failNext;
  if (!f) return undefined;
  state.failNext = undefined;
  return { errors: [{ key: f.key, message: f.message }] } as Envelope<never>;
}

/**
 * An in-memory AutoDeliveryBackendPort for UI tests: subscriptions of the almonds 1 lb bag (priced by the core's
 * subscriptionPrices), new ones shipping the day after `today`, skip and cancel and resume as the core plans them.
 */
export function createFakeAutoDelivery(): AutoDeliveryBackendPort & { readonly state: FakeAutoDeliveryState } {
  const state: FakeAutoDeliveryState = { today: '2026-11-25', subscriptions: [], calls: [] };
  let seq = 0;
  const find = (id: string) => state.subscriptions.find((s) => s.id === id);
  const change = (id: string, patch: Partial<Subscription>): Envelope<{ subscription: Subscription }> => {
    const current = find(id);
    if (!current) return { errors: [{ key: 'subscription/not-found', message: 'No subscription with that id.' }] };
    const next = { ...current, ...patch, version: current.version + 1 };
    state.subscriptions = state.subscriptions.map((s) => (s.id === id ? next : s));
    return { data: { subscription: next } };
  };
  const variant = almonds.variants[0]!;
  return {
    state,
    async nextDeliveries() {
      state.calls.push('nextDeliveries');
      const deliveries = groupDeliveries(state.subscriptions);
      const impulseUpsell = impulseUpsellEligibility(deliveries, state.today);
      return (
        failure(state) ?? {
          data: { deliveries, declined: [], today: state.today, ...(impulseUpsell ? { impulseUpsell } : {}) },
        }
      );
    },
    async subscriptions(options = {}) {
      state.calls.push('subscriptions');
      const list = state.subscriptions.filter((s) => options.includeInactive || s.active);
      return failure(state) ?? { data: { subscriptions: list } };
    },
    async impulseUpsellEligibility() {
      state.calls.push('impulseUpsellEligibility');
      const next = impulseUpsellEligibility(groupDeliveries(state.subscriptions), state.today);
      return { data: { eligibility: next ?? null } };
    },
    async create(input) {
      state.calls.push('create');
      const failed = failure(state);
      if (failed) return failed;
      const quantity = input.quantity ?? 1;
      const subscription: Subscription = {
        id: String(++seq),
        customerId: 'customer-1',
        sku: input.sku,
        quantity,
        ...(input.intervalDays === null ? {} : { intervalDays: input.intervalDays ?? DEFAULT_INTERVAL_DAYS }),
        nextShipOn: addDays(state.today, 1),
        addedAt: `${state.today}T12:00:00.000Z`,
        shippingAddressId: 'address-1',
        paymentMethodId: 'card-1',
        active: true,
        channelKey: 'auto-delivery',
        version: 1,
        name: almonds.name,
        variantName: variant.variantName,
        weightGrams: variant.weightGrams,
        productPath: almonds.path,
        ...subscriptionPrices(variant, quantity),
      };
      state.subscriptions.push(subscription);
      return { data: { subscription } };
    },
    async update(id: string, changes: SubscriptionUpdate) {
      state.calls.push(`update:${id}`);
      const { intervalDays, ...rest } = changes;
      const interval = intervalDays === undefined ? {} : { intervalDays: intervalDays ?? undefined };
      return failure(state) ?? change(id, { ...rest, ...interval });
    },
    async skip(id: string) {
      state.calls.push(`skip:${id}`);
      const s = find(id);
      return failure(state) ?? change(id, s ? { nextShipOn: skippedShipOn(s, state.today) } : {});
    },
    async sendNow(id: string) {
      state.calls.push(`sendNow:${id}`);
      return failure(state) ?? { data: { outcome: { status: 'ordered', orderNumber: '100001', advance: [] } } };
    },
    async cancel(id: string, reason: string) {
      state.calls.push(`cancel:${id}`);
      return failure(state) ?? change(id, { active: false, cancelReason: reason });
    },
    async resume(id: string) {
      state.calls.push(`resume:${id}`);
      return (
        failure(state) ?? change(id, { active: true, cancelReason: undefined, nextShipOn: addDays(state.today, 1) })
      );
    },
    async skipDelivery(delivery) {
      state.calls.push('skipDelivery');
      const members = state.subscriptions.filter(
        (s) => s.active && s.shippingAddressId === delivery.addressId && s.nextShipOn === delivery.nextShipOn,
      );
      const skipped = members.map((s) => change(s.id, { nextShipOn: skippedShipOn(s, state.today) }));
      return { data: { subscriptions: skipped.flatMap((e) => (e.data ? [e.data.subscription] : [])) } };
    },
    async orderNow() {
      state.calls.push('orderNow');
      return failure(state) ?? { data: { outcome: { status: 'ordered', orderNumber: '100001', advance: [] } } };
    },
    async paymentMethod() {
      state.calls.push('paymentMethod');
      return { data: { paymentMethod: null } };
    },
  };
}
