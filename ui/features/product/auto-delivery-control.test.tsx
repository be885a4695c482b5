// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ANONYMOUS_SESSION } from '../../../core/customers';
import { SessionStore } from '../../stores/session-store';
import { almonds } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import '../../testing/async-timeout';

afterEach(cleanup);

const jane = {
  ...ANONYMOUS_SESSION,
  customer: { id: 'c-1', email: 'jane@example.com' },
  signedLoginType: 'password' as const,
  userFirstName: 'Jane',
  email: 'jane@example.com',
  cart: null,
};

describe('add-to-auto-delivery control on the product page (catalogue-gifting §2, §4 Subscription)', () => {
  it("offers 'Deliver every' with Every 1 Week … Every 12 Weeks, 6 weeks chosen", async () => {
    renderApp(almonds.path);
    const select = (await screen.findByLabelText('Deliver every')) as HTMLSelectElement;
    expect([...select.options].map((o) => o.text)).toEqual([
      'Every 1 Week',
      'Every 2 Weeks',
      'Every 3 Weeks',
      'Every 4 Weeks',
      'Every 6 Weeks',
      'Every 8 Weeks',
      'Every 10 Weeks',
      'Every 12 Weeks',
    ]);
    expect(select.value).toBe('42');
    expect(screen.getByRole('button', { name: 'Add to Auto-Delivery' })).toBeTruthy();
  });

  it('subscribes a signed-in customer: Adding, the panel, then Every 4 Weeks with Manage and Remove', async () => {
    const app = renderApp(almonds.path);
    act(() => app.root.sessionFrom(SessionStore).apply(jane));
    fireEvent.change(await screen.findByLabelText('Deliver every'), { target: { value: '28' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to Auto-Delivery' }));
    expect(screen.getByRole('button', { name: 'Adding' })).toHaveProperty('disabled', true);
    const panel = await screen.findByRole('dialog', { name: 'Added to Auto-Delivery' });
    // The fake ships new subscriptions the day after its today, 2026-11-25.
    expect(within(panel).getByText('Will ship Thursday, November 26')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Manage Auto-Delivery' }).getAttribute('href')).toBe(
      '/account/auto-delivery',
    );
    expect(app.services.autoDelivery.state.subscriptions[0]).toMatchObject({ sku: '1001-01', intervalDays: 28 });
    fireEvent.click(within(panel).getByRole('button', { name: 'Continue Shopping' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Added to Auto-Delivery' })).toBeNull());
    const added = screen.getByRole('group', { name: 'Auto-Delivery' });
    expect(within(added).getByText('Every 4 Weeks')).toBeTruthy();
    expect(
      within(added)
        .getByRole('link', { name: /Manage/ })
        .getAttribute('href'),
    ).toBe('/account/auto-delivery');
    fireEvent.click(within(added).getByRole('button', { name: /Remove/ }));
    expect(await screen.findByRole('button', { name: 'Add to Auto-Delivery' })).toBeTruthy();
    expect(app.services.autoDelivery.state.subscriptions[0]?.cancelReason).toBe('Removed with remove button');
  });

  it('shows an error inline with the link that fixes it', async () => {
    const app = renderApp(almonds.path);
    act(() => app.root.sessionFrom(SessionStore).apply(jane));
    app.services.autoDelivery.state.failNext = {
      key: 'subscription/no-payment-method',
      message: 'Add a card to your Wallet first.',
    };
    fireEvent.click(await screen.findByRole('button', { name: 'Add to Auto-Delivery' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Add a card to your Wallet first. Add a card');
    expect(within(alert).getByRole('link', { name: 'Add a card' }).getAttribute('href')).toBe('/account/wallet');
  });

  it('asks a visitor to sign in first', async () => {
    const app = renderApp(almonds.path);
    fireEvent.click(await screen.findByRole('button', { name: 'Add to Auto-Delivery' }));
    await waitFor(() => expect(app.root.sessionFrom(SessionStore).loginOpen).toBe(true));
    expect(app.services.autoDelivery.state.calls).toEqual([]);
  });
});
