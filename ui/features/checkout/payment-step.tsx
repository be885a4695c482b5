import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { CHECKOUT_STEP_TITLES } from '../../../core/checkout';
import { useCheckout } from '../../app/use-checkout';
import { TextField } from '../../components/form-field';
import { orderCopy } from '../../copy';
import type { CardField } from '../../stores/payment-store';
import { CreateAccountOption, SavedCardChoice, SaveCardOption } from './payment-options';
import { BillingAddressOption, GiftCertificateOption, PaymentSplit, StoreCreditOption } from './stored-value-options';
import { PaymentAdjustment } from './payment-adjustment';

/** The payment's errors (declines, refusals) as one alert; nothing when there are none. */
function PaymentErrors({ errors }: { errors: readonly string[] }) {
  if (errors.length === 0) return null;
  return (
    <div className="form-error" role="alert">
      {errors.map((m) => (
        <p key={m}>{m}</p>
      ))}
    </div>
  );
}

/**
 * '/checkout/payment': 'Payment Method': a customer's store credit and a gift certificate applied by code (what each
 * covers, the card's remainder; no card form when they cover the order), a signed-in customer's saved cards (or a new
 * card, which may be saved), the card form, the billing address ("same as shipping" by default), a guest's "Create an
 * account", and 'Place Order' (disabled while placing); declines shown inline.
 */
export const PaymentStep = observer(function PaymentStep() {
  const checkout = useCheckout();
  const pay = checkout.payment;
  const c = orderCopy.card;
  useEffect(() => {
    void pay.options.loadSavedCards();
    void pay.storedValue.loadCreditAccounts();
  }, [pay.options, pay.storedValue]);
  const field = (name: CardField, label: string, extra: Record<string, unknown>) => (
    <TextField
      label={label}
      name={name}
      value={pay.values[name]}
      error={pay.fieldErrors[name]}
      className={`field--${name}`}
      onValue={(v) => pay.set(name, v)}
      onBlur={() => pay.touch(name)}
      {...extra}
    />
  );
  return (
    <section className="checkout-card">
      <h1 id="step-title">{CHECKOUT_STEP_TITLES.payment}</h1>
      {pay.options.cxMode && <PaymentAdjustment />}
      <form
        className="card-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void pay.placeOrder();
        }}
      >
        <StoreCreditOption sv={pay.storedValue} />
        <GiftCertificateOption sv={pay.storedValue} />
        <PaymentSplit pay={pay} />
        {!pay.cardNotNeeded && <SavedCardChoice options={pay.options} />}
        {pay.options.newCard && !pay.cardNotNeeded && (
          <fieldset>
            <legend>{orderCopy.checkout.cardLegend}</legend>
            <p className="muted card-form__hint">{orderCopy.checkout.testCardHint}</p>
            {field('number', c.number, { autoComplete: 'cc-number', inputMode: 'numeric', maxLength: 23 })}
            <div className="card-form__row">
              {field('expMonth', c.expMonth, {
                autoComplete: 'cc-exp-month',
                inputMode: 'numeric',
                maxLength: 2,
                placeholder: 'MM',
              })}
              {field('expYear', c.expYear, {
                autoComplete: 'cc-exp-year',
                inputMode: 'numeric',
                maxLength: 4,
                placeholder: 'YYYY',
              })}
              {field('cvc', c.cvc, { autoComplete: 'cc-csc', inputMode: 'numeric', maxLength: 4 })}
            </div>
            {field('postalCode', c.postalCode, { autoComplete: 'postal-code' })}
            <SaveCardOption options={pay.options} />
          </fieldset>
        )}
        <BillingAddressOption pay={pay} />
        <CreateAccountOption options={pay.options} />
        <PaymentErrors errors={pay.errors} />
        <button
          type="submit"
          className="button button--primary button--large button--block"
          disabled={pay.placing}
          aria-busy={pay.placing}
        >
          {pay.placing ? orderCopy.checkout.placing : orderCopy.checkout.placeOrder}
        </button>
      </form>
    </section>
  );
});
