import { orderStatusOf, trackedShipmentsOf, type Order, type Payment } from '../../../core/cart';
import { formatMoney } from '../../../core/shared';
import { AddressSummary } from '../../components/address-summary';
import { AppLink } from '../../components/app-link';
import { OrderLineList } from '../../components/order-line-list';
import { TotalsList } from '../../components/totals-list';
import { taxExemptNote } from '../../components/tax-exempt-note';
import { accountOrdersCopy, formatOrderDate } from '../../copy/account-orders-copy';
import type { AccountAreaPageProps } from './account-area-views';
import { ReorderButton } from './reorder-button';
import '../../styles/account-orders.css';
import { useState } from 'react';
import { orderCopy } from '../../copy';
import { UpdatePaymentMethod } from '../checkout/update-payment-method';

/**
 * /orders/{id} (spec: shell-account §1 routes): the customer's order (the server answers 404 for any other): when
 * it was placed and its status, its lines (the receipt's list), shipments with their addresses and delivery, the
 * billing address, the payment (card brand and last four digits only), the totals, "Reorder" and a link to tracking.
 * A card declined after placing (paymentState 'Failed') shows the message and the "Update payment method" form (by
 * order number).
 */
export function OrderDetailPage({ data }: AccountAreaPageProps) {
  const [paid, setPaid] = useState<Order | undefined>(undefined);
  const order = paid ?? data.order;
  if (!order) return null;
  const copy = accountOrdersCopy.detail;
  return (
    <div className="order-detail">
      <OrderHead order={order} />
      {paid && (
        <p className="receipt__account" role="status">
          {orderCopy.receipt.paymentUpdated}
        </p>
      )}
      {order.paymentState === 'Failed' && (
        <UpdatePaymentMethod order={{ orderNumber: order.orderNumber }} onPaid={setPaid} />
      )}
      <div className="order-detail__grid">
        <section className="summary-card" aria-labelledby="order-items">
          <h2 id="order-items">{copy.items}</h2>
          <OrderLineList lines={order.cart.lineItems} orderDate={order.createdAt} />
          <h3 className="order-detail__subhead">{copy.totals}</h3>
          <TotalsList totals={order.totals} taxNote={taxExemptNote(order.cart)} />
        </section>
        <div className="order-detail__side">
          <Shipments order={order} />
          {order.billingAddress && (
            <section className="summary-card" aria-labelledby="order-billing">
              <h2 id="order-billing">{copy.billingAddress}</h2>
              <AddressSummary address={order.billingAddress} />
            </section>
          )}
          <section className="summary-card" aria-labelledby="order-payment">
            <h2 id="order-payment">{copy.payment}</h2>
            <ul className="order-detail__payments">
              {order.payments.map((p) => (
                <li key={p.id}>{paymentText(p)}</li>
              ))}
            </ul>
          </section>
        </div>
      </div>
      <p>
        <AppLink to="/account/order-history">{copy.back}</AppLink>
      </p>
    </div>
  );
}

/** The order's number, date and status, with Reorder and the tracking link. */
function OrderHead({ order }: { order: Order }) {
  const copy = accountOrdersCopy.detail;
  return (
    <div className="order-detail__head">
      <div>
        <p className="order-detail__number">{copy.orderNumber(order.orderNumber)}</p>
        <p className="muted">
          {copy.placed(formatOrderDate(order.createdAt))} · {copy.status(orderStatusOf(order))}
        </p>
      </div>
      <div className="order-detail__actions">
        <AppLink to={`/orders/${order.orderNumber}/track`} className="button button--secondary">
          {copy.track}
        </AppLink>
        <ReorderButton orderNumber={order.orderNumber} />
      </div>
    </div>
  );
}

/** Each shipment's address, delivery and units. */
function Shipments({ order }: { order: Order }) {
  const copy = accountOrdersCopy.detail;
  const shipments = trackedShipmentsOf(order);
  if (shipments.length === 0) return null;
  return (
    <section className="summary-card" aria-labelledby="order-shipments">
      <h2 id="order-shipments">{shipments.length > 1 ? copy.shipments : copy.shippingAddress}</h2>
      {shipments.map((s, i) => (
        <div key={s.key} className="order-detail__shipment">
          {shipments.length > 1 && <h3>{copy.shipment(i + 1, shipments.length)}</h3>}
          {s.address && <AddressSummary address={s.address} />}
          {s.shippingMethodName && <p className="muted">{copy.delivery(s.shippingMethodName)}</p>}
        </div>
      ))}
    </section>
  );
}

/** A payment as the customer sees it: 'Visa ending in 4242 · $12.34', never more of the card. */
function paymentText(p: Payment): string {
  const copy = accountOrdersCopy.detail;
  const what = p.cardBrand && p.cardLast4 ? copy.card(p.cardBrand, p.cardLast4) : copy.otherPayment;
  return `${what} · ${formatMoney(p.amountPlanned)}`;
}
