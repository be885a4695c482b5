// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Order } from '../../../core/cart';
import type { AccountAreaData } from '../../../ports/account-area';
import { almondsCard } from '../../testing/fixtures';
import type { FakeServices } from '../../testing/fake-services';
import { renderApp } from '../../testing/render-app';
import '../../testing/async-timeout';

afterEach(cleanup);

/**
 * The account area's order pages (spec: shell-account §1 routes, §2 Account area "Orders table columns: Date,
 * Status, Tracking Numbers, Order … Empty list text"; §3 Cart (shell view) copiedFromOrderNumber) over the fake
 * account backend's page data.
 */
const customer = {
  id: 'cust-1',
  email: 'olive@example.com',
  fullName: 'Olive Order',
  firstName: 'Olive',
  isB2b: false,
  isGuest: false,
  loginTypes: ['password' as const],
  newsletterOptIn: false,
  createdAt: '2025-01-01T00:00:00.000Z',
};
const flags = { is_b2b: false, is_reseller: false, is_bulk_upload_available: false };

function page(path: string, part: Partial<AccountAreaData>, page: AccountAreaData['page']) {
  return (s: FakeServices) => s.account.state.accountPages.set(path, { path, page, customer, flags, ...part });
}

function placedOrder(s: FakeServices): Order {
  const cart = s.seedCart(2);
  return {
    id: 'o-1',
    orderNumber: '100001',
    orderState: 'Open',
    createdAt: '2025-06-09T16:00:00.000Z',
    shippingAddress: {
      name: 'Olive Order',
      street1: '1 Main St',
      city: 'Newark',
      state: 'NJ',
      postalCode: '07102',
      country: 'US',
    },
    cart: { ...cart, cartState: 'Ordered' },
    totals: [{ label: 'Total', amount: { cents: 2598, currency: 'USD' } }],
    payments: [
      {
        id: 'payment-1',
        method: 'card',
        amountPlanned: { cents: 2598, currency: 'USD' },
        cardBrand: 'Visa',
        cardLast4: '4242',
      },
    ],
    receiptToken: 'receipt-token-0001',
  };
}

describe('Order History', () => {
  it('shows the orders in a table with the spec’s columns, linking each to its detail and tracking pages', async () => {
    renderApp(
      '/account/order-history',
      page(
        '/account/order-history',
        {
          orders: [
            {
              id: '100002',
              date: '2025-06-09T16:00:00.000Z',
              year: 2025,
              status: 'Processing',
              trackingNumbers: [],
              totalCents: 2598,
            },
            {
              id: '100001',
              date: '2025-01-02T16:00:00.000Z',
              year: 2025,
              status: 'Complete',
              trackingNumbers: ['1Z999'],
              totalCents: 999,
            },
          ],
        },
        'order-history',
      ),
    );
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Date', 'Status', 'Tracking Numbers', 'Order']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['June 9, 2025', 'Processing', '—', '100002Track'],
      ['January 2, 2025', 'Complete', '1Z999', '100001Track'],
    ]);
    expect(screen.getByRole('link', { name: 'Order 100002 details' }).getAttribute('href')).toBe('/orders/100002');
    expect(screen.getByRole('link', { name: 'Track order 100002' }).getAttribute('href')).toBe('/orders/100002/track');
  });

  it('says so when there are no orders', async () => {
    renderApp('/account/order-history', page('/account/order-history', { orders: [] }, 'order-history'));
    expect(await screen.findByText("You haven't placed any orders yet.")).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('an order’s pages', () => {
  it('shows the lines, totals, address and the card’s brand and last four, and reorders into the cart', async () => {
    let order: Order | undefined;
    const app = renderApp('/orders/100001', (s) => {
      order = placedOrder(s);
      page('/orders/100001', { order }, 'order-detail')(s);
      s.account.state.reorders.set('100001', {
        cart: { ...order.cart, cartState: 'Active', custom: { copiedFromOrderNumber: '100001' } },
        added: [{ sku: '1001-01', name: 'Roasted Salted Almonds', quantity: 2 }],
        skipped: [{ sku: 'OLD', name: 'Retired Mix' }],
      });
    });
    expect(await screen.findByText('Order #100001')).toBeTruthy();
    expect(screen.getByText('Placed on June 9, 2025 · Status: Processing')).toBeTruthy();
    expect(screen.getByText('Visa ending in 4242 · $25.98')).toBeTruthy();
    expect(screen.getByText('Roasted Salted Almonds')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Track this order' }).getAttribute('href')).toBe('/orders/100001/track');
    fireEvent.click(screen.getByRole('button', { name: 'Reorder order 100001' }));
    expect(await screen.findByText('The items of order 100001 are in your cart.')).toBeTruthy();
    expect(screen.getByText('No longer available, so not added: Retired Mix.')).toBeTruthy();
    expect(app.root.cart.cart?.custom.copiedFromOrderNumber).toBe('100001');
    expect(app.services.account.state.calls).toContain('reorder:100001');
  });

  it('tracks the order: no tracking number yet says it is being prepared', async () => {
    renderApp('/orders/100001/track', (s) =>
      page('/orders/100001/track', { order: placedOrder(s) }, 'order-tracking')(s),
    );
    expect(await screen.findByText('Your order is being prepared')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Shipment 1 of 1' })).toBeTruthy();
    expect(screen.getByText('Status: Processing')).toBeTruthy();
  });
});

describe('Favorites and Easy Reorder', () => {
  it('lists favorites with Add to Cart and Remove; Remove takes the card off', async () => {
    const app = renderApp('/account/favorites', (s) => {
      s.state.favorites = [almondsCard.productKey];
      page('/account/favorites', { favorites: [almondsCard] }, 'favorites')(s);
    });
    const remove = await screen.findByRole('button', { name: `Remove ${almondsCard.name} from favorites` });
    await waitFor(() => expect((remove as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: `Add ${almondsCard.name} to cart` }));
    await waitFor(() => expect(app.services.state.calls).toContain(`addToCart:${almondsCard.sku}:1`));
    fireEvent.click(remove);
    expect(await screen.findByText("You haven't saved any favorites yet.")).toBeTruthy();
    expect(app.services.state.calls).toContain(`setFavorite:${almondsCard.productKey}:false`);
  });

  it('offers the past orders’ products and each order’s Reorder', async () => {
    renderApp(
      '/account/easy-reorder',
      page(
        '/account/easy-reorder',
        {
          easyReorder: {
            products: [almondsCard],
            orders: [
              {
                orderNumber: '100001',
                createdAt: '2025-06-09T16:00:00.000Z',
                lines: [
                  {
                    sku: '1001-01',
                    name: 'Roasted Salted Almonds',
                    variantName: '1 lb bag',
                    quantity: 2,
                    productPath: '/nuts/almonds',
                  },
                ],
              },
            ],
          },
        },
        'easy-reorder',
      ),
    );
    expect(await screen.findByRole('heading', { name: 'Buy It Again' })).toBeTruthy();
    expect(screen.getByRole('button', { name: `Add ${almondsCard.name} to cart` })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Order #100001' }).getAttribute('href')).toBe('/orders/100001');
    expect(screen.getByRole('button', { name: 'Reorder order 100001' })).toBeTruthy();
  });
});

describe('the cart copied from an order', () => {
  it("shows 'Copied from order {n}' and clears it", async () => {
    const app = renderApp('/cart', (s) => {
      const cart = s.seedCart(1);
      const marked = s.commerce.updateCart(cart.id, cart.version, [
        { action: 'setCustomField', name: 'copiedFromOrderNumber', value: '100001' },
      ]);
      void marked;
    });
    expect(await screen.findByText('Copied from order 100001')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear the note that this cart was copied from order 100001' }));
    await waitFor(() => expect(screen.queryByText('Copied from order 100001')).toBeNull());
    expect(app.services.cart()?.custom.copiedFromOrderNumber).toBeUndefined();
    expect(app.services.state.calls).toContain('clearCopiedOrder');
  });
});
