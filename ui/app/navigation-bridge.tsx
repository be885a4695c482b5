import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isCheckoutPath } from '../../core/notifications';
import { useStores } from './stores-context';

/**
 * Connects the router and the stores (core-cart-checkout §2 Routing rules): stores navigate through the
 * router; every navigation clears flash messages (checkout keeps keyed ones), closes menus and panels,
 * and scrolls to the top of a new page, except between two checkout pages or on the same path;
 * a hash scrolls smoothly to its element. A new path moves focus to <main>, so that keyboard and
 * screen-reader users continue from the top of the new page rather than from a control that is gone.
 * Leaving a page or hiding it sends the batched list impressions.
 */
export function NavigationBridge() {
  const root = useStores();
  const navigate = useNavigate();
  const location = useLocation();
  const current = useRef(location.pathname);
  current.current = location.pathname;

  useEffect(() => {
    root.attachNavigator({
      go: (path, options) => {
        const samePath = path.split(/[?#]/, 1)[0] === current.current;
        navigate(path, options);
        if (samePath) root.notifications.navigated(current.current);
      },
      fullLoad: (url) => window.location.assign(url),
    });
  }, [root, navigate]);

  const previous = useRef<string | undefined>(undefined);
  useEffect(() => {
    const path = location.pathname;
    const before = previous.current;
    previous.current = path;
    if (before !== undefined && before !== path) root.analytics.flush();
    if (before !== undefined && before !== path) void root.shellContent.pathChanged(path);
    root.notifications.navigated(path);
    root.ui.closeMenus();
    root.ui.closeAddedToCart();
    if (location.hash) {
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView({ behavior: 'smooth' });
      return;
    }
    if (before === undefined || before === path) return;
    document.getElementById('main')?.focus({ preventScroll: true });
    if (isCheckoutPath(before) && isCheckoutPath(path)) return;
    window.scrollTo({ top: 0 });
  }, [root, location.pathname, location.hash]);

  // Batched list impressions go out when the page is hidden or unloaded (core-cart-checkout §9).
  useEffect(() => {
    const onHide = () => root.analytics.flush();
    window.addEventListener('pagehide', onHide);
    return () => window.removeEventListener('pagehide', onHide);
  }, [root]);

  return null;
}
