import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { Order } from '../../../core/cart';
import { useStores } from '../../app/stores-context';
import { TextField } from '../../components/form-field';
import { orderCopy } from '../../copy';
import type { CardField } from '../../stores/payment-store';
import { UpdatePaymentStore, type OrderRef } from './update-payment-store';

/**
 * The receipt of an order whose card was declined after placing (paymentState 'Failed'): the message and the
 * "Update payment method" card form (the payment step's fields, labels and cc-* autocomplete), which pays the order
 * with the new card (core-cart-checkout §7 change payment method). `onPaid` receives the paid order.
 */
export const UpdatePaymentMethod = observer(function UpdatePaymentMethod(props: {
  readonly order: OrderRef;
  readonly onPaid: (order: Order) => void;
}) {
  const { services } = useStores();
  const [form] = useState(() => new UpdatePaymentStore(services, props.order, props.onPaid));
  const c = orderCopy.card;
  const field = (name: CardField, label: string, extra: Record<string, unknown>) => (
    <TextField
      label={label}
      name={name}
      value={form.values[name]}
      error={form.fieldErrors[name]}
      className={`field--${name}`}
      onValue={(v) => form.set(name, v)}
      {...extra}
    />
  );
  return (
    <section className="summary-card receipt__payment" aria-labelledby="receipt-payment">
      <h2 id="receipt-payment">{orderCopy.receipt.updatePayment}</h2>
      <p className="form-error" role="alert">
        {orderCopy.receipt.paymentFailed}
      </p>
      <form
        className="card-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void form.submit();
        }}
      >
        <fieldset>
          <legend>{orderCopy.checkout.cardLegend}</legend>
          {field('number', c.number, { autoComplete: 'cc-number', inputMode: 'numeric', maxLength: 23 })}
          <div className="card-form__row">
            {field('expMonth', c.expMonth, { autoComplete: 'cc-exp-month', inputMode: 'numeric', maxLength: 2 })}
            {field('expYear', c.expYear, { autoComplete: 'cc-exp-year', inputMode: 'numeric', maxLength: 4 })}
            {field('cvc', c.cvc, { autoComplete: 'cc-csc', inputMode: 'numeric', maxLength: 4 })}
          </div>
          {field('postalCode', c.postalCode, { autoComplete: 'postal-code' })}
        </fieldset>
        {form.error && (
          <p className="form-error" role="alert">
            {form.error}
          </p>
        )}
        <button type="submit" className="button button--primary" disabled={form.submitting} aria-busy={form.submitting}>
          {form.submitting ? orderCopy.receipt.updatingPayment : orderCopy.receipt.updatePayment}
        </button>
      </form>
    </section>
  );
});
