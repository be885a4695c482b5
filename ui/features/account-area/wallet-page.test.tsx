// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SavedPaymentMethod } from '../../../core/customers';
import type { AccountAreaData } from '../../../ports/account-area';
import type { FakeServices } from '../../testing/fake-services';
import { renderApp } from '../../testing/render-app';
import '../../testing/async-timeout';

afterEach(cleanup);

const card = (id: string, brand: string, last4: string, isDefault: boolean): SavedPaymentMethod => ({
  id,
  brand,
  last4,
  expirationMonth: 3,
  expirationYear: 2030,
  cardholderName: 'Ada Lovelace',
  isDefault,
  createdAt: '2026-03-01T10:00:00.000Z',
});

/** The wallet page's data for Ada with `cards`; the fake's wallet holds the same cards. */
function wallet(cards: SavedPaymentMethod[]) {
  return (s: FakeServices) => {
    const data: AccountAreaData = {
      path: '/account/wallet',
      page: 'wallet',
      customer: {
        id: 'c-1',
        email: 'ada@example.com',
        fullName: 'Ada Lovelace',
        firstName: 'Ada',
        isB2b: false,
        isGuest: false,
        loginTypes: ['password'],
        newsletterOptIn: false,
        createdAt: '2026-03-01T10:00:00.000Z',
      },
      flags: { is_b2b: false, is_reseller: false, is_bulk_upload_available: false },
      paymentMethods: cards,
    };
    s.account.state.accountPages.set('/account/wallet', data);
    s.account.state.paymentMethods = [...cards];
  };
}

describe('Wallet (shell-account §2 Wallet)', () => {
  it('lists the saved cards, default first, and removes one after a confirmation', async () => {
    const app = renderApp(
      '/account/wallet',
      wallet([card('pm-1', 'Visa', '4242', true), card('pm-2', 'Mastercard', '4444', false)]),
    );
    expect(await screen.findByRole('heading', { name: 'Wallet', level: 1 })).toBeTruthy();
    const items = within(await screen.findByRole('list', { name: 'Saved cards' })).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('.wallet-card__name')?.textContent)).toEqual([
      'Visa •••• 4242Default',
      'Mastercard •••• 4444',
    ]);
    expect(within(items[0]!).getByText('Expires 03/2030')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Mastercard •••• 4444' }));
    const confirm = screen.getByRole('group', { name: 'Remove Mastercard •••• 4444 from your wallet?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Keep card' }));
    expect(app.services.account.state.calls).not.toContain('deletePaymentMethod:pm-2');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Mastercard •••• 4444' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, remove' }));
    await waitFor(() => expect(screen.queryByText('Mastercard •••• 4444')).toBeNull(), { timeout: 5000 });
    expect(app.services.account.state.calls).toContain('deletePaymentMethod:pm-2');
    expect(within(screen.getByRole('list', { name: 'Saved cards' })).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Remove Visa •••• 4242' })).toBeTruthy();
  });

  it('says so when there are no saved cards', async () => {
    renderApp('/account/wallet', wallet([]));
    expect(
      await screen.findByText('You have no saved cards yet. Cards you save at checkout appear here.'),
    ).toBeTruthy();
  });
});
