import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { WholesalePageData } from '../../../core/catalogue';
import { useStores } from '../../app/stores-context';
import { usePageAnnouncement } from '../../app/use-page-announcement';
import { wholesaleCopy } from '../../copy/wholesale-copy';
import { WholesaleItemRow } from './wholesale-item';
import './wholesale.css';

/** The wholesale page's path (shell-account §1 /wholesale) and its category filter's query parameter. */
export const WHOLESALE_PATH = '/wholesale';
const CATEGORY_PARAM = 'category';

/**
 * The wholesale page at /wholesale (spec: shell-account §1 /wholesale and /wholesale/, §2 footer link Wholesale;
 * core-cart-checkout §6 "A bulk wholesale item is offered only if its variant name contains 'individually wrapped'"):
 * the 'Wholesale' heading, an intro for offices and resellers, a category filter (a labelled select in a GET form, so
 * it filters without JavaScript too: ?category={key}) and the cases of each category (WholesaleItemRow). Rendered on
 * the server from PageState.wholesale (kept by the root store as `initialWholesale`); reached by an in-app
 * navigation, which has no such data, the page loads in full. Loaded on demand (ui/app/pages.ts WholesaleRoute).
 */
const WholesalePage = observer(function WholesalePage() {
  const root = useStores();
  const location = useLocation();
  const data = root.initialWholesale;
  // The router's first location has the key 'default': the page the server rendered.
  const navigated = location.key !== 'default';
  useEffect(() => {
    if (!data && navigated) root.navigator.fullLoad(`${location.pathname}${location.search}`);
  }, [data, navigated, root, location.pathname, location.search]);
  usePageAnnouncement(wholesaleCopy.title);
  return (
    <div className="container page wholesale-page">
      <h1 className="wholesale-page__title">{wholesaleCopy.title}</h1>
      <p className="wholesale-page__intro">{wholesaleCopy.intro}</p>
      {data ? (
        <WholesaleList data={data} selected={new URLSearchParams(location.search).get(CATEGORY_PARAM) ?? ''} />
      ) : (
        !navigated && <p role="status">{wholesaleCopy.unavailable}</p>
      )}
    </div>
  );
});

export default WholesalePage;

/** The category filter and the cases of the selected category (every category when `selected` names none). */
function WholesaleList({ data, selected }: { readonly data: WholesalePageData; readonly selected: string }) {
  const id = useId();
  const navigate = useNavigate();
  const chosen = data.categories.find((c) => c.key === selected);
  const shown = chosen ? [chosen] : data.categories;
  const count = shown.reduce((n, c) => n + c.items.length, 0);
  return (
    <>
      <form className="wholesale-filter" method="get" action={WHOLESALE_PATH} onSubmit={(e) => e.preventDefault()}>
        <label htmlFor={id}>{wholesaleCopy.filterLabel}</label>
        <select
          id={id}
          name={CATEGORY_PARAM}
          value={chosen?.key ?? ''}
          onChange={(e) =>
            navigate(e.target.value ? `${WHOLESALE_PATH}?${CATEGORY_PARAM}=${e.target.value}` : WHOLESALE_PATH)
          }
        >
          <option value="">{wholesaleCopy.allCategories}</option>
          {data.categories.map((c) => (
            <option key={c.key} value={c.key}>
              {c.name} ({c.items.length})
            </option>
          ))}
        </select>
        <noscript>
          <button type="submit" className="button">
            {wholesaleCopy.showCategory}
          </button>
        </noscript>
        <p className="wholesale-filter__count" aria-live="polite">
          {wholesaleCopy.count(count)}
        </p>
      </form>
      {shown.map((category) => (
        <section key={category.key} className="wholesale-category" aria-labelledby={`${id}-${category.key}`}>
          <h2 id={`${id}-${category.key}`}>{category.name}</h2>
          {category.items.length === 0 ? (
            <p>{wholesaleCopy.none}</p>
          ) : (
            <ul className="wholesale-list">
              {category.items.map((item) => (
                <WholesaleItemRow key={item.sku} item={item} categoryKey={category.key} />
              ))}
            </ul>
          )}
        </section>
      ))}
    </>
  );
}
