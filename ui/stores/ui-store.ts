import { makeAutoObservable } from 'mobx';

/**
 * UI state that is not domain state: the side panels, the mobile menu and the screen-reader announcement
 * (spec: core-cart-checkout §2 Cart side panels, §4 Overlay; shell-account §2 Header).
 */
export class UiStore {
  addedToCartOpen = false;
  /** The category the last add came from (the product page's), whose list the Added-to-Cart panel recommends. */
  addedFromCategoryKey: string | undefined = undefined;
  mobileMenuOpen = false;
  /** The free-shipping banner's details; only one of it, the mobile menu and the search modal is open (§4). */
  shippingDetailsOpen = false;
  /** The search modal (below lg). */
  searchOpen = false;
  /** The last page announcement read by the aria-live region. */
  announcement = '';
  /**
   * The local layer of the feature flags (shell-account §4 "layers by precedence: local, session, site, visitor"):
   * the browser's own, set after hydration by ui/app/local-flags.ts; empty on the server.
   */
  localFlags: Readonly<Record<string, boolean>> = {};

  constructor() {
    makeAutoObservable(this);
  }

  openAddedToCart(): void {
    this.addedToCartOpen = true;
    this.mobileMenuOpen = false;
  }

  /** Records where the next add comes from (a product page's category; undefined elsewhere). */
  setAddedFrom(categoryKey: string | undefined): void {
    this.addedFromCategoryKey = categoryKey;
  }

  /** Replaces the local layer of the feature flags. */
  setLocalFlags(flags: Readonly<Record<string, boolean>>): void {
    this.localFlags = flags;
  }

  closeAddedToCart(): void {
    this.addedToCartOpen = false;
  }

  toggleMobileMenu(): void {
    this.mobileMenuOpen = !this.mobileMenuOpen;
    if (this.mobileMenuOpen) this.shippingDetailsOpen = this.searchOpen = false;
  }

  /** Opens or closes the shipping details; opening closes the mobile menu and the search modal (shell §4). */
  setShippingDetails(open: boolean): void {
    this.shippingDetailsOpen = open;
    if (open) this.mobileMenuOpen = this.searchOpen = false;
  }

  /** Records the search modal opening or closing; opening closes the mobile menu and the shipping details. */
  setSearchOpen(open: boolean): void {
    this.searchOpen = open;
    if (open) this.mobileMenuOpen = this.shippingDetailsOpen = false;
  }

  closeMenus(): void {
    this.mobileMenuOpen = false;
    this.shippingDetailsOpen = false;
  }

  announce(message: string): void {
    this.announcement = message;
  }
}
