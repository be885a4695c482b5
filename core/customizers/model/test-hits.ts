/**
 * Search hits and ingredients for the customizers' tests: two mix ingredients with realistic densities (g/cup) and
 * volume prices (cents/cup from a 1-lb bag's price: round(price / 453.59237 × density)).
 */

/** A product search hit as the mix builder reads it ('traits:mixIngredient'), with `overrides` applied. */
export function mixHit(overrides: Readonly<Record<string, unknown>> = {}): Record<string, unknown> {
  return {
    objectID: '1007-03',
    Product: { key: 'roasted-almonds', name: 'Roasted Almonds', listingImageUrl: '/images/roasted-almonds.svg' },
    path: '/nuts/almonds/roasted-almonds',
    cost: 1299,
    singlePiecePrice: 1199,
    sku: '1007-03',
    unitName: 'Value Pack',
    popularity: 0.82,
    categories: { lvl0: ['Nuts'], lvl1: ['Nuts > Almonds'] },
    tags: ['nut', 'roasted', 'unsalted', 'vegan'],
    density: 143,
    customizerCategoryNames: ['Nuts'],
    volumePrice: 410,
    allergens: ['tree-nuts'],
    allergenSpecies: { 'tree-nuts': ['Almonds'] },
    ...overrides,
  };
}

/** The raisins of the tests: 165 g/cup, 291 cents/cup (a 1-lb bag at 799 cents). */
export const RAISINS_HIT = mixHit({
  objectID: '1204-02',
  Product: { key: 'thompson-raisins', name: 'Thompson Raisins', listingImageUrl: '/images/thompson-raisins.svg' },
  path: '/dried-fruit/raisins/thompson-raisins',
  cost: 799,
  singlePiecePrice: 799,
  sku: '1204-02',
  popularity: 0.4,
  categories: { lvl0: ['Dried Fruit'] },
  tags: ['dried-fruit', 'vegan', 'kosher'],
  density: 165,
  customizerCategoryNames: ['Dried Fruit'],
  volumePrice: 291,
  allergens: [],
  allergenSpecies: undefined,
});
