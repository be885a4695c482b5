import { makeAutoObservable, runInAction } from 'mobx';
import type { Customer } from '../../../core/customers';
import type { Envelope } from '../../../core/notifications';
import type { FormOutcome } from '../../components/form-outcome';
import { exceptionText } from '../../copy';
import { accountAreaCopy } from '../../copy/account-area-copy';
import type { AccountAreaStore } from '../../stores/account-area-store';
import type { RootStore } from '../../stores/root-store';
import { SessionStore } from '../../stores/session-store';
import {
  confirmPasswordError,
  fullNameError,
  newPasswordError,
  newPasswordValid,
  signInPasswordError,
} from '../account/sign-in-fields';

export type { FormOutcome } from '../../components/form-outcome';

/** The password form's fields. */
export type PasswordField = 'currentPassword' | 'newPassword' | 'confirmPassword';

const t = accountAreaCopy.yourAccount;

/**
 * Your Account's forms (spec: shell-account §2 Account area; §5 name "Please enter your full name", New password's
 * rules, "Password does not match"): the name change (PUT /api/me/profile) and the password change (POST
 * /api/me/password), or for an account without a password the mailed set-password link (POST
 * /api/sign/forgot-password). Field messages show after a field is touched or the form submitted. A saved change
 * updates the page's customer (AccountAreaStore.update) and the utility bar's first name (SessionStore).
 */
export class YourAccountStore {
  fullName: string;
  nameTouched = false;
  currentPassword = '';
  newPassword = '';
  confirmPassword = '';
  readonly passwordTouched = new Set<PasswordField>();
  passwordSubmitted = false;
  busy: 'name' | 'password' | 'link' | undefined = undefined;
  nameOutcome: FormOutcome | undefined = undefined;
  passwordOutcome: FormOutcome | undefined = undefined;

  constructor(
    private readonly root: RootStore,
    private readonly area: AccountAreaStore,
    customer: Customer,
  ) {
    this.fullName = customer.fullName;
    makeAutoObservable<YourAccountStore, 'root' | 'area'>(this, { root: false, area: false });
  }

  /** The name's message once touched: "Please enter your full name" for a blank one. */
  get nameError(): string | undefined {
    return this.nameTouched ? fullNameError(this.fullName) : undefined;
  }

  /** Every password field's message, shown or not. */
  private get passwordMessages(): Record<PasswordField, string | undefined> {
    return {
      currentPassword: signInPasswordError(this.currentPassword),
      newPassword: newPasswordError(this.newPassword),
      confirmPassword: confirmPasswordError(this.newPassword, this.confirmPassword),
    };
  }

  /** A password field's message, once it was touched or the form submitted. */
  passwordError(field: PasswordField): string | undefined {
    return this.passwordSubmitted || this.passwordTouched.has(field) ? this.passwordMessages[field] : undefined;
  }

  /** Whether the password form may be sent: every field fine and the new password meets every rule. */
  get passwordValid(): boolean {
    const m = this.passwordMessages;
    return !m.currentPassword && !m.newPassword && !m.confirmPassword && newPasswordValid(this.newPassword);
  }

  setFullName(value: string): void {
    this.fullName = value;
    this.nameOutcome = undefined;
  }

  touchName(): void {
    this.nameTouched = true;
  }

  setPassword(field: PasswordField, value: string): void {
    this[field] = value;
    this.passwordOutcome = undefined;
  }

  touchPassword(field: PasswordField): void {
    this.passwordTouched.add(field);
  }

  /** Saves the name: the page's customer and the utility bar follow. */
  async saveName(): Promise<void> {
    this.nameTouched = true;
    if (fullNameError(this.fullName) || this.busy) return;
    this.busy = 'name';
    const answer = await this.send((a) => a.updateProfile({ fullName: this.fullName }));
    runInAction(() => {
      this.busy = undefined;
      if (answer.customer) {
        this.fullName = answer.customer.fullName;
        this.nameOutcome = { kind: 'saved', text: t.nameSaved };
      } else this.nameOutcome = { kind: 'error', text: answer.error };
    });
  }

  /** Changes the password; the form is emptied after it is saved (the other devices are signed out). */
  async changePassword(): Promise<void> {
    this.passwordSubmitted = true;
    if (!this.passwordValid || this.busy) return;
    this.busy = 'password';
    const input = { currentPassword: this.currentPassword, newPassword: this.newPassword };
    const answer = await this.send((a) => a.changePassword(input));
    runInAction(() => {
      this.busy = undefined;
      if (answer.customer) {
        this.currentPassword = this.newPassword = this.confirmPassword = '';
        this.passwordSubmitted = false;
        this.passwordTouched.clear();
        this.passwordOutcome = { kind: 'saved', text: t.passwordSaved };
      } else this.passwordOutcome = { kind: 'error', text: answer.error };
    });
  }

  /** Mails the set-password link to the account's e-mail (an account without a password, shell-account §6). */
  async sendSetPasswordLink(email: string): Promise<void> {
    if (this.busy) return;
    this.busy = 'link';
    let outcome: FormOutcome;
    try {
      const account = await this.root.services.loadAccount();
      const answer = await account.forgotPassword(email);
      outcome = answer.data
        ? { kind: 'saved', text: t.setLinkSent(email) }
        : { kind: 'error', text: answer.errors?.[0]?.message ?? t.failed };
    } catch (e) {
      outcome = { kind: 'error', text: exceptionText(e) };
    }
    runInAction(() => {
      this.busy = undefined;
      this.passwordOutcome = outcome;
    });
  }

  /** Runs a settings call: the customer afterwards (the page and the session take it), or the error's text. */
  private async send(
    call: (
      account: Awaited<ReturnType<RootStore['services']['loadAccount']>>,
    ) => Promise<Envelope<{ customer: Customer }>>,
  ): Promise<{ customer?: Customer; error: string }> {
    try {
      const answer = await call(await this.root.services.loadAccount());
      const customer = answer.data?.customer;
      if (customer) {
        customerChanged(this.root, this.area, customer);
        return { customer, error: '' };
      }
      const first = answer.errors?.[0];
      if (first?.key === 'account/not-signed-in') {
        this.root.navigator.go(`/sign/in?redirect=${encodeURIComponent('/account')}`);
      }
      return { error: first?.message ?? t.failed };
    } catch (e) {
      return { error: exceptionText(e) };
    }
  }
}

/**
 * After a saved change of the account: the page's customer (AccountAreaStore.update) and the session's first name and
 * newsletter choice (the utility bar's greeting, the contact's `subscribed`) become `customer`'s.
 */
export function customerChanged(root: RootStore, area: AccountAreaStore, customer: Customer): void {
  const session = root.sessionFrom(SessionStore);
  runInAction(() => {
    area.update({ customer });
    const summary = session.summary;
    session.summary = {
      ...summary,
      userFirstName: customer.firstName,
      contact: summary.contact
        ? { ...summary.contact, firstName: customer.firstName, subscribed: customer.newsletterOptIn }
        : null,
    };
  });
}
