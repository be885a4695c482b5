// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { footerLinks, legalLinks } from '../copy';
import { renderApp } from '../testing/render-app';
import '../testing/async-timeout';

afterEach(cleanup);

describe('app shell (shell-account §2 Header and Footer; core-cart-checkout §2)', () => {
  it('has landmarks, a skip link, the category nav, the cart badge and every footer link', async () => {
    renderApp('/', (s) => {
      s.seedCart(3);
    });
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main').id).toBe('main');
    // The footer is an island: its code loads after the page's.
    expect(await screen.findByRole('contentinfo')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Skip to content' }).getAttribute('href')).toBe('#main');
    expect(screen.getByText('FREE shipping on orders over $59!')).toBeTruthy();
    const nav = await screen.findByRole('navigation', { name: 'Shop by category' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      '/nuts',
      '/driedfruit',
      '/chocolatessweets',
      '/snacks',
      '/coffeesteas',
      '/cookingbaking',
      '/baking',
      '/powders',
      '/gifts',
    ]);
    expect(await screen.findByRole('link', { name: 'Cart, 3 items' })).toBeTruthy();
    const footer = screen.getByRole('contentinfo');
    for (const l of [...footerLinks.account, ...footerLinks.help, ...footerLinks.company, ...legalLinks]) {
      expect(within(footer).getByRole('link', { name: l.label }).getAttribute('href')).toBe(l.path);
    }
    expect(within(footer).getByText('© 2026 Nutshell. All rights reserved.')).toBeTruthy();
  });

  it('shows the home page with featured products from resolvePath', async () => {
    renderApp('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Fresh nuts, roasted daily' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: /Roasted Salted Almonds/ })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('page-announcement').textContent).toBe('Home page'));
  });

  it('toggles the Shop menu on small screens', () => {
    renderApp('/');
    const toggle = screen.getByRole('button', { name: 'Shop' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Close' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('shows a category page and a 404 page for unknown paths', async () => {
    renderApp('/nuts');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nuts' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('page-announcement').textContent).toBe('Category page: Nuts'));
    cleanup();
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: "We couldn't find that page" })).toBeTruthy();
  });

  it('uses the simplified header on checkout, without the flash area', async () => {
    const app = renderApp('/checkout/address', (s) => {
      s.seedCart(1);
    });
    app.root.notifications.error('Unkeyed problem');
    expect(await screen.findByText('Need help?')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Shop by category' })).toBeNull();
    expect(screen.queryByText('Unkeyed problem')).toBeNull();
  });
});
