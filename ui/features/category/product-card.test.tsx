// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { ReactElement } from 'react';
import type { ProductCard as Card } from '../../../core/catalogue';
import { usd } from '../../../core/shared';
import { StoresProvider } from '../../app/stores-context';
import { createRootStore } from '../../stores/root-store';
import { createFakeServices, type FakeServices } from '../../testing/fake-services';
import { almondsCard } from '../../testing/fixtures';
import { ProductCard, ProductGrid } from './product-card';
import '../../testing/async-timeout';

afterEach(cleanup);

function renderCard(card: Card, seed?: (s: FakeServices) => void) {
  const services = createFakeServices();
  seed?.(services);
  const root = createRootStore(services);
  render(
    <StoresProvider root={root}>
      <MemoryRouter>
        <ProductCard card={card} />
      </MemoryRouter>
    </StoresProvider>,
  );
  return { services, root, article: screen.getByRole('article') };
}

describe('product card (catalogue-gifting §3 Product card)', () => {
  it("shows the name linking to the product path, price, comparison price, 'Save n%', unit name and auto-delivery", () => {
    const { article } = renderCard(almondsCard);
    expect(within(article).getByRole('link', { name: 'Roasted Salted Almonds' }).getAttribute('href')).toBe(
      '/nuts/almonds/roasted-salted',
    );
    expect(within(article).getByText('$12.99')).toBeTruthy();
    expect(within(article).getByText('$14.99', { exact: false }).closest('s')).toBeTruthy();
    expect(within(article).getByText('Original price', { exact: false })).toBeTruthy();
    expect(within(article).getByText('Save 13%')).toBeTruthy();
    expect(within(article).getByText('Value Pack')).toBeTruthy();
    expect(within(article).getByText('Auto-Delivery eligible')).toBeTruthy();
  });

  it("shows 'Out of stock!' and no auto-delivery note when every variant is out of stock; no sale badge without a comparison price", () => {
    const { article } = renderCard({
      ...almondsCard,
      listPrice: undefined,
      displayDiscountPercent: undefined,
      inStock: false,
      allVariantsOutOfStock: true,
    });
    expect(within(article).getByText('Out of stock!')).toBeTruthy();
    expect(within(article).queryByText(/^Save/)).toBeNull();
    expect(within(article).queryByText('Auto-Delivery eligible')).toBeNull();
  });

  it("shows 'Build your own' for a price of 0, not $0.00 (catalogue-gifting §9: the customizers)", () => {
    const { article } = renderCard({ ...almondsCard, price: usd(0), listPrice: undefined });
    expect(within(article).getByText('Build your own')).toBeTruthy();
    expect(within(article).queryByText('$0.00')).toBeNull();
  });

  it("shows the product's major food allergens as a small badge list named 'Contains'", () => {
    const { article } = renderCard({ ...almondsCard, allergens: ['tree-nuts', 'milk'] });
    const badges = within(article).getByRole('list', { name: 'Contains' });
    expect(
      within(badges)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Tree Nuts', 'Milk']);
  });

  it('shows no allergen badges when the allergens are unknown or none', () => {
    for (const allergens of [undefined, []]) {
      const { article } = renderCard({ ...almondsCard, allergens });
      expect(within(article).queryByRole('list', { name: 'Contains' })).toBeNull();
      expect(article.querySelector('.allergen-badges')).toBeNull();
      cleanup();
    }
  });

  it('shows no auto-delivery note for an ineligible product', () => {
    const { article } = renderCard({ ...almondsCard, autoDeliveryEligible: false });
    expect(within(article).queryByText('Auto-Delivery eligible')).toBeNull();
  });

  it('shows no rating when the card has none (the seeded data), and the stars when it has one', () => {
    renderCard(almondsCard);
    expect(screen.queryByRole('img', { name: /Rated/ })).toBeNull();
    cleanup();
    renderCard({ ...almondsCard, averageRating: 4.5, totalRatings: 12 });
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5 (12 ratings)' })).toBeTruthy();
  });

  it('toggles the heart: adds with POST /contents.html wishlist, removes with delete-wishlist', async () => {
    const { services } = renderCard(almondsCard);
    const add = screen.getByRole('button', { name: 'Add Roasted Salted Almonds to favorites' });
    expect(add.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(add);
    const remove = await screen.findByRole('button', { name: 'Remove Roasted Salted Almonds from favorites' });
    expect(remove.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(services.state.favorites).toEqual(['roasted-salted-almonds']));
    await waitFor(() => expect((remove as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(remove);
    await screen.findByRole('button', { name: 'Add Roasted Salted Almonds to favorites' });
    await waitFor(() => expect(services.state.favorites).toEqual([]));
    expect(services.state.calls.filter((c) => c.startsWith('setFavorite'))).toEqual([
      'setFavorite:roasted-salted-almonds:true',
      'setFavorite:roasted-salted-almonds:false',
    ]);
  });

  it("shows a stored favorite's heart pressed after loading the session's favorites", async () => {
    renderCard(almondsCard, (s) => {
      s.state.favorites = ['roasted-salted-almonds'];
    });
    expect(
      (await screen.findByRole('button', { name: 'Remove Roasted Salted Almonds from favorites' })).getAttribute(
        'aria-pressed',
      ),
    ).toBe('true');
  });

  it('reverts the heart and says so when the favorite cannot be saved', async () => {
    const { services, root } = renderCard(almondsCard);
    services.backend.setFavorite = async () => {
      throw new Error('offline');
    };
    fireEvent.click(screen.getByRole('button', { name: 'Add Roasted Salted Almonds to favorites' }));
    await waitFor(() =>
      expect(root.notifications.state.errors.map((e) => e.message)).toContain(
        'We could not update your favorites. Please try again.',
      ),
    );
    expect(
      screen.getByRole('button', { name: 'Add Roasted Salted Almonds to favorites' }).getAttribute('aria-pressed'),
    ).toBe('false');
  });

  it('formats a price in dollars from cents', () => {
    const { article } = renderCard({
      ...almondsCard,
      price: usd(100050),
      listPrice: undefined,
      displayDiscountPercent: undefined,
    });
    expect(within(article).getByText('$1,000.50')).toBeTruthy();
  });
});

describe('product grid', () => {
  const cards: Card[] = Array.from({ length: 5 }, (_, i) => ({
    ...almondsCard,
    sku: `10${i}0-01`,
    productKey: `almonds-${i}`,
    name: `Almonds ${i + 1}`,
    path: `/nuts/almonds/a-${i}`,
  }));

  function renderGrid(grid: ReactElement) {
    const services = createFakeServices();
    const root = createRootStore(services);
    render(
      <StoresProvider root={root}>
        <MemoryRouter>{grid}</MemoryRouter>
      </StoresProvider>,
    );
    return { services, root };
  }

  it('shows every card it is given, with no paging of its own (the home page and listings choose the cards)', () => {
    renderGrid(<ProductGrid cards={cards} label="Almonds" />);
    const grid = screen.getByRole('list', { name: 'Almonds' });
    expect(within(grid).getAllByRole('article')).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Show more products' })).toBeNull();
  });

  it('reports impressions of its list at positions counted from `firstPosition`', () => {
    const { services, root } = renderGrid(
      <ProductGrid cards={cards} list={{ id: 'category:almonds', section: 'Category Listing' }} firstPosition={49} />,
    );
    root.analytics.flush();
    const [listed] = services.state.analytics;
    expect(listed?.event).toBe('Product List Viewed');
    const products = listed?.properties['products'] as { name: string; position: number }[];
    expect(products.map((p) => [p.name, p.position])).toEqual([
      ['Almonds 1', 49],
      ['Almonds 2', 50],
      ['Almonds 3', 51],
      ['Almonds 4', 52],
      ['Almonds 5', 53],
    ]);
  });
});
