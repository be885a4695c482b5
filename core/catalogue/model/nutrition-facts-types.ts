/**
 * Nutrition facts as the product page shows them (spec: catalogue-gifting §3 Nutrition facts).
 * Each nutrient has a rounded `quantity` in `unit` and an optional `pdv` (percent daily value, integer percent).
 * `lessThan: true` makes the declaration "less than {quantity}{unit}": cholesterol "less than 5 mg"
 * (21 CFR 101.9(c)(3)) and carbohydrate, fiber, sugars or protein "less than 1 g" (21 CFR 101.9(c)(6), (c)(7));
 * it is absent, never false, for a plain amount. A nutrient is absent (undefined) when the source has no
 * value; it is never shown as 0 then.
 */
export interface NutrientAmount {
  readonly quantity: number;
  readonly unit: 'kcal' | 'g' | 'mg' | 'mcg';
  readonly lessThan?: true;
  readonly pdv?: number;
}

/** The nutrients of one serving, in the order of the FDA label. */
export interface NutritionPerServing {
  readonly calories?: NutrientAmount;
  readonly totalFat?: NutrientAmount;
  readonly saturatedFat?: NutrientAmount;
  readonly transFat?: NutrientAmount;
  readonly cholesterol?: NutrientAmount;
  readonly sodium?: NutrientAmount;
  readonly totalCarbohydrate?: NutrientAmount;
  readonly dietaryFiber?: NutrientAmount;
  readonly totalSugars?: NutrientAmount;
  readonly addedSugars?: NutrientAmount;
  readonly protein?: NutrientAmount;
  readonly vitaminD?: NutrientAmount;
  readonly calcium?: NutrientAmount;
  readonly iron?: NutrientAmount;
  readonly potassium?: NutrientAmount;
  readonly vitaminA?: NutrientAmount;
  readonly vitaminC?: NutrientAmount;
}

/** Nutrition facts of a product: serving size (grams, with a household description) and per-serving nutrients. */
export interface NutritionFacts {
  readonly servingSize: { readonly quantity: number; readonly unit: 'g'; readonly description: string };
  readonly servingsPerContainer?: number;
  readonly perServing: NutritionPerServing;
}
