import { makeAutoObservable, runInAction } from 'mobx';
import type { Cart } from '../../core/cart';
import { isStrongPassword, PASSWORD_MIN_LENGTH, type SavedPaymentMethod } from '../../core/customers';
import type { Envelope } from '../../core/notifications';
import { accountCopy } from '../copy/account-copy';
import { orderCopy } from '../copy/order-copy';
import type { RootStore } from './root-store';
import { SessionStore } from './session-store';

/** How a guest's account is made at payment: with a password now, or from a mailed set-password link. */
export type AccountMode = 'password' | 'link';

/** The value of "Use a new card" among the saved cards. */
export const NEW_CARD = 'new';
/** The choice and payment nonce of the 'Offline' payment method (core-cart-checkout §6: CX agents only). */
export const OFFLINE = 'offline';

/** A nonce to pay with, or the messages to show instead. */
export type NonceOutcome = { readonly nonce: string } | { readonly errors: readonly string[] };

/**
 * The payment step's account choices (spec: core-cart-checkout §4 Placing an order step 2 "A guest may create an
 * account first, with a password or a set-password flow", §5 guest account rules, §7 "saved payment methods in
 * checkout"): for a signed-in customer, the wallet's cards (the default preselected) or a new card, which "Save this
 * card for later" vaults; for a guest, "Create an account" with a password (the four rules of shell-account §5) or a
 * mailed set-password link. PaymentStore calls `beforeOrder`, `nonceFor` and `afterOrder` around placing the order.
 */
export class PaymentOptionsStore {
  savedCards: readonly SavedPaymentMethod[] = [];
  cardsLoaded = false;
  /** The saved card's id, or NEW_CARD. */
  choice: string = NEW_CARD;
  saveCard = false;
  createAccount = false;
  accountMode: AccountMode = 'password';
  password = '';
  passwordTouched = false;
  /** What became of the account made at payment, for the receipt to say (undefined: nothing was asked). */
  accountOutcome: { readonly ok: boolean; readonly message: string } | undefined = undefined;
  private signedUpHere = false;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<PaymentOptionsStore, 'root' | 'signedUpHere'>(this, { root: false, signedUpHere: false });
  }

  get session(): SessionStore {
    return this.root.sessionFrom(SessionStore);
  }

  get signedIn(): boolean {
    return this.session.signedIn;
  }

  /** CX mode (core §6): the session holds the checkOutAsCustomer permission; Offline and adjustments are offered. */
  get cxMode(): boolean {
    return this.session.cxMode;
  }

  /** The 'Offline' payment method is chosen (CX mode only). */
  get offline(): boolean {
    return this.cxMode && this.choice === OFFLINE;
  }

  /** Whether the card form is in use (no saved card chosen). */
  get newCard(): boolean {
    if (this.offline) return false;
    return this.choice === NEW_CARD || !this.savedCards.some((c) => c.id === this.choice);
  }

  /** The password's message (shell-account §5 New password), once touched; undefined when fine or not needed. */
  get passwordError(): string | undefined {
    if (!this.createAccount || this.accountMode !== 'password' || !this.passwordTouched) return undefined;
    if (!this.password) return accountCopy.field.passwordRequired;
    if (this.password.length < PASSWORD_MIN_LENGTH) return accountCopy.field.passwordLength(PASSWORD_MIN_LENGTH);
    return isStrongPassword(this.password) ? undefined : orderCopy.account.passwordRules;
  }

  /**
   * Whose saved cards the step offers (core-cart-checkout §7 "fetched for 'me' or, in CX mode, the customer id"):
   * undefined for the signed-in customer's own; in CX mode the id of the customer acted for; null for no wallet (a
   * guest, or an agent acting for a guest cart or for nobody).
   */
  get walletCustomerId(): string | null | undefined {
    if (this.cxMode) return this.session.actingFor?.customerId ?? null;
    return this.signedIn ? undefined : null;
  }

  /** Loads the wallet's saved cards once (walletCustomerId's); the default card becomes the choice. */
  async loadSavedCards(): Promise<void> {
    const owner = this.walletCustomerId;
    if (owner === null || this.cardsLoaded) return;
    try {
      const data = (await (await this.root.services.loadAccount()).listPaymentMethods(owner)).data;
      runInAction(() => this.setSavedCards(data?.paymentMethods ?? []));
    } catch {
      runInAction(() => (this.cardsLoaded = true));
    }
  }

  setSavedCards(cards: readonly SavedPaymentMethod[]): void {
    this.savedCards = cards;
    this.cardsLoaded = true;
    this.choice = cards.find((c) => c.isDefault)?.id ?? cards[0]?.id ?? NEW_CARD;
  }

  choose(choice: string): void {
    this.choice = choice;
  }

  set<K extends 'saveCard' | 'createAccount' | 'accountMode' | 'password'>(key: K, value: this[K]): void {
    this[key] = value;
  }

  touchPassword(): void {
    this.passwordTouched = true;
  }

  /**
   * Before the order (a guest creating an account with a password): signs up with the cart's e-mail and the shipping
   * name, the cart preserved, and takes the session over; the order then carries the new customer. The server's
   * messages when refused (an e-mail with an account); `[]` when there is nothing to do or it went through.
   */
  async beforeOrder(cart: Cart): Promise<readonly string[]> {
    if (this.signedIn || !this.createAccount || this.accountMode !== 'password') return [];
    this.passwordTouched = true;
    if (this.passwordError) return [this.passwordError];
    const account = await this.root.services.loadAccount();
    const answer = await account.signUp({
      email: cart.customerEmail ?? '',
      name: cart.shippingAddress?.name ?? '',
      password: this.password,
      isB2b: false,
      keepSignedIn: true,
      optInNewsletter: false,
      preserveCart: true,
      attachGuestOrders: true,
    });
    if (answer.errors?.length || !answer.data?.customer) return messagesOf(answer);
    this.session.apply(answer.data);
    runInAction(() => {
      this.password = '';
      this.signedUpHere = true;
    });
    return [];
  }

  /**
   * The nonce to pay with: a saved card's; else the new card's (`tokenize`), vaulted first when "Save this card for
   * later" is ticked (the vault spends that nonce, so the saved card gives a fresh one).
   */
  async nonceFor(tokenize: () => Promise<NonceOutcome>, cardholderName: string): Promise<NonceOutcome> {
    if (this.offline) return { nonce: OFFLINE };
    const account = this.signedIn ? await this.root.services.loadAccount() : undefined;
    if (account && !this.newCard) {
      const answer = await account.paymentMethodNonce(this.choice, this.walletCustomerId ?? undefined);
      return answer.data ? { nonce: answer.data.nonce } : { errors: messagesOf(answer) };
    }
    const typed = await tokenize();
    // An agent never vaults a card: their own wallet is not the customer's.
    if (!account || this.cxMode || !this.saveCard || !('nonce' in typed)) return typed;
    const saved = await account.savePaymentMethod({ nonce: typed.nonce, cardholderName });
    if (!saved.data) return { errors: messagesOf(saved) };
    const card = saved.data.paymentMethod;
    runInAction(() => {
      this.savedCards = saved.data!.paymentMethods;
      this.choice = card.id;
      this.saveCard = false;
    });
    const again = await account.paymentMethodNonce(card.id);
    return again.data ? { nonce: again.data.nonce } : { errors: messagesOf(again) };
  }

  /**
   * After the order: a guest who chose the set-password link gets the guest account with this order attached and the
   * link mailed to `email`; the outcome (and that of a sign-up before the order) is kept for the receipt to say.
   */
  async afterOrder(receiptToken: string, name: string, email: string): Promise<void> {
    if (this.signedUpHere) {
      this.signedUpHere = false;
      this.accountOutcome = { ok: true, message: orderCopy.account.created };
      return;
    }
    if (this.signedIn || !this.createAccount || this.accountMode !== 'link') return;
    let outcome: { ok: boolean; message: string };
    try {
      const answer = await (await this.root.services.loadAccount()).createGuestAccount({ receiptToken, name });
      outcome = answer.data
        ? { ok: true, message: orderCopy.account.linkSent(email) }
        : { ok: false, message: messagesOf(answer)[0]! };
    } catch {
      outcome = { ok: false, message: orderCopy.account.linkFailed };
    }
    runInAction(() => {
      this.accountOutcome = outcome;
      this.createAccount = false;
    });
  }
}

function messagesOf(answer: Envelope<unknown>): readonly string[] {
  const messages = (answer.errors ?? []).map((e) => e.message).filter(Boolean);
  return messages.length > 0 ? messages : [accountCopy.failure.emailStep];
}
