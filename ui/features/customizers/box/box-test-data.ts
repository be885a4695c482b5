import type { MiniBoxProduct } from '../../../../core/customizers';
import type { BoxPageData } from './box-builder-store';

/** Test data of the box builder (tests only): product 3719 at 4299 cents and seven mini boxes, unsorted. */

function miniBox(
  productNumber: number,
  name: string,
  priceCents: number,
  tags: MiniBoxProduct['tags'],
): MiniBoxProduct {
  const key = name.toLowerCase().replace(/\s+/g, '-');
  return {
    productKey: key,
    productNumber,
    sku: `${productNumber}-90`,
    name,
    path: `/nuts/${key}`,
    listingImageUrl: `/images/${key}.svg`,
    tags,
    hierarchicalFacet: { lvl0: ['Nuts'] },
    priceCents,
  };
}

/** Seven mini boxes in no order: by price they are Peanuts, Almonds, Cashews, Dates, Fudge, Pecans, Pistachios. */
export const TEST_MINI_BOXES: readonly MiniBoxProduct[] = [
  miniBox(1012, 'Pecans', 450, ['kosher']),
  miniBox(1007, 'Almonds', 300, ['less salt', 'vegan']),
  miniBox(2001, 'Fudge', 425, ['kosher', 'gluten-free']),
  miniBox(1010, 'Cashews', 300, ['raw', 'kosher', 'organic']),
  miniBox(1001, 'Peanuts', 199, ['gluten-free']),
  miniBox(1015, 'Pistachios', 510, ['kosher', 'less salt']),
  miniBox(3004, 'Dates', 399, ['sugar-free', 'organic', 'vegan']),
];

/** The box page's data: product 3719 'Custom Gift Box, Medium', variant '3719-01' at 4299 cents. */
export const TEST_BOX_DATA: BoxPageData = {
  kind: 'box',
  product: {
    key: '3719',
    name: 'Custom Gift Box, Medium',
    path: '/custom/box',
    imageUrl: '/images/custom-box.svg',
    variants: [{ sku: '3719-01', variantName: 'Medium Box', priceCents: 4299 }],
  },
  miniBoxes: TEST_MINI_BOXES,
};
