import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { CHECKOUT_STEP_TITLES } from '../../../core/checkout';
import type { Shipment } from '../../../core/cart';
import type { ShipmentSummary } from '../../../core/checkout';
import { freeShippingMessage } from '../../../core/shipping';
import { formatMoney } from '../../../core/shared';
import { useStores } from '../../app/stores-context';
import { useCheckout } from '../../app/use-checkout';
import { AddressSummary } from '../../components/address-summary';
import { formatDateRange } from '../../components/format';
import { orderCopy } from '../../copy';
import { AppLink } from '../../components/app-link';
import { SelectField } from '../../components/form-field';
import { multiShipmentCopy } from '../../copy/multi-shipment-copy';

/** 'Requested delivery date' of a shipment whose chosen option allows a later date ('Earliest available' first). */
const RequestedDate = observer(function RequestedDate({ shipmentKey }: { shipmentKey: string }) {
  const delivery = useCheckout().delivery;
  const choices = delivery.dateChoices(shipmentKey);
  if (choices.length < 2) return null;
  return (
    <SelectField
      label={multiShipmentCopy.requestedDate}
      name={`${shipmentKey}-requested-date`}
      value={delivery.requestedDate(shipmentKey)}
      className="requested-date"
      options={[
        { value: '', label: multiShipmentCopy.anyDate },
        ...choices.slice(1).map((d) => ({ value: d, label: formatDateRange(d, d) })),
      ]}
      onValue={(v) => void delivery.requestDate(shipmentKey, v)}
    />
  );
});

/** A shipment's items ('Almond Butter × 1') and its free-shipping progress (each address counts separately, §4). */
function ShipmentLines({ summary }: { summary: ShipmentSummary }) {
  return (
    <>
      <ul className="shipment__lines">
        {summary.lines.map((l) => (
          <li key={l.line.id}>
            {l.line.name} × {l.quantity}
          </li>
        ))}
      </ul>
      <p className="muted shipment__free">{freeShippingMessage(summary.freeShipping)}</p>
    </>
  );
}

/**
 * One shipment's address and delivery options. While a choice is being saved the options are aria-disabled,
 * not disabled: disabling the focused radio would drop keyboard focus to the page (the store ignores choices
 * made meanwhile, and the controlled radios keep showing the saved one).
 */
const ShipmentOptions = observer(function ShipmentOptions({ shipment, index }: { shipment: Shipment; index: number }) {
  const checkout = useCheckout();
  const delivery = checkout.delivery;
  const summary = delivery.summaryOf(shipment.key);
  const selected = delivery.selectedId(shipment.key);
  const heat = delivery.heatCharge(shipment.key);
  const options = delivery.optionsFor(shipment.key);
  return (
    <div className="shipment">
      <div className="shipment__address">
        <h2 className="shipment__title">
          {delivery.shipments.length > 1 ? orderCopy.checkout.shipment(index + 1) : orderCopy.checkout.shipTo}
        </h2>
        <AddressSummary address={shipment.address} />
        {delivery.shipments.length > 1 && summary && <ShipmentLines summary={summary} />}
        <AppLink to={checkout.addressPath} className="button button--link">
          {orderCopy.checkout.edit}
        </AppLink>
      </div>
      <fieldset className="delivery-options" aria-busy={delivery.selecting === shipment.key}>
        <legend className="visually-hidden">{orderCopy.checkout.shipment(index + 1)}</legend>
        {delivery.status === 'loading' && options.length === 0 && (
          <p className="muted" role="status">
            {orderCopy.checkout.loadingOptions}
          </p>
        )}
        {delivery.status === 'loaded' && options.length === 0 && (
          <p className="form-error">{orderCopy.checkout.noOptions}</p>
        )}
        {options.map((o) => (
          <label
            key={o.shippingMethodId}
            className={`delivery-option ${selected === o.shippingMethodId ? 'is-selected' : ''}`}
          >
            <input
              type="radio"
              name={`delivery-${shipment.key}`}
              value={o.shippingMethodId}
              checked={selected === o.shippingMethodId}
              aria-disabled={delivery.selecting !== undefined || undefined}
              onChange={() => {
                void delivery.select(shipment.key, o.shippingMethodId);
              }}
            />
            <span className="delivery-option__main">
              <span className="delivery-option__name">{o.name}</span>
              <span className="muted">{o.carrier}</span>
            </span>
            <span className="delivery-option__arrives">
              {orderCopy.checkout.arrives(formatDateRange(o.earliestArrivalOn, o.latestArrivalOn))}
            </span>
            <span className="delivery-option__price">
              {o.price.cents === 0 ? orderCopy.checkout.free : formatMoney(o.price)}
            </span>
          </label>
        ))}
      </fieldset>
      <RequestedDate shipmentKey={shipment.key} />
      {heat && heat.cents > 0 && (
        <p className="heat-line">
          <span>{orderCopy.checkout.heatResistant}</span>
          <span>{formatMoney(heat)}</span>
        </p>
      )}
    </div>
  );
});

/**
 * '/checkout/shipping': 'Expected Delivery' with each shipment's options, the cutoff countdown and
 * 'Continue to Payment'.
 */
export const ShippingStep = observer(function ShippingStep() {
  const { cart } = useStores();
  const checkout = useCheckout();
  const delivery = checkout.delivery;
  const version = cart.cart?.version;
  useEffect(() => {
    void delivery.load();
  }, [delivery, version]);
  useEffect(() => delivery.startTicking(), [delivery]);
  const c = delivery.countdown;
  return (
    <section className="checkout-card">
      <h1 id="step-title">{CHECKOUT_STEP_TITLES.shipping}</h1>
      {c && (
        <p className="countdown" role="timer">
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <circle cx="12" cy="13" r="8" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M12 9v4l3 2M9 2h6" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
          </svg>
          <span>{orderCopy.checkout.countdown(c.hours, c.minutes, c.seconds, c.friendly)}</span>
        </p>
      )}
      {delivery.shipments.map((s, i) => (
        <ShipmentOptions key={s.key} shipment={s} index={i} />
      ))}
      {delivery.error && (
        <p className="form-error" role="alert">
          {delivery.error}
        </p>
      )}
      <button
        type="button"
        className="button button--primary button--large"
        disabled={delivery.selecting !== undefined || !delivery.allSelected}
        onClick={() => delivery.continue()}
      >
        {orderCopy.checkout.continueToPayment}
      </button>
    </section>
  );
});
