import type { Address } from './address';
import type { Order } from './order';
import { shipmentsOf } from './shipments';

/**
 * An order's status as the account area shows it (spec: shell-account §2 Orders table "Status", §3 Order row
 * status), from the order's state: an Open or Confirmed order is being prepared ('Processing'), a Complete one has
 * shipped ('Complete'), a Cancelled one is 'Cancelled'. Shipment states do not exist yet, so they add nothing.
 */
export type OrderStatus = 'Processing' | 'Complete' | 'Cancelled';

/** The status of `order` (see OrderStatus). */
export function orderStatusOf(order: Pick<Order, 'orderState'>): OrderStatus {
  switch (order.orderState) {
    case 'Complete':
      return 'Complete';
    case 'Cancelled':
      return 'Cancelled';
    default:
      return 'Processing';
  }
}

/** A line of a tracked shipment: the product's name, the variant's and the units going there. */
export interface TrackedLine {
  readonly lineItemId: string;
  readonly name: string;
  readonly variantName: string;
  readonly quantity: number;
}

/**
 * One shipment of an order as /orders/{id}/track shows it (spec: shell-account §1 /orders/{id}/track): where it
 * goes, its lines, the delivery chosen, its status and tracking numbers ([] until the carrier gives some: none
 * are recorded yet), and the estimated delivery date (YYYY-MM-DD) when known.
 */
export interface TrackedShipment {
  readonly key: string;
  readonly address?: Address;
  readonly lines: readonly TrackedLine[];
  readonly shippingMethodName?: string;
  readonly status: OrderStatus;
  readonly trackingNumbers: readonly string[];
  readonly estimatedDelivery?: string;
}

/**
 * The shipments of an order, in the cart's shipment order: one per item shipping address with lines (Multiple
 * mode), or, for an order whose lines name no shipment, one shipment of every line to the order's shipping address.
 */
export function trackedShipmentsOf(order: Order): readonly TrackedShipment[] {
  const { cart } = order;
  const status = orderStatusOf(order);
  const byId = new Map(cart.lineItems.map((l) => [l.id, l]));
  const shipments = shipmentsOf(cart).filter((s) => s.lines.length > 0);
  if (shipments.length === 0) {
    const lines = cart.lineItems.map((l) => ({
      lineItemId: l.id,
      name: l.name,
      variantName: l.variant.variantName,
      quantity: l.quantity,
    }));
    const method = cart.shippingInfo?.shippingMethodName;
    const address = order.shippingAddress;
    return lines.length === 0
      ? []
      : [
          {
            key: 'shipment-1',
            ...(address ? { address } : {}),
            lines,
            ...(method ? { shippingMethodName: method } : {}),
            status,
            trackingNumbers: [],
          },
        ];
  }
  return shipments.map((s) => {
    const method = cart.shipping.find((x) => x.shippingKey === s.key)?.shippingMethodName;
    const { key: _key, custom: _custom, ...address } = s.address;
    return {
      key: s.key,
      address,
      lines: s.lines.map((q) => {
        const line = byId.get(q.lineItemId);
        return {
          lineItemId: q.lineItemId,
          name: line?.name ?? '',
          variantName: line?.variant.variantName ?? '',
          quantity: q.quantity,
        };
      }),
      ...(method ? { shippingMethodName: method } : {}),
      status,
      trackingNumbers: [],
    };
  });
}
