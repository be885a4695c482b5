import { describe, expect, it } from 'vitest';
import { ALLERGEN_TERMS, REVIEWED_FREE_TERMS } from './allergen-vocabulary';
import { ALLERGEN_INFORMATION_UNAVAILABLE, NO_MAJOR_ALLERGENS } from './allergen-wording';
import { containsStatement, freeFromOf, statementFromKeys, unionOfStatements } from './allergens';
import { deriveAllergens, ingredientWords, readIngredients } from './derive-allergens';

describe('the allergen vocabulary, entry by entry', () => {
  it.each(ALLERGEN_TERMS.map((t) => [t.term, t] as const))('"%s" names its allergen', (term, entry) => {
    const statement = deriveAllergens(`Sugar, ${term}, salt.`);
    expect(statement).toEqual([{ allergen: entry.allergen, species: entry.species ? [entry.species] : [] }]);
    expect(readIngredients(`Sugar, ${term}, salt.`).unreviewedWords).toEqual([]);
  });

  // Mass nouns ending in i, u or s (tahini, tofu, couscous) have no plural with an s.
  const countable = ALLERGEN_TERMS.filter((t) => !/[ius]$/.test(t.term));
  it.each(countable.map((t) => [t.term] as const))('"%s" is read in the plural and capitalised', (term) => {
    const plural = `${term.charAt(0).toUpperCase()}${term.slice(1)}s`;
    const expected = deriveAllergens(term);
    expect(deriveAllergens(`${plural}.`)).toEqual(expected);
  });

  it.each(REVIEWED_FREE_TERMS.map((t) => [t] as const))('"%s" names no major allergen and is reviewed', (term) => {
    expect(deriveAllergens(`${term}, sugar.`)).toEqual([]);
    expect(readIngredients(`${term}, sugar.`).unreviewedWords).toEqual([]);
  });

  it('has no term twice', () => {
    const all = [...ALLERGEN_TERMS.map((t) => t.term), ...REVIEWED_FREE_TERMS].map((t) => ingredientWords(t).join(' '));
    expect(all.length).toBe(new Set(all).size);
  });

  it('names the species of every tree nut, fish and shellfish term but the bare word fish', () => {
    const withoutSpecies = ALLERGEN_TERMS.filter(
      (t) => ['tree-nuts', 'fish', 'crustacean-shellfish'].includes(t.allergen) && t.species === undefined,
    ).map((t) => t.term);
    expect(withoutSpecies).toEqual(['fish']);
  });

  it('covers the 12 tree nuts of FDA Edition 5 (Appendix I) and none it removed', () => {
    const nuts = new Set(ALLERGEN_TERMS.filter((t) => t.allergen === 'tree-nuts').map((t) => t.species));
    expect([...nuts].sort()).toEqual(
      [
        'Almonds',
        'Black Walnuts',
        'Brazil Nuts',
        'California Walnuts',
        'Cashews',
        'Hazelnuts',
        'Heartnuts',
        'Macadamia Nuts',
        'Pecans',
        'Pine Nuts',
        'Pistachios',
        'Walnuts',
      ].sort(),
    );
    for (const removed of [
      'Coconut',
      'Chestnuts',
      'Beech nuts',
      'Butternuts',
      'Hickory nuts',
      'Ginkgo nuts',
      'Pili nuts',
    ])
      expect(deriveAllergens(`${removed}.`), removed).toEqual([]);
  });
});

describe('deriveAllergens', () => {
  it('states "Contains: Tree Nuts (Almonds), Milk" for almonds in milk chocolate, in the order first named', () => {
    const s = deriveAllergens('Almonds, milk chocolate (sugar, cocoa butter, chocolate, skim milk, milkfat, vanilla).');
    expect(s).toEqual([
      { allergen: 'tree-nuts', species: ['Almonds'] },
      { allergen: 'milk', species: [] },
    ]);
    expect(containsStatement(s)).toBe('Contains: Tree Nuts (Almonds), Milk');
  });

  it('names every species once, in order, and the longest term wins', () => {
    const s = deriveAllergens(
      'Peanuts, almonds, cashews, Brazil nuts, pecans, almonds, peanut butter, cocoa butter, sunflower seed butter.',
    );
    expect(s).toEqual([
      { allergen: 'peanuts', species: [] },
      { allergen: 'tree-nuts', species: ['Almonds', 'Cashews', 'Brazil Nuts', 'Pecans'] },
    ]);
  });

  it('reads bare flour as wheat (21 CFR 137.105) but not rice, corn or buckwheat flour', () => {
    expect(deriveAllergens('Flour, sugar.')).toEqual([{ allergen: 'wheat', species: [] }]);
    expect(deriveAllergens('Rice flour, corn flour, buckwheat flour, cream of tartar, coconut milk.')).toEqual([]);
  });

  it('counts fish oil as fish and names the species the statement gives', () => {
    expect(deriveAllergens('Peanuts, fish oil (anchovy, sardine).')).toEqual([
      { allergen: 'peanuts', species: [] },
      { allergen: 'fish', species: ['Anchovies', 'Sardines'] },
    ]);
  });

  it('lists words the vocabulary does not know as unreviewed, skipping descriptive words and numbers', () => {
    expect(readIngredients('Mixed nuts, dark chocolate 70-85% cacao, roasted almonds.').unreviewedWords).toEqual([
      'mixed',
      'nut',
      'cacao',
    ]);
    expect(readIngredients('Lecithin.').unreviewedWords).toEqual(['lecithin']);
  });

  it('is unavailable for absent or blank ingredients, and empty for none', () => {
    expect(deriveAllergens(undefined)).toBeUndefined();
    expect(deriveAllergens('  ')).toBeUndefined();
    expect(deriveAllergens('Dates.')).toEqual([]);
  });
});

describe('containsStatement, freeFromOf, unionOfStatements, statementFromKeys', () => {
  it('never states an empty statement', () => {
    expect(containsStatement(undefined)).toBe(ALLERGEN_INFORMATION_UNAVAILABLE);
    expect(ALLERGEN_INFORMATION_UNAVAILABLE).toBe('Allergen information unavailable');
    expect(containsStatement([])).toBe(NO_MAJOR_ALLERGENS);
    expect(
      containsStatement([
        { allergen: 'tree-nuts', species: ['Almonds', 'Cashews'] },
        { allergen: 'crustacean-shellfish', species: ['Shrimp'] },
        { allergen: 'soybeans', species: [] },
      ]),
    ).toBe('Contains: Tree Nuts (Almonds, Cashews), Crustacean Shellfish (Shrimp), Soybeans');
  });

  it('is free from every allergen a known statement lacks, and from none when unknown', () => {
    expect(freeFromOf([{ allergen: 'tree-nuts', species: ['Almonds'] }])).toEqual([
      'milk-free',
      'egg-free',
      'fish-free',
      'shellfish-free',
      'peanut-free',
      'wheat-free',
      'soy-free',
      'sesame-free',
    ]);
    expect(freeFromOf([])).toHaveLength(9);
    expect(freeFromOf(undefined)).toEqual([]);
  });

  it('unites the parts of a mix in order, species merged; unknown when a part is unknown or there are none', () => {
    const almonds = [{ allergen: 'tree-nuts' as const, species: ['Almonds'] }];
    const chocolate = [
      { allergen: 'milk' as const, species: [] },
      { allergen: 'tree-nuts' as const, species: ['Hazelnuts', 'Almonds'] },
    ];
    expect(unionOfStatements([almonds, [], chocolate])).toEqual([
      { allergen: 'tree-nuts', species: ['Almonds', 'Hazelnuts'] },
      { allergen: 'milk', species: [] },
    ]);
    expect(unionOfStatements([almonds, undefined])).toBeUndefined();
    expect(unionOfStatements([])).toBeUndefined();
  });

  it('reads the wire form back: keys in order with their species, unknown keys dropped, absent is unknown', () => {
    expect(statementFromKeys(['tree-nuts', 'milk', 'gluten'], { 'tree-nuts': ['Pecans'] })).toEqual([
      { allergen: 'tree-nuts', species: ['Pecans'] },
      { allergen: 'milk', species: [] },
    ]);
    expect(statementFromKeys(undefined)).toBeUndefined();
  });
});
