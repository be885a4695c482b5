/**
 * Deterministic bucketing of the embedded targeting service (spec: shell-account §4 "Search experiment variants are
 * letters A, B and so on by variant id"; the design's "deterministic bucketing"): a visitor's variation of a
 * campaign depends only on the visitor's id and the campaign's id, so the same visitor always gets the same one, and
 * visitors split over the variations in proportion to their weights.
 */

/** A variation as bucketing sees it: its id and weight (a positive integer). */
export interface WeightedVariation {
  readonly id: number;
  readonly weight: number;
}

/** FNV-1a, 32 bits, of `text`'s UTF-16 code units: a stable hash, the same on every machine and run. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  // A final avalanche (murmur3's fmix32), so ids differing only in their last characters spread over the range.
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b) >>> 0;
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35) >>> 0;
  return (hash ^ (hash >>> 16)) >>> 0;
}

/**
 * The variation of `variations` a visitor (`userId`) gets in campaign `campaignId`: the hash of
 * `{userId}:{campaignId}` scaled to [0, total weight) picks the variation whose cumulative weight range holds it.
 * undefined when there is no variation of positive weight.
 */
export function bucketOf<V extends WeightedVariation>(
  userId: string,
  campaignId: number,
  variations: readonly V[],
): V | undefined {
  const weighted = variations.filter((v) => v.weight > 0);
  const total = weighted.reduce((sum, v) => sum + v.weight, 0);
  if (total === 0) return undefined;
  const point = (fnv1a(`${userId}:${campaignId}`) / 0x100000000) * total;
  let cumulative = 0;
  for (const v of weighted) {
    cumulative += v.weight;
    if (point < cumulative) return v;
  }
  return weighted[weighted.length - 1];
}

/** The decision id of a campaign's variation: stable per (campaign, variation), so engagements name both. */
export function decisionIdOf(campaignId: number, variationId: number): string {
  return `nd-${campaignId}-${variationId}`;
}

/** The campaign and variation a decision id names; undefined for one that is not ours. */
export function parseDecisionId(decisionId: string): { campaignId: number; variationId: number } | undefined {
  const m = /^nd-(\d{1,9})-(\d{1,9})$/.exec(decisionId);
  return m ? { campaignId: Number(m[1]), variationId: Number(m[2]) } : undefined;
}
