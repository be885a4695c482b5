import { observer } from 'mobx-react-lite';
import { useId, type FormEvent } from 'react';
import { Link } from 'react-router';
import { TextField } from '../../components/form-field';
import { accountCopy } from '../../copy/account-copy';
import { EmailField } from './email-field';
import { PasswordRulesList } from './password-rules-list';
import type { SignInFlowStore } from './sign-in-flow-store';
import { CheckboxField, ServerError } from './sign-in-steps';

/** The account type radio (spec: shell-account §5: Personal Account or Business Account, personal by default). */
const AccountType = observer(function AccountType({ flow }: { flow: SignInFlowStore }) {
  const t = accountCopy.signUp;
  const name = useId();
  return (
    <fieldset className="account-type">
      <legend>{t.accountType}</legend>
      {([false, true] as const).map((b2b) => (
        <label key={String(b2b)} className="radio-field">
          <input type="radio" name={name} checked={flow.isB2b === b2b} onChange={() => flow.setOption('isB2b', b2b)} />
          {b2b ? t.business : t.personal}
        </label>
      ))}
    </fieldset>
  );
});

/**
 * The sign-up step (spec: shell-account §3 Sign-up form, §5): full name, e-mail, a new password with its rule
 * indicators, the account type, the 18+ and Terms / Privacy / CA Privacy Notice statement, keep me signed in and
 * the newsletter opt-in (both on by default).
 */
export const SignUpStep = observer(function SignUpStep({ flow }: { flow: SignInFlowStore }) {
  const t = accountCopy.signUp;
  const rulesId = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void flow.submitSignUp();
  };
  return (
    <form className="sign-in-form" noValidate onSubmit={submit}>
      <p>{t.intro}</p>
      <TextField
        label={t.name}
        name="name"
        autoComplete="name"
        value={flow.fullName}
        error={flow.shownError('fullName')}
        onValue={(v) => flow.set('fullName', v)}
        onBlur={() => flow.blur('fullName')}
      />
      <EmailField flow={flow} label={t.email} />
      <TextField
        label={t.password}
        type="password"
        name="new-password"
        autoComplete="new-password"
        aria-describedby={rulesId}
        value={flow.newPassword}
        error={flow.shownError('newPassword')}
        onValue={(v) => flow.set('newPassword', v)}
        onBlur={() => flow.blur('newPassword')}
      />
      <PasswordRulesList password={flow.newPassword} id={rulesId} />
      <AccountType flow={flow} />
      <p className="sign-up-agreement">
        {t.agreementStart}
        <Link to="/terms-and-conditions">{t.terms}</Link>, <Link to="/privacy">{t.privacy}</Link> and{' '}
        <Link to="/california-privacy-notice">{t.caPrivacy}</Link>.
      </p>
      <CheckboxField
        label={t.keepSignedIn}
        checked={flow.keepSignedIn}
        onValue={(v) => flow.setOption('keepSignedIn', v)}
      />
      <CheckboxField
        label={t.newsletter}
        checked={flow.optInNewsletter}
        onValue={(v) => flow.setOption('optInNewsletter', v)}
      />
      <ServerError flow={flow} />
      <button type="submit" className="button button--primary button--block" disabled={flow.continueDisabled}>
        {t.submit}
      </button>
      <button type="button" className="button button--link" onClick={() => flow.toSignIn()}>
        {t.haveAccount}
      </button>
    </form>
  );
});
