import { observer } from 'mobx-react-lite';
import { useId, useState, type FormEvent } from 'react';
import {
  AUTO_DELIVERY_INTERVAL_WEEKS,
  DEFAULT_INTERVAL_DAYS,
  daysToWeeks,
  intervalLabel,
  weekdayMonthDay,
  weeksToDays,
  type Subscription,
} from '../../../core/subscriptions';
import type { AutoDeliveryPageData } from '../../../ports/account-area';
import type { SubscriptionUpdate } from '../../../ports/auto-delivery-backend';
import { autoDeliveryCopy } from '../../copy/auto-delivery-copy';
import { addressOf, addressText, SkipAndSendNow } from './auto-delivery-parts';
import type { AutoDeliveryStore } from './auto-delivery-store';

const t = autoDeliveryCopy;
/** The card select's value for "the default card" (no paymentMethodId). */
const DEFAULT_CARD = '';

/** The changes of the edit form against the subscription: only the fields that differ. */
function changesOf(s: Subscription, form: { weeks: number; quantity: number; address: string; card: string }) {
  const changes: { -readonly [K in keyof SubscriptionUpdate]: SubscriptionUpdate[K] } = {};
  const days = weeksToDays(form.weeks);
  if (days !== s.intervalDays) changes.intervalDays = days;
  if (form.quantity !== s.quantity) changes.quantity = form.quantity;
  if (form.address !== s.shippingAddressId) changes.shippingAddressId = form.address;
  if (form.card !== DEFAULT_CARD && form.card !== s.paymentMethodId) changes.paymentMethodId = form.card;
  return changes;
}

/**
 * The cancel form (catalogue-gifting §4 "cancel (with a reason)"): a select of reasons and, for 'Other', a text;
 * Cancel Auto-Delivery sends the reason, Keep it closes the form.
 */
function CancelForm(props: { subscription: Subscription; store: AutoDeliveryStore; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [other, setOther] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const ids = { reason: useId(), other: useId(), error: useId() };
  const isOther = reason === 'Other';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!reason) return setError(t.reasonRequired);
    if (isOther && !other.trim()) return setError(t.otherRequired);
    void props.store.cancel(props.subscription, isOther ? `Other: ${other.trim()}` : reason).then(props.onClose);
  };
  return (
    <form className="auto-delivery-cancel" onSubmit={submit} aria-label={t.cancelHeading(props.subscription.name)}>
      <label htmlFor={ids.reason}>{t.cancelReason}</label>
      <select
        id={ids.reason}
        value={reason}
        aria-describedby={error ? ids.error : undefined}
        onChange={(e) => setReason(e.target.value)}
      >
        <option value="">—</option>
        {t.cancelReasons.map((r) => (
          <option key={r} value={r}>
            {r}
          </option>
        ))}
      </select>
      {isOther ? (
        <>
          <label htmlFor={ids.other}>{t.cancelOther}</label>
          <textarea id={ids.other} maxLength={500} value={other} onChange={(e) => setOther(e.target.value)} />
        </>
      ) : null}
      {error ? (
        <p id={ids.error} role="alert" className="form-error">
          {error}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={!!props.store.busy}>
        {t.confirmCancel}
      </button>
      <button type="button" className="button button--secondary" onClick={props.onClose}>
        {t.keep}
      </button>
    </form>
  );
}

/**
 * The edit form of a subscription (catalogue-gifting §4 update): frequency ('Every N Week(s)' of
 * AUTO_DELIVERY_INTERVAL_WEEKS), quantity, address (saved addresses), card (saved cards); Save changes sends only the
 * fields changed.
 */
const SubscriptionForm = observer(function SubscriptionForm(props: {
  subscription: Subscription;
  data: AutoDeliveryPageData;
  store: AutoDeliveryStore;
  labelledBy: string;
}) {
  const { subscription: s, data, store } = props;
  const [weeks, setWeeks] = useState(daysToWeeks(s.intervalDays ?? DEFAULT_INTERVAL_DAYS));
  const [quantity, setQuantity] = useState(s.quantity);
  const [address, setAddress] = useState(s.shippingAddressId);
  const [card, setCard] = useState(s.paymentMethodId ?? DEFAULT_CARD);
  const id = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const changes = changesOf(s, { weeks, quantity, address, card });
    if (Object.keys(changes).length > 0) void store.update(s, changes);
  };
  const hasAddress = addressOf(data, s.shippingAddressId) !== undefined;
  return (
    <form className="auto-delivery-subscription__form" onSubmit={submit} aria-labelledby={props.labelledBy}>
      <label htmlFor={`${id}-interval`}>{t.interval}</label>
      <select id={`${id}-interval`} value={weeks} onChange={(e) => setWeeks(Number(e.target.value))}>
        {AUTO_DELIVERY_INTERVAL_WEEKS.map((w) => (
          <option key={w} value={w}>
            {intervalLabel(weeksToDays(w))}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-quantity`}>{t.quantity}</label>
      <input
        id={`${id}-quantity`}
        type="number"
        inputMode="numeric"
        min={1}
        max={4999}
        value={quantity}
        onChange={(e) => setQuantity(Math.max(1, Math.trunc(Number(e.target.value)) || 1))}
      />
      <label htmlFor={`${id}-address`}>{t.address}</label>
      <select id={`${id}-address`} value={address} onChange={(e) => setAddress(e.target.value)}>
        {hasAddress ? null : <option value={s.shippingAddressId}>{t.addressUnknown}</option>}
        {data.addresses.map((a) => (
          <option key={a.id} value={a.id}>
            {addressText(a)}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-card`}>{t.card}</label>
      <select id={`${id}-card`} value={card} onChange={(e) => setCard(e.target.value)}>
        <option value={DEFAULT_CARD}>{t.defaultCard}</option>
        {data.paymentMethods.map((c) => (
          <option key={c.id} value={c.id}>
            {t.card4(c.brand, c.last4)}
          </option>
        ))}
      </select>
      <button type="submit" className="button button--primary" disabled={!!store.busy}>
        {t.save}
      </button>
    </form>
  );
});

/**
 * One active subscription with its controls (catalogue-gifting §4 update, skip, send now, cancel): its edit form;
 * Skip, Send Now and Cancel (which asks for a reason).
 */
export const SubscriptionEditor = observer(function SubscriptionEditor(props: {
  subscription: Subscription;
  data: AutoDeliveryPageData;
  store: AutoDeliveryStore;
}) {
  const { subscription: s, store } = props;
  const [cancelling, setCancelling] = useState(false);
  const nameId = `${useId()}-name`;
  return (
    <li className="auto-delivery-subscription">
      <h3 id={nameId}>
        {s.name} <span className="muted">{s.variantName}</span>
      </h3>
      <p className="muted">
        {intervalLabel(s.intervalDays)} · {s.nextShipOn ? t.nextShip(weekdayMonthDay(s.nextShipOn)) : t.noNextShip}
      </p>
      <SubscriptionForm subscription={s} data={props.data} store={store} labelledBy={nameId} />
      <div className="auto-delivery-subscription__actions" role="group" aria-labelledby={nameId}>
        <SkipAndSendNow busy={!!store.busy} onSkip={() => void store.skip(s)} onSendNow={() => void store.sendNow(s)} />
        <button type="button" className="button button--link" onClick={() => setCancelling(true)}>
          {t.cancel}
        </button>
      </div>
      {cancelling ? <CancelForm subscription={s} store={store} onClose={() => setCancelling(false)} /> : null}
    </li>
  );
});

/** The inactive subscriptions (the "Inactive" section), each with Reactivate. */
export const InactiveSubscriptions = observer(function InactiveSubscriptions(props: {
  subscriptions: readonly Subscription[];
  store: AutoDeliveryStore;
}) {
  if (props.subscriptions.length === 0) return null;
  return (
    <section className="auto-delivery-inactive" aria-labelledby="auto-delivery-inactive">
      <h2 id="auto-delivery-inactive">{t.inactive}</h2>
      <ul>
        {props.subscriptions.map((s) => (
          <li key={s.id} className="auto-delivery-subscription">
            <span>
              {s.name} <span className="muted">{s.variantName}</span> · {intervalLabel(s.intervalDays)}
            </span>
            <button
              type="button"
              className="button button--secondary"
              disabled={!!props.store.busy}
              aria-label={`${t.reactivate} ${s.name}`}
              onClick={() => void props.store.resume(s)}
            >
              {t.reactivate}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
});
