import type { SubscriptionRecord } from '../../../core/subscriptions';
import type { DeliveryRun, DeliveryRunStatus } from '../../../ports/subscriptions';

/**
 * The rows of the subscription tables (migration 18, `schema.ts`) as EmbeddedSubscriptionStore reads them, and the
 * port's records made of them.
 */

/** A subscriptions row as read (dates as text, so no time zone moves them). */
export interface SubscriptionRow {
  id: string;
  customer_id: string;
  sku: string;
  quantity: number;
  interval_days: number | null;
  next_ship_on: string | null;
  added_at: Date | string;
  shipping_address_id: string;
  payment_method_id: string | null;
  active: boolean;
  cancel_reason: string | null;
  channel_key: string;
  version: number;
}

/** A delivery_runs row as read. */
export interface RunRow {
  id: string;
  customer_id: string;
  shipping_address_id: string;
  ship_on: string;
  status: DeliveryRunStatus;
  attempts: number;
  order_number: string | null;
  failure: string | null;
  updated_at: Date | string;
}

export const SUBSCRIPTION_COLUMNS =
  'id::text AS id, customer_id, sku, quantity, interval_days, next_ship_on::text AS next_ship_on, added_at, ' +
  'shipping_address_id, payment_method_id, active, cancel_reason, channel_key, version';

export const RUN_COLUMNS =
  'id::text AS id, customer_id, shipping_address_id, ship_on::text AS ship_on, status, attempts, order_number, ' +
  'failure, updated_at';

/** An instant as read (Date or text) → ISO text. */
const iso = (value: Date | string): string => new Date(value).toISOString();

export function toRecord(r: SubscriptionRow): SubscriptionRecord {
  return {
    id: r.id,
    customerId: r.customer_id,
    sku: r.sku,
    quantity: r.quantity,
    ...(r.interval_days === null ? {} : { intervalDays: r.interval_days }),
    ...(r.next_ship_on === null ? {} : { nextShipOn: r.next_ship_on }),
    addedAt: iso(r.added_at),
    shippingAddressId: r.shipping_address_id,
    ...(r.payment_method_id === null ? {} : { paymentMethodId: r.payment_method_id }),
    active: r.active,
    ...(r.cancel_reason === null ? {} : { cancelReason: r.cancel_reason }),
    channelKey: r.channel_key,
    version: r.version,
  };
}

export function toRun(r: RunRow): DeliveryRun {
  return {
    id: r.id,
    customerId: r.customer_id,
    shippingAddressId: r.shipping_address_id,
    shipOn: r.ship_on,
    status: r.status,
    attempts: r.attempts,
    ...(r.order_number === null ? {} : { orderNumber: r.order_number }),
    ...(r.failure === null ? {} : { failure: r.failure }),
    updatedAt: iso(r.updated_at),
  };
}
