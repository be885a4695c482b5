import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { ProductCard as Card } from '../../../core/catalogue';
import { useStores } from '../../app/stores-context';
import { AppLink } from '../../components/app-link';
import { ProductImage } from '../../components/product-image';
import { accountOrdersCopy, formatOrderDate } from '../../copy/account-orders-copy';
import { ProductCard } from '../category/product-card';
import type { AccountAreaPageProps } from './account-area-views';
import { ReorderButton } from './reorder-button';
import '../../styles/account-orders.css';

/**
 * Easy Reorder (spec: shell-account §1 /account/easy-reorder, §2 Account area): the products of the customer's past
 * orders, most recently ordered first, each once and only while still sold, as product cards with Add to Cart (the
 * cart store's add: the Added to Cart panel opens); then each past order with its lines and a "Reorder" that copies
 * its still-available lines into the cart.
 */
export function EasyReorderPage({ data }: AccountAreaPageProps) {
  const copy = accountOrdersCopy.easyReorder;
  const products = data.easyReorder?.products ?? [];
  const orders = data.easyReorder?.orders ?? [];
  if (orders.length === 0) return <p className="account-orders__empty">{copy.empty}</p>;
  return (
    <div className="easy-reorder">
      {products.length > 0 && (
        <section aria-labelledby="easy-reorder-products">
          <h2 id="easy-reorder-products">{copy.products}</h2>
          <CardsWithAdd cards={products} label={copy.products} />
        </section>
      )}
      <section aria-labelledby="easy-reorder-orders">
        <h2 id="easy-reorder-orders">{copy.orders}</h2>
        <ul className="easy-reorder__orders">
          {orders.map((o) => (
            <li key={o.orderNumber} className="summary-card easy-reorder__order">
              <div className="easy-reorder__order-head">
                <h3>
                  <AppLink to={`/orders/${o.orderNumber}`}>
                    {accountOrdersCopy.detail.orderNumber(o.orderNumber)}
                  </AppLink>
                </h3>
                <p className="muted">
                  <time dateTime={o.createdAt}>{formatOrderDate(o.createdAt)}</time>
                </p>
              </div>
              <ul className="easy-reorder__lines">
                {o.lines.map((l) => (
                  <li key={l.sku}>
                    <span className="easy-reorder__thumb">
                      <ProductImage src={l.imageUrl} alt="" />
                    </span>
                    <span>
                      <AppLink to={l.productPath}>{l.name}</AppLink>
                      <span className="muted">
                        {' '}
                        · {l.variantName} · {copy.quantity(l.quantity)}
                      </span>
                    </span>
                  </li>
                ))}
              </ul>
              <ReorderButton orderNumber={o.orderNumber} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/** Product cards, each with Add to Cart below it (one unit of the card's variant through the cart store). */
export const CardsWithAdd = observer(function CardsWithAdd({
  cards,
  label,
  extra,
}: {
  cards: readonly Card[];
  label: string;
  extra?: (card: Card) => ReactNode;
}) {
  const { cart } = useStores();
  const copy = accountOrdersCopy.easyReorder;
  return (
    <ul className="product-grid account-cards" aria-label={label}>
      {cards.map((c) => (
        <li key={c.sku} className="account-cards__item">
          <ProductCard card={c} compact />
          <div className="account-cards__actions">
            <button
              type="button"
              className="button button--primary"
              aria-label={copy.addToCartLabel(c.name)}
              disabled={c.allVariantsOutOfStock || cart.pendingAdds > 0}
              onClick={() => void cart.addToCart(c.sku, 1)}
            >
              {copy.addToCart}
            </button>
            {extra?.(c)}
          </div>
        </li>
      ))}
    </ul>
  );
});
