import type { NutrientAmount, NutritionFacts, NutritionPerServing } from './nutrition-facts-types';

/**
 * Nutrition Facts from USDA SR28 values per 100 g (spec: catalogue-gifting §3 Nutrition facts,
 * §9 "Nutrition daily value basis 2,000 calories"), rounded as the FDA requires (21 CFR 101.9(c)).
 *
 * Two FDA declarations are words, not numbers: cholesterol "less than 5 mg" (2 to 5 mg) and
 * carbohydrate, fiber, sugars or protein "less than 1 g" (0.5 g up to 1 g). `NutrientAmount` has no
 * flag for them, so they are held as the bound itself: quantity 5 (mg) and 1 (g). A renderer that
 * wants the FDA wording shows "less than" for exactly those values of those nutrients.
 */

/**
 * The USDA SR28 nutrients per 100 g that the label uses (field names of `nutrients_per_100g` in the
 * store's USDA source file). `null` or a missing field means SR28 has no value, never zero.
 * spec: catalogue-gifting §3 Nutrition facts; the label nutrients of 21 CFR 101.9(c).
 */
export interface UsdaNutrientsPer100g {
  readonly energy_kcal?: number | null;
  readonly total_fat_g?: number | null;
  readonly saturated_fat_g?: number | null;
  readonly trans_fat_g?: number | null;
  readonly cholesterol_mg?: number | null;
  readonly sodium_mg?: number | null;
  readonly total_carbohydrate_g?: number | null;
  readonly dietary_fiber_g?: number | null;
  readonly total_sugars_g?: number | null;
  readonly protein_g?: number | null;
  readonly vitamin_d_mcg?: number | null;
  readonly calcium_mg?: number | null;
  readonly iron_mg?: number | null;
  readonly potassium_mg?: number | null;
}

/**
 * One serving: its weight in grams and its household description, e.g. `{ grams: 28, description: '1 oz (28g)' }`.
 * spec: catalogue-gifting §3 Nutrition facts (servingSize); 21 CFR 101.9(b).
 */
export interface ServingSpec {
  readonly grams: number;
  readonly description: string;
}

/**
 * A household portion as USDA SR28 lists it (WEIGHT file): `amount` of `unit` weighs `grams`.
 * spec: catalogue-gifting §3 Nutrition facts (servingSize); household measures of 21 CFR 101.9(b)(5).
 */
export interface UsdaPortion {
  readonly amount: number;
  readonly unit: string;
  readonly grams: number;
}

/**
 * Daily Values for adults and children 4+ on the 2,000-calorie basis (21 CFR 101.9(c)(8)(iv) and (c)(9)),
 * in the label unit of each nutrient. spec: catalogue-gifting §3 Nutrition facts, §9 (2,000 calories).
 */
export const DAILY_VALUES = {
  totalFat: 78, saturatedFat: 20, cholesterol: 300, sodium: 2300, totalCarbohydrate: 275,
  dietaryFiber: 28, addedSugars: 50, protein: 50, vitaminD: 20, calcium: 1300, iron: 18, potassium: 4700,
} as const;

/** The default serving when USDA lists no usable portion: one ounce. spec: catalogue-gifting §3 Nutrition facts; 21 CFR 101.9(b). */
export const DEFAULT_SERVING: ServingSpec = { grams: 28, description: '1 oz (28g)' };

/** Rounds half up to a multiple of `step`, immune to binary fractions (0.15 / 0.1 is 1.4999…). */
function roundToStep(value: number, step: number): number {
  const steps = Math.round(Number((value / step).toPrecision(12)));
  const decimals = step >= 1 ? 0 : String(step).split('.')[1]?.length ?? 0;
  return Number((steps * step).toFixed(decimals));
}

/**
 * Calories (21 CFR 101.9(c)(1)): under 5 → 0; up to 50 → nearest 5; above 50 → nearest 10.
 * spec: catalogue-gifting §3 Nutrition facts.
 */
export function roundCalories(kcal: number): number {
  if (kcal < 5) return 0;
  return kcal <= 50 ? roundToStep(kcal, 5) : roundToStep(kcal, 10);
}

/**
 * Total, saturated and trans fat in g (21 CFR 101.9(c)(2)): under 0.5 → 0; under 5 → nearest 0.5; else nearest 1.
 * spec: catalogue-gifting §3 Nutrition facts.
 */
export function roundFat(grams: number): number {
  if (grams < 0.5) return 0;
  return grams < 5 ? roundToStep(grams, 0.5) : roundToStep(grams, 1);
}

/**
 * Cholesterol in mg (21 CFR 101.9(c)(3)): under 2 → 0; 2 to 5 → 5 ("less than 5 mg"); above 5 → nearest 5.
 * spec: catalogue-gifting §3 Nutrition facts.
 */
export function roundCholesterol(mg: number): number {
  if (mg < 2) return 0;
  return mg <= 5 ? 5 : roundToStep(mg, 5);
}

/**
 * Sodium in mg (21 CFR 101.9(c)(4)): under 5 → 0; 5 to 140 → nearest 5; above 140 → nearest 10.
 * spec: catalogue-gifting §3 Nutrition facts.
 */
export function roundSodium(mg: number): number {
  if (mg < 5) return 0;
  return mg <= 140 ? roundToStep(mg, 5) : roundToStep(mg, 10);
}

/**
 * Total carbohydrate, dietary fiber, sugars and protein in g (21 CFR 101.9(c)(6) and (c)(7)): under 0.5 → 0;
 * under 1 → 1 ("less than 1 g"); else nearest 1. spec: catalogue-gifting §3 Nutrition facts.
 */
export function roundCarbohydrate(grams: number): number {
  if (grams < 0.5) return 0;
  return grams < 1 ? 1 : roundToStep(grams, 1);
}

/**
 * Macronutrient %DV: the nearest whole percent (21 CFR 101.9(d)(7)(ii)).
 * spec: catalogue-gifting §3 Nutrition facts (pdv).
 */
export function roundMacroPdv(percent: number): number {
  return roundToStep(percent, 1);
}

/**
 * Vitamin and mineral %DV (21 CFR 101.9(c)(8)(iii)): under 2% → 0; up to 10% → nearest 2%;
 * up to 50% → nearest 5%; above 50% → nearest 10%. spec: catalogue-gifting §3 Nutrition facts (pdv).
 */
export function roundVitaminPdv(percent: number): number {
  if (percent < 2) return 0;
  if (percent <= 10) return roundToStep(percent, 2);
  return percent <= 50 ? roundToStep(percent, 5) : roundToStep(percent, 10);
}

/**
 * Rounding steps of vitamin and mineral amounts in label units (21 CFR 101.9(c)(8)(iii)): vitamin D
 * 0.1 mcg, calcium 10 mg, iron 0.1 mg, potassium 10 mg. spec: catalogue-gifting §3 Nutrition facts.
 */
export const VITAMIN_STEPS = { vitaminD: 0.1, calcium: 10, iron: 0.1, potassium: 10 } as const;

type Unit = NutrientAmount['unit'];
type Per100 = number | null | undefined;

/** The unrounded amount in one serving; undefined when USDA has no value. */
function perServing(per100g: Per100, grams: number): number | undefined {
  if (per100g === null || per100g === undefined || !Number.isFinite(per100g)) return undefined;
  return (Math.max(0, per100g) * grams) / 100;
}

/** A macronutrient row; `dv` undefined means the label shows no %DV for it (trans fat, sugars, protein). */
function macro(amount: number | undefined, unit: Unit, round: (x: number) => number, dv?: number): NutrientAmount | undefined {
  if (amount === undefined) return undefined;
  const quantity = round(amount);
  if (dv === undefined) return { quantity, unit };
  // A nutrient declared as 0 shows 0%, so the row never reads "0 g, 1%".
  return { quantity, unit, pdv: quantity === 0 ? 0 : roundMacroPdv((amount / dv) * 100) };
}

function vitamin(amount: number | undefined, unit: Unit, step: number, dv: number): NutrientAmount | undefined {
  if (amount === undefined) return undefined;
  return { quantity: roundToStep(amount, step), unit, pdv: roundVitaminPdv((amount / dv) * 100) };
}

/** Drops absent nutrients so the object has only keys with values (absent is undefined, never 0). */
function compact(rows: Record<keyof NutritionPerServing, NutrientAmount | undefined>): NutritionPerServing {
  const present: Partial<Record<keyof NutritionPerServing, NutrientAmount>> = Object.fromEntries(
    Object.entries(rows).filter(([, v]) => v !== undefined),
  );
  return present;
}

/**
 * Nutrition Facts for one `serving` of a food from its USDA values per 100 g, with every amount and
 * %DV rounded by 21 CFR 101.9(c) (%DV from the unrounded amount, 2,000-calorie basis). A `null` value
 * gives an absent nutrient. Added sugars, vitamin A and vitamin C are absent (SR28 lists none we use).
 * Returns undefined when the energy is unknown or the serving weight is not positive.
 * spec: catalogue-gifting §3 Nutrition facts.
 */
export function computeNutritionFacts(
  per100g: UsdaNutrientsPer100g,
  serving: ServingSpec,
  servingsPerContainer?: number,
): NutritionFacts | undefined {
  const g = serving.grams;
  if (!(g > 0) || perServing(per100g.energy_kcal, g) === undefined) return undefined;
  const at = (v: Per100) => perServing(v, g);
  const dv = DAILY_VALUES;
  const rows = compact({
    calories: macro(at(per100g.energy_kcal), 'kcal', roundCalories),
    totalFat: macro(at(per100g.total_fat_g), 'g', roundFat, dv.totalFat),
    saturatedFat: macro(at(per100g.saturated_fat_g), 'g', roundFat, dv.saturatedFat),
    transFat: macro(at(per100g.trans_fat_g), 'g', roundFat),
    cholesterol: macro(at(per100g.cholesterol_mg), 'mg', roundCholesterol, dv.cholesterol),
    sodium: macro(at(per100g.sodium_mg), 'mg', roundSodium, dv.sodium),
    totalCarbohydrate: macro(at(per100g.total_carbohydrate_g), 'g', roundCarbohydrate, dv.totalCarbohydrate),
    dietaryFiber: macro(at(per100g.dietary_fiber_g), 'g', roundCarbohydrate, dv.dietaryFiber),
    totalSugars: macro(at(per100g.total_sugars_g), 'g', roundCarbohydrate),
    addedSugars: undefined,
    protein: macro(at(per100g.protein_g), 'g', roundCarbohydrate),
    vitaminD: vitamin(at(per100g.vitamin_d_mcg), 'mcg', VITAMIN_STEPS.vitaminD, dv.vitaminD),
    calcium: vitamin(at(per100g.calcium_mg), 'mg', VITAMIN_STEPS.calcium, dv.calcium),
    iron: vitamin(at(per100g.iron_mg), 'mg', VITAMIN_STEPS.iron, dv.iron),
    potassium: vitamin(at(per100g.potassium_mg), 'mg', VITAMIN_STEPS.potassium, dv.potassium),
    vitaminA: undefined,
    vitaminC: undefined,
  });
  const servingSize = { quantity: g, unit: 'g' as const, description: serving.description };
  return servingsPerContainer === undefined
    ? { servingSize, perServing: rows }
    : { servingSize, servingsPerContainer, perServing: rows };
}

const FRACTIONS: Readonly<Record<string, string>> = { '0.25': '1/4', '0.33': '1/3', '0.5': '1/2', '0.67': '2/3', '0.75': '3/4' };

/** '1', '1/4', '1.5': how a household amount reads on a label. */
function formatAmount(amount: number): string {
  const key = String(Math.round(amount * 100) / 100);
  return FRACTIONS[key] ?? key;
}

/** Declared serving weight: the nearest whole gram, or the nearest 0.1 g under 5 g. */
function declaredGrams(grams: number): number {
  return grams < 5 ? roundToStep(grams, 0.1) : roundToStep(grams, 1);
}

/**
 * '1 oz (28g)', '2 tbsp (32g)', '1 oz (23 whole kernels, 28g)', '1 serving (5 miniatures, 41g)': the
 * unit's own note joins the grams; USDA's label-year notes ('2011 label') are dropped.
 */
function describePortion(p: UsdaPortion, grams: number): string {
  const unit = p.unit.replace(/\s*\b\d{4} label\b/g, '').trim();
  const amount = formatAmount(p.amount);
  const note = /^(.*?)\s*\((.*)\)\s*$/.exec(unit);
  if (note) return `${amount} ${note[1]} (${note[2]}, ${grams}g)`;
  const serving = /^serving\s+(.+)$/.exec(unit);
  if (serving) return `${amount} serving (${serving[1]}, ${grams}g)`;
  return `${amount} ${unit} (${grams}g)`;
}

/** How far a portion is from the 28–40 g window of a typical snack serving (0 inside it). */
function distanceFromRange(grams: number): number {
  if (grams < 28) return 28 - grams;
  return grams > 40 ? grams - 40 : 0;
}

/**
 * Which household portions may be a serving: from `minimumGrams` to `maximumGrams` inclusive.
 * spec: catalogue-gifting §3 Nutrition facts (servingSize); 21 CFR 101.9(b).
 */
export interface ServingWindow {
  readonly minimumGrams: number;
  readonly maximumGrams: number;
}

/**
 * Portions from 10 g to 80 g: a handful of nuts, a bar, a quarter cup. A single almond or a whole cup
 * of flour is no serving, and the one-ounce default is closer to the FDA reference amounts (21 CFR
 * 101.12: 30–40 g for nuts, dried fruit, candy and flour). Spices pass a lower minimum (their
 * tablespoon is 5–9 g). spec: catalogue-gifting §3 Nutrition facts (servingSize).
 */
export const DEFAULT_SERVING_WINDOW: ServingWindow = { minimumGrams: 10, maximumGrams: 80 };

/**
 * Chooses the serving from USDA household portions: one ounce (about 28 g) when listed, else the
 * portion within `window` nearest the 28–40 g range (the first such on a tie), else
 * {@link DEFAULT_SERVING}. Grams are the declared (rounded) weight, which nutrients are computed on.
 * spec: catalogue-gifting §3 Nutrition facts (servingSize); 21 CFR 101.9(b).
 */
export function servingFor(portions: readonly UsdaPortion[], window: ServingWindow = DEFAULT_SERVING_WINDOW): ServingSpec {
  const usable = portions.filter((p) => p.grams > 0 && p.amount > 0);
  const ounce = usable.find((p) => p.amount === 1 && /^oz\b/.test(p.unit) && Math.abs(p.grams - 28.35) < 1.5);
  let best = ounce;
  for (const p of ounce ? [] : usable) {
    if (p.grams < window.minimumGrams || p.grams > window.maximumGrams) continue;
    if (!best || distanceFromRange(p.grams) < distanceFromRange(best.grams)) best = p;
  }
  if (!best) return DEFAULT_SERVING;
  const grams = declaredGrams(best.grams);
  return { grams, description: describePortion(best, grams) };
}

/**
 * The serving lines of a product's label, e.g. '16 servings per container · Serving size 1 oz (28g)';
 * only the serving size when the container count is unknown.
 * spec: catalogue-gifting §3 Nutrition facts; 21 CFR 101.9(b)(8) (servings per container).
 */
export function servingDescription(facts: NutritionFacts): string {
  const size = `Serving size ${facts.servingSize.description}`;
  const count = facts.servingsPerContainer;
  if (count === undefined) return size;
  return `${count} serving${count === 1 ? '' : 's'} per container · ${size}`;
}
