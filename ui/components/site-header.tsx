import { observer } from 'mobx-react-lite';
import { DEFAULT_FREE_SHIPPING_THRESHOLD } from '../../core/shipping';
import { useStores } from '../app/stores-context';
import { copy } from '../copy';
import { HeaderSearchIsland } from '../features/search/header-search-island';
import { UtilityBarIsland } from '../features/account/utility-bar-island';
import { HeaderNavIsland } from '../features/header/header-nav-island';
import { formatShortMoney } from './format';
import { Logo } from './logo';
import { AppLink } from './app-link';

/**
 * The store header (shell-account §2 Header): hidden skip and accessibility links, the top utility bar (an island:
 * the greeting or sign-in link, gated account links, the login modal's slot), the free-shipping banner, logo, Shop
 * menu toggle on small screens (the mobile menu), cart button with its item-count badge, and the navigation (an island:
 * the desktop mega menu, the secondary navigation and the mobile menu's slot, ui/features/header).
 */
export const SiteHeader = observer(function SiteHeader() {
  const { cart, ui } = useStores();
  const count = cart.itemCount;
  return (
    <header className="site-header">
      <a href="#main" className="skip-link">
        {copy.skipToContent}
      </a>
      <a href="/accessibility.html" className="skip-link">
        {copy.accessibilityPolicy}
      </a>
      <UtilityBarIsland />
      <details
        className="promo-bar"
        open={ui.shippingDetailsOpen}
        onToggle={(e) => ui.setShippingDetails(e.currentTarget.open)}
      >
        <summary>{copy.freeShippingBanner(formatShortMoney(DEFAULT_FREE_SHIPPING_THRESHOLD))}</summary>
        <p>{copy.freeShippingDetails}</p>
      </details>
      <div className="site-header__bar container">
        <button
          type="button"
          id="menu-toggle"
          className="menu-toggle"
          aria-haspopup="dialog"
          aria-expanded={ui.mobileMenuOpen}
          aria-controls="mobile-menu"
          onClick={() => ui.toggleMobileMenu()}
        >
          <span className="menu-toggle__icon" aria-hidden="true">
            {ui.mobileMenuOpen ? '✕' : '☰'}
          </span>
          {ui.mobileMenuOpen ? copy.closeMenu : copy.shopMenu}
        </button>
        <Logo />
        <HeaderSearchIsland />
        <AppLink to="/cart" className="cart-button" aria-label={copy.cartButton(count)}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="cart-button__icon">
            <path
              d="M3 4h2l2.4 10.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
            <circle cx="10" cy="20" r="1.5" fill="currentColor" />
            <circle cx="17" cy="20" r="1.5" fill="currentColor" />
          </svg>
          <span className="cart-button__text" aria-hidden="true">
            {copy.cartLabel}
          </span>
          <span className="cart-button__badge" aria-hidden="true">
            {count}
          </span>
        </AppLink>
      </div>
      <HeaderNavIsland />
    </header>
  );
});
