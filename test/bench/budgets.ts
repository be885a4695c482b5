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

/**
 * Open-loop latency at a fixed offered load (open-loop-bench.ts), p99 in ms from each request's scheduled send time:
 * cart updates at 2,000/s over 50 carts ≤ 25 ms on the embedded default (PGlite, both the `/me` and the commerce
 * API path) and on PostgreSQL with 2 processes; POST /cart and GET /api/resolve-path at 1,000/s ≤ 25 ms; the search
 * popover multi-query at 1,000/s on the seeded catalogue ≤ 15 ms. A budgeted cell also needs zero errors.
 */
export const OPEN_LOOP_BUDGET = {
  cartUpdate: { rate: 2000, p99Ms: 25 },
  addToCart: { rate: 1000, p99Ms: 25 },
  resolvePath: { rate: 1000, p99Ms: 25 },
  search: { rate: 1000, p99Ms: 15 },
} as const;

/**
 * The search index at scale (search-bench.ts, the synthetic catalogue of BENCH_PRODUCTS, 50,000 by default):
 * rebuild() ≤ 5,000 ms, and the process's RSS after the build and a full GC ≤ 600 MB (decimal megabytes,
 * 600,000,000 bytes = 572 MiB): the operators' budgets for the search index.
 */
export const SEARCH_SCALE_BUDGET = { products: 50_000, buildMs: 5000, rssBytes: 600_000_000 } as const;

/** The soak (soak.ts): half the closed-loop peak of the cart update for the run, RSS growth ≤ 10 %, zero errors. */
export const SOAK_BUDGET = { rssGrowthPercent: 10, errors: 0 } as const;
