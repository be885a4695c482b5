import { listingCopy } from './listing-copy';
import { AppLink } from '../../components/app-link';

/**
 * Cards a listing page shows (a category of 200 products rendered at once keeps a phone's main thread busy for a
 * third of a second). Page N shows cards (N-1)*48 to N*48-1.
 */
export const LISTING_CARDS_PER_PAGE = 48;

/** Number of listing pages for `cardCount` cards, `pageSize` a page: at least 1 (an empty listing has one page). */
export function pageCountOf(cardCount: number, pageSize: number = LISTING_CARDS_PER_PAGE): number {
  return Math.max(1, Math.ceil(cardCount / pageSize));
}

/**
 * The listing page a `?page=` value names, 1-based: a positive whole number as written ('2', not '02', '2.0' or
 * ' 2') up to `pageCount`; a larger number is the last page; anything else (absent, 0, -1, 'abc') is page 1.
 */
export function listingPageOf(raw: string | null, pageCount: number): number {
  if (raw === null || !/^[1-9]\d*$/.test(raw)) return 1;
  return Math.min(Number(raw), pageCount);
}

/** The URL of listing page `page` of `pathname`: the bare path for page 1, else `${pathname}?page=N`. */
export function listingPageHref(pathname: string, page: number): string {
  return page <= 1 ? pathname : `${pathname}?page=${page}`;
}

/** The 1-based positions of the cards page `page` shows out of `cardCount`: first and last (inclusive). */
export function pageRange(page: number, cardCount: number, pageSize: number = LISTING_CARDS_PER_PAGE) {
  const first = (page - 1) * pageSize + 1;
  return { first, last: Math.min(cardCount, page * pageSize) };
}

/**
 * The listing's pagination under the grid: a `nav` labelled 'Pagination' with 'Showing 49–96 of 121 products',
 * 'Previous' (not on page 1), every page number ('Page N' to screen readers; the current one is text marked
 * `aria-current="page"`, the others links) and 'Next' (not on the last page). Plain links, so it works without
 * JavaScript. Nothing for a single page.
 */
export function ListingPagination({
  pathname,
  page,
  pageCount,
  cardCount,
}: {
  pathname: string;
  page: number;
  pageCount: number;
  cardCount: number;
}) {
  if (pageCount <= 1) return null;
  const { first, last } = pageRange(page, cardCount);
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1);
  return (
    <nav className="pagination" aria-label={listingCopy.pagination}>
      <p className="pagination__summary muted">{listingCopy.shownRange(first, last, cardCount)}</p>
      <ul className="pagination__list">
        {page > 1 && (
          <li>
            <AppLink className="pagination__link pagination__step" to={listingPageHref(pathname, page - 1)} rel="prev">
              {listingCopy.previousPage}
            </AppLink>
          </li>
        )}
        {pages.map((n) => (
          <li key={n}>
            {n === page ? (
              <span className="pagination__link pagination__current" aria-current="page">
                <span className="visually-hidden">{listingCopy.pageWord}</span> {n}
              </span>
            ) : (
              <AppLink className="pagination__link" to={listingPageHref(pathname, n)}>
                <span className="visually-hidden">{listingCopy.pageWord}</span> {n}
              </AppLink>
            )}
          </li>
        ))}
        {page < pageCount && (
          <li>
            <AppLink className="pagination__link pagination__step" to={listingPageHref(pathname, page + 1)} rel="next">
              {listingCopy.nextPage}
            </AppLink>
          </li>
        )}
      </ul>
    </nav>
  );
}
