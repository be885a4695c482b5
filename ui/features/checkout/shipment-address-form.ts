import { makeAutoObservable, observable } from 'mobx';
import type { Address, CountryCode } from '../../../core/cart';
import type { Result } from '../../../core/shared';
import {
  addressLabels,
  regionsFor,
  validateShippingAddress,
  type AddressLabels,
  type Region,
} from '../../../core/validation';
import {
  ADDRESS_FIELDS,
  addressFieldErrors,
  blankAddressValues,
  shownAddressErrors,
  withAddressField,
  type AddressField,
} from '../../stores/address-form-store';

/** One shipment's address form (AddressFieldsModel of address-fields.tsx), filled from the shipment's address. */
export class ShipmentAddressForm {
  values: Record<AddressField, string> = blankAddressValues();
  readonly touched = observable.set<AddressField>();
  submitted = false;

  constructor(
    readonly key: string,
    address: Address,
    private readonly needs: () => { needsEmail: boolean; needsStreet: boolean },
  ) {
    for (const f of ADDRESS_FIELDS) {
      const value = address[f];
      if (typeof value === 'string') this.values[f] = value;
    }
    makeAutoObservable<ShipmentAddressForm, 'needs'>(this, { key: false, needs: false });
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

  get validation(): Result<Address> {
    return validateShippingAddress(this.values, this.needs());
  }

  get errors(): Partial<Record<AddressField, string>> {
    return shownAddressErrors(addressFieldErrors(this.validation), this);
  }

  set(field: AddressField, value: string): void {
    this.values = withAddressField(this.values, field, value);
  }

  touch(field: AddressField): void {
    this.touched.add(field);
  }

  /** Fills the form with a saved address (the e-mail kept). */
  fill(address: Address): void {
    const next = { ...blankAddressValues(), email: this.values.email };
    for (const f of ADDRESS_FIELDS) {
      const value = address[f];
      if (f !== 'email' && typeof value === 'string') next[f] = value;
    }
    this.values = next;
  }
}
