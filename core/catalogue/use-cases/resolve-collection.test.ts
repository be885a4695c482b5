import { describe, expect, it } from 'vitest';
import type { Order } from '../../cart/model';
import { productCardOf } from '../model/product-card-of';
import { testCategory, testProduct, testVariant } from '../model/test-product';
import { InMemoryCommerce } from '../../../test/support/in-memory-commerce/in-memory-commerce';
import { ResolvePath } from './resolve-path';

const nuts = testCategory('nuts', { name: 'Nuts', orderHint: 1 });
const variant = (number: string, overrides = {}) => testVariant(`${number}-01`, overrides);
const packs = testVariant('1003-05', { variantName: 'Case of 100 individually wrapped 1 oz packs' });
const almonds = testProduct('almonds', {
  name: 'Organic Almonds',
  tags: ['organic', 'raw', 'gluten-free'],
  variants: [variant('1001'), packs],
});
const cashews = testProduct('cashews', { name: 'Cashews', tags: ['gluten-free'], variants: [variant('1002')] });
const bar = testProduct('bar', {
  name: 'Dark Chocolate Bar',
  path: '/chocolate/bar',
  categoryKeys: ['chocolate'],
  variants: [variant('1003')],
});
const mixBuilder = testProduct('9905', { name: 'Custom Mix', categoryKeys: ['custom'], variants: [variant('9905')] });
const order = (n: number, lines: [string, number][]) =>
  ({
    id: `o${n}`,
    orderNumber: String(100000 + n),
    orderState: 'Open',
    createdAt: `2026-01-0${n}T00:00:00.000Z`,
    cart: { lineItems: lines.map(([productKey, quantity]) => ({ productKey, quantity })) },
  }) as unknown as Order;

function resolver(orders: readonly Order[] = []) {
  const commerce = new InMemoryCommerce({ categories: [nuts], products: [almonds, cashews, bar, mixBuilder], orders });
  return new ResolvePath(commerce);
}
const keysOf = (page: Awaited<ReturnType<ResolvePath['execute']>>) =>
  page.pageType === 'CategoryListingPage' ? page.props.products.map((c) => c.productKey) : page.pageType;

describe('ResolvePath: collections of the secondary navigation (shell-account §2 Header)', () => {
  it('/organic/ is a listing page of its synthetic category with the organic products', async () => {
    expect(await resolver().execute('/organic/')).toEqual({
      pageType: 'CategoryListingPage',
      props: {
        category: {
          id: 'collection-organic',
          key: 'collection-organic',
          name: 'Organic',
          path: '/organic',
          description: expect.stringContaining('organic') as unknown as string,
          metaDescription: expect.stringContaining('organic') as unknown as string,
          orderHint: 0,
        },
        ancestors: [],
        children: [],
        products: [productCardOf(almonds)],
        total: 1,
      },
    });
  });

  it('resolves with or without the trailing slash, and /tag/dark+chocolate with its + (or %2B)', async () => {
    const resolve = resolver();
    expect(keysOf(await resolve.execute('/organic'))).toEqual(['almonds']);
    expect(keysOf(await resolve.execute('/gluten-free/'))).toEqual(['cashews', 'almonds']);
    expect(keysOf(await resolve.execute('/tag/dark+chocolate'))).toEqual(['bar']);
    expect(keysOf(await resolve.execute('/tag/dark%2Bchocolate'))).toEqual(['bar']);
    expect(keysOf(await resolve.execute('/tag/dark+chocolates'))).toBe('404');
  });

  it('/nuts/single-serve/ sits under Nuts in the breadcrumb', async () => {
    const page = await resolver().execute('/nuts/single-serve/');
    expect(page.pageType === 'CategoryListingPage' && page.props.ancestors).toEqual([nuts]);
    expect(keysOf(page)).toEqual(['almonds']);
  });

  it('/tag/new+products: newest product number first, never a builder', async () => {
    expect(keysOf(await resolver().execute('/tag/new+products'))).toEqual(['bar', 'cashews', 'almonds']);
  });

  it('/top_sellers: by units ordered over the orders, the rest after them', async () => {
    const resolve = resolver([
      order(1, [['cashews', 2]]),
      order(2, [
        ['bar', 1],
        ['cashews', 1],
        ['9905', 9],
      ]),
    ]);
    expect(keysOf(await resolve.execute('/top_sellers'))).toEqual(['cashews', 'bar', 'almonds']);
  });

  it('/top_sellers without orders falls back to popularity, then name', async () => {
    expect(keysOf(await resolver().execute('/top_sellers'))).toEqual(['cashews', 'bar', 'almonds']);
  });
});
