import { CLAIM_LIMITS } from './nutrient-claim-limits';
import { DAILY_VALUES, roundFat, type UsdaNutrientsPer100g } from './nutrition-facts';

/**
 * Nutrient content claims as the FDA defines them, computed per reference amount customarily consumed (RACC,
 * 21 CFR 101.12, reference-amounts.ts) from USDA values per 100 g. Not in the spec. Sections (21 CFR):
 * - 101.54(b) 'High'/'Excellent Source of' (20 % or more of the RDI or DRV per RACC), (c) 'Good Source of' (10 to
 *   19 %); (d) a fiber claim on a food that is not 'low fat' discloses its total fat per labeled serving. Protein's
 *   %DV is on the protein digestibility-corrected amount (101.9(c)(7)(ii)): no PDCAAS known, no protein claim.
 * - 101.60(b)(1) 'Calorie Free', (b)(2) 'Low Calorie', (c)(1) 'Sugar Free' (with 'Not a reduced calorie food' when
 *   it is not low calorie, (c)(1)(iii)(B)).
 * - 101.61(b)(1) 'Sodium Free', (b)(2) 'Very Low Sodium', (b)(4) 'Low Sodium'.
 * - 101.62(b)(1) 'Fat Free', (b)(2) 'Low Fat', (c)(1) 'Saturated Fat Free', (c)(2) 'Low Saturated Fat', (d)(1)
 *   'Cholesterol Free', (d)(2) 'Low Cholesterol' (both with 2 g or less saturated fat per RACC; with more than 13 g
 *   fat the total fat per serving is disclosed).
 * - 101.13(h)(1): a food with a claim and more than 13 g fat, 4 g saturated fat, 60 mg cholesterol or 480 mg sodium
 *   per RACC, per labeled serving or (small RACC) per 50 g says "See nutrition information for … content".
 * - 101.13(e)(2): a 'free' or 'low' claim a food meets without special processing refers to all foods of its type
 *   ("broccoli, a fat free food"): {@link inherentClaimStatement}.
 * - A small RACC (30 g or less, or 2 tbsp or less; the wording of each 'low' paragraph) meets a 'low' limit per RACC
 *   and per 50 g of the food.
 * Amounts are compared unrounded. Of a claim's levels only the strongest is made ('Sodium Free', not also 'Low
 * Sodium'; 'Excellent Source of Fiber', not also 'Good Source of Fiber').
 */

/** The nutrients a 'Good Source of' / 'Excellent Source of' claim may name (those USDA gives and the label shows). */
export const SOURCE_NUTRIENTS = ['protein', 'fiber', 'vitamin-d', 'calcium', 'iron', 'potassium'] as const;
/** A nutrient of a source claim. */
export type SourceNutrient = (typeof SOURCE_NUTRIENTS)[number];

/** Every claim the store computes, in the order the product page lists them (strongest claims of a kind only). */
export const NUTRIENT_CLAIM_IDS = [
  'excellent-source-of-protein',
  'good-source-of-protein',
  'excellent-source-of-fiber',
  'good-source-of-fiber',
  'excellent-source-of-vitamin-d',
  'good-source-of-vitamin-d',
  'excellent-source-of-calcium',
  'good-source-of-calcium',
  'excellent-source-of-iron',
  'good-source-of-iron',
  'excellent-source-of-potassium',
  'good-source-of-potassium',
  'calorie-free',
  'low-calorie',
  'fat-free',
  'low-fat',
  'saturated-fat-free',
  'low-saturated-fat',
  'cholesterol-free',
  'low-cholesterol',
  'sodium-free',
  'very-low-sodium',
  'low-sodium',
  'sugar-free',
] as const;
/** A nutrient content claim. */
export type NutrientClaimId = (typeof NUTRIENT_CLAIM_IDS)[number];

/**
 * What the claims are computed from: USDA values per 100 g, the product's RACC in grams (`small` when the RACC is
 * 30 g or less or 2 tbsp or less), its labeled serving in grams, the PDCAAS of its protein (0 to 1; undefined: no
 * protein claim), and what its ingredients add: a sugar (101.60(c)(1)(ii)), a fat or oil (101.62(b)(1)(ii)), an
 * ingredient with cholesterol (milk fat, eggs, fish: 101.62(d)(1)), salt or another sodium ingredient
 * (101.61(b)(1)(ii)).
 */
export interface ClaimInput {
  readonly per100g: UsdaNutrientsPer100g;
  readonly referenceGrams: number;
  readonly smallReference: boolean;
  readonly servingGrams: number;
  readonly pdcaas?: number;
  readonly addsSugar: boolean;
  readonly addsFat: boolean;
  readonly addsCholesterol: boolean;
  readonly addsSodium: boolean;
}

/** The claims of a food and the statements that must go with them. */
export interface NutrientClaims {
  readonly claims: readonly NutrientClaimId[];
  /**
   * In label order: the total fat per labeled serving (101.54(d), 101.62(d)(1)(ii)), 'Not a reduced calorie food'
   * (101.60(c)(1)(iii)(B)), the 101.13(h)(1) referral.
   */
  readonly disclosures: readonly string[];
}

type Per100 = number | null | undefined;

/** The amount in `grams` of the food, unrounded to 12 significant digits; undefined when USDA has no value. */
function amountIn(per100: Per100, grams: number): number | undefined {
  if (per100 === null || per100 === undefined || !Number.isFinite(per100)) return undefined;
  return Number(((Math.max(0, per100) * grams) / 100).toPrecision(12));
}

/** Every amount is known and below (`strict`) or at most `limit`. */
function within(amounts: readonly (number | undefined)[], limit: number, strict: boolean): boolean {
  return amounts.every((a) => a !== undefined && (strict ? a < limit : a <= limit));
}

const DAILY_VALUE_OF: Readonly<Record<SourceNutrient, number>> = {
  protein: DAILY_VALUES.protein,
  fiber: DAILY_VALUES.dietaryFiber,
  'vitamin-d': DAILY_VALUES.vitaminD,
  calcium: DAILY_VALUES.calcium,
  iron: DAILY_VALUES.iron,
  potassium: DAILY_VALUES.potassium,
};

/**
 * Percent of the Daily Value of `nutrient` in one RACC, unrounded; protein on its PDCAAS-corrected amount
 * (101.9(c)(7)(ii)); undefined when USDA has no value or (protein) no PDCAAS is known.
 */
export function percentDailyValuePerReference(input: ClaimInput, nutrient: SourceNutrient): number | undefined {
  const n = input.per100g;
  const per100: Per100 = {
    protein: n.protein_g,
    fiber: n.dietary_fiber_g,
    'vitamin-d': n.vitamin_d_mcg,
    calcium: n.calcium_mg,
    iron: n.iron_mg,
    potassium: n.potassium_mg,
  }[nutrient];
  const amount = amountIn(per100, input.referenceGrams);
  if (amount === undefined) return undefined;
  if (nutrient === 'protein') {
    if (input.pdcaas === undefined || !(input.pdcaas > 0)) return undefined;
    return Number(((amount * Math.min(1, input.pdcaas) * 100) / DAILY_VALUE_OF.protein).toPrecision(12));
  }
  return Number(((amount * 100) / DAILY_VALUE_OF[nutrient]).toPrecision(12));
}

/** The amounts of one nutrient per RACC, per labeled serving and (small RACC) per 50 g. */
interface Bases {
  readonly reference?: number;
  readonly serving?: number;
  readonly fifty?: number;
}

function basesOf(input: ClaimInput, per100: Per100): Bases {
  return {
    reference: amountIn(per100, input.referenceGrams),
    serving: amountIn(per100, input.servingGrams),
    fifty: amountIn(per100, CLAIM_LIMITS.smallReferenceGrams),
  };
}

/** "free": below `limit` per RACC and per labeled serving. */
const isFree = (b: Bases, limit: number) => within([b.reference, b.serving], limit, true);
/** "low": at most `limit` per RACC and, for a small RACC, per 50 g. */
const isLow = (b: Bases, limit: number, small: boolean) =>
  within(small ? [b.reference, b.fifty] : [b.reference], limit, false);

function sourceClaims(input: ClaimInput): NutrientClaimId[] {
  return SOURCE_NUTRIENTS.flatMap((nutrient): NutrientClaimId[] => {
    const pdv = percentDailyValuePerReference(input, nutrient);
    if (pdv === undefined) return [];
    if (pdv >= CLAIM_LIMITS.excellentSourcePercent) return [`excellent-source-of-${nutrient}`];
    return pdv >= CLAIM_LIMITS.goodSourcePercent ? [`good-source-of-${nutrient}`] : [];
  });
}

/** The first claim of a ladder (strongest first) whose test passes; none when none passes. */
function strongest(ladder: readonly (readonly [NutrientClaimId, boolean])[]): NutrientClaimId[] {
  const hit = ladder.find(([, ok]) => ok);
  return hit ? [hit[0]] : [];
}

/** Calorie, fat, saturated fat and cholesterol claims (101.60(b), 101.62(b) to (d)). */
function energyAndFatClaims(input: ClaimInput): NutrientClaimId[] {
  const n = input.per100g;
  const small = input.smallReference;
  const L = CLAIM_LIMITS;
  const kcal = basesOf(input, n.energy_kcal);
  const fat = basesOf(input, n.total_fat_g);
  const sat = basesOf(input, n.saturated_fat_g);
  const trans = basesOf(input, n.trans_fat_g);
  const chol = basesOf(input, n.cholesterol_mg);
  const cholesterolSatFat = within([sat.reference], L.cholesterolClaimSaturatedFatGrams, false);
  return [
    ...strongest([
      ['calorie-free', isFree(kcal, L.calorieFreeKcal)],
      ['low-calorie', isLow(kcal, L.lowCalorieKcal, small)],
    ]),
    ...strongest([
      ['fat-free', isFree(fat, L.fatFreeGrams) && !input.addsFat],
      ['low-fat', isLow(fat, L.lowFatGrams, small)],
    ]),
    ...strongest([
      ['saturated-fat-free', isFree(sat, L.saturatedFatFreeGrams) && isFree(trans, L.transFatFreeGrams)],
      ['low-saturated-fat', isLow(sat, L.lowSaturatedFatGrams, false) && saturatedFatCaloriePercentOk(input)],
    ]),
    ...strongest([
      ['cholesterol-free', cholesterolSatFat && isFree(chol, L.cholesterolFreeMg) && !input.addsCholesterol],
      ['low-cholesterol', cholesterolSatFat && isLow(chol, L.lowCholesterolMg, small)],
    ]),
  ];
}

/** Sodium and sugar claims (101.61(b), 101.60(c)(1)). */
function sodiumAndSugarClaims(input: ClaimInput): NutrientClaimId[] {
  const n = input.per100g;
  const small = input.smallReference;
  const L = CLAIM_LIMITS;
  const sodium = basesOf(input, n.sodium_mg);
  return [
    ...strongest([
      ['sodium-free', isFree(sodium, L.sodiumFreeMg) && !input.addsSodium],
      ['very-low-sodium', isLow(sodium, L.veryLowSodiumMg, small)],
      ['low-sodium', isLow(sodium, L.lowSodiumMg, small)],
    ]),
    ...strongest([['sugar-free', isFree(basesOf(input, n.total_sugars_g), L.sugarFreeGrams) && !input.addsSugar]]),
  ];
}

/**
 * The claims a food meets and their disclosures. Source claims in {@link SOURCE_NUTRIENTS} order, then calories, fat,
 * saturated fat, cholesterol, sodium, sugar; the strongest level of each only. See the module comment for sections.
 */
export function computeNutrientClaims(input: ClaimInput): NutrientClaims {
  const claims = [...sourceClaims(input), ...energyAndFatClaims(input), ...sodiumAndSugarClaims(input)];
  return { claims, disclosures: claims.length === 0 ? [] : disclosuresOf(input, claims) };
}

/** 101.62(c)(2)(i): calories from saturated fat (9 kcal per g) are 15 % or less of all calories. */
function saturatedFatCaloriePercentOk(input: ClaimInput): boolean {
  const { saturated_fat_g: sat, energy_kcal: kcal } = input.per100g;
  if (sat === null || sat === undefined || kcal === null || kcal === undefined) return false;
  if (kcal <= 0) return sat <= 0;
  return (sat * 9 * 100) / kcal <= CLAIM_LIMITS.lowSaturatedFatCaloriePercent;
}

function disclosuresOf(input: ClaimInput, claims: readonly NutrientClaimId[]): string[] {
  const n = input.per100g;
  const L = CLAIM_LIMITS;
  const lowFat = isLow(basesOf(input, n.total_fat_g), L.lowFatGrams, input.smallReference);
  const calorieFree = claims.includes('calorie-free');
  const exceeds = (per100: Per100, limit: number) => {
    const b = basesOf(input, per100);
    const amounts = input.smallReference ? [b.reference, b.serving, b.fifty] : [b.reference, b.serving];
    return amounts.some((a) => a !== undefined && a > limit);
  };
  const over = [
    exceeds(n.total_fat_g, L.disclosureFatGrams) ? 'fat' : undefined,
    exceeds(n.saturated_fat_g, L.disclosureSaturatedFatGrams) ? 'saturated fat' : undefined,
    exceeds(n.cholesterol_mg, L.disclosureCholesterolMg) ? 'cholesterol' : undefined,
    exceeds(n.sodium_mg, L.disclosureSodiumMg) ? 'sodium' : undefined,
  ].filter((x): x is string => x !== undefined);
  const out: string[] = [];
  const fiberClaim = claims.some((c) => c.endsWith('-of-fiber'));
  const cholesterolClaim = claims.includes('cholesterol-free') || claims.includes('low-cholesterol');
  if ((fiberClaim && !lowFat) || (cholesterolClaim && exceeds(n.total_fat_g, L.disclosureFatGrams))) {
    const fat = amountIn(n.total_fat_g, input.servingGrams);
    if (fat !== undefined) out.push(`Contains ${roundFat(fat)} g of total fat per serving.`);
  }
  if (claims.includes('sugar-free') && !calorieFree && !claims.includes('low-calorie')) {
    out.push('Not a reduced calorie food.');
  }
  if (over.length > 0) out.push(`See nutrition information for ${joinAnd(over)} content.`);
  return out;
}

/** 'fat', 'fat and sodium', 'fat, saturated fat and sodium'. */
function joinAnd(words: readonly string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}
