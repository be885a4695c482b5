import { observer } from 'mobx-react-lite';
import type { SavedAddress } from '../../../core/customers';
import { orderCopy } from '../../copy/order-copy';
import { NEW_ADDRESS, type SavedAddressStore } from '../../stores/saved-address-store';
import '../../styles/account.css';

/** A saved address in two lines: name and street; city, state, postal code and country. */
function addressLines(saved: SavedAddress): readonly [string, string] {
  const a = saved.address;
  const first = [a.name, a.company, a.street1, a.street2].filter(Boolean).join(', ');
  const place = `${a.city ?? ''}, ${a.state ?? ''} ${a.postalCode ?? ''}`.trim();
  return [first, `${place}, ${orderCopy.address.countries[a.country]}`];
}

/**
 * The address step's address book (core-cart-checkout §4 address step): a signed-in customer's saved addresses as a
 * radio group, the default first, preselected and marked "Default", and a last "Use a new address" that shows the
 * form. Nothing for a visitor or a customer without saved addresses.
 */
export const SavedAddressChoice = observer(function SavedAddressChoice({ book }: { book: SavedAddressStore }) {
  const t = orderCopy.checkout;
  if (!book.offered) return null;
  return (
    <fieldset className="saved-addresses">
      <legend>{t.savedAddressesLegend}</legend>
      {book.addresses?.map((saved) => {
        const [first, second] = addressLines(saved);
        return (
          <label key={saved.id} className="radio-field saved-addresses__option">
            <input
              type="radio"
              name="savedAddress"
              value={saved.id}
              checked={book.choice === saved.id}
              onChange={() => book.choose(saved.id)}
            />
            <span className="saved-addresses__text">
              <span>
                {first}
                {saved.isDefault && <span className="saved-addresses__badge">{t.defaultAddress}</span>}
              </span>
              <span>{second}</span>
            </span>
          </label>
        );
      })}
      <label className="radio-field saved-addresses__option">
        <input
          type="radio"
          name="savedAddress"
          value={NEW_ADDRESS}
          checked={book.choice === NEW_ADDRESS}
          onChange={() => book.choose(NEW_ADDRESS)}
        />
        {t.useNewAddress}
      </label>
    </fieldset>
  );
});

/** "Save this address to my address book" (checked by default), with the form of "Use a new address". */
export const SaveAddressOption = observer(function SaveAddressOption({ book }: { book: SavedAddressStore }) {
  if (!book.offered || !book.showsForm) return null;
  return (
    <label className="checkbox-field">
      <input type="checkbox" checked={book.saveToBook} onChange={(e) => book.setSaveToBook(e.target.checked)} />
      {orderCopy.checkout.saveToAddressBook}
    </label>
  );
});
