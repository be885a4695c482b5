import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useStores } from '../../../app/stores-context';

/**
 * The customizer pages' reload without page data (catalogue-gifting §2; shared by the mix, box and tray pages): their
 * data comes only with a server render (the page state's `customizer`), so a page reached by an in-app navigation
 * while `missingData` loads in full (navigator.fullLoad of the same path and query) for the server to render it.
 * Answers whether the page was reached by navigation: the router's first location has the key 'default', the page
 * the server rendered, which a reload would not change.
 */
export function useFullLoadWithoutData(missingData: boolean): boolean {
  const root = useStores();
  const location = useLocation();
  const navigated = location.key !== 'default';
  useEffect(() => {
    if (missingData && navigated) root.navigator.fullLoad(`${location.pathname}${location.search}`);
  }, [missingData, navigated, root, location.pathname, location.search]);
  return navigated;
}

/** Props of CustomizerPageWithoutData: the page's CSS class, heading, and the status shown on a server render. */
export interface CustomizerPageWithoutDataProps {
  readonly className: string;
  readonly title: string;
  /** From useFullLoadWithoutData: while navigating the page is about to reload, so no status shows. */
  readonly navigated: boolean;
  /** The copy's 'unavailable' text (the server rendered the page without its data). */
  readonly unavailable: string;
}

/** A customizer page without its data: its heading, and on a server render the 'unavailable' status. */
export function CustomizerPageWithoutData({
  className,
  title,
  navigated,
  unavailable,
}: CustomizerPageWithoutDataProps) {
  return (
    <div className={`container page ${className}`}>
      <h1>{title}</h1>
      {!navigated && <p role="status">{unavailable}</p>}
    </div>
  );
}
