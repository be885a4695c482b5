import { observer } from 'mobx-react-lite';
import { lazy, useEffect } from 'react';
import { useLocation } from 'react-router';
import { useStores } from '../app/stores-context';
import { CategoryPage } from '../features/category/category-page';
import { NotFoundPage, PageError, PageLoading } from './page-status';

const ProductPage = lazy(() => import('../features/product/product-page'));

/**
 * Any other path, resolved by the server (core-cart-checkout §2 Other routes): category landing and
 * listing pages, product pages (loaded on demand) and the 404 page.
 */
export const ResolvedRoute = observer(function ResolvedRoute() {
  const { page } = useStores();
  const { pathname } = useLocation();
  useEffect(() => { void page.resolve(pathname); }, [page, pathname]);
  const resolved = page.pageFor(pathname);
  if (!resolved) {
    return page.status === 'error' && page.path === pathname ? <PageError onRetry={() => void page.retry()} /> : <PageLoading />;
  }
  switch (resolved.pageType) {
    case 'CategoryLandingPage':
    case 'CategoryListingPage':
      return <CategoryPage key={pathname} props={resolved.props} />;
    case 'ProductPage':
      return <ProductPage key={resolved.props.product.key} props={resolved.props} />;
    case 'HomePage':
    case '404':
      return <NotFoundPage />;
  }
});
