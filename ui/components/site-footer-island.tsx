import { island } from '../app/island';
import { lazyPage } from '../app/lazy-page';

/** The store footer's code (ui/app/pages.ts lists it among the islands the server preloads). */
export const SiteFooterCode = lazyPage(() => import('./site-footer').then((m) => ({ default: m.SiteFooter })));

/**
 * The store footer (site-footer.tsx) as an island: below the fold, its code loads after the page's.
 * Nothing shows in its place should it render before its code is there.
 */
export const SiteFooterIsland = island(SiteFooterCode, () => null);
