// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SessionStore } from '../../stores/session-store';
import type { RenderedApp } from '../../testing/render-app';
import { renderApp } from '../../testing/render-app';
import '../../testing/async-timeout';

afterEach(cleanup);
beforeAll(async () => {
  await import('../../routes/checkout-route');
});

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const usd = (cents: number) => ({ cents, currency: 'USD' as const });

/** Signs in as Ada, fills the address and delivery steps, and lands on the payment step. */
async function toPayment(app: RenderedApp): Promise<void> {
  app.services.account.addAccount('ada@example.com', {
    fullName: 'Ada Lovelace',
    password: 'Almonds!2026',
    isB2b: false,
  });
  app.services.account.state.cart = app.services.cart() ?? null;
  const answer = await app.services.account.signIn({ email: 'ada@example.com', password: 'Almonds!2026' });
  act(() => app.root.sessionFrom(SessionStore).apply(answer.data!));
  await screen.findByRole('heading', { name: 'Email & Shipping Info' });
  fill('Email', 'ada@example.com');
  fill('Full name', 'Ada Lovelace');
  fill('Street address', '12 Main St');
  fill('City', 'Springfield');
  fill('State', 'NJ');
  fill('ZIP code', '07081');
  fireEvent.click(screen.getByRole('button', { name: 'Continue to Delivery' }));
  const next = await screen.findByRole('button', { name: 'Continue to Payment' });
  await waitFor(() => expect((next as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(next);
  await screen.findByRole('heading', { name: 'Payment Method' });
}

const totalCents = (app: RenderedApp) => {
  const cart = app.services.cart()!;
  return (cart.taxedPrice?.totalGross ?? cart.totalPrice).cents;
};

describe('the payment step with store credit and a gift certificate (core-cart-checkout §4, §7)', () => {
  it('applies a certificate, uses store credit, shows what each covers, and sends their nonces before the card', async () => {
    const app = renderApp('/checkout/address', (s) => void s.seedCart(1));
    app.services.account.state.storeCredit = { balance: usd(500), nonce: 'sv_credit' };
    app.services.account.state.giftCertificates.set('ABCD-EFGH-JKLM-NPQR', {
      code: 'XXXX-XXXX-XXXX-NPQR',
      balance: usd(700),
      nonce: 'sv_gift',
    });
    await toPayment(app);
    const total = totalCents(app);
    expect(total).toBeGreaterThan(1200);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Use my store credit ($5.00)' }));
    const group = screen.getByRole('group', { name: 'Apply a gift certificate' });
    fireEvent.change(within(group).getByLabelText('Gift certificate code'), { target: { value: 'WXYZ' } });
    fireEvent.click(within(group).getByRole('button', { name: 'Apply' }));
    expect(await within(group).findByText('That gift certificate code is not valid.')).toBeTruthy();
    fireEvent.change(within(group).getByLabelText('Gift certificate code'), {
      target: { value: 'ABCD-EFGH-JKLM-NPQR' },
    });
    fireEvent.click(within(group).getByRole('button', { name: 'Apply' }));
    expect(await within(group).findByText('Gift certificate XXXX-XXXX-XXXX-NPQR: $7.00')).toBeTruthy();
    const split = screen.getByRole('region', { name: 'Your payment' });
    const rows = within(split)
      .getAllByRole('term')
      .map((t) => `${t.textContent} ${t.nextElementSibling?.textContent}`);
    const card = total - 1200;
    expect(rows).toEqual(['Store Credit -$5.00', 'Gift Certificate -$7.00', `Card $${(card / 100).toFixed(2)}`]);
    expect(screen.getByRole('checkbox', { name: 'Billing address is the same as shipping' })).toHaveProperty(
      'checked',
      true,
    );
    fill('Card number', '4242 4242 4242 4242');
    fill('Expiration month', '12');
    fill('Expiration year', '2031');
    fill('CVC', '123');
    fill('Billing ZIP code', '07081');
    app.services.state.placeOrderErrors = [{ message: 'Stopped here by the test.' }];
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Stopped here by the test.')).toBeTruthy();
    const [sent] = app.services.state.placeOrderInputs;
    expect(sent?.paymentNonces.slice(0, 2)).toEqual(['sv_credit', 'sv_gift']);
    expect(sent?.paymentNonces).toHaveLength(3);
    expect(sent?.billingAddress).toMatchObject({ name: 'Ada Lovelace', street1: '12 Main St', postalCode: '07081' });
    expect(sent?.billingAddress).not.toHaveProperty('email');
  });

  it('shows no card form when the stored value covers the order, and sends no card nonce', async () => {
    const app = renderApp('/checkout/address', (s) => void s.seedCart(1));
    app.services.account.state.storeCredit = { balance: usd(100_000), nonce: 'sv_credit' };
    await toPayment(app);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Use my store credit ($1,000.00)' }));
    expect(
      await screen.findByText('Your gift certificate and store credit cover this order. No card is needed.'),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Card number')).toBeNull();
    app.services.state.placeOrderErrors = [{ message: 'Stopped here by the test.' }];
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await screen.findByText('Stopped here by the test.');
    expect(app.services.state.placeOrderInputs[0]?.paymentNonces).toEqual(['sv_credit']);
  });

  it('sends a billing address typed apart from the shipping one, without e-mail', async () => {
    const app = renderApp('/checkout/address', (s) => void s.seedCart(1));
    await toPayment(app);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Billing address is the same as shipping' }));
    const billing = screen.getByRole('group', { name: 'Billing address' });
    const set = (label: string, value: string) =>
      fireEvent.change(within(billing).getByLabelText(label), { target: { value } });
    set('Full name', 'Bill Payer');
    set('Street address', '9 Ledger Rd');
    set('City', 'Trenton');
    set('State', 'NJ');
    set('ZIP code', '08608');
    fill('Card number', '4242 4242 4242 4242');
    fill('Expiration month', '12');
    fill('Expiration year', '2031');
    fill('CVC', '123');
    fill('Billing ZIP code', '07081');
    app.services.state.placeOrderErrors = [{ message: 'Stopped here by the test.' }];
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await screen.findByText('Stopped here by the test.');
    expect(app.services.state.placeOrderInputs[0]?.billingAddress).toEqual({
      name: 'Bill Payer',
      street1: '9 Ledger Rd',
      city: 'Trenton',
      state: 'NJ',
      postalCode: '08608',
      country: 'US',
    });
  });
});
