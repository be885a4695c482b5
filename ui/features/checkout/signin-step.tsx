import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { ORDER_REASON_LABELS } from '../../../core/checkout';
import { formatMoney, type Money } from '../../../core/shared';
import type { CustomerDescription } from '../../../core/customers';
import { useStores } from '../../app/stores-context';
import { cxCopy } from '../../copy/cx-copy';
import { CxSigninStore } from '../../stores/cx-signin-store';
import '../../styles/cx.css';

/** Messages of a form, announced. */
function Alerts({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <div role="alert" className="form-error">
      {messages.map((m) => (
        <p key={m}>{m}</p>
      ))}
    </div>
  );
}

/** The described customer: name, signed up, addresses count, store credit balance, notes and issues. */
function CustomerSummary(props: { description: CustomerDescription; name?: string; balance: Money | undefined }) {
  const t = cxCopy.signin;
  const { description: d } = props;
  const name = props.name || d.contact.firstName || d.customer.email;
  const list = (items: readonly string[]) => (items.length > 0 ? items.join('; ') : t.none);
  return (
    <section className="cx-summary" aria-labelledby="cx-summary-title">
      <h3 id="cx-summary-title">{t.summaryTitle}</h3>
      <dl className="cx-summary__list">
        <dt>{t.name}</dt>
        <dd data-testid="cx-name">{name}</dd>
        <dt>{t.signedUp}</dt>
        <dd>{d.signedUpAt.slice(0, 10)}</dd>
        <dt>{t.addresses}</dt>
        <dd>{d.addresses.length}</dd>
        <dt>{t.storeCredit}</dt>
        <dd data-testid="cx-balance">{props.balance ? formatMoney(props.balance) : '…'}</dd>
        <dt>{t.notes}</dt>
        <dd>{list(d.notes)}</dd>
        <dt>{t.issues}</dt>
        <dd>{list(d.issues)}</dd>
      </dl>
    </section>
  );
}

/** "Issue store credit": amount in dollars, an order reason label (the courtesy credit's by default) and a note. */
const StoreCreditForm = observer(function StoreCreditForm({ store }: { store: CxSigninStore }) {
  const t = cxCopy.credit;
  return (
    <form
      className="cx-credit"
      aria-labelledby="cx-credit-title"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void store.issueCredit();
      }}
    >
      <h3 id="cx-credit-title">{t.title}</h3>
      <div className="field">
        <label htmlFor="cx-credit-amount">{t.amount}</label>
        <input
          id="cx-credit-amount"
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          placeholder="10.00"
          value={store.amount}
          onChange={(e) => store.set('amount', e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor="cx-credit-reason">{t.reason}</label>
        <select
          id="cx-credit-reason"
          name="reason"
          value={store.reason}
          onChange={(e) => store.set('reason', e.target.value)}
        >
          {ORDER_REASON_LABELS.map((label) => (
            <option key={label} value={label}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="cx-credit-note">{t.note}</label>
        <textarea
          id="cx-credit-note"
          name="note"
          maxLength={500}
          rows={2}
          value={store.note}
          onChange={(e) => store.set('note', e.target.value)}
        />
      </div>
      <Alerts messages={store.creditErrors} />
      {store.creditNotice && (
        <p role="status" data-testid="cx-credit-notice">
          {store.creditNotice}
        </p>
      )}
      <button type="submit" className="button button--secondary" disabled={store.issuing}>
        {t.submit}
      </button>
    </form>
  );
});

/**
 * The checkout signin step of CX mode (spec: core-cart-checkout §2 Checkout steps, §4 Entry location, §6 CX mode;
 * shell-account §6): whom the agent acts for (a customer, a guest cart, or nobody yet), "Customer email" and the
 * button acting for that customer, the customer's summary, "Issue store credit", and Continue to the first enabled
 * incomplete step. The route renders it only in CX mode.
 */
export const SigninStep = observer(function SigninStep() {
  const root = useStores();
  const [store] = useState(() => new CxSigninStore(root));
  const t = cxCopy.signin;
  const acting = store.session.actingFor;
  useEffect(() => {
    void store.loadCustomer();
  }, [store]);
  const whom = acting ? (acting.customerEmail ?? t.guestCart(acting.cartKey ?? acting.cartId)) : t.nobody;
  return (
    <section className="checkout-card checkout-signin" aria-labelledby="signin-title">
      <h1 id="signin-title">{t.title}</h1>
      <p>
        {t.actingFor}: <strong data-testid="signin-acting-for">{whom}</strong>
      </p>
      <form
        className="cx-act-for"
        aria-labelledby="cx-act-title"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void store.actFor();
        }}
      >
        <h3 id="cx-act-title">{t.formTitle}</h3>
        <div className="field">
          <label htmlFor="cx-customer-email">{t.email}</label>
          <input
            id="cx-customer-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            value={store.email}
            onChange={(e) => store.set('email', e.target.value)}
          />
        </div>
        <Alerts messages={store.actErrors} />
        <button type="submit" className="button button--secondary" disabled={store.acting}>
          {t.actFor}
        </button>
      </form>
      {store.description && (
        <CustomerSummary description={store.description} name={store.fullName} balance={store.balance} />
      )}
      {store.customerEmail && <StoreCreditForm store={store} />}
      <div className="checkout-signin__next">
        <button type="button" className="button button--primary" onClick={() => store.continue()}>
          {t.continue}
        </button>
      </div>
    </section>
  );
});
