import type { NutritionFacts } from '../nutrition-facts-types';
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

const facts: NutritionFacts = {
  servingSize: { quantity: 28, unit: 'g', description: '1/4 cup' },
  perServing: {
    protein: { quantity: 6, unit: 'g' }, // 12% of 50 g
    dietaryFiber: { quantity: 3, unit: 'g', pdv: 11 },
    calcium: { quantity: 80, unit: 'mg', pdv: 6 },
    iron: { quantity: 4, unit: 'mg', pdv: 22 },
    totalFat: { quantity: 15, unit: 'g', pdv: 19 },
  },
};

describe('highlightsOf and certificationsOf (§9)', () => {
  it('puts feature tags first and pads with nutrients of 10%+ DV up to 4', () => {
    const h = highlightsOf(['vegan', 'kosher', 'raw'], facts).map((x) => (x.kind === 'tag' ? x.badge.label : x.label));
    expect(h).toEqual(['Vegan', 'Raw', 'Excellent Source of Iron', 'Good Source of Protein']);
  });
  it('shows at most 4 highlights, tags first', () => {
    expect(highlightsOf(['vegan', 'raw', 'unsalted', 'sugar-free', 'keto'], facts)).toHaveLength(4);
    expect(highlightsOf(['vegan', 'raw', 'unsalted', 'sugar-free', 'keto'], facts).every((x) => x.kind === 'tag')).toBe(
      true,
    );
  });
  it('works without nutrition facts', () => {
    expect(highlightsOf(['vegan'], undefined)).toHaveLength(1);
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
