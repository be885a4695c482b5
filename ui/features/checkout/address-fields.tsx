import { observer } from 'mobx-react-lite';
import type { CountryCode } from '../../../core/cart';
import type { AddressLabels, Region } from '../../../core/validation';
import { SelectField, TextField } from '../../components/form-field';
import { orderCopy } from '../../copy';
import type { AddressField } from '../../stores/address-form-store';

const AUTOCOMPLETE: Readonly<Record<AddressField, string>> = {
  email: 'email',
  name: 'name',
  company: 'organization',
  street1: 'address-line1',
  street2: 'address-line2',
  city: 'address-level2',
  country: 'country',
  state: 'address-level1',
  postalCode: 'postal-code',
  phone: 'tel',
};

/**
 * What the address fields read and change: the values, the messages to show (after touch or submit), the country's
 * labels and regions. The checkout's AddressFormStore and the address book's form both are one.
 */
export interface AddressFieldsModel {
  readonly values: Readonly<Record<AddressField, string>>;
  readonly errors: Partial<Record<AddressField, string>>;
  readonly labels: AddressLabels;
  readonly regions: readonly Region[];
  readonly country: CountryCode;
  set(field: AddressField, value: string): void;
  touch(field: AddressField): void;
}

/** The address form's 'Country' and state (or province) dropdowns; the region list follows the country. */
const RegionFields = observer(function RegionFields({ form }: { form: AddressFieldsModel }) {
  const a = orderCopy.address;
  return (
    <>
      <SelectField
        label={a.country}
        name="country"
        value={form.values.country}
        autoComplete="country"
        className="field--country"
        options={[
          { value: 'US', label: a.countries.US },
          { value: 'CA', label: a.countries.CA },
        ]}
        onValue={(v) => form.set('country', v)}
      />
      <SelectField
        label={form.labels.state}
        name="state"
        value={form.values.state}
        error={form.errors.state}
        autoComplete="address-level1"
        className="field--state"
        placeholder={a.selectRegion(form.labels.state)}
        options={form.regions.map((r) => ({ value: r.code, label: r.name }))}
        onValue={(v) => {
          form.set('state', v);
          form.touch('state');
        }}
        onBlur={() => form.touch('state')}
      />
    </>
  );
});

/**
 * The fields of a US or Canadian address (core-cart-checkout §5: 'ZIP code' and 'State' in the US, 'Postal code'
 * and 'Province' in Canada), each labelled, with its autocomplete token and its message: the checkout's address step
 * (with the e-mail first) and the account's address book; without `withContact` the name, company and phone are left
 * out (a business address: the business form has its own).
 */
export const AddressFields = observer(function AddressFields({
  form,
  withEmail = false,
  withContact = true,
}: {
  form: AddressFieldsModel;
  withEmail?: boolean;
  withContact?: boolean;
}) {
  const a = orderCopy.address;
  const text = (field: AddressField, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      label={label}
      name={field}
      value={form.values[field]}
      error={form.errors[field]}
      autoComplete={AUTOCOMPLETE[field]}
      onValue={(v) => form.set(field, v)}
      onBlur={() => form.touch(field)}
      className={`field--${field}`}
      {...extra}
    />
  );
  return (
    <>
      {withEmail && text('email', a.email, { type: 'email', inputMode: 'email' })}
      {withContact && text('name', a.name)}
      {withContact && text('company', a.company)}
      {text('street1', a.street1)}
      {text('street2', a.street2)}
      {text('city', a.city)}
      <RegionFields form={form} />
      {text('postalCode', form.labels.postalCode, { inputMode: form.country === 'US' ? 'numeric' : 'text' })}
      {withContact && text('phone', a.phone, { type: 'tel' })}
    </>
  );
});
