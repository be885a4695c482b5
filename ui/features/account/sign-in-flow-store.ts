import { makeAutoObservable, observable, runInAction } from 'mobx';
import { hasAutoDeliveryLines, updateCartWithRetry } from '../../../core/cart';
import type { LookedUpUser, SessionData } from '../../../core/customers';
import { ok } from '../../../core/shared';
import type { Envelope } from '../../../core/notifications';
import { accountCopy } from '../../copy/account-copy';
import type { RootStore } from '../../stores/root-store';
import type { LoginOptions, SessionStore } from '../../stores/session-store';
import {
  emailError,
  fullNameError,
  newPasswordError,
  newPasswordValid,
  signInPasswordError,
  type SignInField,
} from './sign-in-fields';

/**
 * The steps of the sign-in flow (spec: shell-account §2 Login modal: "Sign-in sub-steps: email, password,
 * sign-in-link sent, password-reset sent, generic error"; and the sign-up step).
 */
export type FlowStep = 'email' | 'password' | 'link-sent' | 'reset-sent' | 'error' | 'sign-up';

/** What the flow does when it is over: the modal closes, the sign-in page leaves. */
export interface FlowHost {
  /** Closes the modal (nothing on a page). */
  close(): void;
  /** Where the flow was opened, for the sign-in link's redirectPath (e.g. '/cart'). */
  readonly currentPath: string;
}

/** The field a shopper has touched (blurred) or made dirty (typed in): its message shows (shell-account §5). */
type Touch = 'touched' | 'dirty';

/**
 * The login modal's and the sign-in page's flow as a view-model (spec: shell-account §4 Sign-in flow, §5 Validation
 * rules, §8 sign-in rows; §3 Sign-in form and Sign-up form defaults). Calls the account port (loaded on demand),
 * and on success hands the session to the SessionStore, announces it, reloads the cart and goes on (§4 step 3).
 */
export class SignInFlowStore {
  step: FlowStep;
  email = '';
  password = '';
  keepLoggedIn = true;
  user: LookedUpUser | undefined = undefined;
  fullName = '';
  newPassword = '';
  isB2b: boolean;
  keepSignedIn = true;
  optInNewsletter = true;
  /** The server's message of a refused sign-in or sign-up, shown in red (§8). */
  serverError: string | undefined = undefined;
  /** The e-mail step's submit error (§8). */
  emailStepError: string | undefined = undefined;
  busy = false;
  readonly touch = observable.map<SignInField, Touch>();

  constructor(
    private readonly root: RootStore,
    private readonly session: SessionStore,
    readonly options: LoginOptions,
    private readonly host: FlowHost,
  ) {
    this.step = options.initialStep === 'sign-up' ? 'sign-up' : 'email';
    this.isB2b = options.selectBusiness ?? false;
    makeAutoObservable<SignInFlowStore, 'root' | 'session' | 'host'>(this, {
      root: false,
      session: false,
      host: false,
      options: false,
    });
  }

  /** A field's message, shown once it is touched or dirty (§5); undefined when it is fine or untouched. */
  shownError(field: SignInField): string | undefined {
    return this.touch.has(field) ? this.errorOf(field) : undefined;
  }

  errorOf(field: SignInField): string | undefined {
    switch (field) {
      case 'email':
        return emailError(this.email);
      case 'password':
        return signInPasswordError(this.password);
      case 'fullName':
        return fullNameError(this.fullName);
      case 'newPassword':
        return newPasswordError(this.newPassword);
      case 'confirmPassword':
        return undefined;
    }
  }

  /** The fields of the current step. */
  get fields(): readonly SignInField[] {
    if (this.step === 'password') return ['password'];
    if (this.step === 'sign-up') return ['fullName', 'email', 'newPassword'];
    return ['email'];
  }

  get valid(): boolean {
    const strong = this.step !== 'sign-up' || newPasswordValid(this.newPassword);
    return strong && this.fields.every((f) => this.errorOf(f) === undefined);
  }

  /** Continue is disabled while the form is touched and invalid, or while a call is in flight (§5). */
  get continueDisabled(): boolean {
    return this.busy || (this.fields.some((f) => this.touch.has(f)) && !this.valid);
  }

  set(field: 'email' | 'password' | 'fullName' | 'newPassword', value: string): void {
    this[field] = value;
    this.touch.set(field, 'dirty');
    this.serverError = undefined;
  }

  blur(field: SignInField): void {
    if (!this.touch.has(field)) this.touch.set(field, 'touched');
  }

  setOption(option: 'keepLoggedIn' | 'keepSignedIn' | 'optInNewsletter' | 'isB2b', value: boolean): void {
    this[option] = value;
  }

  /** Marks the step's fields touched (their messages show) and answers whether it may be submitted. */
  private ready(): boolean {
    for (const f of this.fields) this.blur(f);
    return this.valid && !this.busy;
  }

  private goTo(step: FlowStep): void {
    this.step = step;
    this.serverError = undefined;
    this.emailStepError = undefined;
  }

  /** Runs a port call with `busy` set; a thrown error (unreachable backend) leads to the generic error step. */
  private async call<T>(work: () => Promise<T>): Promise<T | undefined> {
    this.busy = true;
    try {
      return await work();
    } catch {
      runInAction(() => this.goTo('error'));
      return undefined;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  /** §4 step 1: the e-mail check: a known account goes to the password step, an unknown one to sign-up. */
  async submitEmail(): Promise<void> {
    if (!this.ready()) return;
    const email = this.email.trim();
    const answer = await this.call(async () => (await this.root.services.loadAccount()).findUser(email));
    if (!answer) return;
    runInAction(() => {
      if (answer.errors?.length || !answer.data) {
        this.emailStepError = accountCopy.failure.emailStep;
        return;
      }
      this.email = email;
      this.user = answer.data.user ?? undefined;
      this.goTo(answer.data.user ? 'password' : 'sign-up');
    });
  }

  /** Sign in with the password (keepLoggedIn as chosen; the cart preserved in checkout). */
  async submitPassword(): Promise<void> {
    if (!this.ready()) return;
    const input = {
      email: this.email,
      password: this.password,
      keepLoggedIn: this.keepLoggedIn,
      preserveCart: this.options.isCheckout ?? false,
    };
    const answer = await this.call(async () => (await this.root.services.loadAccount()).signIn(input));
    if (answer) await this.settle(answer, false);
  }

  /** Sign up with the form (shell-account §3 Sign-up form; attachGuestOrders stays at its default, true). */
  async submitSignUp(): Promise<void> {
    if (!this.ready()) return;
    const input = {
      email: this.email.trim(),
      name: this.fullName.trim(),
      password: this.newPassword,
      isB2b: this.isB2b,
      keepSignedIn: this.keepSignedIn,
      optInNewsletter: this.optInNewsletter,
      preserveCart: this.options.isCheckout ?? false,
    };
    const answer = await this.call(async () => (await this.root.services.loadAccount()).signUp(input));
    if (answer) await this.settle(answer, input.isB2b);
  }

  /**
   * The query of the social sign-in start route (spec: shell-account §7 "Google/Facebook/Apple code actions:
   * preserveCart option"): back to the destination, else the current page; in checkout the anonymous cart is kept.
   */
  get socialStartQuery(): string {
    const redirectPath = this.options.destination ?? this.host.currentPath;
    return new URLSearchParams({ redirectPath, preserveCart: String(this.options.isCheckout ?? false) }).toString();
  }

  /** §4 step 2: mails a sign-in link that leads back here (the destination, else the current page). */
  async requestLink(): Promise<void> {
    const redirectPath = this.options.destination ?? this.host.currentPath;
    const input = { email: this.email, redirectPath };
    const answer = await this.call(async () => (await this.root.services.loadAccount()).sendSignInLinkEmail(input));
    if (answer) runInAction(() => this.goTo(answer.data ? 'link-sent' : 'error'));
  }

  /** §4 step 2: mails a reset link (for a guest account: a set-password link). */
  async requestReset(): Promise<void> {
    const answer = await this.call(async () => (await this.root.services.loadAccount()).forgotPassword(this.email));
    if (answer) runInAction(() => this.goTo(answer.data ? 'reset-sent' : 'error'));
  }

  /**
   * Whether the e-mail step offers "Continue as guest" (shell-account §4 Sign-in flow step 4): only when opened by
   * Proceed to Checkout, and not when the cart holds auto-delivery items.
   */
  get guestOffered(): boolean {
    const cart = this.root.cart.cart;
    return (this.options.isCheckout ?? false) && !(cart && hasAutoDeliveryLines(cart));
  }

  /**
   * Guest checkout (shell-account §4 Sign-in flow step 4): sets the cart's customer e-mail (the one typed, which must
   * be valid), closes the modal and runs the callback (checkout continues).
   */
  async continueAsGuest(): Promise<void> {
    this.blur('email');
    if (!this.guestOffered || emailError(this.email) !== undefined || this.busy) return;
    const email = this.email.trim();
    const cart = this.root.cart.cart;
    const myCart = this.root.services.myCart;
    const set =
      cart &&
      (await this.call(() => updateCartWithRetry(myCart, cart, () => ok([{ action: 'setCustomerEmail', email }]))));
    if (cart && !set) return;
    if (set && !set.ok) {
      runInAction(() => (this.emailStepError = accountCopy.failure.emailStep));
      return;
    }
    if (set) this.root.cart.setCart(set.value);
    this.host.close();
    await this.options.callback?.();
  }

  /** "Change email": back to the e-mail step. */
  changeEmail(): void {
    this.password = '';
    this.user = undefined;
    this.touch.clear();
    this.goTo('email');
  }

  /** The link-sent step's resend and the error step's retry return to the password step (known account) or e-mail. */
  backToPassword(): void {
    this.goTo(this.user ? 'password' : 'email');
  }

  /** From the sign-up step to sign in with another e-mail. */
  toSignIn(): void {
    this.touch.clear();
    this.goTo('email');
  }

  /**
   * A sign-in or sign-up answer: its errors in red, or the session taken over (§4 step 3): announced, the cart
   * reloaded, then the destination (unless a business account was just created), else the callback, else a new
   * business account outside checkout goes to /business/register, else the modal closes.
   */
  private async settle(answer: Envelope<SessionData>, createdBusiness: boolean): Promise<void> {
    const data = answer.data;
    if (answer.errors?.length || !data?.customer) {
      runInAction(() => {
        this.serverError = answer.errors?.[0]?.message ?? accountCopy.failure.noCustomer;
      });
      return;
    }
    this.session.apply(data);
    this.root.ui.announce(accountCopy.announce.signedIn(this.session.firstName));
    void this.root.cart.load();
    const { destination, callback, isCheckout } = this.options;
    this.host.close();
    if (destination && !createdBusiness) this.root.navigator.go(destination);
    else if (callback) await callback();
    else if (createdBusiness && !isCheckout) this.root.navigator.go('/business/register?source=Account+Creation');
  }
}
