import { makeAutoObservable, observable, runInAction } from 'mobx';
import { linesRestrictedFor } from '../../core/checkout';
import type { Address, CountryCode } from '../../core/cart';
import { DEFAULT_WAREHOUSE_ADDRESS, isSameDeliveryLocation, type Cart } from '../../core/cart';
import { isDigitalOnly } from '../../core/checkout';
import {
  addressLabels,
  regionsFor,
  validateShippingAddress,
  type AddressLabels,
  type Region,
} from '../../core/validation';
import type { Result } from '../../core/shared';
import { errorText, exceptionText, orderCopy } from '../copy';
import type { RootStore } from './root-store';
import { NEW_ADDRESS, SavedAddressStore } from './saved-address-store';

/** The fields of the 'Email & Shipping Info' form, in form order. */
export const ADDRESS_FIELDS = [
  'email',
  'name',
  'company',
  'street1',
  'street2',
  'city',
  'country',
  'state',
  'postalCode',
  'phone',
] as const;
/** A field of the address form. */
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** The form's values before anything is typed: every field empty, the country US. */
export const blankAddressValues = (): Record<AddressField, string> => ({
  email: '',
  name: '',
  company: '',
  street1: '',
  street2: '',
  city: '',
  country: 'US',
  state: '',
  postalCode: '',
  phone: '',
});

/**
 * The form values of `address`: each of its fields (ADDRESS_FIELDS) that holds a string, the others blank; the
 * e-mail is `email` (by default the address's own, blank when it has none).
 */
export function addressFormValues(
  address: Address,
  email: string | undefined = address.email,
): Record<AddressField, string> {
  const values = blankAddressValues();
  for (const f of ADDRESS_FIELDS) {
    const value = f === 'email' ? email : address[f];
    if (typeof value === 'string') values[f] = value;
  }
  return values;
}

/** Every field's message of a validation (core's validateShippingAddress `details.fields`), touched or not. */
export function addressFieldErrors(validation: Result<Address>): Partial<Record<AddressField, string>> {
  return validation.ok ? {} : ((validation.error.details?.fields ?? {}) as Partial<Record<AddressField, string>>);
}

/** The messages shown (catalogue-gifting §5): a field's once it was touched, every one after a submit. */
export function shownAddressErrors(
  all: Partial<Record<AddressField, string>>,
  form: { readonly submitted: boolean; readonly touched: ReadonlySet<AddressField> },
): Partial<Record<AddressField, string>> {
  const shown: Partial<Record<AddressField, string>> = {};
  for (const f of ADDRESS_FIELDS) if (all[f] && (form.submitted || form.touched.has(f))) shown[f] = all[f];
  return shown;
}

/** `values` with `field` set; a country change drops a state that country does not have. */
export function withAddressField(
  values: Record<AddressField, string>,
  field: AddressField,
  value: string,
): Record<AddressField, string> {
  const next = { ...values, [field]: value };
  const country = next.country === 'CA' ? 'CA' : 'US';
  return field === 'country' && !regionsFor(country).some((r) => r.code === next.state) ? { ...next, state: '' } : next;
}

/**
 * The address step's form (core-cart-checkout §2 address step, §5 Validation rules; catalogue-gifting §5
 * "A field shows errors after it is touched or dirty"). Validation is core's validateShippingAddress;
 * submit runs SetShippingAddress and moves on to the next checkout step.
 */
export class AddressFormStore {
  values: Record<AddressField, string> = blankAddressValues();
  readonly touched = observable.set<AddressField>();
  submitted = false;
  submitting = false;
  submitError: string | undefined = undefined;
  private prefilledFor: string | undefined = undefined;
  /** The signed-in customer's address book: a saved address to ship to instead of the form. */
  readonly book: SavedAddressStore;

  constructor(private readonly root: RootStore) {
    this.book = new SavedAddressStore(root);
    makeAutoObservable<AddressFormStore, 'root' | 'prefilledFor'>(this, {
      root: false,
      prefilledFor: false,
      book: false,
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

  /** A guest always gives an e-mail; a street is needed unless every line is digital. */
  get needs(): { needsEmail: boolean; needsStreet: boolean } {
    const cart = this.root.cart.cart;
    return { needsEmail: true, needsStreet: !(cart && isDigitalOnly(cart)) };
  }

  get validation(): Result<Address> {
    return validateShippingAddress(this.values, this.needs);
  }

  /** Every field's message, touched or not. */
  get allErrors(): Partial<Record<AddressField, string>> {
    return addressFieldErrors(this.validation);
  }

  /** Messages shown: a field's error once it was touched, or every error after a submit. */
  get errors(): Partial<Record<AddressField, string>> {
    return shownAddressErrors(this.allErrors, this);
  }

  set(field: AddressField, value: string): void {
    this.values = withAddressField(this.values, field, value);
  }

  touch(field: AddressField): void {
    this.touched.add(field);
  }

  /** The signed-in customer's e-mail (undefined for a guest), for a cart that has none yet. */
  private get signedInEmail(): string | undefined {
    return this.root.checkout.session.email ?? undefined;
  }

  /**
   * Fills the form once per cart from its shipment-1 address (or cart address) and e-mail (else the signed-in
   * customer's). The warehouse that digital gifts are assigned to (core-cart-checkout §4) is not the shopper's
   * address: the form starts empty then.
   */
  prefill(cart: Cart | undefined): void {
    if (!cart || this.prefilledFor === cart.id) return;
    this.prefilledFor = cart.id;
    const first = cart.itemShippingAddresses.find((x) => x.key === 'shipment-1') ?? cart.shippingAddress;
    const a = first && isSameDeliveryLocation(first, DEFAULT_WAREHOUSE_ADDRESS) ? undefined : first;
    const email = cart.customerEmail ?? a?.email ?? this.signedInEmail;
    this.values = addressFormValues(a ?? { country: 'US' }, email);
  }

  /**
   * The chosen saved address becomes the form's values (the e-mail kept). When it fails the §5 rules the form opens
   * with it filled (the group on "Use a new address") and, after the submit, its errors shown.
   */
  private takeChosenAddress(): void {
    const chosen = this.book.chosen;
    if (!chosen) return;
    this.values = addressFormValues(chosen.address, this.values.email);
    if (!this.validation.ok) this.book.choose(NEW_ADDRESS);
  }

  /**
   * Validates, saves the address and e-mail (a chosen saved address's, else the form's; a new one goes to the book
   * when asked), then goes to the next step. Returns true when saved.
   */
  async submit(): Promise<boolean> {
    this.submitted = true;
    this.submitError = undefined;
    this.takeChosenAddress();
    const v = this.validation;
    const cart = this.root.cart.cart;
    if (!v.ok || !cart) return false;
    this.submitting = true;
    const { email, ...address } = v.value;
    await this.root.checkout.loadRestrictions();
    const blocked = linesRestrictedFor(cart, address.country, this.root.checkout.restrictedCountrySkus);
    if (blocked.length > 0) {
      runInAction(() => {
        this.submitting = false;
        this.submitError = orderCopy.address.restricted(
          blocked.map((l) => l.name),
          orderCopy.address.countries[address.country],
        );
      });
      return false;
    }
    try {
      const { cart: edits } = await this.root.services.loadStorefront();
      const result = await edits.setShippingAddress.execute({
        cart,
        email: email ?? this.values.email.trim(),
        address,
      });
      runInAction(() => {
        if (result.ok) this.root.cart.setCart(result.value);
        else this.submitError = errorText(result.error);
        if (!result.ok) this.submitting = false;
      });
      if (!result.ok) return false;
      await this.book.saveAccepted(address);
      runInAction(() => {
        this.submitting = false;
      });
      this.root.navigator.go(this.root.checkout.nextPath);
      return true;
    } catch (e) {
      runInAction(() => {
        this.submitting = false;
        this.submitError = exceptionText(e);
      });
      return false;
    }
  }
}
