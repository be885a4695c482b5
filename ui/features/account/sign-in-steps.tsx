import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { TextField } from '../../components/form-field';
import { accountCopy } from '../../copy/account-copy';
import { EmailField } from './email-field';
import { SocialSignIn } from './social-sign-in';
import { GuestCheckoutOption } from './guest-checkout-option';
import type { SignInFlowStore } from './sign-in-flow-store';

/** A form's submit handler that keeps the page and runs `action`. */
const onSubmit = (action: () => Promise<void>) => (e: FormEvent) => {
  e.preventDefault();
  void action();
};

/** The server's refusal of a sign-in or sign-up, in red, as text (shell-account §8 "server message shown in red"). */
export const ServerError = observer(function ServerError({ flow }: { flow: SignInFlowStore }) {
  if (!flow.serverError) return null;
  return (
    <p className="form-error" role="alert">
      {flow.serverError}
    </p>
  );
});

/** A checkbox with its label. */
export function CheckboxField(props: { label: string; checked: boolean; onValue: (v: boolean) => void }) {
  return (
    <label className="checkbox-field">
      <input type="checkbox" checked={props.checked} onChange={(e) => props.onValue(e.target.checked)} />
      {props.label}
    </label>
  );
}

/** The e-mail step (shell-account §4 Sign-in flow 1). */
export const EmailStep = observer(function EmailStep({ flow }: { flow: SignInFlowStore }) {
  const t = accountCopy.email;
  return (
    <>
      <form className="sign-in-form" noValidate onSubmit={onSubmit(() => flow.submitEmail())}>
        <p>{t.intro}</p>
        <EmailField flow={flow} label={t.label} />
        {flow.emailStepError && (
          <p className="form-error" role="alert">
            {flow.emailStepError}
          </p>
        )}
        <button type="submit" className="button button--primary button--block" disabled={flow.continueDisabled}>
          {t.continue}
        </button>
        {flow.guestOffered && <GuestCheckoutOption flow={flow} />}
      </form>
      <SocialSignIn query={flow.socialStartQuery} />
    </>
  );
});

/**
 * The password step (shell-account §4 Sign-in flow 2): password, keep me signed in (default on), Change email, a
 * sign-in link, forgot password (for a guest account: set a password).
 */
export const PasswordStep = observer(function PasswordStep({ flow }: { flow: SignInFlowStore }) {
  const t = accountCopy.password;
  const guest = flow.user?.guest ?? false;
  return (
    <form className="sign-in-form" noValidate onSubmit={onSubmit(() => flow.submitPassword())}>
      <p>{guest ? t.guestIntro : t.welcome(flow.user?.firstName ?? null)}</p>
      <p className="sign-in-form__email">
        <span>{flow.email}</span>{' '}
        <button type="button" className="button button--link" onClick={() => flow.changeEmail()}>
          {t.changeEmail}
        </button>
      </p>
      <input type="email" name="email" autoComplete="username" value={flow.email} readOnly hidden />
      {!guest && (
        <>
          <TextField
            label={t.label}
            type="password"
            name="password"
            autoComplete="current-password"
            value={flow.password}
            error={flow.shownError('password')}
            onValue={(v) => flow.set('password', v)}
            onBlur={() => flow.blur('password')}
          />
          <CheckboxField
            label={t.keepSignedIn}
            checked={flow.keepLoggedIn}
            onValue={(v) => flow.setOption('keepLoggedIn', v)}
          />
          <ServerError flow={flow} />
          <button type="submit" className="button button--primary button--block" disabled={flow.continueDisabled}>
            {t.signIn}
          </button>
          <button type="button" className="button button--secondary button--block" onClick={() => flow.requestLink()}>
            {t.sendLink}
          </button>
        </>
      )}
      <button type="button" className="button button--link" onClick={() => flow.requestReset()}>
        {guest ? t.setPassword : t.forgot}
      </button>
    </form>
  );
});
