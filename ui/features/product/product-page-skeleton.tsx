import { copy } from '../../copy';
import '../../styles/product.css';

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
          <div className="skeleton product-skeleton__title" />
          <div className="skeleton product-skeleton__line" />
          <div className="skeleton product-skeleton__price" />
          <div className="skeleton product-skeleton__option" />
          <div className="skeleton product-skeleton__option" />
          <div className="skeleton product-skeleton__button" />
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
