import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { CHECKOUT_STEP_TITLES } from '../../../core/checkout';
import { useStores } from '../../app/stores-context';
import { useCheckout } from '../../app/use-checkout';
import { SelectField, TextField } from '../../components/form-field';
import { orderCopy } from '../../copy';
import type { AddressField, AddressFormStore } from '../../stores/address-form-store';

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

/** The address form's 'Country' and state (or province) dropdowns; the region list follows the country. */
const RegionFields = observer(function RegionFields({ form }: { form: AddressFormStore }) {
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

/** The submit button's text: 'Saving…' while saving, else the next step's 'Continue to ...'. */
function submitLabel(form: AddressFormStore): string {
  return form.submitting
    ? orderCopy.checkout.saving
    : form.needs.needsStreet
      ? orderCopy.checkout.continueToDelivery
      : orderCopy.checkout.continueToPayment;
}

/**
 * '/checkout/address': 'Email & Shipping Info' with field errors after touch or submit, and 'Continue to Delivery'
 * ('Continue to Payment' when nothing in the cart ships: gift certificates and digital gifts, core-cart-checkout §4).
 */
export const AddressStep = observer(function AddressStep() {
  const { cart } = useStores();
  const checkout = useCheckout();
  const form = checkout.address;
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    form.prefill(cart.cart);
  }, [form, cart.cart]);
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
  const submit = async () => {
    const saved = await form.submit();
    if (!saved) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  };
  return (
    <section className="checkout-card">
      <h1 id="step-title">{CHECKOUT_STEP_TITLES.address}</h1>
      <form
        ref={formRef}
        className="address-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        {text('email', a.email, { type: 'email', inputMode: 'email' })}
        {text('name', a.name)}
        {text('company', a.company)}
        {text('street1', a.street1)}
        {text('street2', a.street2)}
        {text('city', a.city)}
        <RegionFields form={form} />
        {text('postalCode', form.labels.postalCode, { inputMode: form.country === 'US' ? 'numeric' : 'text' })}
        {text('phone', a.phone, { type: 'tel' })}
        {form.submitError && (
          <p className="form-error" role="alert">
            {form.submitError}
          </p>
        )}
        <button
          type="submit"
          className="button button--primary button--large address-form__submit"
          disabled={form.submitting}
        >
          {submitLabel(form)}
        </button>
      </form>
    </section>
  );
});
