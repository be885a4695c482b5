import { Link } from 'react-router';
import type { CategoryPageProps } from '../../../ports/storefront-backend';
import { usePageAnnouncement } from '../../app/use-page-announcement';
import { Breadcrumb } from '../../components/breadcrumb';
import { copy } from '../../copy';
import { ProductGrid } from './product-card';

/** A category landing or listing page: breadcrumb, title, sub-categories and the product grid. */
export function CategoryPage({ props }: { props: CategoryPageProps }) {
  const { category, ancestors, children, products, total } = props;
  usePageAnnouncement(copy.pages.category(category.name), category.name);
  return (
    <div className="container page category-page">
      <Breadcrumb crumbs={[...ancestors.map((a) => ({ name: a.name, path: a.path })), { name: category.name }]} />
      <header className="category-page__head">
        <h1>{category.name}</h1>
        {category.description && <p className="lead">{category.description}</p>}
        <p className="muted">{copy.category.productCount(total)}</p>
      </header>
      {products.length === 0 ? <p className="empty-note">{copy.category.empty}</p> : <ProductGrid cards={products} label={category.name} />}
      {children.length > 0 && (
        <nav className="chip-nav" aria-labelledby="subcategories-title">
          <h2 id="subcategories-title">{copy.category.subcategories(category.name)}</h2>
          <ul>{children.map((c) => <li key={c.key}><Link className="chip" to={c.path}>{c.name}</Link></li>)}</ul>
        </nav>
      )}
    </div>
  );
}
