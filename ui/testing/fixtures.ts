import type { Category, Product, Variant } from '../../core/catalogue';
import type { ProductCard } from '../../core/catalogue';
import type { NutritionFacts } from '../../core/catalogue';
import type { Address } from '../../core/cart';
import { usd } from '../../core/shared';

/** Seeded catalogue data for UI tests: one category tree, one product with three variants and its nutrition facts. */
export const nutsCategory: Category = { id: 'c-nuts', key: 'nuts', name: 'Nuts', path: '/nuts', orderHint: 1 };
export const almondsCategory: Category = {
  id: 'c-almonds',
  key: 'almonds',
  name: 'Almonds',
  path: '/nuts/almonds',
  parentKey: 'nuts',
  orderHint: 1,
};
export const driedFruitCategory: Category = {
  id: 'c-df',
  key: 'driedfruit',
  name: 'Dried Fruit',
  path: '/driedfruit',
  orderHint: 2,
};

function variant(id: number, sku: string, variantName: string, cents: number, extra: Partial<Variant> = {}): Variant {
  return {
    id,
    sku,
    variantName,
    weightGrams: 454,
    active: true,
    backordered: false,
    maximumPiecesPerOrder: 4999,
    unitName: 'Value Pack',
    bulk: false,
    wholesale: false,
    autoDeliveryEligible: true,
    usdaNdbNo: '12061',
    ingredients: 'Almonds, sea salt, peanut oil.',
    countryOfOrigin: 'USA',
    prices: [{ id: `p-${sku}`, value: usd(cents), tiers: [] }],
    ...extra,
  };
}

/** Roasted Salted Almonds: 1 lb (on sale, with a tier), 5 lb (backordered), a hidden 'Mini Boxes' and an inactive variant. */
export const almonds: Product = {
  id: 'prod-almonds',
  key: 'roasted-salted-almonds',
  name: 'Roasted Salted Almonds',
  slug: 'roasted-salted-almonds',
  path: '/nuts/almonds/roasted-salted',
  description:
    '<p>Crunchy California almonds, <strong>roasted</strong> and lightly salted.</p><script>alert(1)</script>',
  oneLinerDescription: 'Lightly salted, roasted to order',
  categoryKeys: ['almonds'],
  tags: ['kosher'],
  imageUrl: '/images/almonds.jpg',
  meltable: false,
  variants: [
    variant(1, '1001-01', '1 lb bag', 1299, {
      prices: [
        {
          id: 'p-1001-01',
          value: usd(1499),
          tiers: [{ minimumQuantity: 5, value: usd(1169) }],
          discounted: { value: usd(1299), discountName: 'Spring sale' },
        },
      ],
    }),
    variant(2, '1001-05', '5 lb bulk case', 5499, { weightGrams: 2268, backordered: true, unitName: 'Bulk Pack' }),
    variant(3, '1001-mini', 'Mini Boxes', 399),
    variant(4, '1001-old', 'Old Tin', 2999, { active: false }),
  ],
  // What the catalogue derives from the ingredients and the facts: peanut oil is named, so peanuts are
  // declared; per 30 g of nuts the fiber makes a 'Good Source', and the fat over 13 g is disclosed.
  allergens: [
    { allergen: 'tree-nuts', species: ['Almonds'] },
    { allergen: 'peanuts', species: [] },
  ],
  referenceAmount: { category: 'nuts', grams: 30 },
  nutrientClaims: ['good-source-of-fiber', 'cholesterol-free'],
  claimDisclosures: ['Contains 15 g of total fat per serving.', 'See nutrition information for fat content.'],
};

/** Raw Pecans: a food (a USDA NDB number) whose ingredient statement is unknown, so its allergens are too. */
export const rawPecans: Product = {
  id: 'prod-raw-pecans',
  key: 'raw-pecans',
  name: 'Raw Pecans',
  slug: 'raw-pecans',
  path: '/nuts/pecans/raw',
  description: '<p>Buttery raw pecan halves.</p>',
  oneLinerDescription: 'Raw pecan halves',
  categoryKeys: ['nuts'],
  tags: [],
  imageUrl: '/images/pecans.jpg',
  meltable: false,
  variants: [
    (({ ingredients: _unknown, ...v }) => v)(variant(11, '1011-01', '1 lb bag', 1199, { usdaNdbNo: '12142' })),
  ],
};

/** The gift certificate: one variant per preset amount of catalogue-gifting §9 ($10 … $200), no ingredients. */
export const giftCertificate: Product = {
  id: 'prod-gift-certificate',
  key: 'gift-certificate',
  name: 'Gift Certificate',
  slug: 'gift-certificate',
  path: '/gifts/gift-certificate',
  description: '<p>Good for anything in the store.</p>',
  oneLinerDescription: 'Good for anything in the store',
  categoryKeys: ['gifts'],
  tags: [],
  imageUrl: '/images/gift-certificate.svg',
  meltable: false,
  variants: (
    [
      [236, 1000],
      [5, 2500],
      [155, 3500],
      [156, 4000],
      [6, 5000],
      [7, 7500],
      [8, 10000],
      [9, 20000],
    ] as const
  ).map(([id, cents], i) => {
    const {
      usdaNdbNo: _food,
      ingredients: _none,
      countryOfOrigin: _origin,
      ...certificate
    } = variant(i + 1, `GC-${id}`, `$${cents / 100}`, cents, {
      weightGrams: 28,
      unitName: 'Certificate',
      autoDeliveryEligible: false,
    });
    return certificate;
  }),
};

/** FDA-style facts for almonds; vitamin A has no pdv and added sugars no value, so both rows are hidden. */
export const almondFacts: NutritionFacts = {
  servingSize: { quantity: 28, unit: 'g', description: '1/4 cup' },
  servingsPerContainer: 16,
  perServing: {
    calories: { quantity: 170, unit: 'kcal' },
    totalFat: { quantity: 15, unit: 'g', pdv: 19 },
    saturatedFat: { quantity: 1, unit: 'g', pdv: 5 },
    sodium: { quantity: 95, unit: 'mg', pdv: 4 },
    totalCarbohydrate: { quantity: 6, unit: 'g', pdv: 2 },
    dietaryFiber: { quantity: 3, unit: 'g', pdv: 11 },
    protein: { quantity: 6, unit: 'g' },
    calcium: { quantity: 80, unit: 'mg', pdv: 6 },
    iron: { quantity: 1, unit: 'mg', pdv: 6 },
    vitaminA: { quantity: 0, unit: 'mcg' },
  },
};

/**
 * FDA-style facts of a 28 g candy serving, after USDA SR28 19070 butterscotch: cholesterol 2.52 mg is declared
 * "less than 5 mg" (21 CFR 101.9(c)(3)) and a fiber of 0.7 g "less than 1 g" (101.9(c)(6)(i)), each with the
 * %DV of its unrounded amount.
 */
export const candyFacts: NutritionFacts = {
  servingSize: { quantity: 28, unit: 'g', description: '1 oz (28g)' },
  servingsPerContainer: 16,
  perServing: {
    calories: { quantity: 110, unit: 'kcal' },
    totalFat: { quantity: 1, unit: 'g', pdv: 1 },
    cholesterol: { quantity: 5, unit: 'mg', lessThan: true, pdv: 1 },
    sodium: { quantity: 110, unit: 'mg', pdv: 5 },
    totalCarbohydrate: { quantity: 25, unit: 'g', pdv: 9 },
    dietaryFiber: { quantity: 1, unit: 'g', lessThan: true, pdv: 3 },
    protein: { quantity: 0, unit: 'g' },
  },
};

/** The card of the almonds product as listings show it. */
export const almondsCard: ProductCard = {
  sku: '1001-01',
  productKey: almonds.key,
  name: almonds.name,
  path: almonds.path,
  imageUrl: almonds.imageUrl,
  price: usd(1299),
  listPrice: usd(1499),
  displayDiscountPercent: 13,
  inStock: true,
  allVariantsOutOfStock: false,
  autoDeliveryEligible: true,
  unitName: 'Value Pack',
  weightGrams: 454,
  shortDescription: almonds.oneLinerDescription,
  keywords: [],
  hasSiblings: true,
};

/** A valid US address for checkout tests. */
export const homeAddress: Address = {
  name: 'Ada Lovelace',
  street1: '12 Main St',
  city: 'Springfield',
  state: 'NJ',
  postalCode: '07081',
  country: 'US',
  email: 'ada@example.com',
};
