import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { SavedAddress } from '../../../core/customers';
import { useStores } from '../../app/stores-context';
import { accountAreaCopy } from '../../copy/account-area-copy';
import { orderCopy } from '../../copy';
import { AddressFields } from '../checkout/address-fields';
import type { AccountAreaPageProps } from './account-area-views';
import { AddressBookStore } from './address-book-store';
import { Outcome } from '../../components/form-outcome';
import { shellChromeCopy } from '../../copy/shell-chrome-copy';
import { TipPopover } from '../shell-chrome/tip-popover';

const t = accountAreaCopy.addressBook;

/** An address as lines: name, company, street, city with state and postal code, country, phone. */
function AddressLines({ saved }: { saved: SavedAddress }) {
  const a = saved.address;
  const lines = [
    a.name,
    a.company,
    [a.street1, a.street2].filter(Boolean).join(', '),
    `${a.city ?? ''}, ${a.state ?? ''} ${a.postalCode ?? ''}`.trim(),
    orderCopy.address.countries[a.country],
    a.phone,
  ].filter((line): line is string => !!line && line !== ',');
  return (
    <address className="address-card__lines">
      {lines.map((line, i) => (
        <span key={i}>{line}</span>
      ))}
    </address>
  );
}

/** A saved address's title: its name, and "Default" on the default address. */
function AddressTitle({ saved, labelId }: { saved: SavedAddress; labelId: string }) {
  return (
    <p id={labelId} className="address-card__title">
      {saved.address.name}
      {saved.isDefault && <span className="address-card__badge">{t.defaultBadge}</span>}
    </p>
  );
}

/** One saved address with its actions; a deletion asks first; the default one carries its tip (shell §4 Popovers). */
const AddressCard = observer(function AddressCard({ saved, book }: { saved: SavedAddress; book: AddressBookStore }) {
  const confirming = book.confirmingDelete === saved.id;
  const labelId = `address-${saved.id}`;
  const name = saved.address.name ?? '';
  return (
    <li className={`address-card${saved.isDefault ? ' address-card--default' : ''}`} aria-labelledby={labelId}>
      {saved.isDefault ? (
        <TipPopover id="default-address" text={shellChromeCopy.popovers.defaultAddress}>
          <AddressTitle saved={saved} labelId={labelId} />
        </TipPopover>
      ) : (
        <AddressTitle saved={saved} labelId={labelId} />
      )}
      <AddressLines saved={saved} />
      {confirming ? (
        <div className="address-card__confirm" role="group" aria-label={t.confirmDelete}>
          <p>{t.confirmDelete}</p>
          <button type="button" className="button button--primary" onClick={() => void book.confirmDelete()}>
            {t.confirmDeleteYes}
          </button>
          <button type="button" className="button button--secondary" onClick={() => book.cancelDelete()}>
            {t.cancel}
          </button>
        </div>
      ) : (
        <div className="address-card__actions">
          <button
            type="button"
            className="button button--link"
            aria-label={`${t.edit} ${name}`}
            onClick={() => book.startEdit(saved.id)}
          >
            {t.edit}
          </button>
          <button
            type="button"
            className="button button--link"
            aria-label={`${t.delete} ${name}`}
            onClick={() => book.askDelete(saved.id)}
          >
            {t.delete}
          </button>
          {!saved.isDefault && (
            <button
              type="button"
              className="button button--link"
              aria-label={`${t.makeDefault} ${name}`}
              onClick={() => void book.makeDefault(saved.id)}
            >
              {t.makeDefault}
            </button>
          )}
        </div>
      )}
    </li>
  );
});

/** The add or edit form: the checkout's address fields, "Make this my default address", Save and Cancel. */
const AddressForm = observer(function AddressForm({ book }: { book: AddressBookStore }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const editing = book.editing!;
  useEffect(() => heading.current?.focus(), [editing]);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const saved = await book.save();
    if (!saved) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  };
  return (
    <section className="account-card" aria-labelledby="address-form-title">
      <h2 id="address-form-title" ref={heading} tabIndex={-1}>
        {editing.id ? t.editTitle : t.addTitle}
      </h2>
      <form ref={formRef} className="address-form" noValidate onSubmit={(e) => void submit(e)}>
        <AddressFields form={editing.form} />
        <label className="checkbox-field address-form__default">
          <input
            type="checkbox"
            name="isDefault"
            checked={editing.form.isDefault}
            onChange={(e) => editing.form.setDefault(e.target.checked)}
          />
          {t.makeDefaultOption}
        </label>
        <div className="address-form__buttons">
          <button type="submit" className="button button--primary" disabled={book.busy}>
            {t.save}
          </button>
          <button type="button" className="button button--secondary" onClick={() => book.cancel()}>
            {t.cancel}
          </button>
        </div>
      </form>
    </section>
  );
});

/**
 * Address Book (spec: shell-account §2 Account area; core-cart-checkout §5 address rules for the US and Canada, §7
 * the customer's addresses): the saved addresses, the default first and marked "Default"; Add a new address, Edit,
 * Delete (after a confirmation) and Make default, each applied without a page reload.
 */
export const AddressBookPage = observer(function AddressBookPage({ store }: AccountAreaPageProps) {
  const root = useStores();
  const [book] = useState(() => new AddressBookStore(root, store));
  const { addresses } = book;
  return (
    <div className="account-sections">
      <Outcome outcome={book.outcome} />
      {addresses.length === 0 ? (
        <p>{t.empty}</p>
      ) : (
        <ul className="address-cards" aria-label={t.listLabel}>
          {addresses.map((saved) => (
            <AddressCard key={saved.id} saved={saved} book={book} />
          ))}
        </ul>
      )}
      {book.editing ? (
        <AddressForm book={book} />
      ) : (
        <p>
          <button type="button" className="button button--primary" onClick={() => book.startAdd()}>
            {t.add}
          </button>
        </p>
      )}
    </div>
  );
});
