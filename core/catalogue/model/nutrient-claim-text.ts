import type { Product } from './product';
import { NUTRIENT_CLAIM_IDS, type NutrientClaimId } from './nutrient-claims';
import { nutrientClaimLabel } from './nutrient-claim-labels';
import { REFERENCE_AMOUNTS, referenceAmountText, type ReferenceAmount } from './reference-amounts';

/**
 * How the product page explains the nutrient content claims (nutrient-claims.ts; labels in nutrient-claim-labels.ts):
 * what each means per reference amount, and the 21 CFR 101.13(e)(2) statement of a 'free' or 'low' claim a food meets
 * without special processing. The server words them (`claimTooltipsOf`) and sends the text with the product page.
 */

/** What each claim means per RACC, as its section words the limit. */
const CLAIM_DEFINITIONS: Readonly<Record<NutrientClaimId, string>> = {
  'excellent-source-of-protein': '20% or more of the Daily Value of protein, corrected for its digestibility,',
  'good-source-of-protein': '10 to 19% of the Daily Value of protein, corrected for its digestibility,',
  'excellent-source-of-fiber': '20% or more of the Daily Value of fiber',
  'good-source-of-fiber': '10 to 19% of the Daily Value of fiber',
  'excellent-source-of-vitamin-d': '20% or more of the Daily Value of vitamin D',
  'good-source-of-vitamin-d': '10 to 19% of the Daily Value of vitamin D',
  'excellent-source-of-calcium': '20% or more of the Daily Value of calcium',
  'good-source-of-calcium': '10 to 19% of the Daily Value of calcium',
  'excellent-source-of-iron': '20% or more of the Daily Value of iron',
  'good-source-of-iron': '10 to 19% of the Daily Value of iron',
  'excellent-source-of-potassium': '20% or more of the Daily Value of potassium',
  'good-source-of-potassium': '10 to 19% of the Daily Value of potassium',
  'calorie-free': 'fewer than 5 calories',
  'low-calorie': '40 calories or fewer',
  'fat-free': 'less than 0.5 g of fat',
  'low-fat': '3 g of fat or less',
  'saturated-fat-free': 'less than 0.5 g of saturated fat and less than 0.5 g of trans fat',
  'low-saturated-fat': '1 g of saturated fat or less, and 15% or less of its calories from saturated fat,',
  'cholesterol-free': 'less than 2 mg of cholesterol and 2 g of saturated fat or less',
  'low-cholesterol': '20 mg of cholesterol or less and 2 g of saturated fat or less',
  'sodium-free': 'less than 5 mg of sodium',
  'very-low-sodium': '35 mg of sodium or less',
  'low-sodium': '140 mg of sodium or less',
  'sugar-free': 'less than 0.5 g of sugars',
};

/**
 * What a claim means for this product, shown on hover or focus: "140 mg of sodium or less per 30 g, the reference
 * amount for nuts". The limit is met per that amount (and, for a 'low' claim on a small reference amount, per 50 g).
 */
export function claimExplanation(claim: NutrientClaimId, ref: ReferenceAmount): string {
  const category = REFERENCE_AMOUNTS[ref.category];
  return `${CLAIM_DEFINITIONS[claim]} per ${referenceAmountText(ref)}, the reference amount for ${category.name}`;
}

/** The 'free' and 'low' claims 101.13(e)(2) words for a food that meets them without special processing. */
const FREE_OR_LOW: readonly NutrientClaimId[] = NUTRIENT_CLAIM_IDS.filter(
  (id) => id !== 'sugar-free' && (id.endsWith('-free') || id.includes('low-')),
);

/** Names that say a food was made to meet a claim (then 101.13(e)(2) does not apply). */
const PROCESSED_FOR =
  /\b(low|reduced|less|lite|light)[- ](fat|sodium|salt|calorie|sugar)\b|\b(fat|sodium|calorie)[- ]free\b/i;

/**
 * 101.13(e)(2): the statement a 'free' or 'low' claim takes when the food meets it without special processing, which
 * refers to all foods of its type: "Dates, a fat free food". Undefined for other claims (source claims, 'Sugar
 * Free', which has no such clause) and for a food whose name says it was made to meet a claim ('Low-Fat Peanut
 * Flour').
 */
export function inherentClaimStatement(claim: NutrientClaimId, productName: string): string | undefined {
  if (!FREE_OR_LOW.includes(claim) || PROCESSED_FOR.test(productName)) return undefined;
  return `${productName}, a ${nutrientClaimLabel(claim).toLowerCase()} food`;
}

/**
 * The tooltip of each claim the product makes, by claim: what it means per the product's reference amount, after the
 * 101.13(e)(2) statement when the claim takes one ("Medjool Dates, a fat free food: less than 0.5 g of fat per 40 g,
 * the reference amount for dried fruit"). Empty when the product has no claims or no reference amount.
 */
export function claimTooltipsOf(
  product: Pick<Product, 'name' | 'referenceAmount' | 'nutrientClaims'>,
): Partial<Record<NutrientClaimId, string>> {
  const ref = product.referenceAmount;
  if (!ref) return {};
  const tooltips: Partial<Record<NutrientClaimId, string>> = {};
  for (const claim of product.nutrientClaims ?? []) {
    const statement = inherentClaimStatement(claim, product.name);
    const explanation = claimExplanation(claim, ref);
    tooltips[claim] = statement ? `${statement}: ${explanation}` : explanation;
  }
  return tooltips;
}
