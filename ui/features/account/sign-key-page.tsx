import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useStores } from '../../app/stores-context';
import { usePageAnnouncement } from '../../app/use-page-announcement';
import { TextField } from '../../components/form-field';
import { accountCopy } from '../../copy/account-copy';
import type { SignKeyPageProps } from '../../../ports/storefront-backend';
import { FailurePanel } from './flow-panels';
import { PasswordRulesList } from './password-rules-list';
import { SignKeyStore, type SignKeyKind } from './sign-key-store';
import { useSession } from './use-session';
import '../../styles/account.css';

const t = accountCopy.pages;

const submitWith = (action: () => Promise<void>) => (e: FormEvent) => {
  e.preventDefault();
  void action();
};

/** The expired-link page (shell-account §8): what happened, and a form to mail a new link. */
const ExpiredLink = observer(function ExpiredLink({ store }: { store: SignKeyStore }) {
  return (
    <form className="sign-in-form" noValidate onSubmit={submitWith(() => store.requestNewLink())}>
      <h1>{t.expiredTitle}</h1>
      <p>{t.expiredText}</p>
      <TextField
        label={accountCopy.email.label}
        type="email"
        name="email"
        autoComplete="email"
        value={store.email}
        error={store.emailError}
        onValue={(v) => store.set('email', v)}
      />
      <button type="submit" className="button button--primary" disabled={store.busy}>
        {store.kind === 'MagicLinkPage' ? t.expiredSendLink : t.expiredSendReset}
      </button>
    </form>
  );
});

/** The reset (or, for a guest account, set) password form, with the four rule indicators (shell-account §5). */
const NewPasswordForm = observer(function NewPasswordForm({ store }: { store: SignKeyStore }) {
  const rulesId = useId();
  return (
    <form className="sign-in-form" noValidate onSubmit={submitWith(() => store.submitPassword())}>
      <h1>{store.props.setPassword ? t.setTitle : t.resetTitle}</h1>
      <TextField
        label={t.newPassword}
        type="password"
        name="new-password"
        autoComplete="new-password"
        aria-describedby={rulesId}
        value={store.password}
        error={store.passwordError}
        onValue={(v) => store.set('password', v)}
      />
      <PasswordRulesList password={store.password} id={rulesId} />
      <TextField
        label={t.confirmPassword}
        type="password"
        name="confirm-password"
        autoComplete="new-password"
        value={store.confirmation}
        error={store.confirmationError}
        onValue={(v) => store.set('confirmation', v)}
      />
      {store.serverError && (
        <p className="form-error" role="alert">
          {store.serverError}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={store.busy}>
        {t.savePassword}
      </button>
    </form>
  );
});

/** What the page shows in its state. */
const SignKeyContent = observer(function SignKeyContent({ store }: { store: SignKeyStore }) {
  switch (store.state) {
    case 'signing-in':
      return <h1 role="status">{t.signingIn}</h1>;
    case 'form':
      return <NewPasswordForm store={store} />;
    case 'expired':
      return <ExpiredLink store={store} />;
    case 'sent':
      return (
        <div className="sign-in-panel" role="status">
          <h1>{accountCopy.linkSent.title}</h1>
          <p>{t.newLinkSent(store.email)}</p>
        </div>
      );
    case 'failed':
      return <FailurePanel onRetry={() => window.location.reload()} />;
  }
});

/**
 * The temporary page of a mailed link (spec: core-cart-checkout §2 "magic-link page, reset-password page"; paths
 * /sign/magic-link/{key} and /sign/reset-password/{key}): server-rendered, not indexed, without the flash area. A
 * valid magic link signs in as the page starts (the browser does it; the server renders "Signing you in…").
 */
export const SignKeyPage = observer(function SignKeyPage(props: { pageType: SignKeyKind; props: SignKeyPageProps }) {
  const root = useStores();
  const session = useSession();
  const [store] = useState(() => new SignKeyStore(root, session, props.pageType, props.props));
  usePageAnnouncement(store.state === 'expired' ? t.expiredTitle : t.signIn);
  useEffect(() => {
    void store.signInWithLink();
  }, [store]);
  return (
    <section className="sign-in-page">
      <SignKeyContent store={store} />
    </section>
  );
});
