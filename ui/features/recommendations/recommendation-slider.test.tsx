// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import type { ProductCard } from '../../../core/catalogue';
import { StoresProvider } from '../../app/stores-context';
import { createRootStore } from '../../stores/root-store';
import { createFakeServices, type FakeServices } from '../../testing/fake-services';
import { almonds, almondsCard } from '../../testing/fixtures';
import { BuyItAgainRow, RecommendationList, RecommendationSlider, WebstoreRecommendationRow } from './index';
import '../../testing/async-timeout';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const card = (key: string, reportingCategory = 'Nuts'): ProductCard => ({
  ...almondsCard,
  sku: `${key}-1`,
  productKey: key,
  name: `Product ${key}`,
  path: `/nuts/${key}`,
  reportingCategory,
});

/** matchMedia reporting a phone (width under 768 px) or a desktop. */
function stubViewport(kind: 'mobile' | 'desktop') {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: kind === 'mobile',
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
}

function renderWith(ui: ReactNode, seed?: (s: FakeServices) => void) {
  const services = createFakeServices();
  seed?.(services);
  const root = createRootStore(services);
  render(
    <StoresProvider root={root}>
      <MemoryRouter>{ui}</MemoryRouter>
    </StoresProvider>,
  );
  return { services, root };
}

describe('recommendation slider (catalogue-gifting §2, §9)', () => {
  it('shows 12 placeholders on desktop while loading', () => {
    stubViewport('desktop');
    renderWith(<RecommendationSlider products={undefined} />);
    expect(screen.getAllByTestId('rec-placeholder')).toHaveLength(12);
    expect(screen.getByRole('region').getAttribute('aria-busy')).toBe('true');
  });

  it('shows 2 placeholders on mobile while loading', () => {
    stubViewport('mobile');
    renderWith(<RecommendationSlider products={undefined} />);
    expect(screen.getAllByTestId('rec-placeholder')).toHaveLength(2);
  });

  it("is titled 'Frequently bought together' without a title, shows the cards and a 'View all' link", () => {
    renderWith(<RecommendationSlider products={[card('a'), card('b')]} viewAllHref="/nuts" />);
    expect(screen.getByRole('heading', { name: 'Frequently bought together' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View all' }).getAttribute('href')).toBe('/nuts');
    expect(
      within(screen.getByRole('list', { name: 'Frequently bought together' })).getAllByRole('article'),
    ).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Product a' }).getAttribute('href')).toBe('/nuts/a');
  });

  it('is not shown once loaded with no products', () => {
    renderWith(<RecommendationSlider title="Anything" products={[]} />);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('scrolls by a visible width with Next and Previous, disabled at either end', () => {
    renderWith(<RecommendationSlider products={[card('a'), card('b'), card('c')]} />);
    const track = screen.getByRole('list', { name: 'Frequently bought together' });
    const scrollBy = vi.fn();
    Object.assign(track, { scrollBy });
    Object.defineProperty(track, 'clientWidth', { configurable: true, value: 600 });
    Object.defineProperty(track, 'scrollWidth', { configurable: true, value: 1800 });
    fireEvent.scroll(track);
    const previous = screen.getByRole('button', { name: 'Previous products' }) as HTMLButtonElement;
    const next = screen.getByRole('button', { name: 'Next products' }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);
    expect(next.disabled).toBe(false);
    fireEvent.click(next);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 584, behavior: 'smooth' }); // 600 px less the 16 px desktop gap
    Object.defineProperty(track, 'scrollLeft', { configurable: true, value: 1200 });
    fireEvent.scroll(track);
    expect(next.disabled).toBe(true);
    expect(previous.disabled).toBe(false);
    fireEvent.click(previous);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -584, behavior: 'smooth' });
  });

  it('offers filter tabs by category when the products span two or more, and filters by them', () => {
    renderWith(
      <RecommendationSlider products={[card('a', 'Nuts'), card('b', 'Dried Fruit'), card('c', 'Nuts')]} withTabs />,
    );
    const tabs = within(screen.getByRole('tablist', { name: 'Filter recommendations' })).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['All', 'Nuts', 'Dried Fruit']);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.click(tabs[2]!);
    expect(screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent)).toEqual([
      'Product b',
    ]);
    fireEvent.click(screen.getByRole('tab', { name: 'All' }));
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('offers no tabs when every product is in one category', () => {
    renderWith(<RecommendationSlider products={[card('a'), card('b')]} withTabs />);
    expect(screen.queryByRole('tablist')).toBeNull();
  });
});

describe("'Buy It Again' row (catalogue-gifting §7 recent purchases)", () => {
  it("asks for recent purchases with the server's default limit and titles the row 'Buy It Again'", async () => {
    const { services } = renderWith(<BuyItAgainRow />, (s) => {
      s.state.recentPurchases = [card('a'), card('b')];
    });
    expect(await screen.findByRole('heading', { name: 'Buy It Again' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(services.state.calls).toContain('getRecentPurchases:');
  });

  it('is not shown for a session without orders', async () => {
    const { services } = renderWith(<BuyItAgainRow />);
    await waitFor(() => expect(services.state.calls).toContain('getRecentPurchases:'));
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
  });
});

describe('webstore recommendation row', () => {
  it("loads the list at the path as passed in, titled 'Frequently bought together'", async () => {
    const { services } = renderWith(
      <WebstoreRecommendationRow path="/api/recommendations/category?key=nuts" />,
      (s) => {
        s.state.recommendations = [card('a')];
      },
    );
    expect(await screen.findByRole('link', { name: 'Product a' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Frequently bought together' })).toBeTruthy();
    expect(services.state.calls).toContain('getRecommendationList:/api/recommendations/category?key=nuts');
  });
});

describe('a row served by targeting (catalogue-gifting §4: engagements reported with decision_id, variation_id)', () => {
  it('reports a click on a card its decision chose, and nothing for a card without one', async () => {
    const decision = { decisionId: 'nd-101-1012', variationId: 1012 };
    const { services } = renderWith(
      <WebstoreRecommendationRow path="/api/recommendations/category?key=nuts&selector=PDP%20Recommendations" />,
      (s) => {
        s.state.recommendations = [{ ...card('a'), decision }, card('b')];
      },
    );
    fireEvent.click(await screen.findByRole('link', { name: 'Product a' }));
    expect(services.state.calls).toContain('reportEngagement:nd-101-1012:1012');
    fireEvent.click(screen.getByRole('link', { name: 'Product b' }));
    expect(services.state.calls.filter((c) => c.startsWith('reportEngagement'))).toHaveLength(1);
  });
});

describe("vertical recommendation list ('Added to Cart' state)", () => {
  it("adds a product to the cart and then shows 'Added to Cart'", async () => {
    const { services } = renderWith(
      <RecommendationList products={[{ ...almondsCard, sku: almonds.variants[0]!.sku }]} />,
    );
    const add = screen.getByRole('button', { name: 'Add Roasted Salted Almonds to cart' });
    await act(async () => {
      fireEvent.click(add);
    });
    const added = await screen.findByRole('button', { name: 'Added to Cart' });
    expect((added as HTMLButtonElement).disabled).toBe(true);
    expect(services.state.calls).toContain(`addToCart:${almonds.variants[0]!.sku}:1`);
  });

  it('cannot add an out-of-stock product', () => {
    renderWith(<RecommendationList products={[{ ...almondsCard, inStock: false, allVariantsOutOfStock: true }]} />);
    expect(
      (screen.getByRole('button', { name: 'Add Roasted Salted Almonds to cart' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});
