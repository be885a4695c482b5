import { makeAutoObservable, runInAction } from 'mobx';
import { COURTESY_CREDIT_LABEL } from '../../core/checkout';
import type { CustomerDescription } from '../../core/customers';
import type { Envelope } from '../../core/notifications';
import { usd, type Money } from '../../core/shared';
import { exceptionText } from '../copy';
import { cxCopy } from '../copy/cx-copy';
import type { RootStore } from './root-store';
import { SessionStore } from './session-store';

/** Dollars as typed ('10', '12.5', '1,000.00') in cents, or undefined when it is no positive amount. */
export function dollarsToCents(text: string): number | undefined {
  const t = text.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(t)) return undefined;
  const [whole = '0', fraction = ''] = t.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** The envelope's messages, verbatim. */
const messagesOf = (answer: Envelope<unknown>) => (answer.errors ?? []).map((e) => e.message);

/**
 * The checkout signin step of CX mode as a view-model (spec: core-cart-checkout §2 "signin: entry for CX mode when
 * the cart was not copied from an order", §6 CX mode, courtesy credit; shell-account §6): act for a customer by
 * e-mail (POST /api/cx/act-for: the cart acted on stays and names the customer), the customer's description (POST
 * /api/customers/email={email}/describe) and store credit balance (GET /api/cx/store-credit), a courtesy credit
 * (POST /api/cx/store-credit), and Continue to the first enabled incomplete step. Server messages shown verbatim.
 */
export class CxSigninStore {
  email = '';
  actErrors: readonly string[] = [];
  acting = false;
  description: CustomerDescription | undefined = undefined;
  /** The full name act-for answered (the description carries the first name only). */
  fullName: string | undefined = undefined;
  balance: Money | undefined = undefined;
  amount = '';
  reason: string = COURTESY_CREDIT_LABEL;
  note = '';
  creditErrors: readonly string[] = [];
  creditNotice = '';
  issuing = false;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<CxSigninStore, 'root'>(this, { root: false });
  }

  get session(): SessionStore {
    return this.root.sessionFrom(SessionStore);
  }

  /** The customer acted for (e-mail), or undefined for a guest cart or nobody. */
  get customerEmail(): string | undefined {
    return this.session.actingFor?.customerEmail ?? undefined;
  }

  set<K extends 'email' | 'amount' | 'reason' | 'note'>(key: K, value: string): void {
    this[key] = value;
  }

  /** Loads the acted-for customer's description and store credit (nothing when acting for no customer). */
  async loadCustomer(): Promise<void> {
    const email = this.customerEmail;
    if (!email) return;
    try {
      const account = await this.root.services.loadAccount();
      const [described, credit] = await Promise.all([account.describeCustomer(email), account.cxStoreCredit()]);
      runInAction(() => {
        this.description = described.data;
        this.balance = credit.data?.balance;
      });
    } catch (e) {
      this.root.notifications.error(exceptionText(e));
    }
  }

  /** POST /api/cx/act-for with the typed e-mail; the session, the cart and the summary follow, or the errors show. */
  async actFor(): Promise<void> {
    const email = this.email.trim();
    if (!email) {
      this.actErrors = [cxCopy.signin.emailRequired];
      return;
    }
    this.acting = true;
    this.actErrors = [];
    try {
      const answer = await (await this.root.services.loadAccount()).actFor(email);
      const acted = answer.data;
      if (acted) {
        const { cart, customer } = acted;
        this.session.setActingFor({
          cartId: cart.id,
          cartKey: cart.key ?? null,
          customerId: customer.id,
          customerEmail: customer.email,
        });
        this.root.cart.seed(cart);
        runInAction(() => (this.fullName = customer.fullName));
        await this.loadCustomer();
      } else runInAction(() => (this.actErrors = messagesOf(answer)));
    } catch (e) {
      runInAction(() => (this.actErrors = [exceptionText(e)]));
    } finally {
      runInAction(() => (this.acting = false));
    }
  }

  /** POST /api/cx/store-credit: a courtesy credit for the acted-for customer; the new balance, or the errors. */
  async issueCredit(): Promise<void> {
    const cents = dollarsToCents(this.amount);
    this.creditNotice = '';
    if (cents === undefined) {
      this.creditErrors = [cxCopy.credit.amountInvalid];
      return;
    }
    this.issuing = true;
    this.creditErrors = [];
    try {
      const account = await this.root.services.loadAccount();
      const answer = await account.issueStoreCredit({ amountCents: cents, reason: this.reason, note: this.note });
      runInAction(() => {
        if (answer.data) {
          this.balance = answer.data.balance;
          this.creditNotice = cxCopy.credit.issued(usd(cents), answer.data.balance);
          this.amount = '';
          this.note = '';
        } else this.creditErrors = messagesOf(answer);
      });
    } catch (e) {
      runInAction(() => (this.creditErrors = [exceptionText(e)]));
    } finally {
      runInAction(() => (this.issuing = false));
    }
  }

  /** Continue: on to the first enabled incomplete step (past signin). */
  continue(): void {
    this.root.navigator.go(this.root.checkout.nextPath);
  }
}
