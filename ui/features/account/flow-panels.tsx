import { observer } from 'mobx-react-lite';
import { copy } from '../../copy';
import { accountCopy } from '../../copy/account-copy';
import type { SignInFlowStore } from './sign-in-flow-store';

/** The sign-in link sent step (shell-account §4 Sign-in flow 2: "resend returns to the password step"). */
export const LinkSentStep = observer(function LinkSentStep({ flow }: { flow: SignInFlowStore }) {
  const t = accountCopy.linkSent;
  return (
    <div className="sign-in-panel" role="status">
      <h3>{t.title}</h3>
      <p>{t.text(flow.email)}</p>
      <button type="button" className="button button--link" onClick={() => flow.backToPassword()}>
        {t.resend}
      </button>
    </div>
  );
});

/** The reset sent step: the reset (or, for a guest account, set-password) link is on its way. */
export const ResetSentStep = observer(function ResetSentStep({ flow }: { flow: SignInFlowStore }) {
  const t = accountCopy.resetSent;
  return (
    <div className="sign-in-panel" role="status">
      <h3>{t.title}</h3>
      <p>{flow.user?.guest ? t.setText(flow.email) : t.text(flow.email)}</p>
      <button type="button" className="button button--link" onClick={() => flow.backToPassword()}>
        {t.back}
      </button>
    </div>
  );
});

/**
 * The generic error step (shell-account §8: "Uh oh. Something went wrong" panel with the customer service phone and
 * support e-mail), after a link, reset or e-mail lookup that failed.
 */
export function FailurePanel({ onRetry }: { onRetry: () => void }) {
  const t = accountCopy.failure;
  const phone = copy.helpPhone;
  const email = accountCopy.supportEmail;
  return (
    <div className="sign-in-panel" role="alert">
      <h3>{t.title}</h3>
      <p>
        {t.contact} <a href={`tel:${phone}`}>{phone}</a> · <a href={`mailto:${email}`}>{email}</a>
      </p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        {t.retry}
      </button>
    </div>
  );
}
