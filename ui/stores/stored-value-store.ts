import { makeAutoObservable, runInAction } from 'mobx';
import { planPayments, type PaymentPlan, type StoredValueFunds } from '../../core/checkout';
import type { Money } from '../../core/shared';
import type { AppliedGiftCertificate, StoredValueNonce } from '../../ports/account-backend';
import { exceptionText } from '../copy';
import { paymentCopy } from '../copy/payment-copy';
import type { RootStore } from './root-store';
import { SessionStore } from './session-store';

/**
 * Gift certificates and store credit at the payment step (spec: core-cart-checkout §4 Placing an order step 5; §7
 * GET /api/credit-accounts, place order "store credit and gift certificate nonces prepended"): the signed-in
 * customer's store credit ("Use my store credit ({balance})"), a gift certificate applied by code, the amount each
 * covers and the card's remainder (planPayments, the rule the server applies), and the nonces to send first. After an
 * order the certificate is cleared and the credit accounts reloaded.
 */
export class StoredValueStore {
  storeCredit: StoredValueNonce | null = null;
  useStoreCredit = false;
  code = '';
  giftCertificate: AppliedGiftCertificate | undefined = undefined;
  giftError: string | undefined = undefined;
  applying = false;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<StoredValueStore, 'root'>(this, { root: false });
  }

  /**
   * Whose store credit the step offers: undefined for the signed-in customer ('me'), the customer acted for in CX mode
   * (core §7 "GET /api/credit-accounts | query customerId"), null when nobody's (a visitor, or an agent acting for a
   * guest cart).
   */
  private get creditCustomerId(): string | null | undefined {
    const session = this.root.sessionFrom(SessionStore);
    if (session.cxMode) return session.actingFor?.customerId ?? null;
    return session.signedIn ? undefined : null;
  }

  /** The funds in the order they pay: the store credit when used, then the certificate. */
  get funds(): StoredValueFunds[] {
    const funds: StoredValueFunds[] = [];
    if (this.useStoreCredit && this.storeCredit) {
      const { balance, nonce } = this.storeCredit;
      funds.push({ kind: 'store_credit', accountId: 'store-credit', balance, nonce });
    }
    if (this.giftCertificate) {
      const { balance, nonce } = this.giftCertificate;
      funds.push({ kind: 'gift_certificate', accountId: 'gift-certificate', balance, nonce });
    }
    return funds;
  }

  /** How `total` (cents) is paid with what is applied. */
  planFor(total: Money): PaymentPlan {
    return planPayments(total, this.funds);
  }

  /** The nonces to put before the card's, in the order they pay. */
  get nonces(): string[] {
    return this.funds.map((f) => f.nonce);
  }

  setCode(code: string): void {
    this.code = code;
  }

  setUseStoreCredit(use: boolean): void {
    this.useStoreCredit = use;
  }

  /** Loads the customer's store credit (a new nonce each time); a visitor has none; a failure shows nothing. */
  async loadCreditAccounts(): Promise<void> {
    const customerId = this.creditCustomerId;
    if (customerId === null) return;
    try {
      const answer = await (await this.root.services.loadAccount()).creditAccounts(customerId);
      runInAction(() => (this.storeCredit = answer.data?.storeCreditAccount ?? null));
    } catch {
      // spec §8 "Credit account load failure: console log only": the step works without store credit.
    }
  }

  /** Applies the typed code: the certificate with its nonce, or the spec's message under the field. */
  async apply(): Promise<void> {
    const code = this.code.trim();
    if (!code) {
      this.giftError = paymentCopy.gift.required;
      return;
    }
    this.applying = true;
    this.giftError = undefined;
    try {
      const answer = await (await this.root.services.loadAccount()).applyGiftCertificate(code);
      runInAction(() => {
        const applied = answer.data?.giftCertificate;
        this.giftCertificate = applied;
        if (applied) this.code = '';
        // The server words the refusals as the spec does ("That gift certificate code is not valid.").
        const message = answer.errors?.find((e) => e.message)?.message;
        this.giftError = applied ? undefined : (message ?? paymentCopy.gift.invalid);
      });
    } catch (e) {
      runInAction(() => (this.giftError = exceptionText(e)));
    } finally {
      runInAction(() => (this.applying = false));
    }
  }

  removeGiftCertificate(): void {
    this.giftCertificate = undefined;
  }

  /** After an order (§4 Placing an order step 5): clears the certificate and reloads the credit accounts. */
  async afterOrder(): Promise<void> {
    this.giftCertificate = undefined;
    this.useStoreCredit = false;
    this.storeCredit = null;
    await this.loadCreditAccounts();
  }
}
