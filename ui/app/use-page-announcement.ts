import { useEffect } from 'react';
import { documentTitle } from '../seo/document-title';
import { useStores } from './stores-context';

/**
 * Announces the page to screen readers through the app's aria-live region and sets the document title
 * (spec: core-cart-checkout §2 Routing rules "Pages announce a message to screen readers").
 * `title` defaults to the announcement; the document title is `documentTitle(title)`, as the server renders it.
 */
export function usePageAnnouncement(message: string | undefined, title?: string): void {
  const { ui } = useStores();
  useEffect(() => {
    if (!message) return;
    ui.announce(message);
    document.title = documentTitle(title ?? message);
  }, [ui, message, title]);
}
