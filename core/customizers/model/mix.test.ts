import fc from 'fast-check';
import { mixHit, RAISINS_HIT } from './test-hits';
import { mixIngredientOf, type MixIngredient } from './ingredients';
import { canAddMix, mixPriceCents, mixProblems, mixSku, newCustomMix, type MixSelection } from './mix';

function ingredient(hit: unknown): MixIngredient {
  const result = mixIngredientOf(hit);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

const ALMONDS = ingredient(mixHit());
const RAISINS = ingredient(RAISINS_HIT);

describe('custom mix (catalogue-gifting §3 Custom mix, §4 Mix customizer, §5 Mix, §9)', () => {
  it("starts as a 5-pound 'Mix' of quantity 1 with no selections", () => {
    expect(newCustomMix('My Mix')).toEqual({ name: 'My Mix', pounds: 5, type: 'Mix', quantity: 1, selections: [] });
  });

  it('prices a 5-pound bag from parts, densities and volume prices, and a 25-pound case at 0.8 × 5 bags', () => {
    const mix = [
      { ingredient: ALMONDS, parts: 3 },
      { ingredient: RAISINS, parts: 1 },
    ];
    // round(5 × 453.59237 × (3×410 + 1×291) / (3×143 + 1×165)) = round(5807.05…)
    expect(mixPriceCents(mix, 5)).toBe(5807);
    // round(0.8 × 5807 × 5)
    expect(mixPriceCents(mix, 25)).toBe(23228);
    expect(mixPriceCents([{ ingredient: ALMONDS, parts: 1 }], 5)).toBe(6503);
    expect(mixPriceCents([{ ingredient: ALMONDS, parts: 9 }], 5)).toBe(6503);
    expect(mixPriceCents([], 5)).toBe(0);
  });

  it("has the SKUs '9905-05' and '9905-25'", () => {
    expect(mixSku(5)).toBe('9905-05');
    expect(mixSku(25)).toBe('9905-25');
  });

  it('says why a mix cannot be added: no ingredient, more than 10, parts outside 1..9, an empty slot', () => {
    expect(mixProblems({ selections: [] })).toEqual(['Add at least one ingredient to your mix.']);
    expect(mixProblems({ selections: [null] })).toEqual([
      'Add at least one ingredient to your mix.',
      'Choose an ingredient for every slot or remove the empty slots.',
    ]);
    const eleven = Array.from({ length: 11 }, () => ({ ingredient: ALMONDS, parts: 1 }));
    expect(mixProblems({ selections: eleven })).toEqual(['A mix holds at most 10 ingredients; remove 1.']);
    expect(
      mixProblems({
        selections: [{ ingredient: ALMONDS, parts: 0 }, { ingredient: RAISINS, parts: 10 }, null],
      }),
    ).toEqual([
      'Roasted Almonds: choose 1 to 9 parts.',
      'Thompson Raisins: choose 1 to 9 parts.',
      'Choose an ingredient for every slot or remove the empty slots.',
    ]);
    expect(canAddMix({ selections: [null] })).toBe(false);
  });

  it('can add a mix of 1 to 10 filled slots with 1 to 9 parts each', () => {
    expect(mixProblems({ selections: [{ ingredient: ALMONDS, parts: 9 }] })).toEqual([]);
    expect(canAddMix({ selections: Array.from({ length: 10 }, () => ({ ingredient: RAISINS, parts: 1 })) })).toBe(true);
  });

  describe('properties (fixed seed)', () => {
    const ingredientArb = fc.record({
      density: fc.integer({ min: 20, max: 300 }),
      volumePriceCents: fc.integer({ min: 10, max: 2000 }),
    });
    const selections = fc.array(fc.record({ i: ingredientArb, parts: fc.integer({ min: 1, max: 9 }) }), {
      minLength: 1,
      maxLength: 10,
    });
    const asMix = (list: { i: { density: number; volumePriceCents: number }; parts: number }[]): MixSelection[] =>
      list.map(({ i, parts }) => ({ ingredient: { ...ALMONDS, ...i }, parts }));

    it('prices every mix at a positive whole number of cents', () => {
      fc.assert(
        fc.property(selections, fc.constantFrom(5 as const, 25 as const), (list, pounds) => {
          const price = mixPriceCents(asMix(list), pounds);
          expect(Number.isInteger(price)).toBe(true);
          expect(price).toBeGreaterThan(0);
        }),
        { seed: 17, numRuns: 500 },
      );
    });

    it('prices the 25-pound case at round(0.8 × the 5-pound price × 5)', () => {
      fc.assert(
        fc.property(selections, (list) => {
          const mix = asMix(list);
          expect(mixPriceCents(mix, 25)).toBe(Math.round(0.8 * mixPriceCents(mix, 5) * 5));
        }),
        { seed: 17, numRuns: 500 },
      );
    });
  });
});
