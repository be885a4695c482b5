import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useStores } from '../../app/stores-context';
import { usePageAnnouncement } from '../../app/use-page-announcement';
import { accountCopy } from '../../copy/account-copy';
import { SignInFlow, flowTitle } from './sign-in-flow';
import { SignInFlowStore } from './sign-in-flow-store';
import { isSameSitePath, useSession } from './use-session';
import { socialSignInError } from './social-sign-in';

/** The query parameter naming a refused social sign-in's error code (adapters/embedded/server/social-routes.ts). */
const SIGN_IN_ERROR_PARAM = 'signInError';
import '../../styles/account.css';

/**
 * The /sign/in page (spec: core-cart-checkout §2 "/sign/in: sign-in page"; shell-account §4 Sign-in flow): the login
 * modal's flow as a page, server-rendered, without the flash area. After signing in it goes to the `redirect` query
 * path when that is a path of this site, else to '/' (a new business account goes to /business/register).
 */
export const SignInPage = observer(function SignInPage() {
  const root = useStores();
  const session = useSession();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const destination = isSameSitePath(redirect) ? redirect : '/';
  const [flow] = useState(
    () => new SignInFlowStore(root, session, { destination }, { close: () => undefined, currentPath: destination }),
  );
  usePageAnnouncement(accountCopy.pages.signIn);
  const socialError = socialSignInError(params.get(SIGN_IN_ERROR_PARAM), params.get('provider'));
  return (
    <section className="sign-in-page" aria-labelledby="sign-in-title">
      <h1 id="sign-in-title">{flowTitle(flow)}</h1>
      {socialError && flow.step === 'email' && (
        <p className="form-error" role="alert">
          {socialError}
        </p>
      )}
      <SignInFlow flow={flow} />
    </section>
  );
});
