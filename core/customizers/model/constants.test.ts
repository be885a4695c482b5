import {
  BOX_SELECTIONS,
  BOX_TAG_FILTERS,
  CASE_PRICE_FACTOR,
  CUSTOM_MIX_KEY,
  DEFAULT_MIX_POUNDS,
  MIX_MAX_INGREDIENTS,
  MIX_MAX_PARTS,
  MIX_MIN_INGREDIENTS,
  MIX_MIN_PARTS,
  MIX_WEIGHTS,
  TAG_FILTERS,
  TRAY_SECTIONS,
  TRAY_SKUS,
} from './constants';

describe('customizer constants (catalogue-gifting §9)', () => {
  it('names the mix, box and trays and their limits as the spec does', () => {
    expect(CUSTOM_MIX_KEY).toBe('9905');
    expect(BOX_SELECTIONS).toEqual({ '3719': 6 });
    expect(TRAY_SKUS).toEqual({ '9901': '9901-05', '9900': '9900-03' });
    expect(TRAY_SECTIONS).toBe(5);
    expect([MIX_MIN_INGREDIENTS, MIX_MAX_INGREDIENTS, MIX_MIN_PARTS, MIX_MAX_PARTS]).toEqual([1, 10, 1, 9]);
    expect(MIX_WEIGHTS).toEqual([
      { pounds: 5, skuSuffix: '05', label: '5 Pound Bag' },
      { pounds: 25, skuSuffix: '25', label: '25 Pound Case' },
    ]);
    expect([DEFAULT_MIX_POUNDS, CASE_PRICE_FACTOR]).toEqual([5, 0.8]);
  });

  it('offers the box the tag filters without Organic and Vegan', () => {
    expect(TAG_FILTERS).toEqual(['Gluten-free', 'Kosher', 'Less Salt', 'Organic', 'Raw', 'Sugar-free', 'Vegan']);
    expect(BOX_TAG_FILTERS).toEqual(TAG_FILTERS.filter((f) => f !== 'Organic' && f !== 'Vegan'));
  });
});
