import { observer } from 'mobx-react-lite';
import { TextField } from '../../components/form-field';
import { accountCopy } from '../../copy/account-copy';
import { suggestEmail } from './email-suggestion';
import type { SignInFlowStore } from './sign-in-flow-store';

/**
 * The flow's e-mail field (spec: shell-account §5 Email): its message once touched or dirty, and the typo suggestion
 * "Did you mean {suggestion}?", accepted by clicking it or by pressing Enter in the field.
 */
export const EmailField = observer(function EmailField({ flow, label }: { flow: SignInFlowStore; label: string }) {
  const suggestion = flow.touch.has('email') ? suggestEmail(flow.email) : undefined;
  const accept = () => {
    if (suggestion) flow.set('email', suggestion);
  };
  return (
    <>
      <TextField
        label={label}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        value={flow.email}
        error={flow.shownError('email')}
        onValue={(v) => flow.set('email', v)}
        onBlur={() => flow.blur('email')}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && suggestion) {
            e.preventDefault();
            accept();
          }
        }}
      />
      {suggestion && (
        <button type="button" className="button button--link email-suggestion" onClick={accept}>
          {accountCopy.field.didYouMean(suggestion)}
        </button>
      )}
    </>
  );
});
