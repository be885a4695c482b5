import { makeAutoObservable, observable, runInAction } from 'mobx';
import {
  planShipmentQuantity,
  quantityIn,
  shipmentsOf,
  unassignedQuantity,
  type Cart,
  type LineItem,
  type Shipment,
  type ShipmentEdit,
} from '../../../core/cart';
import { validateShippingAddress } from '../../../core/validation';
import { errorText, exceptionText } from '../../copy';
import { addressFieldErrors } from '../../stores/address-form-store';
import { ShipmentAddressForm } from './shipment-address-form';
import type { RootStore } from '../../stores/root-store';

/** A shipment has an address once its street is set (a new shipment starts with the country only). */
export function hasAddress(shipment: Shipment): boolean {
  return (shipment.address.street1 ?? '').trim() !== '' || (shipment.address.email ?? '').trim() !== '';
}

/**
 * '/checkout/address/multi' (core-cart-checkout §2 address step variant multi; §4 Cart shipping modes and edits):
 * the cart's shipments with their address forms, each line's units split across them, and the edits, each through
 * the cart's EditShipments use case (add, remove and renumber, clear empty ones, assign and reassign units, set an
 * address), which also keeps the shipping mode in line ('Multiple' when more than one shipment holds lines).
 */
export class MultiAddressStore {
  busy = false;
  error: string | undefined = undefined;
  /** The shopper's e-mail: the cart's, else the signed-in customer's. */
  email: string;
  emailTouched = false;
  /** Shipments whose form is open (no address yet, or Edit address). */
  readonly editing = observable.set<string>();
  private readonly forms = new Map<string, ShipmentAddressForm>();

  constructor(private readonly root: RootStore) {
    this.email = root.cart.cart?.customerEmail ?? root.checkout.session.email ?? '';
    makeAutoObservable<MultiAddressStore, 'root' | 'forms'>(this, { root: false, forms: false, editing: false });
  }

  get cart(): Cart | undefined {
    return this.root.cart.cart;
  }

  /** Every shipment, empty ones included, in cart order. */
  get shipments(): readonly Shipment[] {
    return this.cart ? shipmentsOf(this.cart) : [];
  }

  get lines(): readonly LineItem[] {
    return this.cart?.lineItems ?? [];
  }

  /** The e-mail's message ('Please enter your email address' or '... a valid ...'), shown once touched. */
  get emailError(): string | undefined {
    return this.emailTouched ? this.emailMessage : undefined;
  }

  /** The §5 message of the e-mail alone (the other fields of the check are not this field's). */
  private get emailMessage(): string | undefined {
    const v = validateShippingAddress({ email: this.email }, { needsEmail: true, needsStreet: false });
    return addressFieldErrors(v).email;
  }

  setEmail(value: string): void {
    this.email = value;
  }

  touchEmail(): void {
    this.emailTouched = true;
  }

  private get validEmail(): string | undefined {
    return this.emailMessage === undefined ? this.email.trim() : undefined;
  }

  get hasEmptyShipments(): boolean {
    return this.shipments.some((s) => s.lines.length === 0);
  }

  /** The address step is complete (every line assigned, each shipment valid): Continue is enabled. */
  get complete(): boolean {
    return this.root.checkout.steps?.address.complete ?? false;
  }

  quantity(line: LineItem, key: string): number {
    return quantityIn(line, key);
  }

  unassigned(line: LineItem): number {
    return this.cart ? unassignedQuantity(this.cart, line) : 0;
  }

  /** The shipment's form, created once per key from its address. */
  formFor(shipment: Shipment): ShipmentAddressForm {
    let form = this.forms.get(shipment.key);
    if (!form) {
      form = new ShipmentAddressForm(shipment.key, shipment.address, () => this.needsOf(shipment.key));
      this.forms.set(shipment.key, form);
    }
    return form;
  }

  /** The form shows for a shipment without an address or one being edited. */
  showsForm(shipment: Shipment): boolean {
    return this.editing.has(shipment.key) || !hasAddress(shipment);
  }

  edit(key: string): void {
    this.editing.add(key);
  }

  private needsOf(key: string): { needsEmail: boolean; needsStreet: boolean } {
    const s = this.shipments.find((x) => x.key === key);
    return { needsEmail: s?.needsEmail ?? false, needsStreet: !s || s.needsPhysicalAddress || s.lines.length === 0 };
  }

  /** Runs one shipment edit on the current cart; false (with the message shown) when it fails. */
  private async run(edit: ShipmentEdit): Promise<boolean> {
    const cart = this.cart;
    if (!cart) return false;
    this.error = undefined;
    try {
      const { cart: edits } = await this.root.services.loadStorefront();
      const result = await edits.editShipments.execute({ cart, edit });
      runInAction(() => {
        if (result.ok) this.root.cart.setCart(result.value);
        else this.error = errorText(result.error);
      });
      return result.ok;
    } catch (e) {
      runInAction(() => {
        this.error = exceptionText(e);
      });
      return false;
    }
  }

  private async busyWhile(work: () => Promise<unknown>): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      await work();
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }

  /** "Add a shipment": a new shipment-N (lowest unused N) without an address; its form opens. */
  addShipment(): Promise<void> {
    return this.busyWhile(() => this.run({ kind: 'add', address: { country: 'US' } }));
  }

  /** "Remove shipment": its units become unassigned, later shipments are renumbered. */
  removeShipment(key: string): Promise<void> {
    return this.busyWhile(async () => {
      if (await this.run({ kind: 'remove', key })) this.resetForms();
    });
  }

  /** "Remove empty shipments". */
  removeEmpty(): Promise<void> {
    return this.busyWhile(async () => {
      if (await this.run({ kind: 'clear-empty' })) this.resetForms();
    });
  }

  /** Keys changed: the forms are built again from the renumbered shipments' addresses. */
  private resetForms(): void {
    this.forms.clear();
    this.editing.clear();
  }

  /** Sets a line's units in a shipment: the moves of planShipmentQuantity, one edit each. */
  setQuantity(lineItemId: string, key: string, quantity: number): Promise<void> {
    return this.busyWhile(async () => {
      const cart = this.cart;
      if (!cart) return;
      const plan = planShipmentQuantity(cart, lineItemId, key, quantity);
      if (!plan.ok) {
        runInAction(() => {
          this.error = errorText(plan.error);
        });
        return;
      }
      for (const m of plan.value) {
        const edit: ShipmentEdit =
          m.fromKey === undefined
            ? { kind: 'assign', lineItemId, toKey: m.toKey, quantity: m.quantity }
            : { kind: 'reassign', lineItemId, fromKey: m.fromKey, toKey: m.toKey, quantity: m.quantity };
        if (!(await this.run(edit))) return;
      }
    });
  }

  /** "Save address": validates the form and sets the shipment's address (with the shopper's e-mail). */
  saveAddress(key: string): Promise<void> {
    return this.busyWhile(async () => {
      const form = this.forms.get(key);
      if (!form) return;
      runInAction(() => {
        form.submitted = true;
      });
      const v = form.validation;
      if (!v.ok) return;
      const email = this.validEmail;
      const ok = await this.run({ kind: 'set-address', key, address: v.value, ...(email ? { email } : {}) });
      if (ok) runInAction(() => this.editing.delete(key));
    });
  }

  /**
   * "Continue to Delivery" once the step is complete: the e-mail is checked (and saved with the first shipment's
   * address when it changed), then the next step.
   */
  continue(): Promise<void> {
    return this.busyWhile(async () => {
      this.emailTouched = true;
      const email = this.validEmail;
      const first = this.shipments[0];
      if (!this.complete || !email || !first) return;
      if (email !== this.cart?.customerEmail) {
        const { key: _key, custom: _custom, ...address } = first.address;
        if (!(await this.run({ kind: 'set-address', key: first.key, address, email }))) return;
      }
      this.root.navigator.go(this.root.checkout.nextPath);
    });
  }
}
