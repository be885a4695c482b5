import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { FlashArea } from '../components/flash-area';
import { SiteFooterIsland } from '../components/site-footer-island';
import { SiteHeader } from '../components/site-header';
import { copy } from '../copy';
import { AddedToCartSlot } from '../features/cart/added-to-cart-slot';
import { ShellChromeIsland } from '../features/shell-chrome/shell-chrome-island';
import { OfferBubbleIsland } from '../features/offer/offer-bubble-island';
import { PageLoading } from '../routes/page-status';
import { FocusedFooterCode, FocusedHeaderCode } from './pages';

/**
 * The store's pages: full header, flash area above the page, main content, footer, the cart panel and the onsite
 * offer's bubble.
 */
export function StoreLayout() {
  return (
    <div className="app">
      <SiteHeader />
      <FlashArea />
      <main id="main" tabIndex={-1} className="app__main">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooterIsland />
      <AddedToCartSlot />
      <ShellChromeIsland />
      <OfferBubbleIsland />
    </div>
  );
}

/**
 * Checkout and receipt pages: the simplified header and footer, no flash area (core-cart-checkout §2). The chrome's
 * code loads with those pages (pages.ts); `main` is there at once, so navigation can focus it.
 */
export function FocusedLayout() {
  return (
    <div className="app app--focused">
      <Suspense fallback={null}>
        <FocusedHeaderCode badge={copy.secureCheckout} />
      </Suspense>
      <main id="main" tabIndex={-1} className="app__main">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <FocusedFooterCode />
      </Suspense>
    </div>
  );
}
