import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { CHECKOUT_STEP_TITLES } from '../../../core/checkout';
import { useStores } from '../../app/stores-context';
import { useCheckout } from '../../app/use-checkout';
import { orderCopy } from '../../copy';
import type { AddressFormStore } from '../../stores/address-form-store';
import { AppLink } from '../../components/app-link';
import { multiShipmentCopy } from '../../copy/multi-shipment-copy';
import { AddressFields } from './address-fields';
import { SaveAddressOption, SavedAddressChoice } from './saved-addresses';

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
 * A signed-in customer with saved addresses first picks one of them or "Use a new address" (the form).
 */
export const AddressStep = observer(function AddressStep() {
  const { cart } = useStores();
  const checkout = useCheckout();
  const form = checkout.address;
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    form.prefill(cart.cart);
  }, [form, cart.cart]);
  useEffect(() => {
    void form.book.load();
  }, [form]);
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
        <SavedAddressChoice book={form.book} />
        {form.book.showsForm && <AddressFields form={form} withEmail />}
        <SaveAddressOption book={form.book} />
        {form.needs.needsStreet && (
          <p className="address-form__multi">
            <AppLink to="/checkout/address/multi">{multiShipmentCopy.shipToMultiple}</AppLink>
          </p>
        )}
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
