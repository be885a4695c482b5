import type { Envelope } from '../core/notifications';
import type { SavedPaymentMethod } from '../core/customers';
import type { CalendarDate, NextDeliveries, Subscription } from '../core/subscriptions';
import type { DeliveryRunOutcome } from './subscriptions';

/** A subscription with the delivery it joined: the panel's 'Will ship {weekday, month day}' reads `shipOn`. */
export interface CreatedSubscription {
  readonly subscription: Subscription;
}

/** The fields a customer may change of a subscription (spec: catalogue-gifting §4 update); only those given change. */
export interface SubscriptionUpdate {
  readonly quantity?: number;
  /** Days (7 × one of 1, 2, 3, 4, 6, 8, 10, 12); null: ships one time. */
  readonly intervalDays?: number | null;
  readonly shippingAddressId?: string;
  readonly paymentMethodId?: string;
  readonly nextShipOn?: CalendarDate;
}

/**
 * A delivery as the order-now call names it (spec: catalogue-gifting §7 "addressId, customerId, interval,
 * nextShipOn").
 */
export interface OrderNowRequest {
  readonly addressId: string;
  readonly customerId: string;
  readonly interval?: number;
  readonly nextShipOn: CalendarDate;
}

/**
 * The auto-delivery calls as the browser makes them, for the signed-in customer of the session (spec:
 * catalogue-gifting §7 "Auto-delivery SDK calls … POST to an order-now url"; §6 "a session-specific token is used for
 * cart and auto-delivery calls"). Every answer is the storefront envelope (core-cart-checkout §7); a visitor gets
 * `errors` 'account/not-signed-in', a subscription that is not theirs 'subscription/not-found'. JSON bodies; every
 * write sends the CSRF header. Throws PortError only when the backend is unreachable.
 *
 * Routes (the local server: adapters/embedded/server/auto-delivery-routes.ts):
 * - GET  /api/auto-delivery/next-deliveries                → { deliveries, declined, impulseUpsell?, today }
 * - GET  /api/auto-delivery/subscriptions?includeInactive= → { subscriptions }
 * - GET  /api/auto-delivery/impulse-upsell-eligibility     → { eligibility: { shipOn, shippingAddressId } | null }
 * - POST /api/auto-delivery/subscriptions {sku, quantity?, intervalDays?, shippingAddressId?, paymentMethodId?}
 *                                                          → { subscription } (201)
 * - PUT  /api/auto-delivery/subscriptions/{id} SubscriptionUpdate → { subscription }
 * - POST /api/auto-delivery/subscriptions/{id}/skip        → { subscription }
 * - POST /api/auto-delivery/subscriptions/{id}/send-now    → { outcome }
 * - POST /api/auto-delivery/subscriptions/{id}/cancel {reason} → { subscription }
 * - POST /api/auto-delivery/subscriptions/{id}/resume      → { subscription }
 * - POST /api/auto-delivery/deliveries/skip {addressId, nextShipOn, interval?} → { subscriptions }
 * - POST /api/auto-delivery/order-now {addressId, customerId, interval?, nextShipOn} → { outcome }
 * - GET  /api/auto-delivery/payment-method                 → { paymentMethod: SavedPaymentMethod | null }
 */
export interface AutoDeliveryBackendPort {
  nextDeliveries(): Promise<Envelope<NextDeliveries>>;
  subscriptions(options?: {
    readonly includeInactive?: boolean;
  }): Promise<Envelope<{ readonly subscriptions: readonly Subscription[] }>>;
  impulseUpsellEligibility(): Promise<
    Envelope<{ readonly eligibility: { readonly shipOn: CalendarDate; readonly shippingAddressId: string } | null }>
  >;
  create(input: {
    readonly sku: string;
    readonly quantity?: number;
    readonly intervalDays?: number | null;
    readonly shippingAddressId?: string;
    readonly paymentMethodId?: string;
  }): Promise<Envelope<CreatedSubscription>>;
  update(
    subscriptionId: string,
    changes: SubscriptionUpdate,
  ): Promise<Envelope<{ readonly subscription: Subscription }>>;
  skip(subscriptionId: string): Promise<Envelope<{ readonly subscription: Subscription }>>;
  sendNow(subscriptionId: string): Promise<Envelope<{ readonly outcome: DeliveryRunOutcome }>>;
  cancel(subscriptionId: string, reason: string): Promise<Envelope<{ readonly subscription: Subscription }>>;
  resume(subscriptionId: string): Promise<Envelope<{ readonly subscription: Subscription }>>;
  skipDelivery(
    delivery: Omit<OrderNowRequest, 'customerId'>,
  ): Promise<Envelope<{ readonly subscriptions: readonly Subscription[] }>>;
  orderNow(request: OrderNowRequest): Promise<Envelope<{ readonly outcome: DeliveryRunOutcome }>>;
  paymentMethod(): Promise<Envelope<{ readonly paymentMethod: SavedPaymentMethod | null }>>;
}
