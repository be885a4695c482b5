import { action, makeObservable } from 'mobx';
import type { Address } from '../../../core/cart';
import { AddressFieldsForm, type AddressNeeds } from '../../stores/address-fields-form';
import { addressFormValues } from '../../stores/address-form-store';

/** One shipment's address form (AddressFieldsModel of address-fields.tsx), filled from the shipment's address. */
export class ShipmentAddressForm extends AddressFieldsForm {
  constructor(
    readonly key: string,
    address: Address,
    needs: () => AddressNeeds,
  ) {
    super(needs, addressFormValues(address));
    makeObservable<ShipmentAddressForm>(this, { fill: action });
  }

  /** Fills the form with a saved address (the e-mail kept). */
  fill(address: Address): void {
    this.values = addressFormValues(address, this.values.email);
  }
}
