import type { NutritionFacts } from '../model/nutrition-facts-types';
import { productCardOf } from '../model/product-card-of';
import { testCategory, testProduct, testVariant } from '../model/test-product';
import { InMemoryCommerce } from '../../../test/support/in-memory-commerce/in-memory-commerce';
import { HOME_FEATURED, LISTING_PAGE_SIZE, ResolvePath } from './resolve-path';

const nuts = testCategory('nuts', { name: 'Nuts', orderHint: 1 });
const driedFruit = testCategory('dried-fruit', { name: 'Dried Fruit', orderHint: 2 });
const almondsCat = testCategory('almonds', { name: 'Almonds', path: '/nuts/almonds', parentKey: 'nuts', orderHint: 3 });
const rawCat = testCategory('raw-almonds', {
  name: 'Raw Almonds',
  path: '/nuts/almonds/raw',
  parentKey: 'almonds',
  orderHint: 4,
});

const roasted = testProduct('roasted-almonds', {
  name: 'Roasted Almonds',
  categoryKeys: ['nuts', 'almonds'],
  referenceAmount: { category: 'nuts', grams: 30 },
  nutrientClaims: ['good-source-of-fiber', 'cholesterol-free'],
  allergens: [{ allergen: 'tree-nuts', species: ['Almonds'] }],
});
const cashews = testProduct('cashews', { name: 'Cashews' });
const organic = testProduct('organic-raw-almonds', {
  name: 'Organic Raw Almonds',
  categoryKeys: ['nuts', 'almonds', 'raw-almonds'],
});
const mango = testProduct('mango', { name: 'Dried Mango', path: '/dried-fruit/mango', categoryKeys: ['dried-fruit'] });
const minis = testProduct('minis', {
  name: 'Zz Minis',
  variants: [testVariant('MINI-1', { variantName: 'Mini Boxes' })],
});
const orphan = testProduct('orphan', { name: 'Orphan', path: '/orphan', categoryKeys: ['retired'] });
const facts: NutritionFacts = {
  servingSize: { quantity: 28, unit: 'g', description: '1/4 cup' },
  servingsPerContainer: 16,
  perServing: { calories: { quantity: 170, unit: 'kcal' }, protein: { quantity: 6, unit: 'g' } },
};

function setup() {
  const commerce = new InMemoryCommerce({
    categories: [rawCat, almondsCat, driedFruit, nuts],
    products: [roasted, cashews, organic, mango, minis, orphan],
    nutritionFacts: { 'roasted-almonds': facts },
  });
  return { commerce, resolve: new ResolvePath(commerce) };
}
const cards = (...products: (typeof roasted)[]) => products.map((p) => productCardOf(p));

describe('ResolvePath', () => {
  it("'/' is the home page: top-level categories and the first product card of each", async () => {
    const { resolve } = setup();
    expect(await resolve.execute('/')).toEqual({
      pageType: 'HomePage',
      props: { categories: [nuts, driedFruit], featured: cards(cashews, mango) },
    });
  });

  it(`the home page features at most ${HOME_FEATURED} categories`, async () => {
    const many = Array.from({ length: 10 }, (_, i) => testCategory(`c${i}`, { orderHint: i }));
    const products = many.map((c) => testProduct(`p-${c.key}`, { categoryKeys: [c.key] }));
    const commerce = new InMemoryCommerce({ categories: many, products });
    const page = await new ResolvePath(commerce).execute('/');
    expect(page.pageType === 'HomePage' && page.props.featured.map((f) => f.productKey)).toEqual([
      'p-c0',
      'p-c1',
      'p-c2',
      'p-c3',
      'p-c4',
      'p-c5',
      'p-c6',
      'p-c7',
    ]);
    expect(commerce.calls.filter((c) => c === 'listProducts')).toHaveLength(8);
  });

  it('a top-level category is a category landing page with its children and visible product cards', async () => {
    const { resolve } = setup();
    expect(await resolve.execute('/nuts')).toEqual({
      pageType: 'CategoryLandingPage',
      props: {
        category: nuts,
        ancestors: [],
        children: [almondsCat],
        products: cards(cashews, organic, roasted),
        total: 4,
      },
    });
  });

  it('a sub-category is a category listing page with its ancestors, root first', async () => {
    const { resolve } = setup();
    expect(await resolve.execute('/nuts/almonds')).toEqual({
      pageType: 'CategoryListingPage',
      props: {
        category: almondsCat,
        ancestors: [nuts],
        children: [rawCat],
        products: cards(organic, roasted),
        total: 2,
      },
    });
    expect(await resolve.execute('/nuts/almonds/raw')).toMatchObject({
      pageType: 'CategoryListingPage',
      props: { category: rawCat, ancestors: [nuts, almondsCat], children: [] },
    });
  });

  it('tolerates trailing slashes', async () => {
    const { resolve } = setup();
    const plain = await resolve.execute('/nuts/almonds');
    expect(await resolve.execute('/nuts/almonds/')).toEqual(plain);
    expect(await resolve.execute('/nuts/almonds//')).toEqual(plain);
    expect(await resolve.execute('/nuts/roasted-almonds/')).toMatchObject({
      pageType: 'ProductPage',
      props: { product: roasted },
    });
  });

  it(`a listing shows at most ${LISTING_PAGE_SIZE} cards and the full total`, async () => {
    const products = Array.from({ length: LISTING_PAGE_SIZE + 2 }, (_, i) =>
      testProduct(`p${String(i).padStart(3, '0')}`, { name: `P ${String(i).padStart(3, '0')}` }),
    );
    const page = await new ResolvePath(new InMemoryCommerce({ categories: [nuts], products })).execute('/nuts');
    expect(
      page.pageType === 'CategoryLandingPage' && [
        page.props.products.length,
        page.props.total,
        page.props.products.at(-1)?.productKey,
      ],
    ).toEqual([LISTING_PAGE_SIZE, LISTING_PAGE_SIZE + 2, `p${String(LISTING_PAGE_SIZE - 1).padStart(3, '0')}`]);
  });

  it('a product path is a product page with its category ancestors, nutrition facts, allergen statement, claim tooltips', async () => {
    const { resolve } = setup();
    expect(await resolve.execute('/nuts/roasted-almonds')).toEqual({
      pageType: 'ProductPage',
      props: {
        product: roasted,
        ancestors: [nuts, almondsCat],
        nutritionFacts: facts,
        allergenStatement: 'Contains: Tree Nuts (Almonds)',
        claimTooltips: {
          'good-source-of-fiber': '10 to 19% of the Daily Value of fiber per 30 g, the reference amount for nuts',
          'cholesterol-free':
            'Roasted Almonds, a cholesterol free food: less than 2 mg of cholesterol and 2 g of saturated fat or ' +
            'less per 30 g, the reference amount for nuts',
        },
      },
    });
    expect(await resolve.execute('/nuts/organic-raw-almonds')).toEqual({
      pageType: 'ProductPage',
      props: {
        product: organic,
        ancestors: [nuts, almondsCat, rawCat],
        nutritionFacts: undefined,
        allergenStatement: 'Allergen information unavailable',
        claimTooltips: {},
      },
    });
  });

  it('a product whose primary category is unknown has no ancestors', async () => {
    const { resolve } = setup();
    expect(await resolve.execute('/orphan')).toEqual({
      pageType: 'ProductPage',
      props: {
        product: orphan,
        ancestors: [],
        nutritionFacts: undefined,
        allergenStatement: 'Allergen information unavailable',
        claimTooltips: {},
      },
    });
  });

  it("an unknown path is the '404' page", async () => {
    const { resolve } = setup();
    for (const path of ['/nope', '/nuts/nope', '/nuts/almonds/raw/more', '/NUTS']) {
      expect(await resolve.execute(path)).toEqual({ pageType: '404', props: {} });
    }
  });

  it("a malformed path is the '404' page without asking the commerce platform", async () => {
    const { resolve, commerce } = setup();
    for (const path of [
      '',
      'nuts',
      '/nuts?sort=price',
      '/nuts#top',
      '/<script>',
      '/a b',
      '/%2e%2e',
      `/${'a'.repeat(500)}`,
    ]) {
      expect(await resolve.execute(path)).toEqual({ pageType: '404', props: {} });
    }
    expect(commerce.calls).toEqual([]);
  });
});
