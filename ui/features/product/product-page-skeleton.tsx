import { copy } from '../../copy';
import '../../styles/product.css';

/** The buy box's placeholder blocks, top to bottom. */
const BUY_BLOCKS = ['title', 'line', 'price', 'option', 'option', 'button'] as const;

/**
 * The product page's loading skeleton (catalogue-gifting §2 "Loading skeleton for the product page", §4
 * Product load "loading (skeleton shown)"): breadcrumb, gallery, title, price, variants and button blocks.
 */
export function ProductPageSkeleton() {
  return (
    <div className="container page product-page product-skeleton" role="status" aria-live="polite" aria-busy="true">
      <span className="visually-hidden">{copy.product.loading}</span>
      <div className="skeleton product-skeleton__crumbs" />
      <div className="product-page__grid">
        <div className="skeleton product-skeleton__gallery" data-testid="skeleton-gallery" />
        <div className="product-skeleton__buy">
          {BUY_BLOCKS.map((block, i) => (
            <div key={i} className={`skeleton product-skeleton__${block}`} />
          ))}
        </div>
      </div>
    </div>
  );
}

/** A failed product load (catalogue-gifting §4 Product load 'error'): the message in an alert. */
export function ProductLoadError({ message }: { message: string }) {
  return (
    <div className="container page">
      <p className="form-error" role="alert">
        {message}
      </p>
    </div>
  );
}
