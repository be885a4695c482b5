import { action, computed, makeObservable, observable } from 'mobx';
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

/** What an address form asks for (core's validateShippingAddress): an e-mail, a street. */
export interface AddressNeeds {
  readonly needsEmail: boolean;
  readonly needsStreet: boolean;
}

/**
 * An address form's view-model over the checkout's address fields (AddressFieldsModel of
 * features/checkout/address-fields.tsx; spec: core-cart-checkout §5 Validation rules, catalogue-gifting §5 "A field
 * shows errors after it is touched or dirty"): the typed values, checked by core's validateShippingAddress with what
 * `needs()` asks for, the e-mail left out when `postal` (a saved or billing address has none); a field's message
 * shows once touched or after a submit. Subclasses add their own observables with makeObservable.
 */
export class AddressFieldsForm {
  values: Record<AddressField, string>;
  readonly touched = observable.set<AddressField>();
  submitted = false;

  constructor(
    private readonly needs: () => AddressNeeds,
    initial: Record<AddressField, string> = blankAddressValues(),
    private readonly postal = false,
  ) {
    this.values = initial;
    makeObservable<AddressFieldsForm>(this, {
      values: observable,
      submitted: observable,
      country: computed,
      labels: computed,
      regions: computed,
      validation: computed,
      errors: computed,
      set: action,
      touch: action,
    });
  }

  get country(): CountryCode {
    return this.values.country === 'CA' ? 'CA' : 'US';
  }

  /** 'ZIP code'/'State' in the US, 'Postal code'/'Province' in Canada. */
  get labels(): AddressLabels {
    return addressLabels(this.country);
  }

  get regions(): readonly Region[] {
    return regionsFor(this.country);
  }

  /** The typed address (without its e-mail when postal) checked by core's validateShippingAddress. */
  get validation(): Result<Address> {
    if (!this.postal) return validateShippingAddress(this.values, this.needs());
    const { email: _email, ...address } = this.values;
    return validateShippingAddress(address, this.needs());
  }

  /** Messages shown: a field's once touched, every one after a submit. */
  get errors(): Partial<Record<AddressField, string>> {
    return shownAddressErrors(addressFieldErrors(this.validation), this);
  }

  set(field: AddressField, value: string): void {
    this.values = withAddressField(this.values, field, value);
  }

  touch(field: AddressField): void {
    this.touched.add(field);
  }
}
