import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import {
  ANONYMOUS_SESSION,
  businessUserAttributes,
  type BusinessUserAttributes,
  type LoginType,
  type SessionData,
  type SessionSummary,
} from '../../core/customers';
import { exceptionText } from '../copy';
import { accountCopy } from '../copy/account-copy';
import type { RootStore } from './root-store';
import { identifyEvent } from '../../core/analytics';
import type { KeyValueStorage } from './product-delivery-store';
import { sessionWebStorage } from './web-storage';

/** The sessionStorage key holding the id of the customer this browser session has identified. */
export const IDENTIFIED_KEY = 'nutshell.identifiedCustomer';

/** The login modal's first step (spec: shell-account §2 Login modal: a sign-in step and a sign-up step). */
export type LoginStep = 'sign-in' | 'sign-up';

/**
 * How the login modal opens (spec: shell-account §3 Sign-in modal state; core-cart-checkout §2 "A login modal can
 * open with options: destination, initial step, business selection, checkout flag, callback").
 */
export interface LoginOptions {
  /** 'sign-in' (default) or 'sign-up'. */
  readonly initialStep?: LoginStep;
  /** A same-site path to go to after signing in (a gated link's), unless a business account was just created. */
  readonly destination?: string;
  /** Run after signing in when there is no destination (checkout's 'continue'), and after continuing as guest. */
  readonly callback?: () => void | Promise<void>;
  /** Opened by Proceed to Checkout: the cart is preserved and a guest may continue without an account. */
  readonly isCheckout?: boolean;
  /** Sign-up preselects a Business Account. */
  readonly selectBusiness?: boolean;
}

/** The flag layers by precedence, highest first (shell-account §4 "local, session, site, visitor"). */
const FLAG_LAYERS = ['local', 'session', 'site', 'visitor'] as const;

/**
 * Who the session is, as the shell shows it (spec: shell-account §3 Session, §2 Top utility bar, §4 Sign-in flow and
 * Gated links), and the login modal's state. Starts from the page state's session (absent: anonymous); every
 * sign-in, sign-up, link and sign-out answer replaces it and the cart (`apply`).
 */
export class SessionStore {
  summary: SessionSummary;
  /** The login modal's options while it is open; undefined when closed. */
  login: LoginOptions | undefined = undefined;
  signingOut = false;

  constructor(
    private readonly root: RootStore,
    initial: SessionSummary | undefined,
    private readonly storage: KeyValueStorage = sessionWebStorage(),
  ) {
    this.summary = initial ?? ANONYMOUS_SESSION;
    makeAutoObservable<SessionStore, 'root' | 'storage'>(this, {
      root: false,
      storage: false,
      summary: observableRef,
      login: observableRef,
    });
  }

  /**
   * Sends the identify event for the signed-in customer (shell-account §7 events: id, e-mail and first name), once
   * per browser session per customer (the id kept in sessionStorage). Never in CX mode: an agent's session, acting
   * for a customer or not, identifies nobody (core-cart-checkout §6, shell-account §7 "When checkOutAsCustomer is
   * set, identify events are not sent for the impersonated customer"). Called on page load and after sign-in/up.
   */
  identify(): void {
    const customer = this.summary.customer;
    if (!customer || this.cxMode || this.summary.actingFor) return;
    if (this.storage.getItem(IDENTIFIED_KEY) === customer.id) return;
    const firstName = this.firstName || undefined;
    this.root.analytics.track(identifyEvent({ id: customer.id, email: customer.email, firstName }));
    this.storage.setItem(IDENTIFIED_KEY, customer.id);
  }

  /**
   * The session's business user attributes for content targeting (shell-account §7 CMS user attributes:
   * isB2BContact, businessIndustry, hasBusinessAccount, …; core/customers `businessUserAttributes`).
   */
  get userAttributes(): BusinessUserAttributes {
    return businessUserAttributes(this.summary);
  }

  /** Whether a customer is signed in to the session. */
  get signedIn(): boolean {
    return this.summary.customer !== null;
  }

  /** The first name the utility bar greets ('' when unknown). */
  get firstName(): string {
    return this.summary.userFirstName ?? this.summary.contact?.firstName ?? '';
  }

  get email(): string | null {
    return this.summary.email ?? this.summary.customer?.email ?? null;
  }

  get loginType(): LoginType | null {
    return this.summary.signedLoginType;
  }

  /** Staff acting for a customer (shell-account §6: CX mode needs the checkOutAsCustomer permission). */
  get cxMode(): boolean {
    return this.summary.permissions.includes('checkOutAsCustomer');
  }

  /** The admin flag (shell-account §2 "An isAdmin value is available app-wide"). */
  get isAdmin(): boolean {
    return this.summary.isAdmin;
  }

  /** Whom a CX agent acts for (the staff bar); null when acting for nobody or not staff. */
  get actingFor(): SessionSummary['actingFor'] {
    return this.cxMode ? this.summary.actingFor : null;
  }

  /**
   * The staff bar's "Stop acting" (core-cart-checkout §6): POST /api/cx/stop, then a full load of /cart, where the
   * agent's own session and cart render afresh. A failure is shown as an error.
   */
  async stopActing(): Promise<void> {
    try {
      const account = await this.root.services.loadAccount();
      const stopped = this.root.absorb(await account.stopActing());
      if (stopped) this.root.navigator.fullLoad('/cart');
    } catch (e) {
      this.root.notifications.error(exceptionText(e));
    }
  }

  /** Whether gated links (Account, Refer, Easy Reorder) open the login modal instead (shell-account §4 Gated links). */
  get gated(): boolean {
    return !this.signedIn && !this.cxMode;
  }

  /**
   * A feature flag's value by layer precedence; undefined when no layer sets it (shell-account §4): the browser's
   * local layer, then the session summary's layers, then the layers the server rendered the page with.
   */
  flag(name: string): boolean | undefined {
    const local = this.root.ui.localFlags[name];
    if (local !== undefined) return local;
    for (const layer of FLAG_LAYERS) {
      const value = this.summary.flagsByLayer[layer][name];
      if (value !== undefined) return value;
    }
    return this.root.featureFlag(name);
  }

  /** The referral links show unless the disableReferral flag is on (shell-account §2 Footer, Top utility bar). */
  get referralShown(): boolean {
    return this.flag('disableReferral') !== true;
  }

  get loginOpen(): boolean {
    return this.login !== undefined;
  }

  /** Takes a sign-in, sign-up, link, reset or sign-out answer: the session and its cart replace the old ones. */
  apply(data: SessionData): void {
    const { cart, ...summary } = data;
    this.summary = summary;
    this.root.cart.seed(cart ?? undefined);
    this.identify();
  }

  /** After POST /api/cx/act-for: the agent now acts for `actingFor` (the staff bar and the signin step follow). */
  setActingFor(actingFor: NonNullable<SessionSummary['actingFor']>): void {
    this.summary = { ...this.summary, actingFor };
  }

  /** Opens the login modal (its code loads on demand) with `options`. */
  openLogin(options: LoginOptions = {}): void {
    this.login = options;
    this.root.ui.closeMenus();
  }

  closeLogin(): void {
    this.login = undefined;
  }

  /**
   * Sign out (shell-account §4 Sign-in flow 5: clears session and permissions): POST /api/sign/out without copying
   * the cart; the answer's anonymous session and cart replace the customer's. A failure is shown as an error.
   */
  async signOut(): Promise<void> {
    this.signingOut = true;
    try {
      const account = await this.root.services.loadAccount();
      const data = this.root.absorb(await account.signOut({ copyCartToAnonymousCart: false }));
      runInAction(() => {
        if (data) this.apply(data);
      });
      if (data) this.root.ui.announce(accountCopy.announce.signedOut);
    } catch (e) {
      this.root.notifications.error(exceptionText(e));
    } finally {
      runInAction(() => (this.signingOut = false));
    }
  }
}
