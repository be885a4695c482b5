import { DeliveryEstimateCode } from '../features/product/delivery-estimate-island';

/**
 * The islands inside on-demand pages (imported by a page's own chunk, never by the browser entry, unlike `ISLANDS` of
 * pages.ts): the server preloads their code with the pages (render-page.tsx), so it renders them in full; the browser
 * loads each once its page has hydrated. The product page's delivery estimate (catalogue-gifting §4).
 */
export const PAGE_ISLANDS = [DeliveryEstimateCode] as const;
