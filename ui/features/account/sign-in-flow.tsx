import { observer } from 'mobx-react-lite';
import { accountCopy } from '../../copy/account-copy';
import { FailurePanel, LinkSentStep, ResetSentStep } from './flow-panels';
import type { SignInFlowStore } from './sign-in-flow-store';
import { EmailStep, PasswordStep } from './sign-in-steps';
import { SignUpStep } from './sign-up-step';

/** The title of the flow's current step: sign-up's or sign-in's (shell-account §2 Login modal). */
export function flowTitle(flow: SignInFlowStore): string {
  return flow.step === 'sign-up' ? accountCopy.modal.signUpTitle : accountCopy.modal.signInTitle;
}

/** The current step of the sign-in flow, as the login modal and the /sign/in page show it. */
export const SignInFlow = observer(function SignInFlow({ flow }: { flow: SignInFlowStore }) {
  switch (flow.step) {
    case 'email':
      return <EmailStep flow={flow} />;
    case 'password':
      return <PasswordStep flow={flow} />;
    case 'link-sent':
      return <LinkSentStep flow={flow} />;
    case 'reset-sent':
      return <ResetSentStep flow={flow} />;
    case 'error':
      return <FailurePanel onRetry={() => flow.backToPassword()} />;
    case 'sign-up':
      return <SignUpStep flow={flow} />;
  }
});
