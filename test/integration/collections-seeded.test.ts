import { describe, expect, it } from 'vitest';
import { COLLECTIONS, isShelfProduct } from '../../core/catalogue/model/collections';
import { ResolvePath } from '../../core/catalogue/use-cases/resolve-path';
import { seededCatalogue } from '../../adapters/embedded/search/testing/catalogues';
import { InMemoryCommerce } from '../support/in-memory-commerce/in-memory-commerce';

/**
 * The collections of the secondary navigation over the seeded catalogue (fixtures/catalog/catalog.json): none is
 * empty (at least 4 products each) and every product listed is a shelf product its rule matches.
 */
const { products, categories } = seededCatalogue();
const resolve = new ResolvePath(new InMemoryCommerce({ products, categories }));
const byKey = new Map(products.map((p) => [p.key, p]));

describe('collections over the seeded catalogue (shell-account §2 Header)', () => {
  it.each(COLLECTIONS.map((c) => [c.path, c] as const))(
    '%s lists at least 4 products, each matching',
    async (path, c) => {
      const page = await resolve.execute(path);
      expect(page.pageType).toBe('CategoryListingPage');
      if (page.pageType !== 'CategoryListingPage') return;
      expect(page.props.category.name).toBe(c.title);
      expect(page.props.products.length).toBeGreaterThanOrEqual(4);
      expect(page.props.total).toBe(page.props.products.length);
      for (const card of page.props.products) {
        const product = byKey.get(card.productKey);
        expect(product && isShelfProduct(product) && c.matches(product), card.productKey).toBe(true);
      }
    },
  );

  it('the tag pages list every seeded product carrying their tag', async () => {
    for (const [path, tag] of [
      ['/organic/', 'organic'],
      ['/tag/raw', 'raw'],
      ['/gluten-free', 'gluten-free'],
    ] as const) {
      const page = await resolve.execute(path);
      const tagged = products.filter((p) => p.tags.includes(tag) && isShelfProduct(p)).map((p) => p.key);
      expect(page.pageType === 'CategoryListingPage' && page.props.products.map((c) => c.productKey).sort()).toEqual(
        tagged.sort(),
      );
    }
  });
});
