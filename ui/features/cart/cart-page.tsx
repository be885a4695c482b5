import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import { useStores } from '../../app/stores-context';
import { usePageAnnouncement } from '../../app/use-page-announcement';
import { TotalsList } from '../../components/totals-list';
import { copy } from '../../copy';
import { CartLine } from './cart-line';
import { DiscountCodeForm } from './discount-code-form';
import { FreeShippingProgress } from './free-shipping-progress';

/**
 * The cart page (core-cart-checkout §2 /cart): lines with quantity selector and Remove, the discount code
 * form, free-shipping progress, order summary and 'Proceed to Checkout'; 'Your cart is empty' when empty.
 */
export const CartPage = observer(function CartPage() {
  const root = useStores();
  const { cart } = root;
  usePageAnnouncement(copy.pages.cart, copy.cart.title);
  const loading = cart.status === 'idle' || (cart.status === 'loading' && !cart.cart);
  return (
    <div className="container page cart-page">
      <h1>{copy.cart.title}</h1>
      {loading ? (
        <p className="muted" role="status">
          {copy.cart.loading}
        </p>
      ) : cart.isEmpty ? (
        <div className="empty-state">
          <p className="empty-state__title">{copy.cart.empty}</p>
          <p className="muted">{copy.cart.emptyText}</p>
          <Link to="/nuts" className="button button--primary">
            {copy.cart.shop}
          </Link>
        </div>
      ) : (
        <div className="cart-page__grid">
          <section aria-label={copy.cart.title}>
            <FreeShippingProgress progress={cart.freeShipping} message={cart.freeShippingMessage} />
            <ul className="cart-lines">
              {cart.lines.map((v) => (
                <CartLine key={v.line.id} view={v} />
              ))}
            </ul>
          </section>
          <aside className="summary-card" aria-labelledby="summary-title">
            <h2 id="summary-title">{copy.cart.summary}</h2>
            <DiscountCodeForm />
            <TotalsList totals={cart.totals} />
            {cart.isUpdating && (
              <p className="muted" role="status">
                {copy.cart.updating}
              </p>
            )}
            <button
              type="button"
              className="button button--primary button--block button--large"
              disabled={cart.isUpdating}
              onClick={() => {
                void root.proceedToCheckout();
              }}
            >
              {copy.cart.proceed}
            </button>
          </aside>
        </div>
      )}
    </div>
  );
});

export default CartPage;
