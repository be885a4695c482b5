import { testPrice, testProduct, testVariant } from '../../catalogue/model/test-product';
import type { Product } from '../../catalogue/model';
import type { MiniBoxProduct } from '../model/box';
import type { MixIngredient } from '../model/ingredients';
import { GetCustomizerPage } from './get-customizer-page';

const boxProduct = testProduct('3719', {
  name: 'Custom Gift Box, Medium',
  path: '/custom/box',
  imageUrl: '/images/custom-box.svg',
  variants: [
    testVariant('3719-01', { variantName: 'Medium Box', prices: [testPrice('p-box', 4299)] }),
    testVariant('3719-02', { variantName: 'Retired Box', active: false }),
  ],
});

const almondsBox: MiniBoxProduct = {
  productKey: 'roasted-almonds',
  productNumber: 1007,
  sku: '1007-90',
  name: 'Roasted Almonds',
  path: '/nuts/almonds/roasted-almonds',
  listingImageUrl: '/images/roasted-almonds.svg',
  tags: ['less salt'],
  hierarchicalFacet: { lvl0: ['Nuts'] },
  priceCents: 350,
};

function useCase(products: readonly Product[]) {
  const asked: string[] = [];
  const catalog = {
    mixIngredients: async (): Promise<readonly MixIngredient[]> => {
      asked.push('mix');
      return [];
    },
    miniBoxes: async (): Promise<readonly MiniBoxProduct[]> => {
      asked.push('box');
      return [almondsBox];
    },
  };
  const commerce = { getProductByKey: async (key: string) => products.find((p) => p.key === key) };
  return { asked, page: new GetCustomizerPage(catalog, commerce) };
}

describe('GetCustomizerPage (catalogue-gifting §2 /custom/box, /custom/box/builder; §4 Box customizer)', () => {
  const expected = {
    kind: 'box',
    product: {
      key: '3719',
      name: 'Custom Gift Box, Medium',
      path: '/custom/box',
      imageUrl: '/images/custom-box.svg',
      variants: [{ sku: '3719-01', variantName: 'Medium Box', priceCents: 4299 }],
    },
    miniBoxes: [almondsBox],
  };

  it('gives the box landing /custom/box the same box data as its builder: product 3719 and the mini boxes', async () => {
    const { asked, page } = useCase([boxProduct]);
    expect(await page.execute('/custom/box')).toEqual(expected);
    expect(await page.execute('/custom/box/builder')).toEqual(expected);
    expect(asked).toEqual(['box', 'box']);
  });

  it('has nothing for other paths or when the catalogue lacks the box', async () => {
    const { asked, page } = useCase([boxProduct]);
    expect(await page.execute('/custom/box/other')).toBeUndefined();
    expect(await page.execute('/custom')).toBeUndefined();
    expect(await useCase([]).page.execute('/custom/box')).toBeUndefined();
    expect(asked).toEqual([]);
  });
});
