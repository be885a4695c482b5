// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { act } from 'react';
import { renderApp } from '../testing/render-app';
import { almondsCard } from '../testing/fixtures';
import { createFakeServices } from '../testing/fake-services';
import { createRootStore } from './root-store';
import '../testing/async-timeout';

const almondsProperties = {
  product_id: almondsCard.productKey,
  sku: '1001-01',
  name: almondsCard.name,
  price: 12.99,
  currency: 'USD',
  position: 1,
};

describe('analytics of product lists (catalogue-gifting §7; core-cart-checkout §9 batching)', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('batches the impressions of a listing and sends them after 2 s idle', async () => {
    const app = renderApp('/nuts');
    const grid = await screen.findByRole('list', { name: 'Nuts' });
    expect(within(grid).getByRole('link', { name: almondsCard.name })).toBeTruthy();
    expect(app.services.state.analytics).toEqual([]);
    vi.useFakeTimers();
    app.root.analytics.impression(
      { sku: 'x', productKey: 'x', name: 'X', price: almondsCard.price },
      { listId: 'category:nuts', section: 'Category Listing', position: 2 },
    );
    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(app.services.state.analytics).toEqual([]);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(app.services.state.analytics).toHaveLength(1);
    expect(app.services.state.analytics[0]).toMatchObject({
      event: 'Product List Viewed',
      properties: { list_id: 'category:nuts', page_section: 'Category Listing' },
    });
    expect((app.services.state.analytics[0]!.properties['products'] as unknown[]).length).toBe(2);
  });

  it('sends the pending impressions, then the click, when a card is opened', async () => {
    const app = renderApp('/nuts');
    const grid = await screen.findByRole('list', { name: 'Nuts' });
    fireEvent.click(within(grid).getByRole('link', { name: almondsCard.name }));
    expect(app.services.state.analytics).toEqual([
      {
        event: 'Product List Viewed',
        properties: { list_id: 'category:nuts', page_section: 'Category Listing', products: [almondsProperties] },
      },
      {
        event: 'Product Clicked',
        properties: { ...almondsProperties, list_id: 'category:nuts', page_section: 'Category Listing' },
      },
    ]);
    await screen.findByRole('heading', { level: 1, name: /Roasted Salted Almonds/ });
  });

  it("pushes an envelope's dataLayer entries to the tag layer and replays its events (core-cart-checkout §7)", () => {
    const services = createFakeServices();
    const root = createRootStore(services);
    const data = root.absorb({
      data: 7,
      dataLayer: [{ event: 'view_cart' }],
      rudderstackEvents: [{ event: 'Cart Viewed', properties: { cart_id: 'c1' } }, 'junk'],
    });
    expect(data).toBe(7);
    expect(services.state.tagLayer).toEqual([{ event: 'view_cart' }]);
    expect(services.state.analytics).toEqual([{ event: 'Cart Viewed', properties: { cart_id: 'c1' } }]);
  });
});
