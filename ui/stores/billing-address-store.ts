import { action, makeObservable, observable } from 'mobx';
import type { Address } from '../../core/cart';
import { AddressFieldsForm } from './address-fields-form';

/**
 * The payment step's billing address (spec: core-cart-checkout §7 place order "billingAddress (without e-mail)"):
 * "Billing address is the same as shipping", checked by default; unchecked, the address fields (the checkout's
 * AddressFields, without the e-mail) checked by core's validateShippingAddress with a street, a field's message shown
 * once touched or after a submit.
 */
export class BillingAddressStore extends AddressFieldsForm {
  sameAsShipping = true;

  constructor() {
    super(() => ({ needsEmail: false, needsStreet: true }), undefined, true);
    makeObservable<BillingAddressStore>(this, {
      sameAsShipping: observable,
      setSameAsShipping: action,
      addressFor: action,
    });
  }

  setSameAsShipping(same: boolean): void {
    this.sameAsShipping = same;
  }

  /**
   * The billing address to send: `shipping` without its e-mail when the same, else the typed address (undefined after
   * marking the form submitted when it is not valid, so its messages show).
   */
  addressFor(shipping: Address | undefined): Address | undefined {
    if (this.sameAsShipping) {
      const { email: _email, ...billing } = shipping ?? { country: 'US' as const };
      return billing;
    }
    this.submitted = true;
    const v = this.validation;
    if (!v.ok) return undefined;
    const { email: _email, ...billing } = v.value;
    return billing;
  }
}
