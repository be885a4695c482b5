// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { ProductCard as Card } from '../../../core/catalogue';
import type { CategoryPageProps } from '../../../ports/storefront-backend';
import { StoresProvider } from '../../app/stores-context';
import { createRootStore } from '../../stores/root-store';
import { createFakeServices } from '../../testing/fake-services';
import { almondsCard, nutsCategory } from '../../testing/fixtures';
import { CategoryPage } from './category-page';
import { listingPageHref, listingPageOf, pageCountOf } from './listing-pagination';
import '../../testing/async-timeout';
import { AppLinkRouting } from '../../components/app-link';

afterEach(cleanup);

const three = (n: number) => String(n).padStart(3, '0');

/** A category of 121 cards, 'Product 001' to 'Product 121' (three pages of 48: 48, 48 and 25). */
const cards: Card[] = Array.from({ length: 121 }, (_, i) => ({
  ...almondsCard,
  sku: `9${three(i + 1)}-01`,
  productKey: `product-${three(i + 1)}`,
  name: `Product ${three(i + 1)}`,
  path: `/nuts/product-${three(i + 1)}`,
}));

const props: CategoryPageProps = { category: nutsCategory, ancestors: [], children: [], products: cards, total: 121 };

function renderAt(url: string, pageProps: CategoryPageProps = props) {
  const services = createFakeServices();
  const root = createRootStore(services);
  render(
    <StoresProvider root={root}>
      <MemoryRouter initialEntries={[url]}>
        <AppLinkRouting />
        <CategoryPage props={pageProps} />
      </MemoryRouter>
    </StoresProvider>,
  );
  const grid = screen.getByRole('list', { name: 'Nuts' });
  return {
    services,
    root,
    grid,
    names: () =>
      within(grid)
        .getAllByRole('heading')
        .map((h) => h.textContent),
  };
}

const names = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `Product ${three(from + i)}`);
const pagination = () => screen.getByRole('navigation', { name: 'Pagination' });
const hrefOf = (name: string) => within(pagination()).getByRole('link', { name }).getAttribute('href');

describe('category listing pages by URL (?page=N, 48 cards a page)', () => {
  it('page 2 of a 121-card category shows cards 49 to 96 and says so', () => {
    const { names: shown } = renderAt('/nuts?page=2');
    expect(shown()).toEqual(names(49, 96));
    expect(within(pagination()).getByText('Showing 49–96 of 121 products')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Nuts products, page 2 of 3' })).toBeTruthy();
  });

  it("links Previous, the other pages and Next with real hrefs; page 1's is the bare path", () => {
    renderAt('/nuts?page=2');
    const links = within(pagination()).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Previous', '/nuts'],
      ['Page 1', '/nuts'],
      ['Page 3', '/nuts?page=3'],
      ['Next', '/nuts?page=3'],
    ]);
    expect(hrefOf('Previous')).toBe('/nuts');
    expect(within(pagination()).getByRole('link', { name: 'Previous' }).getAttribute('rel')).toBe('prev');
    expect(within(pagination()).getByRole('link', { name: 'Next' }).getAttribute('rel')).toBe('next');
  });

  it('marks the current page with aria-current="page" and does not link it', () => {
    renderAt('/nuts?page=2');
    const current = within(pagination()).getByText('2').closest('[aria-current]');
    expect(current?.getAttribute('aria-current')).toBe('page');
    expect(current?.tagName).toBe('SPAN');
    expect(current?.textContent).toBe('Page 2');
    expect(within(pagination()).queryByRole('link', { name: 'Page 2' })).toBeNull();
    expect(pagination().querySelectorAll('[aria-current]')).toHaveLength(1);
  });

  it('page 1 (the bare path) shows cards 1 to 48, no Previous, and Next to ?page=2', () => {
    const { names: shown } = renderAt('/nuts');
    expect(shown()).toEqual(names(1, 48));
    expect(within(pagination()).queryByRole('link', { name: 'Previous' })).toBeNull();
    expect(hrefOf('Next')).toBe('/nuts?page=2');
    expect(hrefOf('Page 2')).toBe('/nuts?page=2');
    expect(within(pagination()).getByText('Showing 1–48 of 121 products')).toBeTruthy();
  });

  it('the last page shows the remaining 25 cards and no Next', () => {
    const { names: shown } = renderAt('/nuts?page=3');
    expect(shown()).toEqual(names(97, 121));
    expect(within(pagination()).queryByRole('link', { name: 'Next' })).toBeNull();
    expect(hrefOf('Previous')).toBe('/nuts?page=2');
    expect(within(pagination()).getByText('Showing 97–121 of 121 products')).toBeTruthy();
  });

  it.each(['0', '-1', 'abc', '2.5', '02', ''])('an invalid page (?page=%s) shows page 1', (raw) => {
    const { names: shown } = renderAt(`/nuts?page=${raw}`);
    expect(shown()).toEqual(names(1, 48));
    expect(within(pagination()).getByText('1').closest('[aria-current]')?.getAttribute('aria-current')).toBe('page');
  });

  it('a page beyond the last (?page=9) shows the last page', () => {
    const { names: shown } = renderAt('/nuts?page=9');
    expect(shown()).toEqual(names(97, 121));
    expect(within(pagination()).getByText('3').closest('[aria-current]')?.getAttribute('aria-current')).toBe('page');
  });

  it('a category of at most 48 cards has no pagination', () => {
    renderAt('/nuts?page=2', { ...props, products: cards.slice(0, 48), total: 48 });
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
    expect(screen.getAllByRole('article')).toHaveLength(48);
    expect(screen.getByRole('heading', { level: 2, name: 'Nuts products' })).toBeTruthy();
  });

  it("following 'Next' shows the next page, scrolls to the grid's top and focuses the grid's heading", async () => {
    const scrolled: Element[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      const { names: shown } = renderAt('/nuts?page=2');
      expect(scrolled).toEqual([]);
      fireEvent.click(within(pagination()).getByRole('link', { name: 'Next' }));
      await waitFor(() => expect(shown()).toEqual(names(97, 121)));
      expect(scrolled.map((el) => el.id)).toEqual(['category-products']);
      expect(document.activeElement).toBe(
        screen.getByRole('heading', { level: 2, name: 'Nuts products, page 3 of 3' }),
      );
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  it('reports the impressions of page 2 at positions 49 to 96 of the category list', async () => {
    const { services, root } = renderAt('/nuts?page=2');
    await act(async () => {
      await Promise.resolve();
    });
    root.analytics.flush();
    const listed = services.state.analytics.filter(
      (e) => e.event === 'Product List Viewed' && e.properties['list_id'] === 'category:nuts',
    );
    expect(listed).toHaveLength(1);
    const products = listed[0]!.properties['products'] as { name: string; position: number }[];
    expect(products.map((p) => [p.name, p.position])).toEqual(names(49, 96).map((n, i) => [n, 49 + i]));
    expect(listed[0]!.properties['page_section']).toBe('Category Listing');
  });
});

describe('listing page arithmetic', () => {
  it('counts pages of 48 (at least one) and reads ?page= strictly', () => {
    expect([0, 1, 48, 49, 96, 121, 240].map((n) => pageCountOf(n))).toEqual([1, 1, 1, 2, 2, 3, 5]);
    expect([null, '1', '3', '4', '0', '-2', 'x', '1e1', ' 2'].map((raw) => listingPageOf(raw, 3))).toEqual([
      1, 1, 3, 3, 1, 1, 1, 1, 1,
    ]);
    expect([listingPageHref('/nuts/almonds', 1), listingPageHref('/nuts/almonds', 4)]).toEqual([
      '/nuts/almonds',
      '/nuts/almonds?page=4',
    ]);
  });
});
