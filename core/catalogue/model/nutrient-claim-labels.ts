import { NUTRIENT_CLAIM_IDS, type NutrientClaimId } from './nutrient-claims';

/**
 * The claim as the label words it (21 CFR 101.54 to 101.62): its id's words capitalised, 'of' kept lower case:
 * 'excellent-source-of-fiber' → 'Excellent Source of Fiber', 'vitamin-d' → 'Vitamin D', 'very-low-sodium' → 'Very
 * Low Sodium'. Derived rather than tabled so the product page's script carries no table of them.
 */
export function nutrientClaimLabel(id: NutrientClaimId): string {
  return id
    .split('-')
    .map((w) => (w === 'of' ? w : `${w.charAt(0).toUpperCase()}${w.slice(1)}`))
    .join(' ');
}

/**
 * Every claim's label by id ('Good Source of Fiber', 'Low Sodium'): the search page's 'Nutrient claims' list. Marked
 * pure, so a bundle that only labels claims one by one (the product cards in the entry chunk) leaves it out.
 */
export const NUTRIENT_CLAIM_LABELS: Readonly<Record<NutrientClaimId, string>> = /* @__PURE__ */ Object.fromEntries(
  NUTRIENT_CLAIM_IDS.map((id) => [id, nutrientClaimLabel(id)]),
) as Record<NutrientClaimId, string>;
