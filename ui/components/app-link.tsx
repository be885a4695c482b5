import { useEffect, useRef, type AnchorHTMLAttributes } from 'react';
import { createPath, useLocation, useNavigate } from 'react-router';

/** The attribute that marks a link the app routes itself (`routedLinkTarget`, `AppLinkRouting`). */
export const APP_LINK_ATTRIBUTE = 'data-app-link';

/**
 * A link to a page of the store at the site-absolute path `to` (e.g. '/nuts/almonds/almonds'): a plain `<a href>`
 * that the app routes without a page load (spec: core-cart-checkout §2 Routing rules), through the one click
 * listener of `AppLinkRouting` rather than a router hook per link, so that a listing of 48 cards hydrates 96 fewer
 * components. Modified clicks (new tab, new window, download) stay the browser's.
 */
export function AppLink({ to, ...props }: { to: string } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>) {
  return <a {...props} href={to} {...{ [APP_LINK_ATTRIBUTE]: '' }} />;
}

/**
 * Routes clicks on AppLinks through the router, by one click listener on the document; as a router Link does, a
 * link to the location already shown replaces it in the history. Mount it once, inside the router (AppRoutes does).
 */
export function AppLinkRouting() {
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef(createPath(location));
  here.current = createPath(location);
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const path = routedLinkTarget(event, window.location.origin);
      if (path === undefined) return;
      event.preventDefault();
      navigate(path, { replace: path === here.current });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
  return null;
}

/**
 * The path (with query and hash) the app should route a click to, or undefined when the browser should handle it:
 * a plain primary-button click, not already handled, on an AppLink to this origin without a target or download.
 */
export function routedLinkTarget(event: MouseEvent, origin: string): string | undefined {
  if (event.defaultPrevented || event.button !== 0) return undefined;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const anchor = event.target instanceof Element ? event.target.closest(`a[${APP_LINK_ATTRIBUTE}]`) : null;
  if (!(anchor instanceof HTMLAnchorElement)) return undefined;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return undefined;
  const url = new URL(anchor.href, origin);
  if (url.origin !== origin) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
