import type { Money } from '../../core/shared';
import { formatMoney } from '../../core/shared';
import type { Order, Payment } from '../../core/cart';
import { renderLineItems, renderTotals } from './cart-view';
import { formatAddress, formatTimestamp, orDash } from './format';
import { renderTable, type RenderOptions } from './table';

/** The order's grand total: its 'Total' line, else the cart's taxed gross, else the cart total. */
export function orderTotal(order: Order): Money {
  const total = order.totals.find((t) => t.label === 'Total');
  return total?.amount ?? order.cart.taxedPrice?.totalGross ?? order.cart.totalPrice;
}

/** Number of units over all line items of the order. */
export function orderItemCount(order: Order): number {
  return order.cart.lineItems.reduce((n, line) => n + line.quantity, 0);
}

/** "Visa •••• 4242" for a card; never more than the last four digits. */
function paymentCard(payment: Payment): string {
  if (!payment.cardLast4) return '-';
  return `${payment.cardBrand ?? 'Card'} •••• ${payment.cardLast4}`;
}

function renderPayments(order: Order, options: RenderOptions): string {
  if (order.payments.length === 0) return 'Payments: none\n';
  const rows = order.payments.map((p) => [p.method, paymentCard(p), formatMoney(p.amountPlanned)]);
  return renderTable([{ head: 'Payment' }, { head: 'Card' }, { head: 'Amount', align: 'right' }], rows, options);
}

/**
 * The human view of one order (spec: core-cart-checkout §3 Order): number, state, creation time,
 * e-mail, shipping address, line items, totals with the spec's labels, payments (card last4 only).
 */
export function renderOrder(order: Order, options: RenderOptions): string {
  const header = [
    `Order ${order.orderNumber}`,
    `State: ${order.orderState}   Created: ${formatTimestamp(order.createdAt)}`,
    `E-mail: ${orDash(order.customerEmail)}`,
    `Shipping address: ${formatAddress(order.shippingAddress ?? order.cart.shippingAddress)}`,
  ].join('\n');
  return [
    `${header}\n`,
    renderLineItems(order.cart.lineItems, options),
    renderTotals(order.totals, options),
    renderPayments(order, options),
  ].join('\n');
}

/** Orders as a table: Order, Date, E-mail, Items, Total. */
export function renderOrderList(orders: readonly Order[], options: RenderOptions): string {
  if (orders.length === 0) return 'No orders.\n';
  const rows = orders.map((o) => [
    o.orderNumber,
    formatTimestamp(o.createdAt),
    orDash(o.customerEmail),
    String(orderItemCount(o)),
    formatMoney(orderTotal(o)),
  ]);
  const columns = [
    { head: 'Order' },
    { head: 'Date' },
    { head: 'E-mail' },
    { head: 'Items', align: 'right' },
    { head: 'Total', align: 'right' },
  ] as const;
  return renderTable(columns, rows, options);
}
