import { describe, expect, it } from 'vitest';
import { testCategory, testPrice, testProduct, testVariant } from '../model/test-product';
import { ListWholesaleItems } from './list-wholesale';

// spec: core-cart-checkout §6 (wholesale rule), shell-account §1 /wholesale.

const wrapped = (sku: string) =>
  testVariant(sku, {
    variantName: 'Case of 100 individually wrapped 1 oz packs',
    weightGrams: 2835,
    bulk: true,
    wholesale: true,
    prices: [testPrice(sku, 5629)],
  });

describe('ListWholesaleItems', () => {
  it('pages through every product and lists the offered wholesale cases by category', async () => {
    const products = Array.from({ length: 501 }, (_, i) => {
      const key = `p${String(i).padStart(3, '0')}`;
      return testProduct(key, { variants: [i % 250 === 0 ? wrapped(`W-${i}`) : testVariant(`${key}-1`)] });
    });
    const calls: { limit: number; offset: number }[] = [];
    const use = new ListWholesaleItems({
      listCategories: async () => [testCategory('nuts', { name: 'Nuts' })],
      listProducts: async (q) => {
        calls.push({ limit: q.limit, offset: q.offset });
        return { total: products.length, results: products.slice(q.offset, q.offset + q.limit) };
      },
    });
    const page = await use.execute();
    expect(calls).toEqual([
      { limit: 500, offset: 0 },
      { limit: 500, offset: 500 },
    ]);
    expect(page.categories.map((c) => [c.name, c.items.map((i) => i.sku)])).toEqual([
      ['Nuts', ['W-0', 'W-250', 'W-500']],
    ]);
  });
});
