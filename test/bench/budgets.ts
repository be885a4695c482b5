/**
 * Budgets of `npm run bench` that run.ts needs before (or without) loading the section that measures them
 *: Lighthouse and server rendering are large module graphs, loaded only when they run.
 */

/**
 * Lighthouse, each of the five pages: performance score ≥ 98, SEO score = 100, CLS < 0.05,
 * Total Blocking Time ≤ 150 ms and Largest Contentful Paint ≤ 2,000 ms (Lighthouse's simulated mobile times).
 */
export const LIGHTHOUSE_BUDGET = { score: 98, seo: 100, cls: 0.05, tbtMs: 150, lcpMs: 2000 } as const;

/** Server render time: the product page's full response (app.inject), p99 ≤ 20 ms. */
export const SSR_BUDGET = { productP99Ms: 20 } as const;
