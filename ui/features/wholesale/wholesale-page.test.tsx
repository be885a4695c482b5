// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import type { WholesaleItem, WholesalePageData } from '../../../core/catalogue';
import { renderPageRoute } from '../../testing/render-page-route';
import WholesalePage from './wholesale-page';
import '../../testing/async-timeout';

// spec: shell-account §1 /wholesale; core-cart-checkout §6 "A bulk wholesale item is offered only if its variant name
// contains 'individually wrapped'".

afterEach(cleanup);

function item(sku: string, productName: string, overrides: Partial<WholesaleItem> = {}): WholesaleItem {
  const key = productName.toLowerCase().replace(/\W+/g, '-');
  return {
    productKey: key,
    productName,
    path: `/nuts/${key}`,
    imageUrl: `/images/${key}.svg`,
    sku,
    variantName: 'Case of 100 individually wrapped 1 oz packs',
    priceCents: 5629,
    packCount: 100,
    pricePerPackCents: 56,
    pricePerOunceCents: 56,
    inStock: true,
    maximumQuantity: 4999,
    ...overrides,
  };
}

const DATA: WholesalePageData = {
  categories: [
    {
      key: 'almonds',
      name: 'Almonds',
      items: [item('1148-06', 'Dry Roasted Almonds (Salted)'), item('1149-06', 'Oil Roasted Almonds (Salted)')],
    },
    {
      key: 'candy',
      name: 'Candy',
      items: [
        item('1325-04', 'Tropical Fruit Chews', {
          variantName: 'Case of 200 individually wrapped 0.5 oz pieces',
          priceCents: 3199,
          packCount: 200,
          pricePerPackCents: 16,
          pricePerOunceCents: 32,
          inStock: false,
        }),
      ],
    },
  ],
};

function renderPage(path = '/wholesale', data: WholesalePageData | null = DATA) {
  return renderPageRoute({
    path,
    state: data ? { wholesale: data } : {},
    routes: <Route path="wholesale" element={<WholesalePage />} />,
  });
}

const names = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

describe('the wholesale page', () => {
  it('shows the heading, the intro and every case by category with its name, prices and product link', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Wholesale' })).toBeTruthy();
    expect(screen.getByText(/offices|office/)).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Almonds', 'Candy']);
    expect(names()).toEqual(['Dry Roasted Almonds (Salted)', 'Oil Roasted Almonds (Salted)', 'Tropical Fruit Chews']);
    const first = within(screen.getAllByRole('listitem')[0]!);
    expect(first.getByRole('link', { name: 'Dry Roasted Almonds (Salted)' }).getAttribute('href')).toBe(
      '/nuts/dry-roasted-almonds-salted-',
    );
    expect(first.getByText('Case of 100 individually wrapped 1 oz packs')).toBeTruthy();
    expect(first.getByText('$56.29 per case')).toBeTruthy();
    expect(first.getByText('$0.56 per pack')).toBeTruthy();
    expect(first.getByText('$0.56/oz')).toBeTruthy();
    expect(screen.getByText('3 wholesale items')).toBeTruthy();
  });

  it('shows a candy case per piece and out of stock, its quantity and button disabled', () => {
    renderPage();
    const chews = within(screen.getAllByRole('listitem')[2]!);
    expect(chews.getByText('$0.16 per piece')).toBeTruthy();
    expect(chews.getByText('$0.32/oz')).toBeTruthy();
    expect(chews.getByRole('status').textContent).toBe('Out of stock');
    expect(chews.getByLabelText('Cases')).toHaveProperty('disabled', true);
    expect(chews.getByRole('button', { name: /^Add to Cart/ })).toHaveProperty('disabled', true);
  });

  it('filters by category with the labelled select, and reads the filter from ?category=', () => {
    const { location } = renderPage();
    const select = screen.getByLabelText('Category');
    expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'All categories',
      'Almonds (2)',
      'Candy (1)',
    ]);
    fireEvent.change(select, { target: { value: 'candy' } });
    expect(location()).toBe('/wholesale');
    expect(names()).toEqual(['Tropical Fruit Chews']);
    expect(screen.getByText('1 wholesale item')).toBeTruthy();
    cleanup();
    renderPage('/wholesale?category=almonds');
    expect(names()).toEqual(['Dry Roasted Almonds (Salted)', 'Oil Roasted Almonds (Salted)']);
  });

  it('adds the case with the quantity typed, through the cart', async () => {
    const { sent } = renderPage();
    const first = within(screen.getAllByRole('listitem')[0]!);
    fireEvent.change(first.getByLabelText('Cases'), { target: { value: '3' } });
    fireEvent.click(first.getByRole('button', { name: /^Add to Cart/ }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ sku: '1148-06', quantity: 3 });
  });

  it('refuses a quantity below 1 (the input minimum, checked by the browser before the submit), adding nothing', () => {
    const { sent } = renderPage();
    const first = within(screen.getAllByRole('listitem')[0]!);
    const quantity = first.getByLabelText('Cases') as HTMLInputElement;
    fireEvent.change(quantity, { target: { value: '0' } });
    fireEvent.click(first.getByRole('button', { name: /^Add to Cart/ }));
    expect([quantity.min, quantity.max, quantity.validity.rangeUnderflow]).toEqual(['1', '4999', true]);
    expect(sent).toHaveLength(0);
  });

  it('shows the quantity message for a quantity the browser let through (core-cart-checkout §5)', async () => {
    const { sent } = renderPage();
    const first = within(screen.getAllByRole('listitem')[0]!);
    fireEvent.change(first.getByLabelText('Cases'), { target: { value: '5000' } });
    fireEvent.submit(first.getByRole('button', { name: /^Add to Cart/ }).closest('form')!);
    expect((await first.findByRole('alert')).textContent).toBe('Quantity cannot exceed 4999');
    expect(sent).toHaveLength(0);
  });

  it('posts to /cart without JavaScript: sku, quantity and the CSRF token', () => {
    renderPage();
    const form = screen.getAllByRole('listitem')[0]!.querySelector('form')!;
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['post', '/cart']);
    const fields = Object.fromEntries(new FormData(form).entries());
    expect(fields).toEqual({ sku: '1148-06', _csrf: 'csrf', quantity: '1' });
  });

  it('says the cases are unavailable when the server sent none', () => {
    renderPage('/wholesale', null);
    expect(screen.getByRole('status').textContent).toBe(
      'Wholesale cases are not available right now. Please try again later.',
    );
  });
});
