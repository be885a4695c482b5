import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect } from 'react';
import { Link } from 'react-router';
import { experimentViewed } from '../../../core/analytics';
import { useStores } from '../../app/stores-context';
import { DEFAULT_MEGA_MENU, DEFAULT_SECONDARY_NAV, headerCopy } from '../../copy/header-nav-copy';
import { useSession } from '../account/use-session';
import { MegaMenu } from './mega-menu';
import { useNavAnalytics } from './nav-analytics';

const MobileMenu = lazy(() => import('./mobile-menu'));

/**
 * The secondary navigation (shell-account §2 "Default secondary navigation links (the server may supply its own list
 * instead)"): the server's `secondaryNav`, else the default list; a served experiment is reported as 'Experiment
 * Viewed' once the page shows it.
 */
export const SecondaryNav = observer(function SecondaryNav() {
  const { shell, analytics } = useStores();
  const served = shell?.secondaryNav;
  const events = useNavAnalytics('Secondary Navigation');
  const experiment = served?.experiment;
  useEffect(() => {
    if (experiment) analytics.track(experimentViewed(experiment));
  }, [analytics, experiment]);
  return (
    <nav className="secondary-nav" aria-label={headerCopy.secondaryNav}>
      <ul className="container">
        {(served ?? DEFAULT_SECONDARY_NAV).links.map((l) => (
          <li key={l.url}>
            <Link to={l.url} onClick={() => events.onLinkClick(l.text, l.url)}>
              {l.text}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
});

/** Where the mobile menu mounts; its code loads when it first opens (ui.mobileMenuOpen). */
const MobileMenuSlot = observer(function MobileMenuSlot() {
  const { ui } = useStores();
  if (!ui.mobileMenuOpen) return null;
  return (
    <Suspense fallback={null}>
      <MobileMenu />
    </Suspense>
  );
});

/**
 * The header's navigation (shell-account §2 Header): the desktop mega menu from the server's `megaMenu` (else the
 * default menu of the categories), the secondary navigation, and the mobile menu's slot. An island: the server renders
 * it from the page state; its code loads after the page's.
 */
export const HeaderNav = observer(function HeaderNav() {
  const { shell } = useStores();
  const session = useSession();
  const events = useNavAnalytics('Mega Menu');
  return (
    <>
      <MegaMenu data={shell?.megaMenu ?? DEFAULT_MEGA_MENU} seasonal={session.flag('seasonalGiftsIcon')} {...events} />
      <SecondaryNav />
      <MobileMenuSlot />
    </>
  );
});

export default HeaderNav;
