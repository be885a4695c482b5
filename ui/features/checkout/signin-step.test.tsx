// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ANONYMOUS_SESSION, type CustomerDescription, type SessionSummary } from '../../../core/customers';
import { SessionStore } from '../../stores/session-store';
import { renderApp, type RenderedApp } from '../../testing/render-app';
import '../../testing/async-timeout';

afterEach(cleanup);
beforeAll(async () => {
  await import('../../routes/checkout-route');
});

const AGENT: SessionSummary = {
  ...ANONYMOUS_SESSION,
  customer: { id: 'agent-1', email: 'alex@nutshell.example' },
  userFirstName: 'Alex',
  email: 'alex@nutshell.example',
  permissions: ['checkOutAsCustomer'],
  isAdmin: false,
};
const CASEY: CustomerDescription = {
  addresses: [],
  adminUrl: null,
  allowSplitShipments: true,
  carrierOptions: {
    allowLasership: true,
    allowOntrac: true,
    allowBlueStreak: true,
    allowCdl: true,
    allowGrandHusky: true,
    allowTforce: true,
    allowUds: true,
  },
  contact: {
    id: 'c-1',
    email: 'casey@example.com',
    firstName: 'Casey',
    isB2b: false,
    subscribed: true,
    businessIndustry: null,
  },
  creditAccounts: [],
  customer: { id: 'c-1', email: 'casey@example.com' },
  discountCodes: [],
  hasBusinessAccount: false,
  issues: ['Parcel lost in March'],
  notes: [],
  signedUpAt: '2026-03-02T15:00:00.000Z',
};
const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** The app at `path` for an agent acting for `actingFor` on a one-line cart (cart key 'K7QX2M4P'). */
function asAgent(path: string, actingFor: SessionSummary['actingFor']): RenderedApp {
  const app = renderApp(path, (s) => void s.seedCart(1));
  const cart = { ...app.services.cart()!, key: 'K7QX2M4P' };
  app.services.account.state.cart = cart;
  app.services.account.state.descriptions.set('casey@example.com', CASEY);
  app.services.account.addAccount('casey@example.com', { fullName: 'Casey Customer', password: 'x', isB2b: false });
  act(() => app.root.sessionFrom(SessionStore).apply({ ...AGENT, actingFor, cart }));
  return app;
}

describe('the checkout signin step (core-cart-checkout §2 signin, §4 Entry location, §6 CX mode)', () => {
  it('is the entry in CX mode: acts for a customer by e-mail, shows the summary, issues credit, continues', async () => {
    const guest = { cartId: 'cart-1', cartKey: 'K7QX2M4P', customerId: null, customerEmail: null };
    const app = asAgent('/checkout', guest);
    await screen.findByRole('heading', { name: 'Customer' });
    expect(app.location()).toBe('/checkout/signin');
    expect(screen.getByTestId('signin-acting-for').textContent).toBe('a guest cart (K7QX2M4P)');
    expect(screen.queryByRole('form', { name: 'Issue store credit' })).toBeNull();
    const email = screen.getByLabelText('Customer email') as HTMLInputElement;
    expect([email.type, email.autocomplete]).toEqual(['email', 'email']);

    fill('Customer email', 'nobody@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Act for this customer' }));
    expect((await screen.findByRole('alert')).textContent).toBe('No customer with that e-mail.');

    fill('Customer email', 'casey@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Act for this customer' }));
    const summary = await screen.findByRole('region', { name: 'Customer summary' });
    expect(screen.getByTestId('signin-acting-for').textContent).toBe('casey@example.com');
    const terms = within(summary)
      .getAllByRole('term')
      .map((t) => t.textContent);
    const values = within(summary)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    await waitFor(() => expect(within(summary).getByTestId('cx-balance').textContent).toBe('$0.00'));
    expect(terms).toEqual(['Name', 'Signed up', 'Addresses', 'Store credit', 'Notes', 'Issues']);
    expect(values.filter((_, i) => i !== 3)).toEqual([
      'Casey Customer',
      '2026-03-02',
      '0',
      'None',
      'Parcel lost in March',
    ]);
    expect(app.services.account.state.calls).toEqual(
      expect.arrayContaining(['actFor:casey@example.com', 'describeCustomer:casey@example.com', 'cxStoreCredit']),
    );

    const credit = screen.getByRole('form', { name: 'Issue store credit' });
    expect((within(credit).getByLabelText('Reason') as HTMLSelectElement).value).toBe('Courtesy Credit');
    fireEvent.change(within(credit).getByLabelText('Amount ($)'), { target: { value: 'ten' } });
    fireEvent.click(within(credit).getByRole('button', { name: 'Issue store credit' }));
    expect((await within(credit).findByRole('alert')).textContent).toBe('Enter the amount in dollars, like 10.00.');
    fireEvent.change(within(credit).getByLabelText('Amount ($)'), { target: { value: '1500' } });
    fireEvent.click(within(credit).getByRole('button', { name: 'Issue store credit' }));
    await waitFor(() =>
      expect(within(credit).getByRole('alert').textContent).toBe(
        'A store credit needs an amount from $0.01 to $1,000.00 and an order reason label.',
      ),
    );
    fireEvent.change(within(credit).getByLabelText('Amount ($)'), { target: { value: '12.50' } });
    fireEvent.change(within(credit).getByLabelText('Note'), { target: { value: 'Late parcel' } });
    fireEvent.click(within(credit).getByRole('button', { name: 'Issue store credit' }));
    expect((await within(credit).findByRole('status')).textContent).toBe(
      'Issued $12.50. Store credit balance: $12.50.',
    );
    expect(screen.getByTestId('cx-balance').textContent).toBe('$12.50');
    expect(app.services.account.state.calls).toContain('issueStoreCredit:1250:Courtesy Credit:Late parcel');

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Email & Shipping Info' });
    expect(app.location()).toBe('/checkout/address');
  });

  it('outside CX mode /checkout/signin goes to the entry location', async () => {
    const app = renderApp('/checkout/signin', (s) => void s.seedCart(1));
    await screen.findByRole('heading', { name: 'Email & Shipping Info' });
    expect(app.location()).toBe('/checkout/address');
    expect(screen.queryByLabelText('Customer email')).toBeNull();
  });

  it('the payment step in CX mode lists the acted-for customer’s saved cards and pays with one of them', async () => {
    const casey = { cartId: 'cart-1', cartKey: 'K7QX2M4P', customerId: 'c-1', customerEmail: 'casey@example.com' };
    const app = asAgent('/checkout/address', casey);
    app.services.account.state.paymentMethods = [
      {
        id: 'pm-1',
        brand: 'Visa',
        last4: '1111',
        expirationMonth: 5,
        expirationYear: 2031,
        cardholderName: 'Casey',
        isDefault: true,
        createdAt: '2026-03-01T10:00:00.000Z',
      },
    ];
    await screen.findByRole('heading', { name: 'Email & Shipping Info' });
    fill('Email', 'casey@example.com');
    fill('Full name', 'Casey Customer');
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
    const payWith = await screen.findByRole('group', { name: 'Pay with' });
    const card = await within(payWith).findByRole('radio', { name: 'Visa •••• 1111, expires 05/2031 (Default)' });
    expect((card as HTMLInputElement).checked).toBe(true);
    expect(app.services.account.state.calls).toContain('listPaymentMethods:c-1');
    expect(screen.queryByRole('checkbox', { name: 'Save this card for later' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByRole('heading', { name: 'Thank you for your order!' })).toBeTruthy();
    expect(app.services.account.state.calls).toContain('paymentMethodNonce:pm-1:c-1');
  });
});
