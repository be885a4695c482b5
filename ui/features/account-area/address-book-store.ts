import { action, makeAutoObservable, makeObservable, observable, runInAction } from 'mobx';
import { defaultFirst, type SavedAddress } from '../../../core/customers';
import type { Envelope } from '../../../core/notifications';
import type { AddressBookChange } from '../../../ports/account-backend';
import { exceptionText } from '../../copy';
import { accountAreaCopy } from '../../copy/account-area-copy';
import { shellChromeCopy } from '../../copy/shell-chrome-copy';
import { toasts } from '../../components/toast-store';
import { AddressFieldsForm } from '../../stores/address-fields-form';
import { addressFormValues } from '../../stores/address-form-store';
import type { AccountAreaStore } from '../../stores/account-area-store';
import type { RootStore } from '../../stores/root-store';
import type { FormOutcome } from './your-account-store';

const t = accountAreaCopy.addressBook;

/** A saved address: a street is needed, an e-mail is not (core-cart-checkout §5). */
const NEEDS = { needsEmail: false, needsStreet: true } as const;

/**
 * The address book's form (spec: core-cart-checkout §5 Validation rules, the checkout's address fields without the
 * e-mail): core's validateShippingAddress, the rule the server applies too; a field's message shows after it is
 * touched or the form submitted. `isDefault`: "Make this my default address".
 */
export class AddressBookForm extends AddressFieldsForm {
  isDefault = false;

  constructor(initial?: SavedAddress) {
    super(() => NEEDS, initial ? addressFormValues(initial.address, '') : undefined, true);
    this.isDefault = initial?.isDefault ?? false;
    makeObservable<AddressBookForm>(this, { isDefault: observable, setDefault: action });
  }

  setDefault(value: boolean): void {
    this.isDefault = value;
  }
}

/**
 * The Address Book page (spec: shell-account §2 Account area; core-cart-checkout §7 GET/POST/PUT
 * /api/customers/{customer}/addresses): the saved addresses, the default first; add, edit, delete (after a
 * confirmation) and make default through the account client; each answer's book replaces the page's
 * (AccountAreaStore.update), so nothing reloads.
 */
export class AddressBookStore {
  /** The form shown: a new address (`id` undefined) or the one being edited; undefined: none. */
  editing: { readonly id?: string; readonly form: AddressBookForm } | undefined = undefined;
  /** The address whose deletion waits for a confirmation. */
  confirmingDelete: string | undefined = undefined;
  busy = false;
  outcome: FormOutcome | undefined = undefined;

  constructor(
    private readonly root: RootStore,
    private readonly area: AccountAreaStore,
  ) {
    makeAutoObservable<AddressBookStore, 'root' | 'area'>(this, { root: false, area: false });
  }

  /** The saved addresses, the default first, then oldest first. */
  get addresses(): readonly SavedAddress[] {
    return defaultFirst(this.area.data?.addresses ?? []);
  }

  startAdd(): void {
    this.editing = { form: new AddressBookForm() };
    this.outcome = undefined;
  }

  startEdit(id: string): void {
    const saved = this.addresses.find((a) => a.id === id);
    if (saved) this.editing = { id, form: new AddressBookForm(saved) };
    this.outcome = undefined;
  }

  cancel(): void {
    this.editing = undefined;
  }

  /** Saves the form's address (added or changed); true when saved. */
  async save(): Promise<boolean> {
    const editing = this.editing;
    if (!editing || this.busy) return false;
    editing.form.submitted = true;
    const v = editing.form.validation;
    if (!v.ok) return false;
    const input = { address: v.value, isDefault: editing.form.isDefault };
    const saved = await this.run(
      (a) => (editing.id ? a.updateAddress({ ...input, addressId: editing.id }) : a.addAddress(input)),
      editing.id ? t.updated : t.added,
    );
    if (saved) runInAction(() => (this.editing = undefined));
    // The form closes; the toast confirms where the shopper is looking (shell-account §4 toast).
    if (saved) toasts().show(shellChromeCopy.toasts.addressSaved);
    return saved;
  }

  askDelete(id: string): void {
    this.confirmingDelete = id;
    this.outcome = undefined;
  }

  cancelDelete(): void {
    this.confirmingDelete = undefined;
  }

  /** Deletes the address waiting for its confirmation. */
  async confirmDelete(): Promise<void> {
    const id = this.confirmingDelete;
    if (!id) return;
    if (await this.run((a) => a.deleteAddress(id), t.deleted)) runInAction(() => (this.confirmingDelete = undefined));
  }

  /** Makes a saved address the default (the others stop being it). */
  async makeDefault(id: string): Promise<void> {
    const saved = this.addresses.find((a) => a.id === id);
    if (!saved) return;
    await this.run(
      (a) => a.updateAddress({ addressId: id, address: saved.address, isDefault: true }),
      t.defaultChanged,
    );
  }

  /** Runs one call: its book replaces the page's and `done` is shown; else the error's text. */
  private async run(
    call: (
      account: Awaited<ReturnType<RootStore['services']['loadAccount']>>,
    ) => Promise<Envelope<AddressBookChange | { readonly addresses: readonly SavedAddress[] }>>,
    done: string,
  ): Promise<boolean> {
    this.busy = true;
    try {
      const answer = await call(await this.root.services.loadAccount());
      runInAction(() => {
        this.busy = false;
        if (answer.data) this.area.update({ addresses: answer.data.addresses });
        this.outcome = answer.data
          ? { kind: 'saved', text: done }
          : { kind: 'error', text: answer.errors?.[0]?.message ?? accountAreaCopy.yourAccount.failed };
      });
      return !!answer.data;
    } catch (e) {
      runInAction(() => {
        this.busy = false;
        this.outcome = { kind: 'error', text: exceptionText(e) };
      });
      return false;
    }
  }
}
