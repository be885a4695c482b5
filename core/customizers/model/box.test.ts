import { mixHit } from './test-hits';
import { boxPriceCents, canAddBox, filterMiniBoxes, miniBoxProductOf, sortMiniBoxes } from './box';

const box = (name: string, priceCents: number, tags: readonly string[] = []) => ({ name, priceCents, tags });

describe('box customizer (catalogue-gifting §3 Mini-box product, §4 Box customizer, §9)', () => {
  it("builds a mini-box product from a 'Mini Boxes' hit, priced at its volume price or single piece price", () => {
    const hit = mixHit({ sku: '1007-90', singlePiecePrice: 350, volumePrice: undefined, density: undefined });
    expect(miniBoxProductOf(hit)).toEqual({
      ok: true,
      value: {
        productKey: 'roasted-almonds',
        productNumber: 1007,
        sku: '1007-90',
        name: 'Roasted Almonds',
        path: '/nuts/almonds/roasted-almonds',
        listingImageUrl: '/images/roasted-almonds.svg',
        tags: ['less salt', 'vegan'],
        hierarchicalFacet: { lvl0: ['Nuts'], lvl1: ['Nuts > Almonds'] },
        priceCents: 350,
        allergens: [{ allergen: 'tree-nuts', species: ['Almonds'] }],
      },
    });
    const withVolume = miniBoxProductOf(mixHit({ sku: '1007-90', singlePiecePrice: 350, volumePrice: 410 }));
    expect(withVolume.ok && withVolume.value.priceCents).toBe(410);
  });

  it('sorts by price ascending, then by name', () => {
    const list = [box('Pecans', 450), box('Cashews', 300), box('Almonds', 300), box('Dates', 199)];
    expect(sortMiniBoxes(list).map((b) => b.name)).toEqual(['Dates', 'Almonds', 'Cashews', 'Pecans']);
  });

  it('filters by the box tag filters only: Organic and Vegan are not offered', () => {
    const list = [box('Almonds', 300, ['less salt', 'vegan']), box('Fudge', 300, ['kosher'])];
    expect(filterMiniBoxes(list, ['Less Salt']).map((b) => b.name)).toEqual(['Almonds']);
    expect(filterMiniBoxes(list, ['Kosher']).map((b) => b.name)).toEqual(['Fudge']);
    expect(filterMiniBoxes(list, ['Vegan', 'Organic']).map((b) => b.name)).toEqual(['Almonds', 'Fudge']);
  });

  it('prices a box with fewer selections pro rata: round(full × selected / required)', () => {
    expect(boxPriceCents(4299, 6, 6)).toBe(4299);
    expect(boxPriceCents(4299, 3, 6)).toBe(2150);
    expect(boxPriceCents(4299, 1, 6)).toBe(717);
    expect(boxPriceCents(4299, 0, 6)).toBe(0);
  });

  it('adds box 3719 only with exactly 6 slots, all filled', () => {
    const six = [1, 2, 3, 4, 5, 6].map((productNumber) => ({ productNumber }));
    expect(canAddBox('3719', six)).toBe(true);
    expect(canAddBox('3719', six.slice(0, 5))).toBe(false);
    expect(canAddBox('3719', [...six, { productNumber: 7 }])).toBe(false);
    expect(canAddBox('3719', [...six.slice(0, 5), null])).toBe(false);
    expect(canAddBox('9901', six)).toBe(false);
  });
});
