import { describe, expect, it } from 'vitest';
import { claimExplanation, claimTooltipsOf, inherentClaimStatement } from './nutrient-claim-text';
import { NUTRIENT_CLAIM_LABELS } from './nutrient-claim-labels';
import { computeNutrientClaims, NUTRIENT_CLAIM_IDS, type ClaimInput, type NutrientClaimId } from './nutrient-claims';
import type { UsdaNutrientsPer100g } from './nutrition-facts';
import { isSmallReferenceAmount, referenceAmountText } from './reference-amounts';

/** A food that meets no claim: every amount well above every limit, no vitamins or minerals. */
const NEUTRAL: UsdaNutrientsPer100g = {
  energy_kcal: 500,
  total_fat_g: 12,
  saturated_fat_g: 3,
  trans_fat_g: 0,
  cholesterol_mg: 50,
  sodium_mg: 400,
  total_sugars_g: 20,
  protein_g: 0,
  dietary_fiber_g: 0,
  vitamin_d_mcg: 0,
  calcium_mg: 0,
  iron_mg: 0,
  potassium_mg: 0,
};

/** Per 100 g of food is per RACC (100 g) and per labeled serving (100 g) unless the test says otherwise. */
function compute(per100g: Partial<UsdaNutrientsPer100g>, over: Partial<ClaimInput> = {}) {
  return computeNutrientClaims({
    per100g: { ...NEUTRAL, ...per100g },
    referenceGrams: 100,
    smallReference: false,
    servingGrams: 100,
    addsSugar: false,
    addsFat: false,
    addsCholesterol: false,
    addsSodium: false,
    ...over,
  });
}
const claims = (per100g: Partial<UsdaNutrientsPer100g>, over: Partial<ClaimInput> = {}): NutrientClaimId[] => [
  ...compute(per100g, over).claims,
];

describe('NEUTRAL', () => {
  it('meets no claim', () => {
    expect(claims({})).toEqual([]);
  });
});

describe("'Good Source of' (10 to 19 % DV) and 'Excellent Source of' (20 % or more) per RACC, 21 CFR 101.54", () => {
  it.each([
    ['fiber', 'dietary_fiber_g', 28],
    ['vitamin-d', 'vitamin_d_mcg', 20],
    ['calcium', 'calcium_mg', 1300],
    ['iron', 'iron_mg', 18],
    ['potassium', 'potassium_mg', 4700],
  ] as const)('%s: Daily Value %s = %d', (nutrient, field, dv) => {
    const at = (percent: number) => claims({ [field]: (dv * percent) / 100 });
    expect(at(9.99)).toEqual([]);
    expect(at(10)).toEqual([`good-source-of-${nutrient}`]);
    expect(at(19.99)).toEqual([`good-source-of-${nutrient}`]);
    expect(at(20)).toEqual([`excellent-source-of-${nutrient}`]);
  });

  it('is per RACC, not per labeled serving: 2.8 g fiber in 30 g (9.3 g per 100 g) is a good source at 30 g', () => {
    const per100 = { dietary_fiber_g: (2.8 / 30) * 100 };
    const fiber = (over: Partial<ClaimInput>) => claims(per100, over).filter((c) => c.endsWith('fiber'));
    expect(fiber({ referenceGrams: 30, servingGrams: 60 })).toEqual(['good-source-of-fiber']);
    expect(fiber({ referenceGrams: 29.9, servingGrams: 60 })).toEqual([]);
  });

  it('counts protein on its PDCAAS-corrected amount (5 g corrected = 10 %), and claims none without a PDCAAS', () => {
    expect(claims({ protein_g: 10 }, { pdcaas: 0.5 })).toEqual(['good-source-of-protein']);
    expect(claims({ protein_g: 9.99 }, { pdcaas: 0.5 })).toEqual([]);
    expect(claims({ protein_g: 20 }, { pdcaas: 0.5 })).toEqual(['excellent-source-of-protein']);
    expect(claims({ protein_g: 19.99 }, { pdcaas: 0.5 })).toEqual(['good-source-of-protein']);
    expect(claims({ protein_g: 40 })).toEqual([]);
    expect(claims({ protein_g: 10 }, { pdcaas: 1.2 })).toEqual(['excellent-source-of-protein']);
  });

  it('claims nothing for a nutrient USDA has no value for', () => {
    expect(claims({ dietary_fiber_g: null })).toEqual([]);
  });
});

describe('calorie claims, 21 CFR 101.60(b)', () => {
  it("'Calorie Free' under 5 kcal per RACC and per labeled serving; else 'Low Calorie' at 40 kcal or less", () => {
    expect(claims({ energy_kcal: 4.99 })).toEqual(['calorie-free']);
    expect(claims({ energy_kcal: 5 })).toEqual(['low-calorie']);
    expect(claims({ energy_kcal: 40 })).toEqual(['low-calorie']);
    expect(claims({ energy_kcal: 40.01 })).toEqual([]);
    expect(claims({ energy_kcal: 4.99 }, { servingGrams: 101 })).toEqual(['low-calorie']);
  });

  it('a small RACC also meets 40 kcal per 50 g', () => {
    const small = { referenceGrams: 30, servingGrams: 30, smallReference: true };
    const kcal = (per100: number, over: Partial<ClaimInput>) =>
      claims({ energy_kcal: per100 }, over).filter((c) => c.includes('calorie'));
    expect(kcal(80, small)).toEqual(['low-calorie']);
    expect(kcal(80.01, small)).toEqual([]);
    expect(kcal(80.01, { ...small, smallReference: false })).toEqual(['low-calorie']);
  });
});

describe('fat claims, 21 CFR 101.62(b)', () => {
  it("'Fat Free' under 0.5 g per RACC and serving with no added fat; else 'Low Fat' at 3 g or less", () => {
    const fat = (g: number, over: Partial<ClaimInput> = {}) =>
      claims({ total_fat_g: g, saturated_fat_g: 3 }, over).filter((c) => c.includes('fat') && !c.includes('sat'));
    expect(fat(0.49)).toEqual(['fat-free']);
    expect(fat(0.5)).toEqual(['low-fat']);
    expect(fat(3)).toEqual(['low-fat']);
    expect(fat(3.01)).toEqual([]);
    expect(fat(0.49, { addsFat: true })).toEqual(['low-fat']);
    expect(fat(0.49, { servingGrams: 103 })).toEqual(['low-fat']);
  });

  it('a small RACC also meets 3 g per 50 g', () => {
    const small = { referenceGrams: 30, servingGrams: 30, smallReference: true };
    expect(claims({ total_fat_g: 6 }, small)).toContain('low-fat');
    expect(claims({ total_fat_g: 6.01 }, small)).not.toContain('low-fat');
  });
});

describe('saturated fat claims, 21 CFR 101.62(c)', () => {
  it("'Saturated Fat Free' under 0.5 g saturated and under 0.5 g trans fat per RACC and serving", () => {
    const sat = (s: number, trans: number | null) =>
      claims({ saturated_fat_g: s, trans_fat_g: trans }).filter((c) => c.includes('saturated'));
    expect(sat(0.49, 0.49)).toEqual(['saturated-fat-free']);
    // Not free: then 'Low Saturated Fat' (1 g or less, 4.5 of 500 kcal) is the strongest claim met.
    expect(sat(0.5, 0)).toEqual(['low-saturated-fat']);
    expect(sat(0.49, 0.5)).toEqual(['low-saturated-fat']);
    expect(sat(0.49, null)).toEqual(['low-saturated-fat']);
  });

  it("'Low Saturated Fat' at 1 g or less per RACC and 15 % or less of calories from saturated fat", () => {
    const low = (s: number, kcal: number) =>
      claims({ saturated_fat_g: s, trans_fat_g: 1, energy_kcal: kcal }).filter((c) => c.includes('saturated'));
    expect(low(1, 60)).toEqual(['low-saturated-fat']);
    expect(low(1, 59.9)).toEqual([]);
    expect(low(1.01, 500)).toEqual([]);
  });
});

describe('cholesterol claims, 21 CFR 101.62(d)', () => {
  const chol = (mg: number, sat: number, over: Partial<ClaimInput> = {}) =>
    claims({ cholesterol_mg: mg, saturated_fat_g: sat }, over).filter((c) => c.includes('cholesterol'));
  it("'Cholesterol Free' under 2 mg per RACC and serving; else 'Low Cholesterol' at 20 mg or less", () => {
    expect(chol(1.99, 2)).toEqual(['cholesterol-free']);
    expect(chol(2, 2)).toEqual(['low-cholesterol']);
    expect(chol(20, 2)).toEqual(['low-cholesterol']);
    expect(chol(20.01, 2)).toEqual([]);
    expect(chol(1.99, 2, { addsCholesterol: true })).toEqual(['low-cholesterol']);
  });
  it('both need 2 g of saturated fat or less per RACC', () => {
    expect(chol(0, 2.01)).toEqual([]);
    expect(chol(10, 2.01)).toEqual([]);
  });
});

describe('sodium claims, 21 CFR 101.61(b)', () => {
  const sodium = (mg: number, over: Partial<ClaimInput> = {}) =>
    claims({ sodium_mg: mg }, over).filter((c) => c.includes('sodium'));
  it("'Sodium Free' under 5 mg, 'Very Low Sodium' at 35 mg or less, 'Low Sodium' at 140 mg or less", () => {
    expect(sodium(4.99)).toEqual(['sodium-free']);
    expect(sodium(5)).toEqual(['very-low-sodium']);
    expect(sodium(35)).toEqual(['very-low-sodium']);
    expect(sodium(35.01)).toEqual(['low-sodium']);
    expect(sodium(140)).toEqual(['low-sodium']);
    expect(sodium(140.01)).toEqual([]);
  });
  it('no sodium free claim with salt in the ingredients or over 5 mg per labeled serving', () => {
    expect(sodium(4.99, { addsSodium: true })).toEqual(['very-low-sodium']);
    expect(sodium(4.99, { servingGrams: 101 })).toEqual(['very-low-sodium']);
  });
  it('a small RACC also meets 140 mg and 35 mg per 50 g', () => {
    const small = { referenceGrams: 30, servingGrams: 30, smallReference: true };
    expect(sodium(280, small)).toEqual(['low-sodium']);
    expect(sodium(280.01, small)).toEqual([]);
    expect(sodium(70, small)).toEqual(['very-low-sodium']);
    expect(sodium(70.01, small)).toEqual(['low-sodium']);
  });
});

describe("'Sugar Free', 21 CFR 101.60(c)(1)", () => {
  it('under 0.5 g sugars per RACC and serving, and no ingredient that is a sugar', () => {
    const sugar = (g: number, over: Partial<ClaimInput> = {}) =>
      claims({ total_sugars_g: g }, over).filter((c) => c === 'sugar-free');
    expect(sugar(0.49)).toEqual(['sugar-free']);
    expect(sugar(0.5)).toEqual([]);
    expect(sugar(0.49, { addsSugar: true })).toEqual([]);
    expect(sugar(0.49, { servingGrams: 103 })).toEqual([]);
  });
});

describe('disclosures', () => {
  const disclosures = (per100g: Partial<UsdaNutrientsPer100g>, over: Partial<ClaimInput> = {}) =>
    compute(per100g, over).disclosures;
  it('refers to the nutrition information above 13 g fat, 4 g saturated fat, 60 mg cholesterol or 480 mg sodium', () => {
    const fiber = { dietary_fiber_g: 2.8 };
    expect(disclosures({ ...fiber, total_fat_g: 3, saturated_fat_g: 4, cholesterol_mg: 60, sodium_mg: 480 })).toEqual(
      [],
    );
    expect(disclosures({ ...fiber, total_fat_g: 3, sodium_mg: 480.01 })).toEqual([
      'See nutrition information for sodium content.',
    ]);
    expect(
      disclosures({ ...fiber, total_fat_g: 3, saturated_fat_g: 4.01, cholesterol_mg: 60.01, sodium_mg: 481 }),
    ).toEqual(['See nutrition information for saturated fat, cholesterol and sodium content.']);
  });
  it('discloses the total fat per serving with a fiber claim on a food that is not low fat (101.54(d))', () => {
    // 13.01 g × 28 / 100 = 3.64 g, declared as 3.5 g (21 CFR 101.9(c)(2)).
    expect(disclosures({ dietary_fiber_g: 2.8, total_fat_g: 13.01 }, { servingGrams: 28 })[0]).toBe(
      'Contains 3.5 g of total fat per serving.',
    );
    expect(disclosures({ dietary_fiber_g: 2.8, total_fat_g: 13.01 })).toEqual([
      'Contains 13 g of total fat per serving.',
      'See nutrition information for fat content.',
    ]);
  });
  it("says 'Not a reduced calorie food.' with 'Sugar Free' unless the food is low calorie", () => {
    expect(disclosures({ total_sugars_g: 0, total_fat_g: 3 })).toEqual(['Not a reduced calorie food.']);
    expect(disclosures({ total_sugars_g: 0, total_fat_g: 3, energy_kcal: 40 })).toEqual([]);
  });
  it('has none without a claim', () => {
    expect(disclosures({ total_fat_g: 50 })).toEqual([]);
  });
});

describe('claim texts', () => {
  it('labels every claim', () => {
    expect(NUTRIENT_CLAIM_IDS.every((id) => NUTRIENT_CLAIM_LABELS[id].length > 0)).toBe(true);
    expect(NUTRIENT_CLAIM_LABELS['excellent-source-of-fiber']).toBe('Excellent Source of Fiber');
    expect(NUTRIENT_CLAIM_LABELS['very-low-sodium']).toBe('Very Low Sodium');
  });
  it('explains a claim per the reference amount of its category', () => {
    expect(claimExplanation('low-sodium', { category: 'nuts', grams: 30 })).toBe(
      '140 mg of sodium or less per 30 g, the reference amount for nuts',
    );
    expect(claimExplanation('good-source-of-fiber', { category: 'nut-butters', grams: 32.2 })).toBe(
      '10 to 19% of the Daily Value of fiber per 2 tbsp (32 g), the reference amount for nut and seed butters',
    );
  });
  it('reads small reference amounts: 30 g or less, or a household measure', () => {
    expect(isSmallReferenceAmount({ category: 'nuts', grams: 30 })).toBe(true);
    expect(isSmallReferenceAmount({ category: 'dried-fruit', grams: 40 })).toBe(false);
    expect(isSmallReferenceAmount({ category: 'nut-butters', grams: 32 })).toBe(true);
    expect(referenceAmountText({ category: 'spices', grams: 0.65 })).toBe('1/4 tsp (0.7 g)');
  });
  it('words a free or low claim a food meets by nature as 101.13(e)(2) does', () => {
    expect(inherentClaimStatement('fat-free', 'Medjool Dates')).toBe('Medjool Dates, a fat free food');
    expect(inherentClaimStatement('low-fat', 'Low-Fat Peanut Flour')).toBeUndefined();
    expect(inherentClaimStatement('sugar-free', 'Almonds')).toBeUndefined();
    expect(inherentClaimStatement('good-source-of-fiber', 'Almonds')).toBeUndefined();
    for (const id of ['very-low-sodium', 'low-saturated-fat', 'calorie-free', 'cholesterol-free'] as const) {
      expect(inherentClaimStatement(id, 'Dates')).toBe(`Dates, a ${NUTRIENT_CLAIM_LABELS[id].toLowerCase()} food`);
    }
  });
  it("words each claim's tooltip on the server: the 101.13(e)(2) statement before what the claim means", () => {
    const dates = { name: 'Medjool Dates', referenceAmount: { category: 'dried-fruit', grams: 40 } } as const;
    expect(claimTooltipsOf({ ...dates, nutrientClaims: ['fat-free', 'good-source-of-potassium'] })).toEqual({
      'fat-free':
        'Medjool Dates, a fat free food: less than 0.5 g of fat per 40 g, the reference amount for dried fruit',
      'good-source-of-potassium':
        '10 to 19% of the Daily Value of potassium per 40 g, the reference amount for dried fruit',
    });
    expect(claimTooltipsOf({ ...dates, nutrientClaims: [] })).toEqual({});
    expect(claimTooltipsOf({ name: 'Dates', referenceAmount: undefined, nutrientClaims: ['fat-free'] })).toEqual({});
  });
});
