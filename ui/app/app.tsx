import { useEffect } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { AppLinkRouting } from '../components/app-link';
import { LiveRegion } from '../components/live-region';
import { HomeRoute } from '../routes/home-route';
import { ResolvedRoute } from '../routes/resolved-route';
import type { RootStore } from '../stores/root-store';
import { FocusedLayout, StoreLayout } from './layouts';
import { NavigationBridge } from './navigation-bridge';
import {
  AccountAreaRoute,
  AccountRoute,
  AutoDeliveryHelpRoute,
  BoxRoute,
  BundleCustomizerRoute,
  GiftDropRoute,
  MixesRoute,
  OrderUploadRoute,
  CartRoute,
  CheckoutRoute,
  ReceiptRoute,
  SearchRoute,
  WholesaleRoute,
  QuizResultsRoute,
} from './pages';
import { ContentPageRoute } from './pages';
import { StoresProvider, useStores } from './stores-context';

/**
 * The route table (core-cart-checkout §2 Fixed routes): '/', '/cart', '/search/instant', '/sign/in',
 * '/business/register', the account area ('/account/*' and '/orders/*': its page tells its own paths from the 404
 * page, ports/account-area.ts accountAreaRouteOf), '/auto-delivery' (the auto-delivery help), '/checkout/receipt',
 * '/checkout/:step?/:stepVariant?', '/bundle-customizer' (the gift box bundle's customizer), '/order-upload' (the bulk
 * order upload), '/wholesale' (the wholesale cases), and every other path resolved by the server. The same tree
 * renders on the server (ui/server/render-page.tsx, under a StaticRouter) and hydrates in the browser (ui/main.tsx).
 * '/builder-preview' is the content-tool preview (features/content/content-page.tsx).
 */
export function AppRoutes() {
  const { cart } = useStores();
  useEffect(() => {
    // The server rendered the session's cart into the page: loaded already, nothing to fetch.
    if (cart.status === 'idle') void cart.load();
  }, [cart]);
  return (
    <>
      <NavigationBridge />
      <AppLinkRouting />
      <LiveRegion />
      <Routes>
        <Route element={<StoreLayout />}>
          <Route index element={<HomeRoute />} />
          <Route path="cart/*" element={<CartRoute />} />
          <Route path="search/instant" element={<SearchRoute />} />
          <Route path="sign/in" element={<AccountRoute />} />
          <Route path="business" element={<AccountRoute />} />
          <Route path="business/register" element={<AccountRoute />} />
          <Route path="account/*" element={<AccountAreaRoute />} />
          <Route path="orders/*" element={<AccountAreaRoute />} />
          <Route path="auto-delivery" element={<AutoDeliveryHelpRoute />} />
          <Route path="custom/mixes/builder" element={<MixesRoute />} />
          <Route path="custom/box/*" element={<BoxRoute />} />
          <Route path="gift-drop/*" element={<GiftDropRoute />} />
          <Route path="bundle-customizer" element={<BundleCustomizerRoute />} />
          <Route path="order-upload" element={<OrderUploadRoute />} />
          <Route path="wholesale" element={<WholesaleRoute />} />
          <Route path="builder-preview" element={<ContentPageRoute preview />} />
          <Route path="onsite-offer-quiz-results" element={<QuizResultsRoute />} />
          <Route path="*" element={<ResolvedRoute />} />
        </Route>
        <Route element={<FocusedLayout />}>
          <Route path="checkout/receipt" element={<ReceiptRoute />} />
          <Route path="checkout/:step?/:stepVariant?" element={<CheckoutRoute />} />
        </Route>
      </Routes>
    </>
  );
}

/**
 * The storefront app over a root store, in the browser's history. Once it has hydrated (or mounted) it marks the
 * document `<html data-hydrated>`: from then on links navigate within the app (the end-to-end tests wait for it).
 */
export function App({ root }: { root: RootStore }) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return (
    <StoresProvider root={root}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </StoresProvider>
  );
}
