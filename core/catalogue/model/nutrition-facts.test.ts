import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  computeNutritionFacts,
  roundCalories,
  roundCarbohydrate,
  roundCholesterol,
  roundFat,
  roundMacroPdv,
  roundSodium,
  roundToStep,
  roundVitaminPdv,
  VITAMIN_STEPS,
  type DeclaredAmount,
  type UsdaNutrientsPer100g,
} from './nutrition-facts';
import { DEFAULT_SERVING } from './serving-size';

// spec: catalogue-gifting §3 Nutrition facts. Each table is one paragraph of 21 CFR 101.9(c), with the values on
// both sides of every threshold the paragraph names (FDA Food Labeling Guide, Appendix H, tabulates the same).

const lessThan = (quantity: number): DeclaredAmount => ({ quantity, lessThan: true });
const plain = (quantity: number): DeclaredAmount => ({ quantity });

describe('21 CFR 101.9(c)(1) calories: < 5 → 0; up to and including 50 → nearest 5; above 50 → nearest 10', () => {
  it.each([
    [0, 0],
    [4.99, 0],
    [5, 5],
    [7.49, 5],
    [7.5, 10],
    [47.49, 45],
    [47.5, 50],
    [50, 50],
    [50.01, 50],
    [54.99, 50],
    [55, 60],
    [162.12, 160],
    [165, 170],
  ])('%f kcal → %f', (input, expected) => expect(roundCalories(input)).toBe(expected));
});

describe('21 CFR 101.9(c)(2) total, saturated, trans fat: < 0.5 g → 0; below 5 g → nearest 0.5 g; above 5 g → nearest 1 g', () => {
  it.each([
    [0, 0],
    [0.49, 0],
    [0.5, 0.5],
    [0.74, 0.5],
    [0.75, 1],
    [1.25, 1.5],
    [4.74, 4.5],
    [4.75, 5],
    [4.99, 5],
    [5, 5],
    [5.01, 5],
    [5.49, 5],
    [5.5, 6],
    [13.98, 14],
  ])('%f g → %f g', (input, expected) => expect(roundFat(input)).toBe(expected));
});

describe('21 CFR 101.9(c)(3) cholesterol: < 2 mg → 0; 2 to 5 mg → "less than 5 mg"; above 5 mg → nearest 5 mg', () => {
  it.each([
    [0, plain(0)],
    [1.99, plain(0)],
    [2, lessThan(5)],
    [2.52, lessThan(5)],
    [4.99, lessThan(5)],
    [5, lessThan(5)],
    [5.01, plain(5)],
    [7.49, plain(5)],
    [7.5, plain(10)],
    [12.49, plain(10)],
    [12.5, plain(15)],
    [97.5, plain(100)],
  ])('%f mg → %o', (input, expected) => expect(roundCholesterol(input)).toStrictEqual(expected));
});

describe('21 CFR 101.9(c)(4) sodium: < 5 mg → 0; 5 to 140 mg → nearest 5 mg; greater than 140 mg → nearest 10 mg', () => {
  it.each([
    [0, 0],
    [4.99, 0],
    [5, 5],
    [7.49, 5],
    [7.5, 10],
    [137.49, 135],
    [137.5, 140],
    [140, 140],
    [140.01, 140],
    [144.99, 140],
    [145, 150],
  ])('%f mg → %f mg', (input, expected) => expect(roundSodium(input)).toBe(expected));
});

describe('21 CFR 101.9(c)(6), (c)(6)(i)-(iii), (c)(7) carbohydrate, fiber, sugars, added sugars, protein: < 0.5 g → 0; < 1 g → "less than 1 g"; else nearest 1 g', () => {
  it.each([
    [0, plain(0)],
    [0.49, plain(0)],
    [0.5, lessThan(1)],
    [0.99, lessThan(1)],
    [1, plain(1)],
    [1.49, plain(1)],
    [1.5, plain(2)],
    [6.03, plain(6)],
  ])('%f g → %o', (input, expected) => expect(roundCarbohydrate(input)).toStrictEqual(expected));
});

describe('21 CFR 101.9(d)(7)(ii) macronutrient %DV: from the unrounded amount, nearest whole percent', () => {
  it.each([
    [0, 0],
    [0.49, 0],
    [0.5, 1],
    [12.49, 12],
    [12.5, 13],
    [17.92, 18],
  ])('%f%% → %f%%', (input, expected) => expect(roundMacroPdv(input)).toBe(expected));
});

describe('21 CFR 101.9(c)(8)(iii) vitamin and mineral %DV: < 2 → 0; up to and including 10 → nearest 2; to 50 → nearest 5; above → nearest 10', () => {
  it.each([
    [0, 0],
    [1.99, 0],
    [2, 2],
    [2.99, 2],
    [3, 4],
    [9, 10],
    [10, 10],
    [10.01, 10],
    [12.49, 10],
    [12.5, 15],
    [47.49, 45],
    [47.5, 50],
    [50, 50],
    [50.01, 50],
    [54.99, 50],
    [55, 60],
    [105, 110],
  ])('%f%% → %f%%', (input, expected) => expect(roundVitaminPdv(input)).toBe(expected));
});

describe('vitamin and mineral amounts (21 CFR 101.9(c)(8)(iii), levels of significance of (c)(8)(iv))', () => {
  it.each([
    ['vitaminD', 2.549, 2.5],
    ['vitaminD', 2.55, 2.6],
    ['calcium', 1304.99, 1300],
    ['calcium', 1305, 1310],
    ['iron', 0.349, 0.3],
    ['iron', 0.35, 0.4],
    ['potassium', 94.99, 90],
    ['potassium', 95, 100],
  ] as const)('%s %f → %f', (nutrient, input, expected) =>
    expect(roundToStep(input, VITAMIN_STEPS[nutrient])).toBe(expected),
  );
});

const almonds: UsdaNutrientsPer100g = {
  // USDA SR28 12061 "Nuts, almonds".
  energy_kcal: 579,
  protein_g: 21.15,
  total_fat_g: 49.93,
  saturated_fat_g: 3.802,
  trans_fat_g: 0.015,
  cholesterol_mg: 0,
  sodium_mg: 1,
  total_carbohydrate_g: 21.55,
  dietary_fiber_g: 12.5,
  total_sugars_g: 4.35,
  vitamin_d_mcg: 0,
  calcium_mg: 269,
  iron_mg: 3.71,
  potassium_mg: 733,
};

describe('computeNutritionFacts', () => {
  it('gives the FDA label of USDA 12061 almonds for a 28 g serving', () => {
    const facts = computeNutritionFacts(almonds, { grams: 28, description: '1 oz (28g)' }, 16);
    expect(facts).toStrictEqual({
      servingSize: { quantity: 28, unit: 'g', description: '1 oz (28g)' },
      servingsPerContainer: 16,
      perServing: {
        calories: { quantity: 160, unit: 'kcal' },
        totalFat: { quantity: 14, unit: 'g', pdv: 18 },
        saturatedFat: { quantity: 1, unit: 'g', pdv: 5 },
        transFat: { quantity: 0, unit: 'g' },
        cholesterol: { quantity: 0, unit: 'mg', pdv: 0 },
        sodium: { quantity: 0, unit: 'mg', pdv: 0 },
        totalCarbohydrate: { quantity: 6, unit: 'g', pdv: 2 },
        dietaryFiber: { quantity: 4, unit: 'g', pdv: 13 },
        totalSugars: { quantity: 1, unit: 'g' },
        protein: { quantity: 6, unit: 'g' },
        vitaminD: { quantity: 0, unit: 'mcg', pdv: 0 },
        calcium: { quantity: 80, unit: 'mg', pdv: 6 },
        iron: { quantity: 1, unit: 'mg', pdv: 6 },
        potassium: { quantity: 210, unit: 'mg', pdv: 4 },
      },
    });
  });

  it('declares USDA 19070 butterscotch (cholesterol 9 mg per 100 g) in a 28 g serving as "less than 5 mg", %DV from 2.52 mg', () => {
    const facts = computeNutritionFacts(
      { energy_kcal: 391, cholesterol_mg: 9, protein_g: 0.03 },
      { grams: 28, description: '1 oz (28g)' },
    );
    expect(facts?.perServing.cholesterol).toStrictEqual({ quantity: 5, unit: 'mg', lessThan: true, pdv: 1 });
    expect(facts?.perServing.protein).toStrictEqual({ quantity: 0, unit: 'g' });
  });

  it('declares "less than 1 g" of fiber, sugars and protein with the %DV of the unrounded amount', () => {
    // 100 g serving: fiber 0.7 g (2.5% → 3%), sugars 0.5 g, protein 0.99 g, carbohydrate 0.49 g (0, 0%).
    const facts = computeNutritionFacts(
      { energy_kcal: 20, dietary_fiber_g: 0.7, total_sugars_g: 0.5, protein_g: 0.99, total_carbohydrate_g: 0.49 },
      { grams: 100, description: '100 g' },
    );
    expect(facts?.perServing.dietaryFiber).toStrictEqual({ quantity: 1, unit: 'g', lessThan: true, pdv: 3 });
    expect(facts?.perServing.totalSugars).toStrictEqual({ quantity: 1, unit: 'g', lessThan: true });
    expect(facts?.perServing.protein).toStrictEqual({ quantity: 1, unit: 'g', lessThan: true });
    expect(facts?.perServing.totalCarbohydrate).toStrictEqual({ quantity: 0, unit: 'g', pdv: 0 });
  });

  it('compares a per-serving amount with the thresholds as written, not as binary fractions', () => {
    // 166.66666666666669 mg per 100 g × 3 g is 5.000000000000001 in floating point: 5 mg on paper, so "less than 5 mg".
    const facts = computeNutritionFacts(
      { energy_kcal: 100, cholesterol_mg: 166.66666666666669 },
      { grams: 3, description: '1 tsp (3g)' },
    );
    expect(facts?.perServing.cholesterol).toStrictEqual({ quantity: 5, unit: 'mg', lessThan: true, pdv: 2 });
  });

  it('shows 0% for a macronutrient declared as 0, and no lessThan key for a plain amount', () => {
    const facts = computeNutritionFacts(
      { energy_kcal: 20, total_fat_g: 0.4, cholesterol_mg: 1.9, sodium_mg: 6 },
      { grams: 100, description: '100 g' },
    );
    expect(facts?.perServing.totalFat).toStrictEqual({ quantity: 0, unit: 'g', pdv: 0 });
    expect(facts?.perServing.cholesterol).toStrictEqual({ quantity: 0, unit: 'mg', pdv: 0 });
    expect(facts?.perServing.sodium).toStrictEqual({ quantity: 5, unit: 'mg', pdv: 0 });
    expect(facts?.perServing.calories).toStrictEqual({ quantity: 20, unit: 'kcal' });
  });

  it('leaves a nutrient absent (never 0) when USDA has no value, and omits servings per container when not given', () => {
    const facts = computeNutritionFacts(
      { ...almonds, trans_fat_g: null, total_sugars_g: null, vitamin_d_mcg: null },
      DEFAULT_SERVING,
    );
    expect(facts?.perServing).not.toHaveProperty('transFat');
    expect(facts?.perServing).not.toHaveProperty('totalSugars');
    expect(facts?.perServing).not.toHaveProperty('vitaminD');
    expect(facts).not.toHaveProperty('servingsPerContainer');
    expect(facts?.perServing).not.toHaveProperty('addedSugars');
  });

  it('returns undefined without energy or without a positive serving weight', () => {
    expect(computeNutritionFacts({ ...almonds, energy_kcal: null }, DEFAULT_SERVING)).toBeUndefined();
    expect(computeNutritionFacts(almonds, { grams: 0, description: 'none' })).toBeUndefined();
  });

  it('rounds vitamins and minerals in their label units and %DV from the unrounded amount', () => {
    // 100 g: vitamin D 2.55 mcg (12.75% → 15), calcium 1304 mg (100.3% → 100), iron 0.35 mg (1.9% → 0), potassium 96 mg (2.04% → 2).
    const facts = computeNutritionFacts(
      { energy_kcal: 100, vitamin_d_mcg: 2.55, calcium_mg: 1304, iron_mg: 0.35, potassium_mg: 96 },
      { grams: 100, description: '100 g' },
    );
    expect(facts?.perServing.vitaminD).toStrictEqual({ quantity: 2.6, unit: 'mcg', pdv: 15 });
    expect(facts?.perServing.calcium).toStrictEqual({ quantity: 1300, unit: 'mg', pdv: 100 });
    expect(facts?.perServing.iron).toStrictEqual({ quantity: 0.4, unit: 'mg', pdv: 0 });
    expect(facts?.perServing.potassium).toStrictEqual({ quantity: 100, unit: 'mg', pdv: 2 });
  });
});

/** Orders declarations as the label reads them: 0 < "less than 5" < 5 < 10 (and 0 < "less than 1" < 1 < 2). */
const rank = (d: number | DeclaredAmount): number =>
  typeof d === 'number' ? d : d.lessThan ? d.quantity - 0.001 : d.quantity;

describe('rounding properties', () => {
  const amount = fc.double({ min: 0, max: 5000, noNaN: true, noDefaultInfinity: true });
  const rules = [
    roundCalories,
    roundFat,
    roundCholesterol,
    roundSodium,
    roundCarbohydrate,
    roundMacroPdv,
    roundVitaminPdv,
  ];

  it('every declaration is non-negative and monotone in its input', () => {
    fc.assert(
      fc.property(amount, amount, (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        for (const rule of rules) {
          expect(rank(rule(low))).toBeGreaterThanOrEqual(0);
          expect(rank(rule(low))).toBeLessThanOrEqual(rank(rule(high)));
        }
      }),
    );
  });

  it('"less than" is declared only for cholesterol 2 to 5 mg and for 0.5 g up to 1 g', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 20, noNaN: true }), (x) => {
        expect(roundCholesterol(x).lessThan === true).toBe(x >= 2 && x <= 5);
        expect(roundCarbohydrate(x).lessThan === true).toBe(x >= 0.5 && x < 1);
      }),
    );
  });

  it('more of a food per 100 g never lowers a rounded amount or %DV on the label', () => {
    const value = fc.double({ min: 0, max: 1000, noNaN: true, noDefaultInfinity: true });
    fc.assert(
      fc.property(value, value, fc.integer({ min: 1, max: 120 }), (a, b, grams) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const of = (v: number) =>
          computeNutritionFacts(
            { energy_kcal: v, total_fat_g: v, cholesterol_mg: v, sodium_mg: v, protein_g: v, iron_mg: v },
            { grams, description: '' },
          );
        const lo = of(low)?.perServing;
        const hi = of(high)?.perServing;
        for (const key of ['calories', 'totalFat', 'cholesterol', 'sodium', 'protein', 'iron'] as const) {
          const [l, h] = [lo?.[key], hi?.[key]];
          expect(l ? rank(l) : -1).toBeLessThanOrEqual(h ? rank(h) : -1);
          expect(l?.pdv ?? 0).toBeLessThanOrEqual(h?.pdv ?? 0);
        }
      }),
    );
  });
});
