import { socialProofSinceMs } from '../../../core/catalogue';
import type { Clock } from '../../../ports/clock';
import type { SocialProofPort } from '../../../ports/social-proof';
import type { Database } from '../db/database';

/**
 * SocialProofPort over the database's orders: the orders created in the window ending at the clock's now
 * (core/catalogue `socialProofSinceMs`: 30 days) whose cart has a line of the product (the order document's
 * `cart.lineItems[].productKey`).
 */
export class EmbeddedSocialProof implements SocialProofPort {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async recentOrdersOf(productKey: string): Promise<number> {
    const since = new Date(socialProofSinceMs(this.clock.nowMs())).toISOString();
    const [row] = await this.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM orders o WHERE o.created_at >= $2 AND EXISTS
       (SELECT 1 FROM jsonb_array_elements(o.doc->'cart'->'lineItems') li WHERE li->>'productKey' = $1)`,
      [productKey, since],
    );
    return row?.n ?? 0;
  }
}
