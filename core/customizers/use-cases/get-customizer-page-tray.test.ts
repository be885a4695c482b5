import { testPrice, testProduct, testVariant } from '../../catalogue/model/test-product';
import type { CategoryNode, TrayIngredient } from '../model/tray';
import { GetCustomizerPage, type TrayCatalogSource } from './get-customizer-page';

const premiumTray = testProduct('9901', {
  name: 'Custom Gift Tray, Premium',
  path: '/custom/trays/premium',
  imageUrl: '/images/custom-tray-premium.svg',
  variants: [testVariant('9901-05', { variantName: 'Premium Tray', prices: [testPrice('p-9901', 6999)] })],
});
const classicTray = testProduct('9900', {
  name: 'Custom Gift Tray, Classic',
  path: '/custom/trays/classic',
  imageUrl: '/images/custom-tray-classic.svg',
  variants: [testVariant('9900-03', { variantName: 'Classic Tray', prices: [testPrice('p-9900', 5999)] })],
});

const ingredient = (id: string, name: string, premium: boolean): TrayIngredient => ({
  id,
  name,
  filters: ['Nuts'],
  popularity: 0.5,
  premium,
  assetPath: `/images/${id}.svg`,
});
const ALMONDS = ingredient('1007', 'Roasted Almonds', false);
const CASHEWS = ingredient('1110', 'Jumbo Cashews', true);
const TREE: readonly CategoryNode[] = [{ name: 'Nuts', children: [{ name: 'Almonds', children: [] }] }];

function useCase(trays?: TrayCatalogSource) {
  const catalog = { mixIngredients: async () => [], miniBoxes: async () => [] };
  const products = [premiumTray, classicTray];
  const commerce = { getProductByKey: async (key: string) => products.find((p) => p.key === key) };
  return new GetCustomizerPage(catalog, commerce, trays);
}

describe('GetCustomizerPage on the gift trays (catalogue-gifting §4 Tray customizer, §7 gifted-trays catalog)', () => {
  it("gives /custom/trays/premium product 9901 and the tray catalogue's Premium choices and category tree", async () => {
    const asked: string[] = [];
    const page = useCase({
      execute: async (category) => {
        asked.push(category);
        return { ingredients: [CASHEWS, ALMONDS], categoryTree: TREE };
      },
    });
    expect(await page.execute('/custom/trays/premium')).toEqual({
      kind: 'tray',
      product: {
        key: '9901',
        name: 'Custom Gift Tray, Premium',
        path: '/custom/trays/premium',
        imageUrl: '/images/custom-tray-premium.svg',
        variants: [{ sku: '9901-05', variantName: 'Premium Tray', priceCents: 6999 }],
      },
      ingredients: [CASHEWS, ALMONDS],
      categoryTree: TREE,
    });
    expect(asked).toEqual(['Premium']);
  });

  it('asks for the Classic choices on /custom/trays/classic (9900) and leaves any premium ingredient out', async () => {
    const asked: string[] = [];
    const page = useCase({
      execute: async (category) => {
        asked.push(category);
        return { ingredients: [CASHEWS, ALMONDS], categoryTree: TREE };
      },
    });
    const data = await page.execute('/custom/trays/classic');
    expect(data?.kind === 'tray' && [data.product.variants, data.ingredients, data.categoryTree]).toEqual([
      [{ sku: '9900-03', variantName: 'Classic Tray', priceCents: 5999 }],
      [ALMONDS],
      TREE,
    ]);
    expect(asked).toEqual(['Classic']);
  });

  it('has no tray data without a tray catalogue source, nor for other tray paths', async () => {
    expect(await useCase().execute('/custom/trays/premium')).toBeUndefined();
    const page = useCase({ execute: async () => ({ ingredients: [ALMONDS], categoryTree: TREE }) });
    expect(await page.execute('/custom/trays')).toBeUndefined();
    expect(await page.execute('/custom/trays/deluxe')).toBeUndefined();
  });
});
