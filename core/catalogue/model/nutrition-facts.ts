import type { NutrientAmount, NutritionFacts, NutritionPerServing } from './nutrition-facts-types';
import type { ServingSpec } from './serving-size';

/**
 * Nutrition Facts from USDA SR28 values per 100 g (spec: catalogue-gifting §3 Nutrition facts,
 * §9 "Nutrition daily value basis 2,000 calories"), each amount declared as 21 CFR 101.9(c) states it.
 * The thresholds below are the regulation's, as the FDA Food Labeling Guide (Appendix H, "Rounding the
 * Values According to FDA Rounding Rules") tabulates them. Where the text says "may" (zero below the
 * insignificant amount, "less than 5 mg", "less than 1 g") the store always takes that declaration.
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
 * Daily Values for adults and children 4+ on the 2,000-calorie basis (21 CFR 101.9(c)(8)(iv) and (c)(9)),
 * in the label unit of each nutrient. spec: catalogue-gifting §3 Nutrition facts, §9 (2,000 calories).
 */
export const DAILY_VALUES = {
  totalFat: 78,
  saturatedFat: 20,
  cholesterol: 300,
  sodium: 2300,
  totalCarbohydrate: 275,
  dietaryFiber: 28,
  addedSugars: 50,
  protein: 50,
  vitaminD: 20,
  calcium: 1300,
  iron: 18,
  potassium: 4700,
} as const;

/**
 * A declared amount in the nutrient's label unit: `quantity`, or "less than `quantity`" when `lessThan`
 * is true (cholesterol "less than 5 mg", 21 CFR 101.9(c)(3); "less than 1 g", 101.9(c)(6) and (c)(7)).
 * spec: catalogue-gifting §3 Nutrition facts (quantity).
 */
export interface DeclaredAmount {
  readonly quantity: number;
  readonly lessThan?: true;
}

/**
 * `value` rounded half up to a multiple of `step` (0.1, 0.5, 1, 5, 10 …), immune to binary fractions
 * (0.15 / 0.1 is 1.4999…): the "nearest … increment" of 21 CFR 101.9(c). spec: catalogue-gifting §3 Nutrition facts.
 */
export function roundToStep(value: number, step: number): number {
  const steps = Math.round(Number((value / step).toPrecision(12)));
  const decimals = step >= 1 ? 0 : (String(step).split('.')[1]?.length ?? 0);
  return Number((steps * step).toFixed(decimals));
}

/**
 * Calories per serving in kcal, 21 CFR 101.9(c)(1): "to the nearest 5-calorie increment up to and including
 * 50 calories, and 10-calorie increment above 50 calories, except that amounts less than 5 calories may be
 * expressed as zero". So under 5 → 0; 5 to 50 inclusive → nearest 5; above 50 → nearest 10 (50.01 → 50).
 * spec: catalogue-gifting §3 Nutrition facts.
 */
export function roundCalories(kcal: number): number {
  if (kcal < 5) return 0;
  return kcal <= 50 ? roundToStep(kcal, 5) : roundToStep(kcal, 10);
}

/**
 * Total fat, saturated fat and trans fat per serving in g, 21 CFR 101.9(c)(2), (c)(2)(i), (c)(2)(ii): "to
 * the nearest 0.5 (1/2)-gram increment below 5 grams and to the nearest gram increment above 5 grams. If the
 * serving contains less than 0.5 gram, the content shall be expressed as zero." So under 0.5 → 0; 0.5 up to
 * 5 → nearest 0.5 (4.75 → 5); 5 and above → nearest 1 (exactly 5 is 5 either way).
 * spec: catalogue-gifting §3 Nutrition facts.
 */
export function roundFat(grams: number): number {
  if (grams < 0.5) return 0;
  return grams < 5 ? roundToStep(grams, 0.5) : roundToStep(grams, 1);
}

/**
 * Cholesterol per serving in mg, 21 CFR 101.9(c)(3): "expressed in milligrams to the nearest 5-milligram
 * increment"; less than 2 mg may be stated as zero; "If the food contains 2 to 5 milligrams of cholesterol
 * per serving, the content may be stated as 'less than 5 milligrams'" (Appendix H: "2 - 5 mg - express as
 * 'less than 5 mg'; > 5 mg - express to nearest 5 mg increment"). So under 2 → 0; 2 to 5 inclusive →
 * less than 5 mg; above 5 → nearest 5 (5.01 → 5, 7.5 → 10). spec: catalogue-gifting §3 Nutrition facts.
 */
export function roundCholesterol(mg: number): DeclaredAmount {
  if (mg < 2) return { quantity: 0 };
  return mg <= 5 ? { quantity: 5, lessThan: true } : { quantity: roundToStep(mg, 5) };
}

/**
 * Sodium per serving in mg, 21 CFR 101.9(c)(4): "zero when the serving contains less than 5 milligrams of
 * sodium, to the nearest 5-milligram increment when the serving contains 5 to 140 milligrams of sodium, and to
 * the nearest 10-milligram increment when the serving contains greater than 140 milligrams". So under 5 → 0;
 * 5 to 140 inclusive → nearest 5; above 140 → nearest 10 (144.99 → 140, 145 → 150).
 * spec: catalogue-gifting §3 Nutrition facts.
 */
export function roundSodium(mg: number): number {
  if (mg < 5) return 0;
  return mg <= 140 ? roundToStep(mg, 5) : roundToStep(mg, 10);
}

/**
 * Total carbohydrate (21 CFR 101.9(c)(6)), dietary fiber ((c)(6)(i)), total sugars ((c)(6)(ii)), added sugars
 * ((c)(6)(iii)) and protein ((c)(7)) per serving in g: "to the nearest gram, except that if a serving contains
 * less than 1 gram, the statement 'Contains less than 1 gram' or 'less than 1 gram' may be used as an
 * alternative, and if the serving contains less than 0.5 gram, the content may be expressed as zero". So
 * under 0.5 → 0; 0.5 up to 1 → less than 1 g; 1 and above → nearest 1 (1.49 → 1, 1.5 → 2).
 * spec: catalogue-gifting §3 Nutrition facts.
 */
export function roundCarbohydrate(grams: number): DeclaredAmount {
  if (grams < 0.5) return { quantity: 0 };
  return grams < 1 ? { quantity: 1, lessThan: true } : { quantity: roundToStep(grams, 1) };
}

/**
 * %DV of fat, saturated fat, cholesterol, sodium, carbohydrate and fiber, in integer percent: the unrounded
 * amount over its Daily Value (21 CFR 101.9(d)(7)(ii) allows the actual amount before rounding), "to the
 * nearest 1% DV increment" (Appendix H), half up. spec: catalogue-gifting §3 Nutrition facts (pdv).
 */
export function roundMacroPdv(percent: number): number {
  return roundToStep(percent, 1);
}

/**
 * Vitamin and mineral %DV in integer percent, 21 CFR 101.9(c)(8)(iii): "to the nearest 2-percent increment
 * up to and including the 10-percent level, the nearest 5-percent increment above 10 percent and up to and
 * including the 50-percent level, and the nearest 10-percent increment above the 50-percent level"; less than
 * 2 percent "may be declared by a zero". So under 2 → 0; 2 to 10 inclusive → nearest 2 (10.01 → 10 by the
 * 5 % step); above 10 to 50 inclusive → nearest 5; above 50 → nearest 10. spec: catalogue-gifting §3 Nutrition facts
 * (pdv).
 */
export function roundVitaminPdv(percent: number): number {
  if (percent < 2) return 0;
  if (percent <= 10) return roundToStep(percent, 2);
  return percent <= 50 ? roundToStep(percent, 5) : roundToStep(percent, 10);
}

/**
 * Rounding steps of vitamin and mineral amounts in label units: vitamin D 0.1 mcg, calcium 10 mg, iron
 * 0.1 mg, potassium 10 mg. 21 CFR 101.9(c)(8)(iii) declares them "using the units of measurement and the
 * levels of significance given in paragraph (c)(8)(iv)"; the steps are FDA's guidance for that (RDI under
 * 25 → nearest 0.1; RDI of 250 or more → nearest 10). spec: catalogue-gifting §3 Nutrition facts.
 */
export const VITAMIN_STEPS = { vitaminD: 0.1, calcium: 10, iron: 0.1, potassium: 10 } as const;

type Unit = NutrientAmount['unit'];
type Per100 = number | null | undefined;

/**
 * The unrounded amount in one serving, to 12 significant digits so that 17.857… × 28 / 100 compares equal to
 * a threshold it equals on paper; undefined when USDA has no value.
 */
function perServing(per100g: Per100, grams: number): number | undefined {
  if (per100g === null || per100g === undefined || !Number.isFinite(per100g)) return undefined;
  return Number(((Math.max(0, per100g) * grams) / 100).toPrecision(12));
}

/** A macronutrient row; `dv` undefined means the label shows no %DV for it (calories, trans fat, sugars, protein). */
function macro(
  amount: number | undefined,
  unit: Unit,
  round: (x: number) => number | DeclaredAmount,
  dv?: number,
): NutrientAmount | undefined {
  if (amount === undefined) return undefined;
  const rounded = round(amount);
  const { quantity, lessThan } = typeof rounded === 'number' ? { quantity: rounded, lessThan: undefined } : rounded;
  const declared: NutrientAmount = lessThan ? { quantity, unit, lessThan } : { quantity, unit };
  if (dv === undefined) return declared;
  // A nutrient declared as 0 shows 0%, so the row never reads "0 g, 1%".
  return { ...declared, pdv: declared.quantity === 0 ? 0 : roundMacroPdv((amount / dv) * 100) };
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
 * Nutrition Facts for one `serving` of a food from its USDA values per 100 g, every amount declared by
 * 21 CFR 101.9(c) (the rules above) and every %DV computed from the unrounded amount on the 2,000-calorie
 * basis. Keys of each nutrient: quantity, unit, lessThan (only when true), pdv. A `null` value gives an absent
 * nutrient. Added sugars, vitamin A and vitamin C are absent (SR28 lists none we use). Returns undefined when
 * the energy is unknown or the serving weight is not positive. spec: catalogue-gifting §3 Nutrition facts.
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
