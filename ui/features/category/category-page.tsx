import { useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { ProductCard } from '../../../core/catalogue';
import type { CategoryPageProps } from '../../../ports/storefront-backend';
import { usePageAnnouncement } from '../../app/use-page-announcement';
import { pageTitleOf } from '../../seo/document-title';
import { Breadcrumb } from '../../components/breadcrumb';
import { copy } from '../../copy';
import { ProductGrid } from './product-card';
import { listingCopy } from './listing-copy';
import { LISTING_CARDS_PER_PAGE, ListingPagination, listingPageOf, pageCountOf, pageRange } from './listing-pagination';
import { BuyItAgainRow, WebstoreRecommendationRow, categoryListPath } from '../recommendations';
import '../../styles/listing.css';
import { AppLink } from '../../components/app-link';

/**
 * The listing page the URL names (`?page=N`, see `listingPageOf`) of `cards`: its number, the page count, the
 * cards it shows and the position of its first card. Changing page in the browser scrolls to the top of the grid
 * (`gridTop`) and moves focus to the grid's heading (`heading`), which names the page; the first render does not.
 */
function useListingPage(cards: readonly ProductCard[]) {
  const [params] = useSearchParams();
  const pageCount = pageCountOf(cards.length);
  const page = listingPageOf(params.get('page'), pageCount);
  const gridTop = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const shownPage = useRef(page);
  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    gridTop.current?.scrollIntoView?.({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, [page]);
  const { first } = pageRange(page, cards.length);
  return {
    page,
    pageCount,
    firstPosition: first,
    visible: cards.slice(first - 1, first - 1 + LISTING_CARDS_PER_PAGE),
    gridTop,
    heading,
  };
}

/**
 * A category landing or listing page (spec: core-cart-checkout §2 Other routes; catalogue-gifting §2): breadcrumb,
 * title, the product grid 48 cards a page (`?page=N`, with pagination links under it), sub-categories, then the
 * recommendation rows: 'Frequently bought together' (the category's list from the search index) and 'Buy It
 * Again' (hidden without past orders). Keyed by category so the rows reload on navigation.
 */
export function CategoryPage({ props }: { props: CategoryPageProps }) {
  const { category, ancestors, children, products, total } = props;
  const { pathname } = useLocation();
  const listing = useListingPage(products);
  usePageAnnouncement(copy.pages.category(category.name), pageTitleOf(category));
  return (
    <div className="container page category-page">
      <Breadcrumb crumbs={[...ancestors.map((a) => ({ name: a.name, path: a.path })), { name: category.name }]} />
      <header className="category-page__head">
        <h1>{category.name}</h1>
        {category.description && <p className="lead">{category.description}</p>}
        <p className="muted">{copy.category.productCount(total)}</p>
      </header>
      <div id="category-products" ref={listing.gridTop}>
        <h2 className="visually-hidden" ref={listing.heading} tabIndex={-1}>
          {listingCopy.productsHeading(category.name, listing.page, listing.pageCount)}
        </h2>
        {products.length === 0 ? (
          <p className="empty-note">{copy.category.empty}</p>
        ) : (
          <>
            <ProductGrid
              cards={listing.visible}
              label={category.name}
              list={{ id: `category:${category.key}`, section: 'Category Listing' }}
              firstPosition={listing.firstPosition}
            />
            <ListingPagination
              pathname={pathname}
              page={listing.page}
              pageCount={listing.pageCount}
              cardCount={products.length}
            />
          </>
        )}
      </div>
      {children.length > 0 && (
        <nav className="chip-nav" aria-labelledby="subcategories-title">
          <h2 id="subcategories-title">{copy.category.subcategories(category.name)}</h2>
          <ul>
            {children.map((c) => (
              <li key={c.key}>
                <AppLink className="chip" to={c.path}>
                  {c.name}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className="category-page__recs" key={category.key}>
        <WebstoreRecommendationRow
          path={categoryListPath(category.key)}
          viewAllHref={`${category.path}#category-products`}
        />
        <BuyItAgainRow />
      </div>
    </div>
  );
}
