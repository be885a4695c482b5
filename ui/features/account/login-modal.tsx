import { observer } from 'mobx-react-lite';
import { useCallback, useState } from 'react';
import { useLocation } from 'react-router';
import { useStores } from '../../app/stores-context';
import { SidePanel } from '../../components/side-panel';
import { accountCopy } from '../../copy/account-copy';
import { SignInFlow, flowTitle } from './sign-in-flow';
import { SignInFlowStore } from './sign-in-flow-store';
import { useSession } from './use-session';
import '../../styles/account.css';

/**
 * The login modal (spec: shell-account §2 Login modal, §3 Sign-in modal state, §4 Sign-in flow): a dialog labelled by
 * its step's title, focus kept inside and given back on close, Esc and the overlay close it (SidePanel). Its flow
 * starts afresh each time it opens, with the options it was opened with. Loaded on demand, with its store, the
 * account client and the e-mail suggestion library.
 */
export const LoginModal = observer(function LoginModal() {
  const root = useStores();
  const session = useSession();
  const { pathname, search } = useLocation();
  const close = useCallback(() => session.closeLogin(), [session]);
  const [flow] = useState(
    () => new SignInFlowStore(root, session, session.login ?? {}, { close, currentPath: `${pathname}${search}` }),
  );
  return (
    <SidePanel open title={flowTitle(flow)} closeLabel={accountCopy.modal.close} onClose={close}>
      <SignInFlow flow={flow} />
    </SidePanel>
  );
});
