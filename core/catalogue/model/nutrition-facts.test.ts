import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  computeNutritionFacts, DEFAULT_SERVING, roundCalories, roundCarbohydrate, roundCholesterol, roundFat,
  roundMacroPdv, roundSodium, roundVitaminPdv, servingDescription, servingFor, type UsdaNutrientsPer100g,
} from './nutrition-facts';

// spec: catalogue-gifting §3 Nutrition facts; 21 CFR 101.9(c) rounding.

describe('FDA rounding rules (21 CFR 101.9(c))', () => {
  it.each([
    [0, 0], [4.99, 0], [5, 5], [7.4, 5], [7.5, 10], [47.5, 50], [50, 50], [50.01, 50], [54.99, 50], [55, 60], [162.12, 160], [165, 170],
  ])('calories %f → %f', (input, expected) => expect(roundCalories(input)).toBe(expected));

  it.each([
    [0, 0], [0.49, 0], [0.5, 0.5], [0.74, 0.5], [0.75, 1], [1.06, 1], [1.25, 1.5], [4.74, 4.5], [4.75, 5], [4.99, 5], [5, 5], [5.49, 5], [5.5, 6], [13.98, 14],
  ])('fat %f g → %f g', (input, expected) => expect(roundFat(input)).toBe(expected));

  it.each([
    [0, 0], [1.99, 0], [2, 5], [3.5, 5], [5, 5], [7.49, 5], [7.5, 10], [12.5, 15],
  ])('cholesterol %f mg → %f mg (2 to 5 mg is "less than 5 mg", held as 5)', (input, expected) =>
    expect(roundCholesterol(input)).toBe(expected));

  it.each([
    [0, 0], [4.99, 0], [5, 5], [7.49, 5], [7.5, 10], [137.5, 140], [140, 140], [141, 140], [144.99, 140], [145, 150],
  ])('sodium %f mg → %f mg', (input, expected) => expect(roundSodium(input)).toBe(expected));

  it.each([
    [0, 0], [0.49, 0], [0.5, 1], [0.99, 1], [1, 1], [1.49, 1], [1.5, 2], [6.03, 6],
  ])('carbohydrate, fiber, sugars, protein %f g → %f g (0.5 to 1 g is "less than 1 g", held as 1)', (input, expected) =>
    expect(roundCarbohydrate(input)).toBe(expected));

  it.each([[0, 0], [0.49, 0], [0.5, 1], [17.92, 18], [12.5, 13]])('macronutrient %%DV %f → %f', (input, expected) =>
    expect(roundMacroPdv(input)).toBe(expected));

  it.each([
    [0, 0], [1.99, 0], [2, 2], [2.99, 2], [3, 4], [9, 10], [10, 10], [10.01, 10], [12.49, 10], [12.5, 15], [50, 50], [50.01, 50], [54.99, 50], [55, 60],
  ])('vitamin and mineral %%DV %f → %f', (input, expected) => expect(roundVitaminPdv(input)).toBe(expected));
});

const almonds: UsdaNutrientsPer100g = {
  // USDA SR28 12061 "Nuts, almonds".
  energy_kcal: 579, protein_g: 21.15, total_fat_g: 49.93, saturated_fat_g: 3.802, trans_fat_g: 0.015, cholesterol_mg: 0,
  sodium_mg: 1, total_carbohydrate_g: 21.55, dietary_fiber_g: 12.5, total_sugars_g: 4.35, vitamin_d_mcg: 0,
  calcium_mg: 269, iron_mg: 3.71, potassium_mg: 733,
};

describe('computeNutritionFacts', () => {
  it('gives the FDA label of USDA 12061 almonds for a 28 g serving', () => {
    const facts = computeNutritionFacts(almonds, { grams: 28, description: '1 oz (28g)' }, 16);
    expect(facts).toEqual({
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

  it('leaves a nutrient absent (never 0) when USDA has no value, and omits servings per container when not given', () => {
    const facts = computeNutritionFacts({ ...almonds, trans_fat_g: null, total_sugars_g: null, vitamin_d_mcg: null }, DEFAULT_SERVING);
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

  it('shows 0% for a macronutrient declared as 0, and "less than" amounts as their bound', () => {
    // 100 g serving: fat 0.4 g (0%, not 1%), cholesterol 3 mg → 5 (1%), protein 0.7 g → 1.
    const facts = computeNutritionFacts({ energy_kcal: 20, total_fat_g: 0.4, cholesterol_mg: 3, protein_g: 0.7 }, { grams: 100, description: '100 g' });
    expect(facts?.perServing.totalFat).toEqual({ quantity: 0, unit: 'g', pdv: 0 });
    expect(facts?.perServing.cholesterol).toEqual({ quantity: 5, unit: 'mg', pdv: 1 });
    expect(facts?.perServing.protein).toEqual({ quantity: 1, unit: 'g' });
    expect(facts?.perServing.calories).toEqual({ quantity: 20, unit: 'kcal' });
  });

  it('rounds vitamins and minerals in their label units and %DV from the unrounded amount', () => {
    // 100 g: vitamin D 2.55 mcg (12.75% → 15), calcium 1304 mg (100.3% → 100), iron 0.35 mg (1.9% → 0), potassium 96 mg (2.04% → 2).
    const facts = computeNutritionFacts({ energy_kcal: 100, vitamin_d_mcg: 2.55, calcium_mg: 1304, iron_mg: 0.35, potassium_mg: 96 }, { grams: 100, description: '100 g' });
    expect(facts?.perServing.vitaminD).toEqual({ quantity: 2.6, unit: 'mcg', pdv: 15 });
    expect(facts?.perServing.calcium).toEqual({ quantity: 1300, unit: 'mg', pdv: 100 });
    expect(facts?.perServing.iron).toEqual({ quantity: 0.4, unit: 'mg', pdv: 0 });
    expect(facts?.perServing.potassium).toEqual({ quantity: 100, unit: 'mg', pdv: 2 });
  });
});

describe('rounding properties', () => {
  const amount = fc.double({ min: 0, max: 5000, noNaN: true, noDefaultInfinity: true });
  const rules = [roundCalories, roundFat, roundCholesterol, roundSodium, roundCarbohydrate, roundMacroPdv, roundVitaminPdv];

  it('every rounded value is non-negative and monotone in its input', () => {
    fc.assert(fc.property(amount, amount, (a, b) => {
      const [low, high] = a <= b ? [a, b] : [b, a];
      for (const rule of rules) {
        expect(rule(low)).toBeGreaterThanOrEqual(0);
        expect(rule(low)).toBeLessThanOrEqual(rule(high));
      }
    }));
  });

  it('more of a food per 100 g never lowers a rounded amount or %DV on the label', () => {
    const value = fc.double({ min: 0, max: 1000, noNaN: true, noDefaultInfinity: true });
    fc.assert(fc.property(value, value, fc.integer({ min: 1, max: 120 }), (a, b, grams) => {
      const [low, high] = a <= b ? [a, b] : [b, a];
      const of = (v: number) => computeNutritionFacts({ energy_kcal: v, total_fat_g: v, sodium_mg: v, protein_g: v, iron_mg: v }, { grams, description: '' });
      const lo = of(low)?.perServing;
      const hi = of(high)?.perServing;
      for (const key of ['calories', 'totalFat', 'sodium', 'protein', 'iron'] as const) {
        expect(lo?.[key]?.quantity ?? -1).toBeLessThanOrEqual(hi?.[key]?.quantity ?? -1);
        expect(lo?.[key]?.pdv ?? 0).toBeLessThanOrEqual(hi?.[key]?.pdv ?? 0);
      }
    }));
  });
});

describe('servingFor', () => {
  it('prefers one ounce and keeps the portion note', () => {
    expect(servingFor([{ amount: 1, unit: 'cup, whole', grams: 143 }, { amount: 1, unit: 'oz (23 whole kernels)', grams: 28.35 }]))
      .toEqual({ grams: 28, description: '1 oz (23 whole kernels, 28g)' });
    expect(servingFor([{ amount: 1, unit: 'oz', grams: 28.35 }])).toEqual({ grams: 28, description: '1 oz (28g)' });
  });

  it('else takes the portion within 10–80 g nearest 28–40 g, the first on a tie', () => {
    expect(servingFor([{ amount: 1, unit: 'tbsp', grams: 16 }, { amount: 2, unit: 'tbsp', grams: 32 }, { amount: 1, unit: 'cup', grams: 258 }]))
      .toEqual({ grams: 32, description: '2 tbsp (32g)' });
    expect(servingFor([{ amount: 1, unit: 'bar (1.5 oz)', grams: 42.5 }, { amount: 0.25, unit: 'cup', grams: 13.1 }]))
      .toEqual({ grams: 43, description: '1 bar (1.5 oz, 43g)' });
    expect(servingFor([{ amount: 1, unit: 'a', grams: 20 }, { amount: 1, unit: 'b', grams: 48 }])).toEqual({ grams: 20, description: '1 a (20g)' });
    expect(servingFor([{ amount: 1, unit: 'bar', grams: 10 }, { amount: 1, unit: 'bag', grams: 80 }])).toEqual({ grams: 10, description: '1 bar (10g)' });
    expect(servingFor([{ amount: 1, unit: 'serving 5 miniatures', grams: 41 }])).toEqual({ grams: 41, description: '1 serving (5 miniatures, 41g)' });
    expect(servingFor([{ amount: 2, unit: 'cookie 2011 label', grams: 51 }])).toEqual({ grams: 51, description: '2 cookie (51g)' });
  });

  it('ignores portions outside the window: one almond or a cup of flour is no serving', () => {
    expect(servingFor([{ amount: 1, unit: 'almond', grams: 1.2 }, { amount: 1, unit: 'cup', grams: 143 }])).toEqual(DEFAULT_SERVING);
    expect(servingFor([{ amount: 1, unit: 'half', grams: 9.99 }, { amount: 1, unit: 'cup', grams: 80.01 }])).toEqual(DEFAULT_SERVING);
  });

  it('takes small portions for spices when the window allows them', () => {
    const spices = { minimumGrams: 1, maximumGrams: 80 };
    expect(servingFor([{ amount: 1, unit: 'tsp', grams: 2.6 }, { amount: 1, unit: 'tbsp', grams: 6.5 }], spices))
      .toEqual({ grams: 7, description: '1 tbsp (7g)' });
    expect(servingFor([{ amount: 1, unit: 'tsp', grams: 2.13 }], spices)).toEqual({ grams: 2.1, description: '1 tsp (2.1g)' });
  });

  it('defaults to one ounce (28 g) without usable portions', () => {
    expect(servingFor([])).toEqual(DEFAULT_SERVING);
    expect(servingFor([{ amount: 1, unit: 'cup', grams: 0 }])).toEqual({ grams: 28, description: '1 oz (28g)' });
  });

  it('describes the serving lines of a label', () => {
    const facts = computeNutritionFacts(almonds, { grams: 28, description: '1 oz (28g)' }, 16);
    expect(facts && servingDescription(facts)).toBe('16 servings per container · Serving size 1 oz (28g)');
    const single = computeNutritionFacts(almonds, DEFAULT_SERVING, 1);
    expect(single && servingDescription(single)).toBe('1 serving per container · Serving size 1 oz (28g)');
    const unknown = computeNutritionFacts(almonds, DEFAULT_SERVING);
    expect(unknown && servingDescription(unknown)).toBe('Serving size 1 oz (28g)');
  });
});
