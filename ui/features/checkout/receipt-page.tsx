import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useCheckout } from '../../app/use-checkout';
import { usePageAnnouncement } from '../../app/use-page-announcement';
import { AddressSummary } from '../../components/address-summary';
import { OrderLineList } from '../../components/order-line-list';
import { TotalsList } from '../../components/totals-list';
import { taxExemptNote } from '../../components/tax-exempt-note';
import { copy, orderCopy } from '../../copy';
import { PageLoading } from '../../routes/page-status';
import { AppLink } from '../../components/app-link';
import { shipmentSummaries } from '../../../core/checkout';
import { ShipmentBreakdown } from './shipment-breakdown';
import { useStores } from '../../app/stores-context';
import { reportPurchase } from '../../stores/purchase-report';
import { sessionWebStorage } from '../../stores/web-storage';
import { UpdatePaymentMethod } from './update-payment-method';

/**
 * '/checkout/receipt?token=...': 'Thank you for your order!', the order number, what became of an account created
 * at payment, lines, totals and shipping address. An order whose card was declined after placing shows the message
 * and the "Update payment method" form. Once loaded, the purchase is reported once per order (reportPurchase).
 */
export const ReceiptPage = observer(function ReceiptPage() {
  const checkout = useCheckout();
  const receipt = checkout.receipt;
  const [params] = useSearchParams();
  const token = params.get('token');
  useEffect(() => {
    void receipt.load(token);
  }, [receipt, token]);
  usePageAnnouncement(copy.pages.receipt, orderCopy.receipt.title);
  const order = receipt.order;
  const root = useStores();
  const [paidNow, setPaidNow] = useState(false);
  const orderNumber = order?.orderNumber;
  useEffect(() => {
    if (!order) return;
    void reportPurchase({ services: root.services, analytics: root.analytics, storage: sessionWebStorage() }, order);
    // Once per order: a new object of the same order (its payment updated) is not a new purchase.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [root, orderNumber]);
  const outcome = checkout.payment.options.accountOutcome;
  if (receipt.status === 'loading' || receipt.status === 'idle') return <PageLoading />;
  if (!order || receipt.status === 'error') {
    return (
      <div className="container page not-found">
        <h1>{receipt.error ?? orderCopy.receipt.notFound}</h1>
        <AppLink to="/" className="button button--primary">
          {orderCopy.receipt.continueShopping}
        </AppLink>
      </div>
    );
  }
  // Several shipments show their addresses in the breakdown instead.
  const several = shipmentSummaries(order.cart).length > 1;
  const address = several ? undefined : (order.shippingAddress ?? order.cart.itemShippingAddresses[0]);
  return (
    <div className="container page receipt">
      <div className="receipt__head">
        <span className="receipt__check" aria-hidden="true">
          ✓
        </span>
        <h1>{orderCopy.receipt.title}</h1>
        <p className="receipt__number">{orderCopy.receipt.orderNumber(order.orderNumber)}</p>
        {order.customerEmail && <p className="muted">{orderCopy.receipt.confirmation(order.customerEmail)}</p>}
        {outcome && (
          <p className={outcome.ok ? 'receipt__account' : 'form-error'} role={outcome.ok ? 'status' : 'alert'}>
            {outcome.message}
          </p>
        )}
        {paidNow && (
          <p className="receipt__account" role="status">
            {orderCopy.receipt.paymentUpdated}
          </p>
        )}
      </div>
      {order.paymentState === 'Failed' && (
        <UpdatePaymentMethod
          order={{ receiptToken: order.receiptToken }}
          onPaid={(paid) => {
            receipt.replaceOrder(paid);
            setPaidNow(true);
          }}
        />
      )}
      <div className="receipt__grid">
        <section className="summary-card" aria-labelledby="receipt-items">
          <h2 id="receipt-items">{orderCopy.receipt.items}</h2>
          <OrderLineList lines={order.cart.lineItems} orderDate={order.createdAt} />
          <ShipmentBreakdown cart={order.cart} />
          <TotalsList totals={order.totals} taxNote={taxExemptNote(order.cart)} />
        </section>
        {address && (
          <section className="summary-card" aria-labelledby="receipt-address">
            <h2 id="receipt-address">{orderCopy.receipt.shippingAddress}</h2>
            <AddressSummary address={address} />
          </section>
        )}
      </div>
      <AppLink to="/" className="button button--primary button--large">
        {orderCopy.receipt.continueShopping}
      </AppLink>
    </div>
  );
});
