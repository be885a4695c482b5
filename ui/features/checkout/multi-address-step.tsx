import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { CHECKOUT_STEP_TITLES } from '../../../core/checkout';
import type { LineItem, Shipment } from '../../../core/cart';
import { useStores } from '../../app/stores-context';
import { useCheckout } from '../../app/use-checkout';
import { AddressSummary } from '../../components/address-summary';
import { AppLink } from '../../components/app-link';
import { SelectField, TextField } from '../../components/form-field';
import { orderCopy } from '../../copy';
import { multiShipmentCopy as t } from '../../copy/multi-shipment-copy';
import { AddressFields } from './address-fields';
import { MultiAddressStore } from './multi-address-store';
import '../../styles/multi-shipment.css';

type Props = { store: MultiAddressStore };

/** A signed-in customer's saved addresses as a select that fills the shipment's form. */
const SavedAddressPicker = observer(function SavedAddressPicker({ store, shipment }: Props & { shipment: Shipment }) {
  const book = useCheckout().address.book;
  if (!book.offered) return null;
  const form = store.formFor(shipment);
  return (
    <SelectField
      label={t.savedAddress}
      name={`${shipment.key}-saved`}
      value=""
      placeholder={t.chooseSaved}
      options={(book.addresses ?? []).map((a) => ({
        value: a.id,
        label: [a.address.name, a.address.street1, a.address.city].filter(Boolean).join(', '),
      }))}
      onValue={(id) => {
        const saved = book.addresses?.find((a) => a.id === id);
        if (saved) form.fill(saved.address);
      }}
    />
  );
});

/** One shipment: "Shipment N", its address (summary, or the form) and Remove shipment. */
const ShipmentCard = observer(function ShipmentCard({ store, shipment, n }: Props & { shipment: Shipment; n: number }) {
  const form = store.formFor(shipment);
  const headingId = `${shipment.key}-title`;
  return (
    <section className="multi-shipment" aria-labelledby={headingId} data-shipment={shipment.key}>
      <header className="multi-shipment__head">
        <h2 id={headingId}>{t.shipment(n)}</h2>
        <span className="muted">
          {shipment.lines.length === 0
            ? t.emptyShipment
            : t.itemsOf(shipment.lines.reduce((s, l) => s + l.quantity, 0))}
        </span>
      </header>
      {store.showsForm(shipment) ? (
        <form
          className="address-form multi-shipment__form"
          aria-label={t.shipment(n)}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void store.saveAddress(shipment.key);
          }}
        >
          <SavedAddressPicker store={store} shipment={shipment} />
          <AddressFields form={form} withEmail={shipment.needsEmail} />
          <button type="submit" className="button button--secondary" disabled={store.busy}>
            {t.saveAddress}
          </button>
        </form>
      ) : (
        <div className="multi-shipment__address">
          <AddressSummary address={shipment.address} />
          <button type="button" className="button button--link" onClick={() => store.edit(shipment.key)}>
            {t.editAddress}
          </button>
        </div>
      )}
      {store.shipments.length > 1 && (
        <button
          type="button"
          className="button button--link multi-shipment__remove"
          disabled={store.busy}
          onClick={() => void store.removeShipment(shipment.key)}
        >
          {t.removeShipment}
        </button>
      )}
    </section>
  );
});

/** One line's row: a labelled number field per shipment, and its units not assigned yet. */
const LineSplit = observer(function LineSplit({ store, line }: Props & { line: LineItem }) {
  const free = store.unassigned(line);
  return (
    <tr>
      <th scope="row">
        {line.name}
        <span className="muted multi-split__free">{free > 0 ? t.notAssigned(free) : t.allAssigned}</span>
      </th>
      {store.shipments.map((s, i) => (
        <td key={s.key}>
          <label className="visually-hidden" htmlFor={`${line.id}-${s.key}`}>
            {t.quantityIn(line.name, i + 1)}
          </label>
          <input
            id={`${line.id}-${s.key}`}
            className="multi-split__qty"
            type="number"
            inputMode="numeric"
            min={0}
            max={line.quantity}
            // Keyed by the quantity, so that a refused change shows the cart's value again.
            key={store.quantity(line, s.key)}
            defaultValue={store.quantity(line, s.key)}
            disabled={store.busy}
            onBlur={(e) => {
              const q = Number(e.target.value);
              if (q !== store.quantity(line, s.key)) void store.setQuantity(line.id, s.key, q);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') e.currentTarget.blur();
            }}
          />
        </td>
      ))}
    </tr>
  );
});

/** The lines × shipments table of quantities. */
const SplitTable = observer(function SplitTable({ store }: Props) {
  if (store.shipments.length === 0) return null;
  return (
    <section className="multi-split" aria-labelledby="multi-split-title">
      <h2 id="multi-split-title">{t.itemsHeading}</h2>
      <div className="multi-split__scroll">
        <table>
          <thead>
            <tr>
              <th scope="col">{t.item}</th>
              {store.shipments.map((s, i) => (
                <th scope="col" key={s.key}>
                  {t.shipment(i + 1)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {store.lines.map((line) => (
              <LineSplit key={line.id} store={store} line={line} />
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
});

/**
 * '/checkout/address/multi' (core-cart-checkout §2 address step variant multi): 'Email & Shipping Info' for several
 * shipments: the e-mail, each shipment's address, the items split across them, Add a shipment, Remove empty
 * shipments, and 'Ship everything to one address' back to the single step. Continue is enabled once the address
 * step is complete.
 */
export const MultiAddressStep = observer(function MultiAddressStep() {
  const root = useStores();
  const [store] = useState(() => new MultiAddressStore(root));
  return (
    <section className="checkout-card multi-address">
      <h1 id="step-title">{CHECKOUT_STEP_TITLES.address}</h1>
      <p className="multi-address__switch">
        <AppLink to="/checkout/address">{t.shipToOne}</AppLink>
      </p>
      <TextField
        label={orderCopy.address.email}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        value={store.email}
        error={store.emailError}
        onValue={(v) => store.setEmail(v)}
        onBlur={() => store.touchEmail()}
      />
      {store.shipments.map((s, i) => (
        <ShipmentCard key={s.key} store={store} shipment={s} n={i + 1} />
      ))}
      <div className="multi-address__actions">
        <button
          type="button"
          className="button button--secondary"
          disabled={store.busy}
          onClick={() => void store.addShipment()}
        >
          {t.addShipment}
        </button>
        {store.hasEmptyShipments && (
          <button
            type="button"
            className="button button--link"
            disabled={store.busy}
            onClick={() => void store.removeEmpty()}
          >
            {t.removeEmpty}
          </button>
        )}
      </div>
      <SplitTable store={store} />
      {store.error && (
        <p className="form-error" role="alert">
          {store.error}
        </p>
      )}
      {!store.complete && <p className="muted">{t.incomplete}</p>}
      <button
        type="button"
        className="button button--primary button--large"
        disabled={store.busy || !store.complete}
        onClick={() => void store.continue()}
      >
        {orderCopy.checkout.continueToDelivery}
      </button>
    </section>
  );
});
