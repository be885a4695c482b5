import { makeAutoObservable, runInAction } from 'mobx';
import { isStrongPassword, type SessionData } from '../../../core/customers';
import type { Envelope } from '../../../core/notifications';
import type { SignKeyPageProps } from '../../../ports/storefront-backend';
import { accountCopy } from '../../copy/account-copy';
import type { RootStore } from '../../stores/root-store';
import type { SessionStore } from '../../stores/session-store';
import { confirmPasswordError, emailError, newPasswordError } from './sign-in-fields';
import { isSameSitePath } from './use-session';

/** Which mailed link a page serves (ports/storefront-backend.ts ResolvedPage page types). */
export type SignKeyKind = 'MagicLinkPage' | 'ResetPasswordPage';

/**
 * What a mailed link's page shows: 'signing-in' (a magic link at work), 'form' (a reset's new password), 'expired'
 * (the expired-link page, shell-account §8), 'sent' (a new link requested from it), 'failed' (the generic panel).
 */
export type SignKeyState = 'signing-in' | 'form' | 'expired' | 'sent' | 'failed';

/**
 * The pages a mailed link opens (spec: core-cart-checkout §2 magic-link page and reset-password page; shell-account
 * §4 Sign-in flow, §8 "Expired-link page for magic link and reset password"): a valid magic link signs in with its
 * key (once) and goes where the link leads; a valid reset key takes a new password (all four rules, confirmed) and
 * signs in; an expired key offers to mail a new link.
 */
export class SignKeyStore {
  state: SignKeyState;
  password = '';
  confirmation = '';
  email = '';
  touched = false;
  serverError: string | undefined = undefined;
  busy = false;
  private started = false;

  constructor(
    private readonly root: RootStore,
    private readonly session: SessionStore,
    readonly kind: SignKeyKind,
    readonly props: SignKeyPageProps,
  ) {
    this.state = props.status === 'expired' ? 'expired' : kind === 'MagicLinkPage' ? 'signing-in' : 'form';
    makeAutoObservable<SignKeyStore, 'root' | 'session' | 'started'>(this, {
      root: false,
      session: false,
      kind: false,
      props: false,
      started: false,
    });
  }

  get passwordError(): string | undefined {
    return this.touched ? newPasswordError(this.password) : undefined;
  }
  get confirmationError(): string | undefined {
    return this.touched ? confirmPasswordError(this.password, this.confirmation) : undefined;
  }
  get emailError(): string | undefined {
    return this.touched ? emailError(this.email) : undefined;
  }

  set(field: 'password' | 'confirmation' | 'email', value: string): void {
    this[field] = value;
    this.touched = true;
    this.serverError = undefined;
  }

  /** A valid magic link: signs in with its key once (a second call, as React's StrictMode makes, does nothing). */
  async signInWithLink(): Promise<void> {
    if (this.started || this.state !== 'signing-in') return;
    this.started = true;
    const answer = await this.run(async (a) => a.signInByLinkKey({ key: this.props.key, preserveCart: false }));
    const to = answer?.data?.redirectPath;
    if (answer) this.settle(answer, isSameSitePath(to) ? to : '/');
  }

  /** The reset form's submit: the new password, then signed in and home. */
  async submitPassword(): Promise<void> {
    this.touched = true;
    const invalid = !isStrongPassword(this.password) || confirmPasswordError(this.password, this.confirmation);
    if (invalid || this.busy) return;
    const answer = await this.run(async (a) => a.resetPassword({ key: this.props.key, password: this.password }));
    if (answer) this.settle(answer, '/');
  }

  /** The expired-link page's request of a new link: a sign-in link, or a new reset (set-password) link. */
  async requestNewLink(): Promise<void> {
    this.touched = true;
    if (emailError(this.email) || this.busy) return;
    const email = this.email.trim();
    const answer = await this.run((a) =>
      this.kind === 'MagicLinkPage' ? a.sendSignInLinkEmail({ email, redirectPath: '/' }) : a.forgotPassword(email),
    );
    if (answer) runInAction(() => (this.state = answer.data ? 'sent' : 'failed'));
  }

  private async run<T>(
    work: (account: Awaited<ReturnType<RootStore['services']['loadAccount']>>) => Promise<T>,
  ): Promise<T | undefined> {
    this.busy = true;
    try {
      return await work(await this.root.services.loadAccount());
    } catch {
      runInAction(() => (this.state = 'failed'));
      return undefined;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  /** A sign-in answer: an expired key shows the expired page, another refusal in red; else signed in and away. */
  private settle(answer: Envelope<SessionData>, to: string): void {
    runInAction(() => {
      const error = answer.errors?.[0];
      if (error?.key === 'account/link-expired') this.state = 'expired';
      else if (error || !answer.data?.customer) {
        this.serverError = error?.message ?? accountCopy.failure.noCustomer;
        if (this.state === 'signing-in') this.state = 'failed';
      }
    });
    if (!answer.data?.customer || answer.errors?.length) return;
    this.session.apply(answer.data);
    this.root.ui.announce(accountCopy.announce.signedIn(this.session.firstName));
    void this.root.cart.load();
    this.root.navigator.go(to);
  }
}
