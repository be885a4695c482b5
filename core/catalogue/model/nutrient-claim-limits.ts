/**
 * The limits of the FDA nutrient content claims (nutrient-claims.ts), with the section of 21 CFR that sets each.
 * Not in the spec.
 */

/** The limits of the claims, in label units per RACC (and per labeled serving or per 50 g where the section says). */
export const CLAIM_LIMITS = {
  /** 101.54(c): 10 to 19 % DV is 'Good Source of'; (b): 20 % or more is 'Excellent Source of'. */
  goodSourcePercent: 10,
  excellentSourcePercent: 20,
  /** 101.60(b)(1): less than 5 kcal; (b)(2): 40 kcal or less. */
  calorieFreeKcal: 5,
  lowCalorieKcal: 40,
  /** 101.62(b)(1): less than 0.5 g fat; (b)(2): 3 g or less. */
  fatFreeGrams: 0.5,
  lowFatGrams: 3,
  /**
   * 101.62(c)(1): less than 0.5 g saturated fat and less than 0.5 g trans fat; (c)(2): 1 g or less and 15 % or less
   * of calories from saturated fat.
   */
  saturatedFatFreeGrams: 0.5,
  transFatFreeGrams: 0.5,
  lowSaturatedFatGrams: 1,
  lowSaturatedFatCaloriePercent: 15,
  /** 101.62(d)(1): less than 2 mg cholesterol; (d)(2): 20 mg or less; both with 2 g or less saturated fat. */
  cholesterolFreeMg: 2,
  lowCholesterolMg: 20,
  cholesterolClaimSaturatedFatGrams: 2,
  /** 101.61(b)(1): less than 5 mg sodium; (b)(2): 35 mg or less; (b)(4): 140 mg or less. */
  sodiumFreeMg: 5,
  veryLowSodiumMg: 35,
  lowSodiumMg: 140,
  /** 101.60(c)(1)(i): less than 0.5 g sugars. */
  sugarFreeGrams: 0.5,
  /** 101.13(h)(1): disclosure levels per RACC (per labeled serving; per 50 g for a small RACC). */
  disclosureFatGrams: 13,
  disclosureSaturatedFatGrams: 4,
  disclosureCholesterolMg: 60,
  disclosureSodiumMg: 480,
  /** A small RACC also meets a 'low' limit per this many grams of the food (each 'low' paragraph). */
  smallReferenceGrams: 50,
} as const;
