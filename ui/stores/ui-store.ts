import { makeAutoObservable } from 'mobx';

/**
 * UI state that is not domain state: the side panels, the mobile menu and the screen-reader announcement
 * (spec: core-cart-checkout §2 Cart side panels, §4 Overlay; shell-account §2 Header).
 */
export class UiStore {
  addedToCartOpen = false;
  mobileMenuOpen = false;
  /** The last page announcement read by the aria-live region. */
  announcement = '';

  constructor() {
    makeAutoObservable(this);
  }

  openAddedToCart(): void {
    this.addedToCartOpen = true;
    this.mobileMenuOpen = false;
  }

  closeAddedToCart(): void {
    this.addedToCartOpen = false;
  }

  toggleMobileMenu(): void {
    this.mobileMenuOpen = !this.mobileMenuOpen;
  }

  closeMenus(): void {
    this.mobileMenuOpen = false;
  }

  announce(message: string): void {
    this.announcement = message;
  }
}
