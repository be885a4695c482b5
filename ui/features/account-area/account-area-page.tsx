import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { accountAreaRouteOf, ACCOUNT_AREA_PATHS } from '../../../ports/account-area';
import { isFeatureOn } from '../../../core/shared';
import { useStores } from '../../app/stores-context';
import { usePageAnnouncement } from '../../app/use-page-announcement';
import { accountAreaCopy } from '../../copy/account-area-copy';
import { NotFoundPage, PageError } from '../../routes/page-status';
import { AccountAreaStore } from '../../stores/account-area-store';
import { AccountSidebar, autoDeliveryEntryPath } from './account-sidebar';
import { ACCOUNT_AREA_VIEWS } from './account-area-views';
import '../../styles/account-area.css';

/**
 * The account area (spec: shell-account §2 Account area; ports/account-area.ts): the sidebar and the page of the
 * path, server-rendered from the page state's `account` and, after a navigation in the browser, from GET
 * /api/account/page (AccountAreaStore). One on-demand chunk (ui/app/pages.ts `AccountAreaRoute`). A path that is no
 * account page, or an order that is not the customer's, is the 404 page.
 */
export default observer(function AccountAreaPage() {
  const { pathname } = useLocation();
  const root = useStores();
  const store = root.accountAreaFrom(AccountAreaStore);
  const route = accountAreaRouteOf(pathname);
  const data = store.dataFor(pathname);
  useEffect(() => {
    if (route && !store.dataFor(pathname)) void store.show(pathname);
  }, [store, route, pathname]);
  const title = route ? accountAreaCopy.titles[route.page] : undefined;
  usePageAnnouncement(data ? title : undefined);
  if (!route || (store.isAbout(pathname) && store.status === 'not-found')) return <NotFoundPage />;
  if (!data && store.isAbout(pathname) && store.status === 'failed') {
    return <PageError onRetry={() => void store.show(pathname)} />;
  }
  const View = ACCOUNT_AREA_VIEWS[route.page];
  const inSidebar = route.orderId
    ? ACCOUNT_AREA_PATHS['order-history']
    : route.page.startsWith('auto-delivery') && data
      ? autoDeliveryEntryPath(data)
      : pathname;
  return (
    <div className="container page account-area">
      {data ? (
        <AccountSidebar
          data={data}
          current={inSidebar}
          referralShown={
            (root.ui.localFlags.disableReferral ?? isFeatureOn(data.featureFlags, 'disableReferral')) !== true
          }
        />
      ) : null}
      <section className="account-area__page" aria-labelledby="account-page-title" aria-busy={!data}>
        <h1 id="account-page-title">{title}</h1>
        {data ? (
          <View data={data} store={store} />
        ) : (
          <p role="status" className="account-area__loading">
            {accountAreaCopy.loading}
          </p>
        )}
      </section>
    </div>
  );
});
