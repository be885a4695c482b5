import { z } from 'zod';
import { RECENT_PURCHASES_DEFAULT_LIMIT, RECENT_PURCHASES_MAX_LIMIT } from './recommendations';

/**
 * Query of GET /api/recommendations/recent-purchases: `limit` an integer 1 to RECENT_PURCHASES_MAX_LIMIT,
 * RECENT_PURCHASES_DEFAULT_LIMIT (20) when absent or empty. Strict: other parameters are refused.
 */
export const recentPurchasesQuerySchema = z.strictObject({
  limit: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(1).max(RECENT_PURCHASES_MAX_LIMIT).default(RECENT_PURCHASES_DEFAULT_LIMIT),
  ),
});
