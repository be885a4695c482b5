import { island } from '../../app/island';
import { lazyPage } from '../../app/lazy-page';

/** The onsite offer bubble's code (ui/app/pages.ts lists it among the islands the server preloads). */
export const OfferBubbleCode = lazyPage(() => import('./offer-bubble'));

/**
 * The onsite offer's sticky bubble (offer-bubble.tsx) as an island of the store's pages (ui/app/layouts.tsx): its code,
 * and the quiz's after it, stay out of the browser entry; nothing shows before its code is there.
 */
export const OfferBubbleIsland = island(OfferBubbleCode, () => null);
