import { orderStatusOf, trackedShipmentsOf, type Order } from '../../../core/cart';
import type { OrderHistoryRow } from '../../../ports/account-area';

/**
 * One Order History row of an order (spec: shell-account §2 Orders table "Date, Status, Tracking Numbers, Order";
 * §3 Order row id, date, year, status): the order number as `id`, the instant it was placed as `date` and its UTC
 * year, the status of core's orderStatusOf, the tracking numbers of its shipments, and the total in cents (the
 * order's 'Total' line, else its cart's taxed or untaxed total).
 */
export function orderHistoryRowOf(order: Order): OrderHistoryRow {
  const total =
    order.totals.find((t) => t.label === 'Total')?.amount ?? order.cart.taxedPrice?.totalGross ?? order.cart.totalPrice;
  return {
    id: order.orderNumber,
    date: order.createdAt,
    year: new Date(order.createdAt).getUTCFullYear(),
    status: orderStatusOf(order),
    trackingNumbers: trackedShipmentsOf(order).flatMap((s) => s.trackingNumbers),
    totalCents: total.cents,
  };
}

/**
 * The order as its customer's pages receive it: without the key it was placed with and without the payment
 * gateway's transaction ids (a payment keeps its method, amount, card brand and last four digits only).
 */
export function customerViewOf(order: Order): Order {
  const { idempotencyKey: _key, ...rest } = order;
  return {
    ...rest,
    payments: order.payments.map((p, i) => ({
      id: `payment-${i + 1}`,
      method: p.method,
      amountPlanned: p.amountPlanned,
      ...(p.cardBrand === undefined ? {} : { cardBrand: p.cardBrand }),
      ...(p.cardLast4 === undefined ? {} : { cardLast4: p.cardLast4 }),
    })),
  };
}
