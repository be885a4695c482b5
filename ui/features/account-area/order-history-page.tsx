import { AppLink } from '../../components/app-link';
import { accountAreaCopy } from '../../copy/account-area-copy';
import { accountOrdersCopy, formatOrderDate } from '../../copy/account-orders-copy';
import type { AccountAreaPageProps } from './account-area-views';
import { shellChromeCopy } from '../../copy/shell-chrome-copy';
import { TipPopover } from '../shell-chrome/tip-popover';
import '../../styles/account-orders.css';

/**
 * Order History (spec: shell-account §2 Account area "Orders table columns: Date, Status, Tracking Numbers, Order;
 * rows link to track and detail pages. Empty list text: …"): the customer's orders, newest first, in a table whose
 * Order column links the order's number to /orders/{id} and a Track link to /orders/{id}/track. Above the table, the
 * review tip shows once (shell-account §4 Popovers).
 */
export function OrderHistoryPage({ data }: AccountAreaPageProps) {
  const orders = data.orders ?? [];
  const { columns } = accountAreaCopy.orders;
  const copy = accountOrdersCopy.history;
  if (orders.length === 0) return <p className="account-orders__empty">{accountAreaCopy.orders.empty}</p>;
  return (
    <TipPopover id="review-tip" text={shellChromeCopy.popovers.reviewTip} placement="above">
      <div className="order-table-wrap">
        <table className="order-table">
          <caption className="visually-hidden">{copy.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{columns.date}</th>
              <th scope="col">{columns.status}</th>
              <th scope="col">{columns.trackingNumbers}</th>
              <th scope="col">{columns.order}</th>
            </tr>
          </thead>
          <tbody>
            {orders.map((o) => (
              <tr key={o.id}>
                <td data-label={columns.date}>
                  <time dateTime={o.date}>{formatOrderDate(o.date)}</time>
                </td>
                <td data-label={columns.status}>{o.status}</td>
                <td data-label={columns.trackingNumbers}>
                  {o.trackingNumbers.length > 0 ? o.trackingNumbers.join(', ') : copy.noTracking}
                </td>
                <td data-label={columns.order}>
                  <span className="order-table__links">
                    <AppLink to={`/orders/${o.id}`} aria-label={copy.orderLabel(o.id)}>
                      {o.id}
                    </AppLink>
                    <AppLink to={`/orders/${o.id}/track`} aria-label={copy.trackLabel(o.id)}>
                      {copy.track}
                    </AppLink>
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </TipPopover>
  );
}
