import { observer } from 'mobx-react-lite';
import { formatMoney } from '../../../core/shared';
import { TextField } from '../../components/form-field';
import { paymentCopy } from '../../copy/payment-copy';
import type { PaymentStore } from '../../stores/payment-store';
import type { StoredValueStore } from '../../stores/stored-value-store';
import { AddressFields } from './address-fields';
import '../../styles/stored-value.css';

/**
 * "Apply a gift certificate" (spec: core-cart-checkout §7 place order "gift certificate nonces prepended"): the
 * labelled "Gift certificate code" field and its Apply button; once applied, the masked code and balance with Remove.
 * The server's refusal ("That gift certificate code is not valid.") shows under the field.
 */
export const GiftCertificateOption = observer(function GiftCertificateOption({ sv }: { sv: StoredValueStore }) {
  const t = paymentCopy.gift;
  const applied = sv.giftCertificate;
  return (
    <fieldset className="stored-value">
      <legend>{t.legend}</legend>
      {applied ? (
        <p className="stored-value__applied">
          {`${t.applied(applied.code)}: ${formatMoney(applied.balance)}`}{' '}
          <button type="button" className="button button--link" onClick={() => sv.removeGiftCertificate()}>
            {t.remove}
          </button>
        </p>
      ) : (
        <div className="stored-value__apply">
          <TextField
            label={t.code}
            name="giftCertificateCode"
            value={sv.code}
            error={sv.giftError}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            className="field--gift-code"
            onValue={(v) => sv.setCode(v)}
            onKeyDown={(e) => {
              if (e.key !== 'Enter') return;
              e.preventDefault();
              void sv.apply();
            }}
          />
          <button
            type="button"
            className="button button--secondary"
            disabled={sv.applying}
            aria-busy={sv.applying}
            onClick={() => void sv.apply()}
          >
            {sv.applying ? t.applying : t.apply}
          </button>
        </div>
      )}
    </fieldset>
  );
});

/** "Use my store credit ({balance})", for a signed-in customer with a balance. */
export const StoreCreditOption = observer(function StoreCreditOption({ sv }: { sv: StoredValueStore }) {
  const credit = sv.storeCredit;
  if (!credit || credit.balance.cents <= 0) return null;
  return (
    <label className="checkbox-field">
      <input
        type="checkbox"
        name="useStoreCredit"
        checked={sv.useStoreCredit}
        onChange={(e) => sv.setUseStoreCredit(e.target.checked)}
      />
      {paymentCopy.storeCredit.use(formatMoney(credit.balance))}
    </label>
  );
});

/** What each applied stored value covers and the card's remainder; or that no card is needed. */
export const PaymentSplit = observer(function PaymentSplit({ pay }: { pay: PaymentStore }) {
  const t = paymentCopy.summary;
  const plan = pay.plan;
  if (!plan || plan.debits.length === 0) return null;
  return (
    <section className="payment-split" aria-label={t.legend}>
      <dl>
        {plan.debits.map((d) => (
          <div key={d.kind} className="payment-split__row">
            <dt>{d.kind === 'store_credit' ? t.storeCredit : t.giftCertificate}</dt>
            <dd>{formatMoney({ ...d.amount, cents: -d.amount.cents })}</dd>
          </div>
        ))}
        {plan.cardAmount.cents > 0 && (
          <div className="payment-split__row">
            <dt>{t.card}</dt>
            <dd>{formatMoney(plan.cardAmount)}</dd>
          </div>
        )}
      </dl>
      {pay.cardNotNeeded && <p className="muted">{t.covered}</p>}
    </section>
  );
});

/** "Billing address is the same as shipping" (checked by default); unchecked, the address fields without e-mail. */
export const BillingAddressOption = observer(function BillingAddressOption({ pay }: { pay: PaymentStore }) {
  const billing = pay.billing;
  return (
    <fieldset className="billing-address">
      <legend>{paymentCopy.billing.legend}</legend>
      <label className="checkbox-field">
        <input
          type="checkbox"
          name="billingSameAsShipping"
          checked={billing.sameAsShipping}
          onChange={(e) => billing.setSameAsShipping(e.target.checked)}
        />
        {paymentCopy.billing.same}
      </label>
      {!billing.sameAsShipping && <AddressFields form={billing} />}
    </fieldset>
  );
});
