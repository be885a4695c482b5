import { observer } from 'mobx-react-lite';
import { accountCopy } from '../../copy/account-copy';
import type { SignInFlowStore } from './sign-in-flow-store';

/**
 * The e-mail step's guest checkout (spec: shell-account §4 Sign-in flow step 4; core-cart-checkout §4 Proceeding to
 * checkout): "Continue as guest" with the e-mail typed above, shown only when the flow offers it (opened by Proceed
 * to Checkout, no auto-delivery items in the cart).
 */
export const GuestCheckoutOption = observer(function GuestCheckoutOption({ flow }: { flow: SignInFlowStore }) {
  const t = accountCopy.email;
  return (
    <div className="sign-in-form__guest">
      <button
        type="button"
        className="button button--secondary button--block"
        disabled={flow.busy}
        onClick={() => void flow.continueAsGuest()}
      >
        {t.guest}
      </button>
      <p className="muted">{t.guestNote}</p>
    </div>
  );
});
