// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../testing/render-app';
import '../../testing/async-timeout';

afterEach(cleanup);
// The checkout route and its stores load on demand: compile them once up front, so that the first test's
// findBy wait is not spent transforming modules (in the browser they are one prebuilt chunk).
beforeAll(async () => {
  await import('../../routes/checkout-route');
});

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillAddress() {
  fill('Email', 'ada@example.com');
  fill('Full name', 'Ada Lovelace');
  fill('Street address', '12 Main St');
  fill('City', 'Springfield');
  fill('State', 'NJ');
  fill('ZIP code', '07081');
}

describe('checkout routes (core-cart-checkout §2 Routing rules, §4 step enablement)', () => {
  it('sends an empty cart to /cart', async () => {
    const app = renderApp('/checkout');
    expect(await screen.findByRole('heading', { name: 'Your Cart' })).toBeTruthy();
    expect(app.location()).toBe('/cart');
  });

  it('sends /checkout to the entry location', async () => {
    const app = renderApp('/checkout', (s) => {
      s.seedCart(1);
    });
    expect(await screen.findByRole('heading', { name: 'Email & Shipping Info' })).toBeTruthy();
    expect(app.location()).toBe('/checkout/address');
    // The announcement is set in an effect after the step renders: wait for it rather than race it.
    await waitFor(() =>
      expect(screen.getByTestId('page-announcement').textContent).toBe('Checkout: Email & Shipping Info'),
    );
  });

  it('sends a step that is not enabled to the entry location', async () => {
    const app = renderApp('/checkout/payment', (s) => {
      s.seedCart(1);
    });
    expect(await screen.findByRole('heading', { name: 'Email & Shipping Info' })).toBeTruthy();
    expect(app.location()).toBe('/checkout/address');
    const nav = screen.getByRole('navigation', { name: 'Checkout steps' });
    expect(
      within(nav)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1Email & Shipping Info', '2Expected Delivery', '3Payment Method']);
  });
});

describe('address step (core-cart-checkout §5)', () => {
  it('shows field errors after submit and labels by country', async () => {
    renderApp('/checkout/address', (s) => {
      s.seedCart(1);
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Continue to Delivery' }));
    expect(await screen.findByText('Please enter your email address')).toBeTruthy();
    expect(screen.getByText('Please enter your full name')).toBeTruthy();
    expect(screen.getAllByText('Please enter a value').length).toBe(4);
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    fill('Country', 'CA');
    expect(screen.getByLabelText('Province')).toBeTruthy();
    expect(screen.getByLabelText('Postal code')).toBeTruthy();
  });

  it('shows a field error once the field is touched', async () => {
    renderApp('/checkout/address', (s) => {
      s.seedCart(1);
    });
    const zip = await screen.findByLabelText('ZIP code');
    fireEvent.change(zip, { target: { value: '123' } });
    expect(screen.queryByText('Please enter a valid ZIP code')).toBeNull();
    fireEvent.blur(zip);
    expect(screen.getByText('Please enter a valid ZIP code')).toBeTruthy();
    expect(screen.queryByText('Please enter your full name')).toBeNull();
  });
});

describe('a guest checkout with the fakes', () => {
  it('goes address → shipping → payment → receipt', async () => {
    const app = renderApp('/checkout/address', (s) => {
      s.seedCart(2);
    });
    await screen.findByRole('heading', { name: 'Email & Shipping Info' });
    fillAddress();
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Delivery' }));

    expect(await screen.findByRole('heading', { name: 'Expected Delivery' })).toBeTruthy();
    expect(app.location()).toBe('/checkout/shipping');
    const ground = await screen.findByRole('radio', { name: /UPS Ground/ });
    await waitFor(() => expect((ground as HTMLInputElement).checked).toBe(true));
    expect(screen.getByText('Arrives Thu, Mar 5 – Fri, Mar 6')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('Order within 2h 5m 9s to ship today');
    fireEvent.click(screen.getByRole('radio', { name: /UPS 2nd Day Air/ }));
    await waitFor(() => expect(app.services.state.calls).toContain('selectDeliveryOption:shipment-1:ups-2day'));
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Continue to Payment' }) as HTMLButtonElement).disabled).toBe(false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));

    expect(await screen.findByRole('heading', { name: 'Payment Method' })).toBeTruthy();
    fill('Card number', '4000 0000 0000 0002');
    fill('Expiration month', '12');
    fill('Expiration year', '2031');
    fill('CVC', '123');
    fill('Billing ZIP code', '07081');
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Your card was declined.');
    fill('Card number', '4242 4242 4242 4242');
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));

    expect(await screen.findByRole('heading', { name: 'Thank you for your order!' })).toBeTruthy();
    expect(app.location()).toMatch(/^\/checkout\/receipt\?token=token-\d+$/);
    expect(screen.getByText(/Order number 10000\d+/)).toBeTruthy();
    expect(screen.getByText('Continue Shopping')).toBeTruthy();
  });
});
