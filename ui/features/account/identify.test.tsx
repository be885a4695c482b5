// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ANONYMOUS_SESSION, type SessionSummary } from '../../../core/customers';
import { StoresProvider } from '../../app/stores-context';
import { createRootStore } from '../../stores/root-store';
import { IDENTIFIED_KEY } from '../../stores/session-store';
import { createFakeServices } from '../../testing/fake-services';
import { UtilityBar } from './utility-bar';

/** Identify on page load (spec: shell-account §7 events; core-cart-checkout §6: never for the impersonated customer). */
const jane: SessionSummary = {
  ...ANONYMOUS_SESSION,
  customer: { id: 'c-1', email: 'jane@example.com' },
  signedLoginType: 'password',
  userFirstName: 'Jane',
  email: 'jane@example.com',
};

afterEach(cleanup);
beforeEach(() => window.sessionStorage.clear());

function renderBar(session: SessionSummary) {
  const services = createFakeServices();
  const root = createRootStore(services, { url: '/', cart: null, csrfToken: 't', origin: 'http://x', session });
  const view = () => (
    <StoresProvider root={root}>
      <MemoryRouter>
        <UtilityBar />
      </MemoryRouter>
    </StoresProvider>
  );
  const result = render(view());
  return { services, rerender: () => result.rerender(view()) };
}

describe('identify on page load', () => {
  it('a signed-in page identifies the customer once per browser session', async () => {
    const { services, rerender } = renderBar(jane);
    expect(await screen.findByText('Hi Jane')).toBeTruthy();
    rerender();
    expect(services.state.analytics).toEqual([
      { event: 'identify', properties: { userId: 'c-1', traits: { email: 'jane@example.com', firstName: 'Jane' } } },
    ]);
    expect(window.sessionStorage.getItem(IDENTIFIED_KEY)).toBe('c-1');
    cleanup();
    const next = renderBar(jane);
    expect(await screen.findByText('Hi Jane')).toBeTruthy();
    expect(next.services.state.analytics).toEqual([]);
  });

  it('a CX agent acting for a customer identifies no one', async () => {
    const agent: SessionSummary = {
      ...jane,
      customer: { id: 'agent-1', email: 'agent@example.com' },
      userFirstName: 'Ada',
      permissions: ['checkOutAsCustomer'],
      actingFor: { cartId: 'cart-9', cartKey: 'K-9', customerId: 'c-1', customerEmail: 'jane@example.com' },
    };
    const { services } = renderBar(agent);
    expect(await screen.findByText('Hi Ada')).toBeTruthy();
    expect(services.state.analytics.filter((e) => e.event === 'identify')).toEqual([]);
    expect(window.sessionStorage.getItem(IDENTIFIED_KEY)).toBeNull();
  });
});
