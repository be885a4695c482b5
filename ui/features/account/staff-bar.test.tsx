// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ANONYMOUS_SESSION, type SessionSummary } from '../../../core/customers';
import { AppRoutes } from '../../app/app';
import { StoresProvider } from '../../app/stores-context';
import { createRootStore } from '../../stores/root-store';
import { createFakeServices } from '../../testing/fake-services';
import '../../testing/async-timeout';

afterEach(cleanup);

const AGENT: SessionSummary = {
  ...ANONYMOUS_SESSION,
  customer: { id: 'agent-1', email: 'alex@nutshell.example' },
  userFirstName: 'Alex',
  email: 'alex@nutshell.example',
  permissions: ['checkOutAsCustomer'],
  isAdmin: true,
};

/** The app at `path` started from a page state whose session is `session`. */
function renderWith(path: string, session: SessionSummary) {
  window.scrollTo = () => {};
  const services = createFakeServices();
  const root = createRootStore(services, { url: path, cart: null, session, csrfToken: 't', origin: 'http://x' });
  render(
    <StoresProvider root={root}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </StoresProvider>,
  );
  return services;
}

describe('the staff bar (shell-account §2 Header, Staff cart lookup; core-cart-checkout §6)', () => {
  it('shows Staff mode, whom the agent acts for and the lookup form prefilled from the URL key', async () => {
    const acting = { cartId: 'cart-9', cartKey: 'K-42', customerId: null, customerEmail: null };
    renderWith('/cart/customer-cart?key=K-42', { ...AGENT, actingFor: acting });
    const bar = await screen.findByRole('region', { name: 'Staff' });
    expect(within(bar).getByText('Staff mode')).toBeTruthy();
    expect(within(bar).getByTestId('acting-for').textContent).toBe('Guest cart K-42');
    const field = within(bar).getByLabelText('Cart key') as HTMLInputElement;
    expect(field.value).toBe('K-42');
    expect(field.placeholder).toBe('Enter a cart key');
    const form = field.closest('form')!;
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['get', '/cart/customer-cart']);
    expect(within(bar).getByRole('button', { name: 'Find' }).getAttribute('type')).toBe('submit');
    expect(screen.queryByText('No cart with that key.')).toBeNull();
  });

  it('names the customer acted for; Stop acting calls POST /api/cx/stop', async () => {
    const acting = { cartId: 'cart-9', cartKey: null, customerId: 'c-1', customerEmail: 'casey@example.com' };
    const services = renderWith('/cart', { ...AGENT, actingFor: acting });
    const bar = await screen.findByRole('region', { name: 'Staff' });
    expect(within(bar).getByTestId('acting-for').textContent).toBe('casey@example.com');
    fireEvent.click(within(bar).getByRole('button', { name: 'Stop acting' }));
    await waitFor(() => expect(services.account.state.calls).toContain('stopActing'));
  });

  it('says "No cart with that key." on the lookup page when the key opened no cart', async () => {
    renderWith('/cart/customer-cart?key=NOPE', { ...AGENT, actingFor: null });
    expect((await screen.findByRole('alert')).textContent).toBe('No cart with that key.');
    expect(within(await screen.findByRole('region', { name: 'Staff' })).getByTestId('acting-for').textContent).toBe(
      'nobody yet',
    );
  });

  it('is absent for a customer, whose lookup page is the 404 page', async () => {
    renderWith('/cart/customer-cart?key=K-42', { ...AGENT, permissions: [], isAdmin: false, actingFor: null });
    await screen.findByRole('navigation', { name: 'Account and help' });
    expect(screen.queryByRole('region', { name: 'Staff' })).toBeNull();
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByLabelText('Cart key')).toBeNull();
    expect(document.body.textContent).toContain('404');
  });
});
