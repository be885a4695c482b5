import { usd } from '../../shared';
import type { ProductCard } from './product-card';
import { ALL_TAB, filterByTab, filterTabs } from './recommendation-tabs';
import {
  BUY_IT_AGAIN_TITLE,
  RECENT_PURCHASES_DEFAULT_LIMIT,
  RECOMMENDATION_FALLBACK_TITLE,
  cardOfSearchHit,
  inKeyOrder,
  isRecommendable,
  placeholderCount,
  recentlyPurchasedKeys,
  recommendationTitle,
  sliderGapPx,
  type RecommendationHit,
} from './recommendations';
import { recentPurchasesQuerySchema } from './recent-purchases-query';

const hit = (overrides: Partial<RecommendationHit> = {}): RecommendationHit => ({
  path: '/nuts/almonds/roasted',
  sku: 'ALM-1LB',
  cost: 1299,
  singlePiecePrice: 1299,
  weight: 454,
  shortVariantName: '1 lb bag',
  Product: {
    name: 'Roasted Almonds',
    key: 'roasted-almonds',
    listingImageUrl: '/images/almonds.jpg',
    shortDescription: 'Crunchy',
    reportingCategory: 'Nuts',
  },
  tags: ['kosher'],
  unitName: 'Value Pack',
  inStock: true,
  autoDeliveryEligible: true,
  ...overrides,
});
const card = (productKey: string, reportingCategory?: string): ProductCard => ({
  ...cardOfSearchHit(hit({ Product: { ...hit().Product, key: productKey } })),
  reportingCategory,
});

describe('recommendation rows (catalogue-gifting §9)', () => {
  it('shows 12 placeholders on desktop and 2 on mobile while loading; a tablet counts as desktop', () => {
    expect(placeholderCount('desktop')).toBe(12);
    expect(placeholderCount('mobile')).toBe(2);
    expect(placeholderCount('tablet')).toBe(12);
  });

  it('spaces slider cards 16 px by default, 12 px on tablet and 8 px on mobile', () => {
    expect([sliderGapPx('desktop'), sliderGapPx('tablet'), sliderGapPx('mobile')]).toEqual([16, 12, 8]);
  });

  it("falls back to 'Frequently bought together' when the source gives no title (or a blank one)", () => {
    expect(RECOMMENDATION_FALLBACK_TITLE).toBe('Frequently bought together');
    expect(recommendationTitle(undefined)).toBe('Frequently bought together');
    expect(recommendationTitle('   ')).toBe('Frequently bought together');
    expect(recommendationTitle(' Customers also bought ')).toBe('Customers also bought');
  });

  it("titles the reorder row 'Buy It Again' by default", () => {
    expect(BUY_IT_AGAIN_TITLE).toBe('Buy It Again');
    expect(recommendationTitle(undefined, BUY_IT_AGAIN_TITLE)).toBe('Buy It Again');
  });
});

describe('recent-purchases limit (catalogue-gifting §7 "limit (default 20)")', () => {
  it('defaults to 20 when absent or empty', () => {
    expect(RECENT_PURCHASES_DEFAULT_LIMIT).toBe(20);
    expect(recentPurchasesQuerySchema.parse({})).toEqual({ limit: 20 });
    expect(recentPurchasesQuerySchema.parse({ limit: '' })).toEqual({ limit: 20 });
  });

  it.each([
    ['1', 1],
    ['5', 5],
    ['100', 100],
  ])('accepts limit=%s', (raw, limit) => {
    expect(recentPurchasesQuerySchema.parse({ limit: raw })).toEqual({ limit });
  });

  it.each(['0', '-1', '101', '2.5', 'ten'])('refuses limit=%s', (raw) => {
    expect(recentPurchasesQuerySchema.safeParse({ limit: raw }).success).toBe(false);
  });

  it('refuses unknown parameters', () => {
    expect(recentPurchasesQuerySchema.safeParse({ limit: '5', sort: 'price' }).success).toBe(false);
  });
});

describe('recentlyPurchasedKeys', () => {
  const line = (productKey: string, orderedAt: string) => ({ productKey, orderedAt });

  it('lists each product once, most recently ordered first, at most limit', () => {
    const lines = [
      line('a', '2026-01-01T00:00:00Z'),
      line('b', '2026-03-01T00:00:00Z'),
      line('c', '2026-02-01T00:00:00Z'),
      line('a', '2026-03-01T00:00:00Z'),
    ];
    expect(recentlyPurchasedKeys(lines, 20)).toEqual(['b', 'a', 'c']);
    expect(recentlyPurchasedKeys(lines, 2)).toEqual(['b', 'a']);
  });

  it('keeps the line order within one order, and is empty without purchases', () => {
    expect(recentlyPurchasedKeys([line('x', '2026-01-01T00:00:00Z'), line('y', '2026-01-01T00:00:00Z')], 20)).toEqual([
      'x',
      'y',
    ]);
    expect(recentlyPurchasedKeys([], 20)).toEqual([]);
  });
});

describe('isRecommendable (catalogue-gifting §7 "excluding shortVariantName sample and mini box")', () => {
  it.each(['Sample', 'sample pack', 'Mini Boxes', 'Mini Box', 'mini-box'])('excludes %s', (name) =>
    expect(isRecommendable(name)).toBe(false),
  );
  it.each(['1 lb bag', '5 lb bulk case', 'Minimalist tin'])('keeps %s', (name) =>
    expect(isRecommendable(name)).toBe(true),
  );
});

describe('cardOfSearchHit', () => {
  it('maps a search hit to a product card linking to the product path, without a rating', () => {
    expect(cardOfSearchHit(hit())).toEqual({
      sku: 'ALM-1LB',
      productKey: 'roasted-almonds',
      name: 'Roasted Almonds',
      path: '/nuts/almonds/roasted',
      imageUrl: '/images/almonds.jpg',
      price: usd(1299),
      listPrice: undefined,
      displayDiscountPercent: undefined,
      inStock: true,
      allVariantsOutOfStock: false,
      autoDeliveryEligible: true,
      unitName: 'Value Pack',
      weightGrams: 454,
      shortDescription: 'Crunchy',
      keywords: ['kosher'],
      hasSiblings: false,
      reportingCategory: 'Nuts',
    });
  });

  it.each([
    [3999, 2000, 50],
    [1099, 989, 10],
    [1000, 667, 33],
    [1129, 960, 14],
  ])(
    'a hit costing %i cents sold at %i shows the list price and %i percent off (floor of the ratio plus 0.02)',
    (cost, singlePiecePrice, percent) => {
      expect(cardOfSearchHit(hit({ cost, singlePiecePrice }))).toMatchObject({
        price: usd(singlePiecePrice),
        listPrice: usd(cost),
        displayDiscountPercent: percent,
      });
    },
  );

  it('an out-of-stock hit is out of stock for every variant (the index ranks in-stock variants first)', () => {
    expect(cardOfSearchHit(hit({ inStock: false }))).toMatchObject({ inStock: false, allVariantsOutOfStock: true });
  });
});

describe('inKeyOrder', () => {
  it('follows the keys and drops cards of other keys', () => {
    expect(inKeyOrder([card('a'), card('b'), card('c')], ['c', 'a', 'z']).map((c) => c.productKey)).toEqual(['c', 'a']);
  });
});

describe('filter tabs (catalogue-gifting §2 recommendations with filter tabs)', () => {
  const cards = [card('a', 'Nuts'), card('b', 'Dried Fruit'), card('c', 'Nuts'), card('d')];

  it("offers 'All' then each reporting category in first-seen order", () => {
    expect(filterTabs(cards)).toEqual([ALL_TAB, 'Nuts', 'Dried Fruit']);
  });

  it('offers no tabs when the products fall in fewer than two categories', () => {
    expect(filterTabs([card('a', 'Nuts'), card('b', 'Nuts'), card('c')])).toEqual([]);
    expect(filterTabs([])).toEqual([]);
  });

  it("shows a category's products under its tab, and all under 'All' or an unknown tab", () => {
    expect(filterByTab(cards, 'Nuts').map((c) => c.productKey)).toEqual(['a', 'c']);
    expect(filterByTab(cards, ALL_TAB)).toHaveLength(4);
    expect(filterByTab(cards, 'Coffee')).toHaveLength(4);
  });
});
