import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { FlashArea } from '../components/flash-area';
import { SiteFooterIsland } from '../components/site-footer-island';
import { SiteHeader } from '../components/site-header';
import { AddedToCartSlot } from '../features/cart/added-to-cart-slot';
import { PageLoading } from '../routes/page-status';
import { FocusedLayoutCode } from './pages';

/** The store's pages: full header, flash area above the page, main content, footer, and the cart panel. */
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
    </div>
  );
}

/**
 * Checkout and receipt pages (core-cart-checkout §2): the simplified chrome of focused-layout.tsx, whose code loads
 * with those pages; the page-loading state while it comes.
 */
export function FocusedLayout() {
  return (
    <Suspense fallback={<PageLoading />}>
      <FocusedLayoutCode />
    </Suspense>
  );
}
