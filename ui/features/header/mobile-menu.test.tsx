// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { StoresProvider } from '../../app/stores-context';
import type { RootStore } from '../../stores/root-store';
import { UiStore } from '../../stores/ui-store';
import { MobileMenu } from './mobile-menu';

afterEach(cleanup);

/** The stores the mobile menu reads: the UI store, analytics, and a session (signed in or not). */
function setup(session: { signedIn: boolean; referralShown: boolean }) {
  const ui = new UiStore();
  ui.toggleMobileMenu();
  const track = vi.fn();
  const signOut = vi.fn();
  const root = {
    ui,
    shell: undefined,
    analytics: { track },
    sessionFrom: () => ({ ...session, signOut }),
  } as unknown as RootStore;
  render(
    <StoresProvider root={root}>
      <MemoryRouter>
        <button id="menu-toggle">Shop</button>
        <MobileMenu />
      </MemoryRouter>
    </StoresProvider>,
  );
  return { ui, track, signOut, dialog: screen.getByRole('dialog', { name: 'Menu' }) };
}

describe('MobileMenu (shell-account §2 Mobile menu, §4 Mobile menu and header)', () => {
  it('is a modal dialog of categories: plain links, or buttons opening a sub-menu; then the account links', () => {
    const { dialog, signOut } = setup({ signedIn: true, referralShown: true });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getByRole('link', { name: 'Dried Fruit' }).getAttribute('href')).toBe('/driedfruit');
    expect(within(dialog).getByRole('button', { name: /^Nuts/ })).toBeTruthy();
    for (const name of ['Account', 'Easy Reorder', 'Refer and Earn', 'Help'])
      expect(within(dialog).getByRole('link', { name })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign Out' }));
    expect(signOut).toHaveBeenCalled();
  });

  it('hides Refer and Earn when the referral does not show, and Sign Out for a visitor', () => {
    const { dialog } = setup({ signedIn: false, referralShown: false });
    expect(within(dialog).queryByRole('link', { name: 'Refer and Earn' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Sign Out' })).toBeNull();
  });

  it('opens a sub-menu with a back button and expandable groups, and reports the open', () => {
    const { dialog, track } = setup({ signedIn: false, referralShown: true });
    fireEvent.click(within(dialog).getByRole('button', { name: /^Nuts/ }));
    expect(within(dialog).getByRole('heading', { name: 'Nuts' })).toBeTruthy();
    expect(track).toHaveBeenCalledWith({ event: 'Menu Opened', properties: { menu: 'Mobile Menu', header: 'Nuts' } });
    const group = within(dialog).getByRole('button', { name: 'Shop Nuts' });
    expect(group.getAttribute('aria-expanded')).toBe('true');
    expect(within(dialog).getByRole('link', { name: 'Almonds' })).toBeTruthy();
    fireEvent.click(group);
    expect(group.getAttribute('aria-expanded')).toBe('false');
    expect(within(dialog).queryByRole('link', { name: 'Almonds' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByRole('link', { name: 'Snacks' })).toBeTruthy();
  });

  it('closes on Escape and gives focus back to the Shop toggle', () => {
    const { dialog, ui } = setup({ signedIn: false, referralShown: true });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(ui.mobileMenuOpen).toBe(false);
    expect(document.activeElement?.id).toBe('menu-toggle');
  });
});

describe('UiStore (shell-account §4 "Only one of mobile menu, shipping details and search modal is open")', () => {
  it('opening one closes the others', () => {
    const ui = new UiStore();
    ui.setShippingDetails(true);
    ui.toggleMobileMenu();
    expect([ui.mobileMenuOpen, ui.shippingDetailsOpen, ui.searchOpen]).toEqual([true, false, false]);
    ui.setSearchOpen(true);
    expect([ui.mobileMenuOpen, ui.shippingDetailsOpen, ui.searchOpen]).toEqual([false, false, true]);
    ui.setShippingDetails(true);
    expect([ui.mobileMenuOpen, ui.shippingDetailsOpen, ui.searchOpen]).toEqual([false, true, false]);
  });
});
