import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { DEFAULT_FREE_SHIPPING_THRESHOLD } from '../../core/shipping';
import { FocusedHeader } from '../components/focused-chrome';
import { formatShortMoney } from '../components/format';
import { Logo } from '../components/logo';
import { categoryLinks, copy } from '../copy';

/**
 * The page's first paint, before the app's code has arrived and run (it brings the first contentful paint forward): the
 * store header's free-shipping banner, logo and category links, or the checkout's simplified header, as static
 * markup with the app's own classes. Rendered at build time into index.html (vite.config.ts); the app replaces
 * it when it first renders. Build-time only: never imported by the app, so react-dom/server stays out of it.
 */
function StoreBootShell() {
  return (
    <div className="app">
      <header className="site-header">
        <details className="promo-bar">
          <summary>{copy.freeShippingBanner(formatShortMoney(DEFAULT_FREE_SHIPPING_THRESHOLD))}</summary>
        </details>
        <div className="site-header__bar container">
          {/* Invisible stand-ins for the menu toggle and the compact search, so the logo sits where the app
              puts it. */}
          <span className="menu-toggle boot-placeholder" aria-hidden="true">
            <span className="menu-toggle__icon">☰</span>
            {copy.shopMenu}
          </span>
          <Logo />
          <span className="header-search header-search--compact boot-placeholder" aria-hidden="true" />
        </div>
        <nav className="category-nav" aria-label={copy.categoriesNav}>
          <ul className="container">
            {categoryLinks.map((l) => (
              <li key={l.path}>
                <a href={l.path} className={l.path === '/gifts' ? 'category-nav__gifts' : undefined}>
                  {l.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
    </div>
  );
}

function FocusedBootShell() {
  return (
    <div className="app app--focused">
      <FocusedHeader badge={copy.checkout.secure} />
    </div>
  );
}

/** The static markup of the boot shell: the store's (`'store'`) or the checkout's (`'focused'`). */
export function bootShellHtml(kind: 'store' | 'focused'): string {
  return renderToStaticMarkup(
    <MemoryRouter>{kind === 'store' ? <StoreBootShell /> : <FocusedBootShell />}</MemoryRouter>,
  );
}
