/**
 * Budgets of `npm run bench` that run.ts needs before (or without) loading the section that measures them
 *: Lighthouse is a large module graph, loaded only when it runs.
 */
/** Lighthouse, each of the five pages: performance score ≥ 98 and CLS < 0.05. */
export const LIGHTHOUSE_BUDGET = { score: 98, cls: 0.05 } as const;
