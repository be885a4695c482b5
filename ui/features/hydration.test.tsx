// @vitest-environment jsdom
import { act, cleanup } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, StaticRouter } from 'react-router';
import type { ProductCard } from '../../core/catalogue';
import { PAGE_ISLANDS } from '../app/page-islands';
import { ISLANDS } from '../app/pages';
import { StoresProvider } from '../app/stores-context';
import { createRootStore } from '../stores/root-store';
import { createFakeServices } from '../testing/fake-services';
import { almondFacts, almonds, almondsCard, almondsCategory, nutsCategory } from '../testing/fixtures';
import { CategoryPage } from './category/category-page';
import { ProductPage } from './product/product-page';
import { loadSanitizer } from './product/sanitizer';
import { HeaderSearch } from './search/header-search';
import '../testing/async-timeout';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

/**
 * Renders `node` at `url` as the server does (its own stores, a static router, the islands' code loaded), then
 * hydrates that HTML as the browser does (new stores, a browser-like router) on a phone-sized window with stored
 * recent searches and ZIP, and returns the errors React recovered from (a mismatch between the two first renders
 * is one).
 */
async function hydrate(url: string, node: ReactNode) {
  // The server renders with every island's code loaded (render-page.tsx preloads it).
  await Promise.all([...ISLANDS, ...PAGE_ISLANDS].map((code) => code.preload()));
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: /max-width/.test(query),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
  localStorage.setItem('nutshell.recentSearches', JSON.stringify(['figs']));
  localStorage.setItem('nutshell.deliveryZip', '10001');
  const html = renderToString(
    <StoresProvider root={createRootStore(createFakeServices())}>
      <StaticRouter location={url}>{node}</StaticRouter>
    </StoresProvider>,
  );
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const errors: unknown[] = [];
  const root = await act(async () =>
    hydrateRoot(
      container,
      <StoresProvider root={createRootStore(createFakeServices())}>
        <MemoryRouter initialEntries={[url]}>{node}</MemoryRouter>
      </StoresProvider>,
      { onRecoverableError: (e) => errors.push(e) },
    ),
  );
  return { errors, container, unmount: () => act(() => root.unmount()) };
}

const cards: ProductCard[] = Array.from({ length: 60 }, (_, i) => ({
  ...almondsCard,
  sku: `9${String(i + 1).padStart(3, '0')}-01`,
  productKey: `p-${i + 1}`,
  name: `Product ${i + 1}`,
  path: `/nuts/p-${i + 1}`,
}));

describe('the browser hydrates the server HTML without a mismatch', () => {
  it('a category listing on page 2', async () => {
    const page = (
      <CategoryPage props={{ category: nutsCategory, ancestors: [], children: [], products: cards, total: 60 }} />
    );
    const { errors, container, unmount } = await hydrate('/nuts?page=2', page);
    expect(errors).toEqual([]);
    expect(container.querySelectorAll('article')).toHaveLength(12);
    unmount();
  });

  it('a product page (the sanitiser loaded before hydrating, as the browser does on product pages)', async () => {
    await loadSanitizer();
    const page = (
      <ProductPage
        props={{ product: almonds, ancestors: [nutsCategory, almondsCategory], nutritionFacts: almondFacts }}
      />
    );
    const { errors, container, unmount } = await hydrate(`${almonds.path}?sku=1001-01`, page);
    expect(errors).toEqual([]);
    expect(container.querySelector('.rich-text strong')?.textContent).toBe('roasted');
    unmount();
  });

  it('the header search (server: the lg bar; a phone then shows the search button)', async () => {
    const { errors, container, unmount } = await hydrate('/', <HeaderSearch />);
    expect(errors).toEqual([]);
    expect(container.querySelector('.search-toggle')).not.toBeNull();
    unmount();
  });
});
