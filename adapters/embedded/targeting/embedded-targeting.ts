import { z } from 'zod';
import type { Clock } from '../../../ports/clock';
import type { ChooseRequest, EngagementReport, TargetingChoice, TargetingPort } from '../../../ports/targeting';
import type { Database } from '../db/database';
import { bucketOf, decisionIdOf, parseDecisionId } from './bucketing';
import { campaignVariationSchema } from './campaigns';

const campaignRow = z.object({
  id: z.number().int(),
  selector: z.string(),
  type: z.string(),
  variations: z
    .union([z.string().transform((s): unknown => JSON.parse(s)), z.array(z.unknown())])
    .pipe(z.array(campaignVariationSchema)),
});

/**
 * The embedded targeting service (spec: shell-account §4 Analytics and targeting behaviour, §7 Targeting service;
 * catalogue-gifting §4 Recommendations): campaigns and engagements in the database (migration 26). `choose` answers
 * each active campaign named, in the order asked, with the variation the visitor's id buckets into
 * (bucketing.ts: the same visitor always gets the same one) and the decision id of that (campaign, variation);
 * unknown and inactive selectors are left out. `reportEngagements` records each engagement with the visitor, the
 * session and the clock's time; a decision id that is not ours is recorded without campaign and variation.
 */
export class EmbeddedTargeting implements TargetingPort {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async choose(request: ChooseRequest): Promise<readonly TargetingChoice[]> {
    const names = [...new Set(request.selectorNames)];
    if (names.length === 0) return [];
    const rows = await this.db.query(
      'SELECT id, selector, type, variations FROM targeting_campaigns WHERE active AND selector = ANY($1::text[])',
      [names],
    );
    const campaigns = new Map(rows.map((r) => campaignRow.parse(r)).map((c) => [c.selector, c]));
    const choices: TargetingChoice[] = [];
    for (const name of names) {
      const c = campaigns.get(name);
      const chosen = c ? bucketOf(request.userId, c.id, c.variations) : undefined;
      if (!c || !chosen) continue;
      choices.push({
        id: c.id,
        name: c.selector,
        type: c.type,
        decisionId: decisionIdOf(c.id, chosen.id),
        variations: [{ id: chosen.id, payload: { type: chosen.payload.type, data: chosen.payload.data } }],
      });
    }
    return choices;
  }

  async reportEngagements(report: EngagementReport): Promise<void> {
    const at = new Date(this.clock.nowMs()).toISOString();
    await this.db.transaction(async (tx) => {
      for (const e of report.engagements) {
        const decision = parseDecisionId(e.decisionId);
        const variationIds = e.variations?.length ? e.variations : [decision?.variationId ?? null];
        for (const variationId of variationIds) {
          await tx.query(
            `INSERT INTO targeting_engagements (decision_id, campaign_id, variation_id, type, user_id, session_id, at)
             VALUES ($1, $2, $3, $4, $5, $6, $7)`,
            [e.decisionId, decision?.campaignId ?? null, variationId, e.type, report.userId, report.sessionId, at],
          );
        }
      }
    });
  }

  /** The engagements recorded for `decisionId`, oldest first (for tests and the CLI's inspection). */
  async engagementsOf(
    decisionId: string,
  ): Promise<readonly { type: string; variationId: number | null; userId: string; sessionId: string }[]> {
    const rows = await this.db.query<{
      type: string;
      variation_id: number | null;
      user_id: string;
      session_id: string;
    }>(
      'SELECT type, variation_id, user_id, session_id FROM targeting_engagements WHERE decision_id = $1 ORDER BY seq',
      [decisionId],
    );
    return rows.map((r) => ({ type: r.type, variationId: r.variation_id, userId: r.user_id, sessionId: r.session_id }));
  }
}
