import {
  certificationsOf,
  highlightsOf,
  merchandisingBadges,
  normalizeTag,
  orderCountText,
  tagBadges,
} from './tag-badges';

// spec: catalogue-gifting §5 Badge rules, §9 Badges, Highlights and certifications, §2 badge links.

const labels = (tags: string[]) => tagBadges(tags).map((b) => b.label);

describe('tagBadges (§5 Badge rules)', () => {
  it('removes kosher when kosher pareve or kosher dairy is present', () => {
    expect(labels(['kosher', 'kosher-pareve'])).toEqual(['Kosher Pareve']);
    expect(labels(['Kosher', 'Kosher Dairy'])).toEqual(['Kosher Dairy']);
    expect(labels(['kosher'])).toEqual(['Kosher']);
  });
  it('removes gluten-free when certified gluten-free is present', () => {
    expect(labels(['gluten-free', 'certified-gluten-free'])).toEqual(['Certified Gluten-Free']);
    expect(labels(['gluten-free'])).toEqual(['Gluten-Free']);
  });
  it('removes salt-free when unsalted is present', () => {
    expect(labels(['salt-free', 'unsalted'])).toEqual(['Unsalted']);
    expect(labels(['salt-free'])).toEqual(['Salt-Free']);
  });
  it('shows only known tags, once', () => {
    expect(labels(['nut', 'roasted', 'vegan', 'vegan', 'chocolate'])).toEqual(['Vegan']);
  });
  it('links kosher to /kosher/ and gluten-free to /gluten-free (§2)', () => {
    expect(tagBadges(['kosher', 'certified-gluten-free', 'gluten-free']).map((b) => b.href)).toEqual([
      '/kosher/',
      '/gluten-free',
    ]);
  });
  it('normalises tag spelling', () => {
    expect(normalizeTag(' Kosher_Pareve ')).toBe('kosher-pareve');
  });
});

describe('highlightsOf and certificationsOf (§9)', () => {
  it('puts feature tags first and pads with the nutrient content claims, in their order, up to 4', () => {
    const h = highlightsOf(
      ['vegan', 'kosher', 'raw'],
      ['excellent-source-of-iron', 'good-source-of-fiber', 'low-sodium'],
    );
    expect(h.map((x) => (x.kind === 'tag' ? x.badge.label : x.label))).toEqual([
      'Vegan',
      'Raw',
      'Excellent Source of Iron',
      'Good Source of Fiber',
    ]);
  });
  it('shows at most 4 highlights, tags first', () => {
    const h = highlightsOf(['vegan', 'raw', 'unsalted', 'sugar-free', 'keto'], ['good-source-of-fiber']);
    expect(h.map((x) => (x.kind === 'tag' ? x.badge.label : x.label))).toEqual([
      'Vegan',
      'Raw',
      'Unsalted',
      'Sugar-Free',
    ]);
  });
  it('leaves out a claim that a tag badge already states', () => {
    const h = highlightsOf(['sugar-free'], ['sugar-free', 'low-sodium']);
    expect(h.map((x) => (x.kind === 'tag' ? x.badge.label : x.label))).toEqual(['Sugar-Free', 'Low Sodium']);
  });
  it('works without claims', () => {
    expect(highlightsOf(['vegan'], undefined)).toHaveLength(1);
    expect(highlightsOf([], [])).toEqual([]);
  });
  it('shows at most 4 certifications', () => {
    expect(
      certificationsOf(['kosher-dairy', 'organic', 'non-gmo', 'certified-gluten-free', 'kosher-pareve', 'vegan']).map(
        (b) => b.label,
      ),
    ).toEqual(['Kosher Dairy', 'Organic', 'Non-GMO', 'Certified Gluten-Free']);
  });
});

describe('merchandisingBadges and orderCountText (§9)', () => {
  it('gives Seasonal, Ships Free, Best Seller from tags and Sale when on sale, in that order', () => {
    expect(merchandisingBadges(['best-seller', 'Ships Free', 'seasonal'], true)).toEqual([
      'Seasonal',
      'Ships Free',
      'Best Seller',
      'Sale',
    ]);
    expect(merchandisingBadges(['nut'], false)).toEqual([]);
  });
  it("caps the order count at '5+'", () => {
    expect([0, 1, 4, 5, 12].map(orderCountText)).toEqual([undefined, '1', '4', '5+', '5+']);
  });
});
