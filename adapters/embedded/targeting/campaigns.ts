import { readdir, readFile } from 'node:fs/promises';
import { z } from 'zod';
import type { Database } from '../db/database';
import { repoUrl } from '../repo-root';

/** Where the seeded campaigns live (read as data at start; DESIGN §2 import rules). */
export const TARGETING_FIXTURES_DIR = repoUrl('fixtures/targeting/');

/** A campaign's variation: numeric id, a name, a positive integer weight and its payload (`{ type, data }`). */
export const campaignVariationSchema = z.strictObject({
  id: z.number().int().nonnegative(),
  name: z.string().min(1).max(200),
  weight: z.number().int().nonnegative(),
  payload: z.strictObject({ type: z.string().min(1).max(50), data: z.unknown() }),
});

/**
 * A targeting campaign as fixtures/targeting/*.json and the `targeting_campaigns` table hold it: numeric id, its
 * selector name (what choose calls name), type ('DECISION'), whether it is active, and its variations (at least
 * one, ids unique).
 */
export const campaignSchema = z.strictObject({
  id: z.number().int().positive(),
  selector: z.string().min(1).max(200),
  type: z.string().min(1).max(50).default('DECISION'),
  active: z.boolean().default(true),
  variations: z
    .array(campaignVariationSchema)
    .min(1)
    .refine((vs) => new Set(vs.map((v) => v.id)).size === vs.length, 'variation ids must be unique'),
});
/** A campaign. */
export type Campaign = z.infer<typeof campaignSchema>;

/** Inserts `campaign`, or replaces the campaign of that id; `seeded` marks fixtures' campaigns. */
export async function putCampaign(db: Database, campaign: Campaign, updatedAt: Date, seeded = false): Promise<void> {
  const c = campaignSchema.parse(campaign);
  await db.query(
    `INSERT INTO targeting_campaigns (id, selector, type, active, variations, seeded, updated_at)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7)
     ON CONFLICT (id) DO UPDATE SET selector = $2, type = $3, active = $4, variations = $5::jsonb, seeded = $6,
       updated_at = $7`,
    [c.id, c.selector, c.type, c.active, JSON.stringify(c.variations), seeded, updatedAt.toISOString()],
  );
}

/**
 * Seeds the campaigns of fixtures/targeting/*.json (each file one campaign or an array of them), replacing the
 * seeded ones of the same id: the fixtures own their campaigns. Returns how many were written. Throws ZodError
 * for a fixture that is no campaign.
 */
export async function seedTargeting(db: Database, now: Date, dir: URL = TARGETING_FIXTURES_DIR): Promise<number> {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.json')).sort();
  let count = 0;
  for (const file of files) {
    const parsed: unknown = JSON.parse(await readFile(new URL(file, dir), 'utf8'));
    for (const raw of Array.isArray(parsed) ? parsed : [parsed]) {
      await putCampaign(db, campaignSchema.parse(raw), now, true);
      count++;
    }
  }
  return count;
}
