import { trackedShipmentsOf } from '../../../core/cart';
import { AddressSummary } from '../../components/address-summary';
import { AppLink } from '../../components/app-link';
import { accountOrdersCopy, formatOrderDate } from '../../copy/account-orders-copy';
import type { AccountAreaPageProps } from './account-area-views';
import '../../styles/account-orders.css';

/**
 * /orders/{id}/track (spec: shell-account §1 routes): the customer's order's shipments (the server answers 404 for
 * any other order), each with its status, tracking numbers and estimated delivery when known; while a shipment has
 * no tracking number yet, 'Your order is being prepared'.
 */
export function OrderTrackingPage({ data }: AccountAreaPageProps) {
  const order = data.order;
  if (!order) return null;
  const copy = accountOrdersCopy.tracking;
  const detail = accountOrdersCopy.detail;
  const shipments = trackedShipmentsOf(order);
  return (
    <div className="order-tracking">
      <p className="order-detail__number">{detail.orderNumber(order.orderNumber)}</p>
      <p className="muted">{detail.placed(formatOrderDate(order.createdAt))}</p>
      {shipments.length === 0 && (
        <p className="order-tracking__preparing">
          <strong>{copy.preparing}</strong>
        </p>
      )}
      <ol className="order-tracking__shipments">
        {shipments.map((s, i) => (
          <li key={s.key} className="summary-card">
            <h2>{detail.shipment(i + 1, shipments.length)}</h2>
            <p className="order-tracking__status">{detail.status(s.status)}</p>
            {s.trackingNumbers.length > 0 ? (
              <>
                <h3>{copy.trackingNumbers}</h3>
                <ul>
                  {s.trackingNumbers.map((n) => (
                    <li key={n}>{n}</li>
                  ))}
                </ul>
              </>
            ) : (
              <div className="order-tracking__preparing">
                <p>
                  <strong>{copy.preparing}</strong>
                </p>
                <p className="muted">{copy.preparingText}</p>
              </div>
            )}
            {s.estimatedDelivery && <p>{copy.estimatedDelivery(formatOrderDate(s.estimatedDelivery))}</p>}
            {s.address && <AddressSummary address={s.address} />}
            <ul className="order-tracking__lines">
              {s.lines.map((l) => (
                <li key={l.lineItemId}>
                  {l.name} <span className="muted">· {l.variantName}</span> ×{l.quantity}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      <p>
        <AppLink to={`/orders/${order.orderNumber}`}>{copy.details}</AppLink>
      </p>
    </div>
  );
}
