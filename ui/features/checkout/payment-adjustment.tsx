import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { ADJUSTMENT_SLUG } from '../../../core/cart';
import { ORDER_REASON_LABELS } from '../../../core/checkout';
import { useStores } from '../../app/stores-context';
import { orderCopy } from '../../copy/order-copy';
import { exceptionText } from '../../copy';

/** Dollars as typed ('-5.00', '12.5') in cents, or undefined when it is no amount. */
function centsOf(text: string): number | undefined {
  const t = text.trim();
  if (!/^-?\d{1,6}(\.\d{1,2})?$/.test(t)) return undefined;
  const [whole = '0', fraction = ''] = t.replace('-', '').split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return t.startsWith('-') ? -cents : cents;
}

/** The adjustment's fields: amount in dollars, reason (an order reason label) and note, each with its label. */
function AdjustmentFields(props: {
  readonly values: { readonly amount: string; readonly reason: string; readonly note: string };
  readonly set: {
    readonly setAmount: (v: string) => void;
    readonly setReason: (v: string) => void;
    readonly setNote: (v: string) => void;
  };
}) {
  const t = orderCopy.adjustment;
  const { amount, reason, note } = props.values;
  const { setAmount, setReason, setNote } = props.set;
  return (
    <>
      <div className="field">
        <label htmlFor="adjustment-amount">{t.amount}</label>
        <input
          id="adjustment-amount"
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          placeholder="-5.00"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor="adjustment-reason">{t.reason}</label>
        <select id="adjustment-reason" name="reason" value={reason} onChange={(e) => setReason(e.target.value)}>
          <option value="">{t.chooseReason}</option>
          {ORDER_REASON_LABELS.map((label) => (
            <option key={label} value={label}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="adjustment-note">{t.note}</label>
        <textarea
          id="adjustment-note"
          name="note"
          maxLength={500}
          rows={2}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      </div>
    </>
  );
}

/**
 * The payment adjustment of CX mode (spec: core-cart-checkout §6 "CX agents can set a payment adjustment (custom item
 * with a reason)"): amount in dollars (negative: a credit; not 0, at most $500.00, not below minus the merchandise
 * subtotal: the server's messages), a reason from the order reason labels, a note (at most 500 characters), Apply and
 * Remove. POST /api/cx/adjustment; the cart it answers replaces the store's, so the order summary shows 'Adjustment'.
 */
export const PaymentAdjustment = observer(function PaymentAdjustment() {
  const root = useStores();
  const t = orderCopy.adjustment;
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<readonly string[]>([]);
  const [busy, setBusy] = useState(false);
  const current = root.cart.cart?.customLineItems.find((c) => c.slug === ADJUSTMENT_SLUG);
  const send = async (amountCents: number | null) => {
    setBusy(true);
    setErrors([]);
    try {
      const account = await root.services.loadAccount();
      const answer = await account.setAdjustment({ amountCents, reason, note });
      if (answer.data) root.cart.seed(answer.data.cart);
      else setErrors((answer.errors ?? []).map((e) => e.message));
    } catch (e) {
      setErrors([exceptionText(e)]);
    } finally {
      setBusy(false);
    }
  };
  const apply = () => {
    const cents = centsOf(amount);
    if (cents === undefined) setErrors([t.amountInvalid]);
    else void send(cents);
  };
  return (
    <form
      className="payment-adjustment"
      aria-labelledby="adjustment-title"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        apply();
      }}
    >
      <h2 id="adjustment-title">{t.title}</h2>
      <p className="muted">{t.hint}</p>
      {current && (
        <p data-testid="current-adjustment">
          {t.current(current.money, String(current.custom.adjustmentReason ?? ''))}
        </p>
      )}
      <AdjustmentFields values={{ amount, reason, note }} set={{ setAmount, setReason, setNote }} />
      {errors.length > 0 && (
        <div className="form-error" role="alert">
          {errors.map((m) => (
            <p key={m}>{m}</p>
          ))}
        </div>
      )}
      <div className="payment-adjustment__buttons">
        <button type="submit" className="button button--secondary" disabled={busy}>
          {t.apply}
        </button>
        {current && (
          <button type="button" className="button button--link" disabled={busy} onClick={() => void send(null)}>
            {t.remove}
          </button>
        )}
      </div>
    </form>
  );
});
