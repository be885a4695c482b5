import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect } from 'react';
import { Link } from 'react-router';
import { accountCopy } from '../../copy/account-copy';
import { GatedLink } from './gated-link';
import { StaffBar } from './staff-bar';
import { useSession } from './use-session';
import { useStores } from '../../app/stores-context';
import { startLocalFlags } from '../../app/local-flags';
import { headerCopy } from '../../copy/header-nav-copy';
import { ShellBanners, UtilityCarousel, useUtilityTheme } from '../header/shell-banners';

/** A utility entry's dot (shell-account §2 "The utility menu entries have a link, dotColor and optional icon"). */
function Dot({ color }: { color: string }) {
  return <span className="utility-bar__dot" style={{ background: color }} aria-hidden="true" />;
}

const LoginModal = lazy(() => import('./login-modal').then((m) => ({ default: m.LoginModal })));

/** Where the login modal mounts (in the header, spec: shell-account §2 Header); its code loads when it opens. */
const LoginModalSlot = observer(function LoginModalSlot() {
  const session = useSession();
  if (!session.loginOpen) return null;
  return (
    <Suspense fallback={null}>
      <LoginModal />
    </Suspense>
  );
});

/**
 * The top utility bar (spec: shell-account §2 Top utility bar): Refer & Get $20 (unless the referral feature is off),
 * Nuts For Business, Help, "Hi {first name}" with Sign out when signed in (else "Sign in to your account", a link to
 * /sign/in that opens the login modal), Easy Reorder and Account (gated links). Rendered on the server from the page
 * state's session, so the right text is there at first paint. An island: its code loads after the page's.
 */
export const UtilityBar = observer(function UtilityBar() {
  const session = useSession();
  const root = useStores();
  const { cart } = root;
  const theme = useUtilityTheme();
  const t = accountCopy.utility;
  const customerId = session.summary.customer?.id;
  // The browser's local layer of the feature flags, once the page runs (its code rides with this island's).
  useEffect(() => void startLocalFlags(root, window), [root]);
  useEffect(() => {
    // On page load of a signed-in session (once per browser session: SessionStore.identify keeps count).
    if (customerId) session.identify();
  }, [session, customerId]);
  return (
    <>
      <ShellBanners />
      <div className={`utility-bar utility-bar--${theme}`}>
        <UtilityCarousel />
        <nav className="utility-bar__nav" aria-label={t.nav}>
          <ul>
            {session.referralShown && (
              <li>
                <Dot color="#2e8b57" />
                <GatedLink to="/refer">{t.refer}</GatedLink>
              </li>
            )}
            <li>
              <Link to="/business">{t.forBusiness}</Link>
            </li>
            <li>
              <Link to="/help">{t.help}</Link>
            </li>
            {session.signedIn ? (
              <li className="utility-bar__session">
                <span>{t.greeting(session.firstName)}</span>
                <button
                  type="button"
                  className="button button--link"
                  disabled={session.signingOut}
                  onClick={() => void session.signOut()}
                >
                  {t.signOut}
                </button>
              </li>
            ) : (
              <li>
                <Link
                  to="/sign/in"
                  onClick={(e) => {
                    e.preventDefault();
                    session.openLogin();
                  }}
                >
                  {t.signIn}
                </Link>
              </li>
            )}
            <li>
              <GatedLink to="/account/easy-reorder">{t.easyReorder}</GatedLink>
            </li>
            <li>
              <GatedLink to="/account">{t.account}</GatedLink>
            </li>
            <li>
              <Link to="/cart" className="utility-bar__cart" aria-label={headerCopy.cartItems(cart.itemCount)}>
                {headerCopy.yourCart}
                <span className="utility-bar__badge" aria-hidden="true">
                  {cart.itemCount}
                </span>
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <StaffBar />
      <LoginModalSlot />
    </>
  );
});

export default UtilityBar;
