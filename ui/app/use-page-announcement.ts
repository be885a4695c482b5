import { useEffect } from 'react';
import { copy } from '../copy';
import { useStores } from './stores-context';

/**
 * Announces the page to screen readers through the app's aria-live region and sets the document title
 * (spec: core-cart-checkout §2 Routing rules "Pages announce a message to screen readers").
 * `title` defaults to the announcement.
 */
export function usePageAnnouncement(message: string | undefined, title?: string): void {
  const { ui } = useStores();
  useEffect(() => {
    if (!message) return;
    ui.announce(message);
    const pageTitle = title ?? message;
    document.title = pageTitle ? `${pageTitle} | ${copy.storeName}` : `${copy.storeName} — ${copy.tagline}`;
  }, [ui, message, title]);
}
