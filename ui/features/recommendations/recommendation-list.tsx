import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { ProductCard as Card } from '../../../core/catalogue';
import { formatMoney } from '../../../core/shared';
import { recommendationTitle } from '../../../core/catalogue';
import { useStores } from '../../app/stores-context';
import { ProductImage } from '../../components/product-image';
import { listingCopy } from '../category/listing-copy';
import '../../styles/listing.css';

/**
 * A vertical recommendation list (spec: catalogue-gifting §2 "vertical recommendation list with an 'Added to
 * Cart' state"): each product with an Add to Cart button that shows 'Adding…' while the add is in flight and
 * 'Added to Cart' (disabled) once the cart holds it. Out-of-stock products cannot be added. Empty: not shown.
 */
export const RecommendationList = observer(function RecommendationList({
  title,
  products,
}: {
  title?: string;
  products: readonly Card[];
}) {
  const { cart, services } = useStores();
  // A product a targeting decision chose reports the click to it (catalogue-gifting §4 Recommendations).
  const engage = (p: Card) => () => {
    if (p.decision) void services.backend.reportEngagement(p.decision.decisionId, p.decision.variationId);
  };
  const headingId = useId();
  const [adding, setAdding] = useState<ReadonlySet<string>>(new Set());
  const [added, setAdded] = useState<ReadonlySet<string>>(new Set());
  if (products.length === 0) return null;
  const add = async (sku: string) => {
    setAdding((s) => new Set(s).add(sku));
    await cart.addToCart(sku, 1);
    const inCart = cart.cart?.lineItems.some((l) => l.variant.sku === sku) ?? false;
    setAdding((s) => {
      const next = new Set(s);
      next.delete(sku);
      return next;
    });
    if (inCart) setAdded((s) => new Set(s).add(sku));
  };
  return (
    <section className="rec-list" aria-labelledby={headingId}>
      <h2 id={headingId} className="rec-row__title">
        {recommendationTitle(title)}
      </h2>
      <ul>
        {products.map((p) => {
          const state = added.has(p.sku) ? 'added' : adding.has(p.sku) ? 'adding' : 'idle';
          return (
            <li key={p.sku} className="rec-list__item">
              <Link to={p.path} className="rec-list__media" tabIndex={-1} aria-hidden="true" onClick={engage(p)}>
                <ProductImage src={p.imageUrl} alt="" />
              </Link>
              <div className="rec-list__body">
                <Link to={p.path} className="rec-list__name" onClick={engage(p)}>
                  {p.name}
                </Link>
                <span className="price">{formatMoney(p.price)}</span>
              </div>
              <button
                type="button"
                className={`button ${state === 'added' ? 'button--secondary' : 'button--primary'} rec-list__add`}
                disabled={state !== 'idle' || p.allVariantsOutOfStock}
                aria-label={state === 'idle' ? listingCopy.addNamed(p.name) : undefined}
                onClick={() => void add(p.sku)}
              >
                {state === 'added'
                  ? listingCopy.addedToCart
                  : state === 'adding'
                    ? listingCopy.adding
                    : listingCopy.addToCart}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
});
