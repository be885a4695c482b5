import { makeAutoObservable, observable } from 'mobx';
import type { Address, CountryCode } from '../../core/cart';
import type { Result } from '../../core/shared';
import {
  addressLabels,
  regionsFor,
  validateShippingAddress,
  type AddressLabels,
  type Region,
} from '../../core/validation';
import {
  addressFieldErrors,
  blankAddressValues,
  shownAddressErrors,
  withAddressField,
  type AddressField,
} from './address-form-store';

/**
 * The payment step's billing address (spec: core-cart-checkout §7 place order "billingAddress (without e-mail)"):
 * "Billing address is the same as shipping", checked by default; unchecked, the address fields (the checkout's
 * AddressFields, without the e-mail) checked by core's validateShippingAddress with a street, a field's message shown
 * once touched or after a submit.
 */
export class BillingAddressStore {
  sameAsShipping = true;
  values: Record<AddressField, string> = blankAddressValues();
  readonly touched = observable.set<AddressField>();
  submitted = false;

  constructor() {
    makeAutoObservable(this);
  }

  get country(): CountryCode {
    return this.values.country === 'CA' ? 'CA' : 'US';
  }

  get labels(): AddressLabels {
    return addressLabels(this.country);
  }

  get regions(): readonly Region[] {
    return regionsFor(this.country);
  }

  /** The typed address without its e-mail, checked as a postal address. */
  get validation(): Result<Address> {
    const { email: _email, ...address } = this.values;
    return validateShippingAddress(address, { needsEmail: false, needsStreet: true });
  }

  get errors(): Partial<Record<AddressField, string>> {
    return shownAddressErrors(addressFieldErrors(this.validation), this);
  }

  setSameAsShipping(same: boolean): void {
    this.sameAsShipping = same;
  }

  set(field: AddressField, value: string): void {
    this.values = withAddressField(this.values, field, value);
  }

  touch(field: AddressField): void {
    this.touched.add(field);
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
