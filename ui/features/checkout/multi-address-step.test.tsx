// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../testing/render-app';
import '../../testing/async-timeout';

afterEach(cleanup);
beforeAll(async () => {
  await import('../../routes/checkout-route');
  await import('./multi-address-step');
});

describe('/checkout/address/multi (core-cart-checkout §2 address step variant multi)', () => {
  it('adds a shipment, saves its address, assigns the units and enables Continue', async () => {
    renderApp('/checkout/address/multi', (s) => {
      s.seedCart(2);
    });
    expect(await screen.findByRole('heading', { name: 'Email & Shipping Info' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ship everything to one address' }).getAttribute('href')).toBe(
      '/checkout/address',
    );
    const next = screen.getByRole('button', { name: 'Continue to Delivery' }) as HTMLButtonElement;
    expect(next.disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Add a shipment' }));
    const first = await screen.findByRole('region', { name: 'Shipment 1' });
    const fill = (label: string, value: string) =>
      fireEvent.change(within(first).getByLabelText(label), { target: { value } });
    fill('Full name', 'Ada Lovelace');
    fill('Street address', '12 Main St');
    fill('City', 'Springfield');
    fill('State', 'NJ');
    fill('ZIP code', '07081');
    fireEvent.click(within(first).getByRole('button', { name: 'Save address' }));
    expect(await within(first).findByText('12 Main St')).toBeTruthy();

    expect(screen.getByText('2 not assigned')).toBeTruthy();
    const field = screen.getByLabelText(/quantity in Shipment 1$/) as HTMLInputElement;
    expect(field.value).toBe('0');
    fireEvent.change(field, { target: { value: '2' } });
    fireEvent.blur(field);
    expect(await screen.findByText('All assigned')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    await waitFor(() => expect(next.disabled).toBe(false));
  });
});
