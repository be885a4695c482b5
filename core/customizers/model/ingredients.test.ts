import { mixHit, RAISINS_HIT } from './test-hits';
import {
  customizerIngredientOf,
  keptTags,
  matchesTagFilters,
  mixIngredientOf,
  priceRangeSymbols,
  sortIngredients,
  type MixIngredient,
} from './ingredients';

const invalid = (message: string) => ({ ok: false, error: { code: 'customizer/invalid-ingredient', message } });

function mixIngredient(hit: unknown): MixIngredient {
  const result = mixIngredientOf(hit);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

describe('customizer ingredients (catalogue-gifting §3, §4 Mix customizer, §5)', () => {
  it('keeps gluten-free, kosher, organic, raw, sugar-free and vegan, in that order, each once', () => {
    expect(keptTags(['vegan', 'nut', 'Kosher', 'raw', 'gluten-free', 'organic', 'sugar-free', 'vegan'])).toEqual([
      'gluten-free',
      'kosher',
      'organic',
      'raw',
      'sugar-free',
      'vegan',
    ]);
    expect(keptTags(['chocolate', 'salted', 'roasted'])).toEqual([]);
  });

  it("keeps 'less salt' for unsalted, less-salt and '50% less salt'", () => {
    expect(keptTags(['unsalted'])).toEqual(['less salt']);
    expect(keptTags(['less-salt'])).toEqual(['less salt']);
    expect(keptTags(['50% less salt'])).toEqual(['less salt']);
    expect(keptTags(['unsalted', 'less-salt', 'vegan'])).toEqual(['less salt', 'vegan']);
    expect(keptTags(['salted', 'salt-free'])).toEqual([]);
  });

  it('builds an ingredient from the fields of a search hit', () => {
    expect(customizerIngredientOf(mixHit())).toEqual({
      ok: true,
      value: {
        productKey: 'roasted-almonds',
        productNumber: 1007,
        name: 'Roasted Almonds',
        path: '/nuts/almonds/roasted-almonds',
        listingImageUrl: '/images/roasted-almonds.svg',
        listPriceCents: 1299,
        singlePiecePriceCents: 1199,
        sku: '1007-03',
        unitName: 'Value Pack',
        popularity: 0.82,
        categories: { lvl0: ['Nuts'], lvl1: ['Nuts > Almonds'] },
        tags: ['less salt', 'vegan'],
        allergens: [{ allergen: 'tree-nuts', species: ['Almonds'] }],
      },
    });
    const unknown = customizerIngredientOf(mixHit({ allergens: undefined }));
    expect(unknown.ok && 'allergens' in unknown.value).toBe(false);
  });

  it('refuses a hit without a field it reads, or whose SKU has no product number', () => {
    expect(customizerIngredientOf(mixHit({ sku: undefined }))).toEqual(
      invalid('Invalid search hit: sku: Invalid input: expected string, received undefined'),
    );
    expect(customizerIngredientOf(mixHit({ sku: 'ALM-1LB' }))).toEqual(invalid('SKU ALM-1LB has no product number.'));
    expect(customizerIngredientOf(null).ok).toBe(false);
  });

  it('builds a mix ingredient with its density, customizer categories and volume price', () => {
    const almonds = mixIngredient(mixHit());
    expect(almonds).toMatchObject({ density: 143, customizerCategoryNames: ['Nuts'], volumePriceCents: 410 });
  });

  it("refuses a mix ingredient without density: 'Density is required'", () => {
    expect(mixIngredientOf(mixHit({ density: undefined }))).toEqual(invalid('Density is required'));
    expect(mixIngredientOf(mixHit({ density: 0 }))).toEqual(invalid('Density is required'));
  });

  it("refuses one without customizer category names: 'Customizer Category Names is required'", () => {
    expect(mixIngredientOf(mixHit({ customizerCategoryNames: undefined }))).toEqual(
      invalid('Customizer Category Names is required'),
    );
    expect(mixIngredientOf(mixHit({ customizerCategoryNames: [] }))).toEqual(
      invalid('Customizer Category Names is required'),
    );
    expect(mixIngredientOf(mixHit({ volumePrice: undefined }))).toEqual(invalid('Volume price is required'));
  });

  it('gives $, $$ and $$$ by thirds of the volume price range', () => {
    const at = (productNumber: number, volumePriceCents: number) => ({ productNumber, volumePriceCents });
    const symbols = priceRangeSymbols([at(1, 100), at(2, 199), at(3, 200), at(4, 299), at(5, 300), at(6, 400)]);
    expect([...symbols.entries()]).toEqual([
      [1, '$'],
      [2, '$'],
      [3, '$$'],
      [4, '$$'],
      [5, '$$$'],
      [6, '$$$'],
    ]);
    expect([...priceRangeSymbols([at(1, 250), at(2, 250)]).values()]).toEqual(['$', '$']);
    expect([...priceRangeSymbols([at(1, 250)]).values()]).toEqual(['$']);
  });

  it('sorts by popularity descending; popularities within 1e-7 are equal and the name decides', () => {
    const item = (name: string, popularity: number, volumePriceCents = 100) => ({
      name,
      popularity,
      volumePriceCents,
      singlePiecePriceCents: 999,
    });
    const list = [item('Cashews', 0.5), item('Almonds', 0.50000005), item('Pecans', 0.9), item('Dates', 0.4999)];
    expect(sortIngredients(list, 'popularity').map((i) => i.name)).toEqual(['Pecans', 'Almonds', 'Cashews', 'Dates']);
    const apart = [item('Cashews', 0.5), item('Almonds', 0.4999998)];
    expect(sortIngredients(apart, 'popularity').map((i) => i.name)).toEqual(['Cashews', 'Almonds']);
    expect(list.map((i) => i.name)).toEqual(['Cashews', 'Almonds', 'Pecans', 'Dates']);
  });

  it('sorts by price ascending (per cup), then by name', () => {
    const item = (name: string, volumePriceCents: number) => ({
      name,
      popularity: 0.5,
      volumePriceCents,
      singlePiecePriceCents: 1,
    });
    const list = [item('Pecans', 520), item('Raisins', 291), item('Almonds', 410), item('Cashews', 410)];
    expect(sortIngredients(list, 'price').map((i) => i.name)).toEqual(['Raisins', 'Almonds', 'Cashews', 'Pecans']);
  });

  it("matches every selected tag filter; 'Less Salt' matches the kept 'less salt'", () => {
    const almonds = mixIngredient(mixHit());
    const raisins = mixIngredient(RAISINS_HIT);
    expect(matchesTagFilters(almonds, [])).toBe(true);
    expect(matchesTagFilters(almonds, ['Less Salt'])).toBe(true);
    expect(matchesTagFilters(almonds, ['Less Salt', 'Vegan'])).toBe(true);
    expect(matchesTagFilters(almonds, ['Less Salt', 'Kosher'])).toBe(false);
    expect(matchesTagFilters(raisins, ['Kosher', 'Vegan'])).toBe(true);
    expect(matchesTagFilters(raisins, ['Gluten-free'])).toBe(false);
  });
});
