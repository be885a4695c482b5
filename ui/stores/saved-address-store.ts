import { makeAutoObservable, runInAction } from 'mobx';
import type { Address } from '../../core/cart';
import { defaultFirst, type SavedAddress } from '../../core/customers';
import type { RootStore } from './root-store';

/** The choice of the radio group that shows the address form instead of a saved address. */
export const NEW_ADDRESS = 'new';

/**
 * The address book at checkout's address step (core-cart-checkout §4 address step): a signed-in customer with saved
 * addresses picks one (the default preselected) or "Use a new address", which shows the form and may save the new
 * address to the book. Starts from the book the server rendered (RootStore.initialSavedAddresses); after a navigation
 * in the browser it asks GET /api/customers/me/addresses once.
 */
export class SavedAddressStore {
  /** The book, default first; undefined until known (a visitor's stays undefined). */
  addresses: readonly SavedAddress[] | undefined;
  /** The chosen saved address's id, or NEW_ADDRESS. */
  choice: string = NEW_ADDRESS;
  /** "Save this address to my address book" (checked by default). */
  saveToBook = true;
  private loading = false;

  constructor(private readonly root: RootStore) {
    this.addresses = root.initialSavedAddresses;
    this.choice = this.addresses?.[0]?.id ?? NEW_ADDRESS;
    makeAutoObservable<SavedAddressStore, 'root' | 'loading'>(this, { root: false, loading: false });
  }

  private get signedIn(): boolean {
    return this.root.checkout.session.signedIn;
  }

  /** The radio group is shown: a signed-in customer with at least one saved address. */
  get offered(): boolean {
    return this.signedIn && (this.addresses?.length ?? 0) > 0;
  }

  /** The chosen saved address, when the group is shown and one is chosen. */
  get chosen(): SavedAddress | undefined {
    return this.offered ? this.addresses?.find((a) => a.id === this.choice) : undefined;
  }

  /** The form is shown: no group, or "Use a new address" chosen. */
  get showsForm(): boolean {
    return !this.chosen;
  }

  choose(choice: string): void {
    this.choice = choice;
  }

  setSaveToBook(save: boolean): void {
    this.saveToBook = save;
  }

  /** Reads the book once for a signed-in customer whose page state did not carry it; a failure leaves the form. */
  async load(): Promise<void> {
    if (!this.signedIn || this.addresses !== undefined || this.loading) return;
    this.loading = true;
    try {
      const answer = await (await this.root.services.loadAccount()).listAddresses();
      const book = defaultFirst(answer.data?.addresses ?? []);
      runInAction(() => {
        this.addresses = book;
        this.choice = book[0]?.id ?? NEW_ADDRESS;
      });
    } catch {
      runInAction(() => {
        this.addresses = [];
      });
    } finally {
      this.loading = false;
    }
  }

  /**
   * After a new address was accepted for the cart: saves it to the book when the group was offered and the box is
   * ticked. A refusal does not hold checkout up (the cart already has the address).
   */
  async saveAccepted(address: Address): Promise<void> {
    if (!this.offered || this.chosen || !this.saveToBook) return;
    try {
      const answer = await (await this.root.services.loadAccount()).addAddress({ address });
      const book = answer.data?.addresses;
      if (book) {
        runInAction(() => {
          this.addresses = defaultFirst(book);
        });
      }
    } catch {
      // The address is on the cart; the book is left as it was.
    }
  }
}
