import { mixHit, RAISINS_HIT } from '../../../../core/customizers/model/test-hits';
import { mixIngredientOf, type MixIngredient } from '../../../../core/customizers';
import { testCategory, testProduct } from '../../../../core/catalogue/model/test-product';
import type { ProductPageProps } from '../../../../ports/storefront-backend';
import type { MixPageData } from './mix-builder-store';

/**
 * Test data of the trail mix builder (tests only): the customizers' test hits (Roasted Almonds 143 g and 410 cents
 * a cup, Thompson Raisins 165 g and 291 cents a cup) and three more, in no order.
 */

function ingredient(hit: Record<string, unknown>): MixIngredient {
  const parsed = mixIngredientOf(hit);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

function hit(sku: string, name: string, extra: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const key = name.toLowerCase().replace(/\s+/g, '-');
  return mixHit({
    objectID: sku,
    sku,
    Product: { key, name, listingImageUrl: `/images/${key}.svg` },
    path: `/test/${key}`,
    ...extra,
  });
}

/** Roasted Almonds: 1007, popularity 0.82, 143 g and 410 cents a cup, 'Nuts', less salt and vegan ($$). */
export const ALMONDS = ingredient(mixHit());
/** Thompson Raisins: 1204, popularity 0.4, 165 g and 291 cents a cup, 'Dried Fruit', kosher and vegan ($). */
export const RAISINS = ingredient(RAISINS_HIT);
/** Raw Cashews: 1010, popularity 5e-8 below the almonds' (a tie), 137 g and 560 cents a cup, 'Nuts' ($$$). */
export const CASHEWS = ingredient(
  hit('1010-02', 'Raw Cashews', {
    popularity: 0.82 - 5e-8,
    tags: ['kosher', 'raw'],
    density: 137,
    volumePrice: 560,
  }),
);
/** Dark Chocolate Chips: 2105, popularity 0.6, 168 g and 380 cents a cup, 'Chocolate & Sweets' ($$). */
export const CHIPS = ingredient(
  hit('2105-01', 'Dark Chocolate Chips', {
    popularity: 0.6,
    tags: ['kosher', 'gluten-free'],
    categories: { lvl0: ['Chocolates & Sweets'] },
    customizerCategoryNames: ['Chocolate & Sweets'],
    density: 168,
    volumePrice: 380,
  }),
);
/** Pumpkin Seeds: 1501, popularity 0.3, 129 g and 230 cents a cup, 'Seeds', organic, raw, vegan ($). */
export const PUMPKIN_SEEDS = ingredient(
  hit('1501-03', 'Pumpkin Seeds', {
    popularity: 0.3,
    tags: ['organic', 'raw', 'vegan'],
    categories: { lvl0: ['Seeds'] },
    customizerCategoryNames: ['Seeds'],
    density: 129,
    volumePrice: 230,
  }),
);

/** The builder's data: product 9905 'Custom Trail Mix' (5 Pound Bag, 25 Pound Case) and the five ingredients. */
export const TEST_MIX_DATA: MixPageData = {
  kind: 'mix',
  product: {
    key: '9905',
    name: 'Custom Trail Mix',
    path: '/custom/mixes',
    imageUrl: '/images/9905.svg',
    variants: [
      { sku: '9905-05', variantName: '5 Pound Bag', priceCents: 0 },
      { sku: '9905-25', variantName: '25 Pound Case', priceCents: 0 },
    ],
  },
  ingredients: [RAISINS, CHIPS, ALMONDS, PUMPKIN_SEEDS, CASHEWS],
};

/** The props of the resolved /custom/mixes page: product 9905 under the category 'Build Your Own' (/custom). */
export const TEST_MIXES_PROPS: ProductPageProps = {
  product: testProduct('9905', {
    name: 'Custom Trail Mix',
    slug: '9905',
    path: '/custom/mixes',
    categoryKeys: ['custom'],
    imageUrl: '/images/9905.svg',
  }),
  ancestors: [testCategory('custom', { name: 'Build Your Own' })],
};
