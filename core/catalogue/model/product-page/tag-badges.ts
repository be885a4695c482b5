import { nutrientClaimLabel } from '../nutrient-claim-labels';
import type { NutrientClaimId } from '../nutrient-claims';

/**
 * Tag badges, merchandising badges, highlights and certifications of the product page
 * (spec: catalogue-gifting §3 Tags, §5 "Badge rules", §9 "Badges: Seasonal, Ships Free, Best Seller, Sale.
 * Order-count badge caps at '5+'", "Highlights show max 4 (tags first, padded with nutrients up to 4);
 * certifications max 4", §2 "Kosher and gluten-free badges link to /kosher/ and /gluten-free").
 *
 * Decisions where the spec leaves room: tags are matched case-insensitively with spaces and underscores
 * read as dashes ('Kosher Pareve' = 'kosher-pareve'); certifications are third-party marks (kosher,
 * certified gluten-free, organic, non-GMO), every other known tag is a feature; the nutrients that pad the
 * highlights are the FDA nutrient content claims the food meets per its reference amount.
 */

/** A badge kind: a certification (third-party mark) or a feature of the food. */
export type TagBadgeKind = 'certification' | 'feature';

/** A badge for a known tag: `href` is the page it links to, when it has one. */
export interface TagBadge {
  readonly tag: string;
  readonly label: string;
  readonly kind: TagBadgeKind;
  readonly href?: string;
}

const cert = (label: string, href?: string) => ({ label, kind: 'certification' as const, href });
const feature = (label: string, href?: string) => ({ label, kind: 'feature' as const, href });

/** The known tags (normalised) and their badges; other tags never show a badge (§5 "only for known tags"). */
export const KNOWN_TAGS: Readonly<Record<string, Omit<TagBadge, 'tag'>>> = {
  kosher: cert('Kosher', '/kosher/'),
  'kosher-pareve': cert('Kosher Pareve', '/kosher/'),
  'kosher-dairy': cert('Kosher Dairy', '/kosher/'),
  'certified-gluten-free': cert('Certified Gluten-Free', '/gluten-free'),
  organic: cert('Organic'),
  'non-gmo': cert('Non-GMO'),
  'gluten-free': feature('Gluten-Free', '/gluten-free'),
  vegan: feature('Vegan'),
  raw: feature('Raw'),
  'sugar-free': feature('Sugar-Free'),
  'salt-free': feature('Salt-Free'),
  unsalted: feature('Unsalted'),
  'less-salt': feature('Less Salt'),
  paleo: feature('Paleo'),
  keto: feature('Keto'),
};

/** Tags that remove another tag's badge when present (§5 Badge rules). */
const SUPERSEDED_BY: Readonly<Record<string, readonly string[]>> = {
  kosher: ['kosher-pareve', 'kosher-dairy'],
  'gluten-free': ['certified-gluten-free'],
  'salt-free': ['unsalted'],
};

/** 'Kosher Pareve', 'kosher_pareve' → 'kosher-pareve'. */
export function normalizeTag(tag: string): string {
  return tag
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
}

/**
 * The badges of `tags`, in tag order, without duplicates: only known tags; kosher is removed when kosher
 * pareve or kosher dairy is present; gluten-free when certified gluten-free is; salt-free when unsalted is.
 * spec: catalogue-gifting §5 Badge rules.
 */
export function tagBadges(tags: readonly string[]): TagBadge[] {
  const present = new Set(tags.map(normalizeTag));
  const seen = new Set<string>();
  const badges: TagBadge[] = [];
  for (const tag of tags.map(normalizeTag)) {
    const known = KNOWN_TAGS[tag];
    if (!known || seen.has(tag)) continue;
    if ((SUPERSEDED_BY[tag] ?? []).some((t) => present.has(t))) continue;
    seen.add(tag);
    badges.push({ tag, ...known });
  }
  return badges;
}

/** Maximum highlights and certifications shown (§9). */
export const MAX_HIGHLIGHTS = 4;
export const MAX_CERTIFICATIONS = 4;

/**
 * A highlight: a feature tag badge, or a nutrient content claim the food meets per its reference amount ('Good
 * Source of Fiber', 'Low Sodium'; nutrient-claims.ts).
 */
export type Highlight =
  | { readonly kind: 'tag'; readonly badge: TagBadge }
  | { readonly kind: 'claim'; readonly claim: NutrientClaimId; readonly label: string };

/**
 * Up to 4 highlights: the feature tag badges first, padded with the product's nutrient content claims in their
 * order (source claims first); a claim that says what a tag badge already says ('Sugar Free' beside the tag
 * 'Sugar-Free') is left out.
 * spec: catalogue-gifting §9 "Highlights show max 4 (tags first, padded with nutrients up to 4)"; (claims
 * per RACC as 21 CFR 101.54 to 101.62 define them, not per the declared serving).
 */
export function highlightsOf(tags: readonly string[], claims: readonly NutrientClaimId[] | undefined): Highlight[] {
  const fromTags: Highlight[] = tagBadges(tags)
    .filter((b) => b.kind === 'feature')
    .map((badge) => ({ kind: 'tag', badge }));
  const said = new Set(fromTags.map((h) => (h.kind === 'tag' ? normalizeTag(h.badge.label) : '')));
  const fromClaims: Highlight[] = (claims ?? [])
    .map((claim) => ({ kind: 'claim' as const, claim, label: nutrientClaimLabel(claim) }))
    .filter((h) => !said.has(normalizeTag(h.label)));
  return [...fromTags, ...fromClaims].slice(0, MAX_HIGHLIGHTS);
}

/** Up to 4 certification badges, in tag order. spec: catalogue-gifting §9 "certifications max 4". */
export function certificationsOf(tags: readonly string[]): TagBadge[] {
  return tagBadges(tags)
    .filter((b) => b.kind === 'certification')
    .slice(0, MAX_CERTIFICATIONS);
}

/** A merchandising badge of §9. */
export type MerchandisingBadge = 'Seasonal' | 'Ships Free' | 'Best Seller' | 'Sale';

const MERCHANDISING_TAGS: Readonly<Record<string, MerchandisingBadge>> = {
  seasonal: 'Seasonal',
  'ships-free': 'Ships Free',
  'best-seller': 'Best Seller',
};

/**
 * The merchandising badges, in the §9 order Seasonal, Ships Free, Best Seller, Sale: the first three from
 * the tags 'seasonal', 'ships-free', 'best-seller'; Sale when a product discount lowers the price.
 */
export function merchandisingBadges(tags: readonly string[], onSale: boolean): MerchandisingBadge[] {
  const present = new Set(
    tags
      .map(normalizeTag)
      .map((t) => MERCHANDISING_TAGS[t])
      .filter(Boolean),
  );
  const order: MerchandisingBadge[] = ['Seasonal', 'Ships Free', 'Best Seller'];
  return [...order.filter((b) => present.has(b)), ...(onSale ? (['Sale'] as const) : [])];
}

/** The cap of the order-count badge (§9). */
export const ORDER_COUNT_CAP = 5;

/**
 * Text of the order-count badge: the count as is from 1 to 4, '5+' from 5; undefined below 1.
 * spec: catalogue-gifting §9 "Order-count badge caps at '5+'".
 */
export function orderCountText(orderCount: number): string | undefined {
  if (!Number.isFinite(orderCount) || orderCount < 1) return undefined;
  return orderCount >= ORDER_COUNT_CAP ? `${ORDER_COUNT_CAP}+` : String(Math.floor(orderCount));
}
