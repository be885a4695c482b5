import { describe, expect, it } from 'vitest';
import { computeNutritionFacts } from './nutrition-facts';
import { DEFAULT_SERVING, servingDescription, servingFor } from './serving-size';

// spec: catalogue-gifting §3 Nutrition facts (servingSize, servingsPerContainer); 21 CFR 101.9(b).

const almonds = {
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

describe('servingFor', () => {
  it('prefers one ounce and keeps the portion note', () => {
    expect(
      servingFor([
        { amount: 1, unit: 'cup, whole', grams: 143 },
        { amount: 1, unit: 'oz (23 whole kernels)', grams: 28.35 },
      ]),
    ).toEqual({ grams: 28, description: '1 oz (23 whole kernels, 28g)' });
    expect(servingFor([{ amount: 1, unit: 'oz', grams: 28.35 }])).toEqual({ grams: 28, description: '1 oz (28g)' });
  });

  it('else takes the portion within 10–80 g nearest 28–40 g, the first on a tie', () => {
    expect(
      servingFor([
        { amount: 1, unit: 'tbsp', grams: 16 },
        { amount: 2, unit: 'tbsp', grams: 32 },
        { amount: 1, unit: 'cup', grams: 258 },
      ]),
    ).toEqual({ grams: 32, description: '2 tbsp (32g)' });
    expect(
      servingFor([
        { amount: 1, unit: 'bar (1.5 oz)', grams: 42.5 },
        { amount: 0.25, unit: 'cup', grams: 13.1 },
      ]),
    ).toEqual({ grams: 43, description: '1 bar (1.5 oz, 43g)' });
    expect(
      servingFor([
        { amount: 1, unit: 'a', grams: 20 },
        { amount: 1, unit: 'b', grams: 48 },
      ]),
    ).toEqual({ grams: 20, description: '1 a (20g)' });
    expect(
      servingFor([
        { amount: 1, unit: 'bar', grams: 10 },
        { amount: 1, unit: 'bag', grams: 80 },
      ]),
    ).toEqual({ grams: 10, description: '1 bar (10g)' });
    expect(servingFor([{ amount: 1, unit: 'serving 5 miniatures', grams: 41 }])).toEqual({
      grams: 41,
      description: '1 serving (5 miniatures, 41g)',
    });
    expect(servingFor([{ amount: 2, unit: 'cookie 2011 label', grams: 51 }])).toEqual({
      grams: 51,
      description: '2 cookie (51g)',
    });
  });

  it('ignores portions outside the window: one almond or a cup of flour is no serving', () => {
    expect(
      servingFor([
        { amount: 1, unit: 'almond', grams: 1.2 },
        { amount: 1, unit: 'cup', grams: 143 },
      ]),
    ).toEqual(DEFAULT_SERVING);
    expect(
      servingFor([
        { amount: 1, unit: 'half', grams: 9.99 },
        { amount: 1, unit: 'cup', grams: 80.01 },
      ]),
    ).toEqual(DEFAULT_SERVING);
  });

  it('takes small portions for spices when the window allows them', () => {
    const spices = { minimumGrams: 1, maximumGrams: 80 };
    expect(
      servingFor(
        [
          { amount: 1, unit: 'tsp', grams: 2.6 },
          { amount: 1, unit: 'tbsp', grams: 6.5 },
        ],
        spices,
      ),
    ).toEqual({ grams: 7, description: '1 tbsp (7g)' });
    expect(servingFor([{ amount: 1, unit: 'tsp', grams: 2.13 }], spices)).toEqual({
      grams: 2.1,
      description: '1 tsp (2.1g)',
    });
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
