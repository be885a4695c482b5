import type { CategoryNode, TrayIngredient } from '../../../../core/customizers';
import type { TrayPageData } from './tray-builder-store';

/** Test data of the tray builder (tests only): trays 9901 at 6999 cents and 9900 at 5999, eight tray ingredients. */

function ingredient(id: string, name: string, filters: readonly string[], premium = false): TrayIngredient {
  return { id, name, filters, popularity: 0.5, premium, assetPath: `/images/${id}.svg` };
}

/** Eight ingredients, most popular first as the catalogue gives them; Jumbo Cashews and Macadamias are premium. */
export const TEST_TRAY_INGREDIENTS: readonly TrayIngredient[] = [
  ingredient('1072', 'Almonds', ['Nuts', 'Almonds', 'Gluten-free', 'Kosher', 'Vegan']),
  ingredient('1110', 'Jumbo Cashews', ['Nuts', 'Cashews', 'Kosher'], true),
  ingredient('1204', 'Thompson Raisins', ['Dried Fruit', 'Raisins', 'Vegan']),
  ingredient('1301', 'Dried Apricots', ['Dried Fruit', 'Apricots', 'Gluten-free', 'Sugar-free']),
  ingredient('2301', 'Dark Chocolate Almonds', ['Chocolates & Sweets', 'Chocolate', 'Kosher']),
  ingredient('1090', 'Dry Roasted Almonds (Unsalted)', ['Nuts', 'Almonds', 'Less Salt']),
  ingredient('1120', 'Macadamias', ['Nuts', 'Macadamias', 'Raw'], true),
  ingredient('3005', 'Yogurt Pretzels', ['Snacks', 'Pretzels']),
];

/** The category tree of the ingredients above. */
export const TEST_TRAY_TREE: readonly CategoryNode[] = [
  { name: 'Chocolates & Sweets', children: [{ name: 'Chocolate', children: [] }] },
  {
    name: 'Dried Fruit',
    children: [
      { name: 'Apricots', children: [] },
      { name: 'Raisins', children: [] },
    ],
  },
  {
    name: 'Nuts',
    children: [
      { name: 'Almonds', children: [] },
      { name: 'Cashews', children: [] },
      { name: 'Macadamias', children: [] },
    ],
  },
  { name: 'Snacks', children: [{ name: 'Pretzels', children: [] }] },
];

/** The Premium tray's page data: product 9901, variant '9901-05' at 6999 cents, every ingredient. */
export const TEST_PREMIUM_TRAY: TrayPageData = {
  kind: 'tray',
  product: {
    key: '9901',
    name: 'Custom Gift Tray, Premium',
    path: '/custom/trays/premium',
    imageUrl: '/images/custom-tray-premium.svg',
    variants: [{ sku: '9901-05', variantName: 'Premium Tray', priceCents: 6999 }],
  },
  ingredients: TEST_TRAY_INGREDIENTS,
  categoryTree: TEST_TRAY_TREE,
};

/** The Classic tray's page data: product 9900, '9900-03' at 5999 cents, given every ingredient (premium too). */
export const TEST_CLASSIC_TRAY: TrayPageData = {
  kind: 'tray',
  product: {
    key: '9900',
    name: 'Custom Gift Tray, Classic',
    path: '/custom/trays/classic',
    imageUrl: '/images/custom-tray-classic.svg',
    variants: [{ sku: '9900-03', variantName: 'Classic Tray', priceCents: 5999 }],
  },
  ingredients: TEST_TRAY_INGREDIENTS,
  categoryTree: TEST_TRAY_TREE,
};
