import { island } from '../../app/island';
import { lazyPage } from '../../app/lazy-page';

/** The utility bar's code (ui/app/pages.ts lists it among the islands the server preloads). */
export const UtilityBarCode = lazyPage(() => import('./utility-bar'));

/**
 * The top utility bar (utility-bar.tsx) as an island: the server renders it from the page state's session, and its
 * code (with the session store and the login modal's slot) loads after the page's, outside the initial JS. Nothing
 * shows in its place should it render before its code is there.
 */
export const UtilityBarIsland = island(UtilityBarCode, () => null);
