import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { GiftBundlePageData } from '../../../core/customizers';
import { useStores } from '../../app/stores-context';

/**
 * The gift box bundle's data the server rendered the page with (PageState.giftBundle), or undefined. Reached by an
 * in-app navigation, which has no such data, the page loads in full so the server renders it with its data (as the
 * box builder does); `navigated` tells the two apart.
 */
export function useGiftBundleData(): { data: GiftBundlePageData | undefined; navigated: boolean } {
  const root = useStores();
  const location = useLocation();
  const data = root.initialGiftBundle;
  // The router's first location has the key 'default': the page the server rendered.
  const navigated = location.key !== 'default';
  useEffect(() => {
    if (!data && navigated) root.navigator.fullLoad(`${location.pathname}${location.search}`);
  }, [data, navigated, root, location.pathname, location.search]);
  return { data, navigated };
}
