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
const JANE = { fullName: 'Ada Lovelace', password: 'Almonds!2026', isB2b: false };
const SAVED = {
  id: 'pm-1',
  brand: 'Mastercard',
  last4: '4444',
  expirationMonth: 3,
  expirationYear: 2030,
  cardholderName: 'Ada Lovelace',
  isDefault: true,
  createdAt: '2026-03-01T10:00:00.000Z',
};

/** Fills the address step and goes through the delivery step to the payment step. */
async function toPayment(app: RenderedApp): Promise<void> {
  await screen.findByRole('heading', { name: 'Email & Shipping Info' });
  fill('Email', 'ada@example.com');
  fill('Full name', 'Ada Lovelace');
  fill('Street address', '12 Main St');
  fill('City', 'Springfield');
  fill('State', 'NJ');
  fill('ZIP code', '07081');
  fireEvent.click(screen.getByRole('button', { name: 'Continue to Delivery' }));
  await screen.findByRole('heading', { name: 'Expected Delivery' });
  const next = await screen.findByRole('button', { name: 'Continue to Payment' });
  await waitFor(() => expect((next as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(next);
  await screen.findByRole('heading', { name: 'Payment Method' });
  // The answers of signing in or up carry the session's cart, as the server's do.
  app.services.account.state.cart = app.services.cart() ?? null;
}

function fillCard(number = '4242 4242 4242 4242') {
  fill('Card number', number);
  fill('Expiration month', '12');
  fill('Expiration year', '2031');
  fill('CVC', '123');
  fill('Billing ZIP code', '07081');
}

/** Signs the session in as Ada (the fake's account), as the login modal would. */
async function signInAda(app: RenderedApp): Promise<void> {
  app.services.account.addAccount('ada@example.com', JANE);
  app.services.account.state.cart = app.services.cart() ?? null;
  const answer = await app.services.account.signIn({ email: 'ada@example.com', password: JANE.password });
  act(() => app.root.sessionFrom(SessionStore).apply(answer.data!));
}

describe('a guest creates an account at payment (core-cart-checkout §4 Placing an order step 2, §5)', () => {
  it('with a password: the four rules, the length message, then sign-up first and the order', async () => {
    const app = renderApp('/checkout/address', (s) => void s.seedCart(1));
    await toPayment(app);
    const create = screen.getByRole('group', { name: 'Create an account' });
    fireEvent.click(within(create).getByRole('checkbox', { name: 'Create an account for faster checkout next time' }));
    expect((within(create).getByRole('radio', { name: 'Create a password' }) as HTMLInputElement).checked).toBe(true);
    expect(within(create).getByText('Your password needs')).toBeTruthy();
    expect(within(create).getAllByRole('listitem')).toHaveLength(4);
    fillCard();
    fill('Password', 'walnut');
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(
      await screen.findByText('Your password needs to be at least 8 characters. Capitalization matters.', {
        selector: '.form-error p, .field-error',
      }),
    ).toBeTruthy();
    expect(app.services.state.calls).not.toContain('placeOrder');
    fill('Password', 'Walnut.Tree7');
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByRole('heading', { name: 'Thank you for your order!' })).toBeTruthy();
    expect(app.services.account.state.calls).toContain('signUp:ada@example.com:Ada Lovelace:b2b=false:news=false');
    const created = screen.getByText(
      'Your account is created and you are signed in. This order is in your order history.',
    );
    expect(created.getAttribute('role')).toBe('status');
    expect(app.root.sessionFrom(SessionStore).signedIn).toBe(true);
  });

  it('with a set-password link: the order first, then the guest account for its receipt', async () => {
    const app = renderApp('/checkout/address', (s) => void s.seedCart(1));
    await toPayment(app);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Create an account for faster checkout next time' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Email me a link to set a password' }));
    expect(screen.queryByLabelText('Password')).toBeNull();
    fillCard();
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByRole('heading', { name: 'Thank you for your order!' })).toBeTruthy();
    const token = new URLSearchParams(app.location().split('?')[1]).get('token');
    expect(app.services.account.state.calls).toContain(`createGuestAccount:${token}:Ada Lovelace`);
    expect(app.services.account.state.calls.some((c) => c.startsWith('signUp'))).toBe(false);
    expect(
      screen.getByText(
        'Your account is created. We sent a link to ada@example.com to set your password; this order is in your account.',
      ),
    ).toBeTruthy();
  });
});

describe('the wallet at payment (core-cart-checkout §7 saved payment methods in checkout)', () => {
  it('offers a signed-in customer the saved cards, the default preselected, and pays with it', async () => {
    const app = renderApp('/checkout/address', (s) => void s.seedCart(1));
    app.services.account.state.paymentMethods = [SAVED];
    await signInAda(app);
    await toPayment(app);
    const payWith = await screen.findByRole('group', { name: 'Pay with' });
    const saved = within(payWith).getByRole('radio', { name: 'Mastercard •••• 4444, expires 03/2030 (Default)' });
    expect((saved as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByLabelText('Card number')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Create an account' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByRole('heading', { name: 'Thank you for your order!' })).toBeTruthy();
    expect(app.services.account.state.calls).toContain('paymentMethodNonce:pm-1');
    expect(app.services.state.calls).not.toContain('tokenizeCard');
  });

  it('saves a new card for later when asked, and pays with the saved card', async () => {
    const app = renderApp('/checkout/address', (s) => void s.seedCart(1));
    await signInAda(app);
    await toPayment(app);
    await waitFor(() => expect(app.services.account.state.calls).toContain('listPaymentMethods'));
    expect(screen.queryByRole('group', { name: 'Pay with' })).toBeNull();
    fillCard();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Save this card for later' }));
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByRole('heading', { name: 'Thank you for your order!' })).toBeTruthy();
    // The credit accounts are loaded at the step and again after the order (core §4 Placing an order step 5).
    const calls = app.services.account.state.calls.filter((c) => c !== 'creditAccounts');
    expect(calls.slice(calls.indexOf('savePaymentMethod:Ada Lovelace'))).toEqual([
      'savePaymentMethod:Ada Lovelace',
      'paymentMethodNonce:pm-1',
    ]);
    expect(app.services.account.state.paymentMethods.map((m) => [m.last4, m.expirationMonth, m.isDefault])).toEqual([
      ['4242', 12, true],
    ]);
  });
});

describe('paying for the customer acted for (core-cart-checkout §6 CX mode; §7 "query customerId")', () => {
  it('offers the customer’s store credit and saved cards, asked for by the customer’s id, never the agent’s', async () => {
    const app = renderApp('/checkout/signin', (s) => void s.seedCart(1));
    app.services.account.state.paymentMethods = [SAVED];
    app.services.account.state.storeCredit = { balance: { cents: 500, currency: 'USD' }, nonce: 'sc-nonce-1' };
    const actingFor = { cartId: 'cart-1', cartKey: 'K7QX2M4P', customerId: 'c-1', customerEmail: 'casey@example.com' };
    act(() =>
      app.root.sessionFrom(SessionStore).apply({
        ...app.root.sessionFrom(SessionStore).summary,
        customer: { id: 'agent-1', email: 'alex@nutshell.example' },
        email: 'alex@nutshell.example',
        permissions: ['checkOutAsCustomer'],
        isAdmin: false,
        actingFor,
        cart: app.services.cart() ?? null,
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    await toPayment(app);
    expect(await screen.findByRole('checkbox', { name: 'Use my store credit ($5.00)' })).toBeTruthy();
    const payWith = await screen.findByRole('group', { name: 'Pay with' });
    expect(
      within(payWith).getByRole('radio', { name: 'Mastercard •••• 4444, expires 03/2030 (Default)' }),
    ).toBeTruthy();
    const calls = app.services.account.state.calls;
    expect(calls).toContain('creditAccounts:c-1');
    expect(calls).not.toContain('creditAccounts');
    expect(calls.filter((c) => c.startsWith('listPaymentMethods'))).toEqual(['listPaymentMethods:c-1']);
  });
});
