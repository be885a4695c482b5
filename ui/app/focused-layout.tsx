import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { FocusedFooter, FocusedHeader } from '../components/focused-chrome';
import { copy } from '../copy';
import { PageLoading } from '../routes/page-status';

/**
 * Checkout and receipt pages: the simplified header and footer, no flash area (core-cart-checkout §2). Loaded on demand
 * with those pages (FocusedLayoutCode in ui/app/pages.ts), so the home page and listings do not carry it.
 */
export default function FocusedLayoutView() {
  return (
    <div className="app app--focused">
      <FocusedHeader badge={copy.secureCheckout} />
      <main id="main" tabIndex={-1} className="app__main">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <FocusedFooter />
    </div>
  );
}
