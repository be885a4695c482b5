import { Link } from 'react-router';
import type { CategoryPageProps } from '../../../ports/storefront-backend';
import { usePageAnnouncement } from '../../app/use-page-announcement';
import { pageTitleOf } from '../../seo/document-title';
import { Breadcrumb } from '../../components/breadcrumb';
import { copy } from '../../copy';
import { ProductGrid } from './product-card';
import { listingCopy } from './listing-copy';
import { BuyItAgainRow, WebstoreRecommendationRow, categoryListPath } from '../recommendations';
import '../../styles/listing.css';

/**
 * Cards a listing shows at first and adds per 'Show more products' (a category of 200 products
 * rendered at once keeps a phone's main thread busy for a third of a second).
 */
export const LISTING_CARDS_PER_PAGE = 48;

/**
 * A category landing or listing page (spec: core-cart-checkout §2 Other routes; catalogue-gifting §2): breadcrumb,
 * title, the product grid, sub-categories, then the recommendation rows: 'Frequently bought together' (the
 * category's list from the search index) and 'Buy It Again' (hidden without past orders). Keyed by category so
 * the rows reload on navigation.
 */
export function CategoryPage({ props }: { props: CategoryPageProps }) {
  const { category, ancestors, children, products, total } = props;
  usePageAnnouncement(copy.pages.category(category.name), pageTitleOf(category));
  return (
    <div className="container page category-page">
      <Breadcrumb crumbs={[...ancestors.map((a) => ({ name: a.name, path: a.path })), { name: category.name }]} />
      <header className="category-page__head">
        <h1>{category.name}</h1>
        {category.description && <p className="lead">{category.description}</p>}
        <p className="muted">{copy.category.productCount(total)}</p>
      </header>
      <div id="category-products">
        <h2 className="visually-hidden">{listingCopy.productsHeading(category.name)}</h2>
        {products.length === 0 ? (
          <p className="empty-note">{copy.category.empty}</p>
        ) : (
          <ProductGrid
            cards={products}
            label={category.name}
            list={{ id: `category:${category.key}`, section: 'Category Listing' }}
            pageSize={LISTING_CARDS_PER_PAGE}
          />
        )}
      </div>
      {children.length > 0 && (
        <nav className="chip-nav" aria-labelledby="subcategories-title">
          <h2 id="subcategories-title">{copy.category.subcategories(category.name)}</h2>
          <ul>
            {children.map((c) => (
              <li key={c.key}>
                <Link className="chip" to={c.path}>
                  {c.name}
                </Link>
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
