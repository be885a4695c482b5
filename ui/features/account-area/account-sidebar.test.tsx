// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AccountSidebar, sidebarEntries } from './account-sidebar';

afterEach(cleanup);

const flags = { is_b2b: false, is_reseller: false, is_bulk_upload_available: false };

describe('the account sidebar (shell-account §2 Account area)', () => {
  it('lists the spec’s entries every customer has, in the spec’s order, with their paths', () => {
    expect(sidebarEntries({ flags }).map((e) => [e.text, e.path])).toEqual([
      ['Your Account', '/account'],
      ['Email Communications', '/account/communications'],
      ['Address Book', '/account/address-book'],
      ['Wallet', '/account/wallet'],
      ['Order History', '/account/order-history'],
      ['Easy Reorder', '/account/easy-reorder'],
      ['Favorites', '/account/favorites'],
      ['Auto-Delivery', '/account/auto-delivery'],
    ]);
  });

  it('adds Business Account, Reseller Certifications and Order Upload only by their flags, in the spec’s order', () => {
    const all = { is_b2b: true, is_reseller: true, is_bulk_upload_available: true };
    expect(sidebarEntries({ flags: all }).map((e) => e.text)).toEqual([
      'Your Account',
      'Business Account',
      'Email Communications',
      'Address Book',
      'Wallet',
      'Order History',
      'Easy Reorder',
      'Favorites',
      'Auto-Delivery',
      'Reseller Certifications',
      'Order Upload',
    ]);
    const paths = sidebarEntries({ flags: all }).map((e) => e.path);
    expect(paths).toContain('/account/business');
    expect(paths).toContain('/account/reseller-certification');
    expect(paths).toContain('/order-upload');
    const b2bOnly = sidebarEntries({ flags: { ...flags, is_b2b: true } }).map((e) => e.text);
    expect(b2bOnly).toContain('Business Account');
    expect(b2bOnly).not.toContain('Reseller Certifications');
    expect(b2bOnly).not.toContain('Order Upload');
  });

  it('leads Auto-Delivery to the redesign when the autoDeliveryPortal flag is on (catalogue-gifting §2)', () => {
    const on = sidebarEntries({ flags, featureFlags: { autoDeliveryPortal: true } });
    expect(on.at(-1)).toEqual({ text: 'Auto-Delivery', path: '/account/auto-delivery-redesign' });
    const off = sidebarEntries({ flags, featureFlags: { autoDeliveryPortal: false } });
    expect(off.at(-1)).toEqual({ text: 'Auto-Delivery', path: '/account/auto-delivery' });
  });

  it('hides the Refer and Earn card when disableReferral is on (shell-account §2)', () => {
    render(
      <MemoryRouter>
        <AccountSidebar data={{ flags, featureFlags: { disableReferral: true } }} current="/account" />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('link', { name: 'Refer a friend' })).toBeNull();
    cleanup();
    render(
      <MemoryRouter>
        <AccountSidebar data={{ flags, featureFlags: { disableReferral: true } }} current="/account" referralShown />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Refer a friend' })).toBeTruthy();
  });

  it('marks the page shown with aria-current="page", and only it', () => {
    render(
      <MemoryRouter>
        <AccountSidebar data={{ flags }} current="/account/address-book" />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Your account' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('aria-current')])).toEqual([
      ['Your Account', null],
      ['Email Communications', null],
      ['Address Book', 'page'],
      ['Wallet', null],
      ['Order History', null],
      ['Easy Reorder', null],
      ['Favorites', null],
      ['Auto-Delivery', null],
    ]);
    expect(screen.getByRole('link', { name: 'Refer a friend' }).getAttribute('href')).toBe('/refer');
  });
});
