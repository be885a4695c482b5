import { island } from '../../app/island';
import { lazyPage } from '../../app/lazy-page';

/** The header navigation's code (ui/app/pages.ts lists it among the islands the server preloads). */
export const HeaderNavCode = lazyPage(() => import('./header-nav'));

/**
 * The header's navigation (header-nav.tsx: mega menu, secondary navigation, the mobile menu's slot) as an island: the
 * server renders it from the page state, and its code loads after the page's, outside the initial JS.
 */
export const HeaderNavIsland = island(HeaderNavCode, () => null);
