import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { COLLECTIONS, collectionAt, isShelfProduct } from '../../core/catalogue/model/collections';
import { DEFAULT_SECONDARY_NAV } from '../../ui/copy/header-nav-copy';
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

  it('the secondary navigation (default and fixture) links exactly the collections and the pantry staples page', () => {
    const fixture = JSON.parse(
      readFileSync(new URL('../../fixtures/content/shell/secondary-nav.json', import.meta.url), 'utf8'),
    ) as { data: { links: { text: string; url: string }[] } };
    expect(fixture.data.links).toEqual(DEFAULT_SECONDARY_NAV.links);
    const urls = DEFAULT_SECONDARY_NAV.links.map((l) => l.url);
    expect(urls.filter((u) => collectionAt(u) === undefined)).toEqual(['/cms/pantry-staples']);
    expect(urls.flatMap((u) => collectionAt(u)?.path ?? [])).toEqual(COLLECTIONS.map((c) => c.path));
  });
});
