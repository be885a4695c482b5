import { observer } from 'mobx-react-lite';
import { useId, useState, type FormEvent } from 'react';
import type { Customer } from '../../../core/customers';
import { useStores } from '../../app/stores-context';
import { TextField } from '../../components/form-field';
import { accountAreaCopy } from '../../copy/account-area-copy';
import { PasswordRulesList } from '../account/password-rules-list';
import type { AccountAreaPageProps } from './account-area-views';
import { Outcome } from '../../components/form-outcome';
import { BusinessAccountLink } from '../business/business-account-link';
import { YourAccountStore, type PasswordField } from './your-account-store';
import '../../styles/account.css';

const t = accountAreaCopy.yourAccount;

/** The account's facts: name, e-mail, account type and the ways it has signed in. */
function AccountFacts({ customer }: { customer: Customer }) {
  const methods = customer.loginTypes.map((type) => t.loginTypes[type]);
  return (
    <section className="account-card" aria-labelledby="account-details-title">
      <h2 id="account-details-title">{t.detailsTitle}</h2>
      <dl className="account-facts">
        <dt>{t.name}</dt>
        <dd>{customer.fullName}</dd>
        <dt>{t.email}</dt>
        <dd>{customer.email}</dd>
        <dt>{t.accountType}</dt>
        <dd>{customer.isB2b ? t.business : t.personal}</dd>
        <dt>{t.signInMethods}</dt>
        <dd>{methods.length > 0 ? methods.join(', ') : t.noSignInMethods}</dd>
      </dl>
      <p className="account-facts__business">
        <BusinessAccountLink />
      </p>
    </section>
  );
}

/** "Change your name": the full name (shell-account §5 "Please enter your full name"). */
const NameForm = observer(function NameForm({ form }: { form: YourAccountStore }) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void form.saveName();
  };
  return (
    <section className="account-card" aria-labelledby="name-form-title">
      <h2 id="name-form-title">{t.nameTitle}</h2>
      <form className="account-form" noValidate onSubmit={submit}>
        <TextField
          label={t.fullName}
          name="name"
          autoComplete="name"
          value={form.fullName}
          error={form.nameError}
          onValue={(v) => form.setFullName(v)}
          onBlur={() => form.touchName()}
        />
        <Outcome outcome={form.nameOutcome} />
        <button type="submit" className="button button--primary" disabled={form.busy === 'name'}>
          {form.busy === 'name' ? t.saving : t.saveName}
        </button>
      </form>
    </section>
  );
});

/** "Change password": current, new (with the four rules of sign-up) and its confirmation. */
const PasswordForm = observer(function PasswordForm({ form, email }: { form: YourAccountStore; email: string }) {
  const rulesId = useId();
  const field = (name: PasswordField, label: string, autoComplete: string, extra: Record<string, unknown> = {}) => (
    <TextField
      label={label}
      type="password"
      name={name}
      autoComplete={autoComplete}
      value={form[name]}
      error={form.passwordError(name)}
      onValue={(v) => form.setPassword(name, v)}
      onBlur={() => form.touchPassword(name)}
      {...extra}
    />
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void form.changePassword();
  };
  return (
    <form className="account-form" noValidate onSubmit={submit}>
      {/* The account's e-mail as the user name lets password managers file the new password under it. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      {field('currentPassword', t.currentPassword, 'current-password')}
      {field('newPassword', t.newPassword, 'new-password', { 'aria-describedby': rulesId })}
      <PasswordRulesList password={form.newPassword} id={rulesId} />
      {field('confirmPassword', t.confirmPassword, 'new-password')}
      <Outcome outcome={form.passwordOutcome} />
      <button type="submit" className="button button--primary" disabled={form.busy === 'password'}>
        {form.busy === 'password' ? t.saving : t.savePassword}
      </button>
    </form>
  );
});

/** An account without a password: the mailed set-password link instead of the change form (shell-account §6). */
const SetPasswordLink = observer(function SetPasswordLink({ form, email }: { form: YourAccountStore; email: string }) {
  return (
    <div className="account-form">
      <p>{t.noPassword}</p>
      <Outcome outcome={form.passwordOutcome} />
      <button
        type="button"
        className="button button--secondary"
        disabled={form.busy === 'link'}
        onClick={() => void form.sendSetPasswordLink(email)}
      >
        {t.sendSetLink}
      </button>
    </div>
  );
});

/**
 * Your Account (spec: shell-account §2 Account area; §5 name and New password): the account's name, e-mail, type
 * and sign-in methods; "Change your name"; "Change password" with the current password, or, for an account without
 * one (a guest's, a social sign-in's), "Email me a link to set a password". Changes apply without a page reload.
 */
export const YourAccountPage = observer(function YourAccountPage({ data, store }: AccountAreaPageProps) {
  const root = useStores();
  const [form] = useState(() => new YourAccountStore(root, store, data.customer));
  return (
    <div className="account-sections">
      <AccountFacts customer={data.customer} />
      <NameForm form={form} />
      <section className="account-card" aria-labelledby="password-form-title">
        <h2 id="password-form-title">{t.passwordTitle}</h2>
        {data.hasPassword === false ? (
          <SetPasswordLink form={form} email={data.customer.email} />
        ) : (
          <PasswordForm form={form} email={data.customer.email} />
        )}
      </section>
    </div>
  );
});
