import { observer } from 'mobx-react-lite';
import { Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { GIFT_BUNDLE_KEY } from '../../core/customizers';
import { AccountRoute, BundleCustomizerRoute, MixesRoute, ProductPage, TraysRoute } from '../app/pages';
import { ContentPageRoute } from '../app/pages';
import { useStores } from '../app/stores-context';
import { CategoryPage } from '../features/category/category-page';
import { ProductPageSkeleton } from '../features/product/product-page-skeleton';
import { NotFoundPage, PageError, PageLoading } from './page-status';

/**
 * Any other path, resolved by the server (core-cart-checkout §2 Other routes): category landing and
 * listing pages, product pages (loaded on demand, showing the loading skeleton of catalogue-gifting §2
 * meanwhile; the gift box bundle's with its gift-box buy block, §1), the temporary pages of mailed sign-in and
 * reset links (loaded on demand), the page builder's content pages (loaded on demand) and the 404 page.
 */
export const ResolvedRoute = observer(function ResolvedRoute() {
  const { page } = useStores();
  const { pathname } = useLocation();
  useEffect(() => {
    void page.resolve(pathname);
  }, [page, pathname]);
  const resolved = page.pageFor(pathname);
  if (!resolved) {
    return page.status === 'error' && page.path === pathname ? (
      <PageError onRetry={() => void page.retry()} />
    ) : (
      <PageLoading />
    );
  }
  switch (resolved.pageType) {
    case 'CategoryLandingPage':
    case 'CategoryListingPage':
      return <CategoryPage key={pathname} props={resolved.props} />;
    case 'ProductPage':
      return (
        <Suspense fallback={<ProductPageSkeleton />}>
          <ProductPage
            key={resolved.props.product.key}
            props={resolved.props}
            buyBlock={resolved.props.product.key === GIFT_BUNDLE_KEY ? <BundleCustomizerRoute block /> : undefined}
          />
        </Suspense>
      );
    case 'CustomMixesPage':
      return <MixesRoute key={pathname} props={resolved.props} />;
    case 'CustomTraysPage':
      return <TraysRoute key={pathname} props={resolved.props} />;
    case 'MagicLinkPage':
    case 'ResetPasswordPage':
      return <AccountRoute key={pathname} link={resolved} />;
    case 'ContentPage':
    case 'ReferralPage':
      return <ContentPageRoute key={pathname} entry={resolved.props.entry} />;
    case 'HomePage':
    case '404':
      return <NotFoundPage />;
  }
});
