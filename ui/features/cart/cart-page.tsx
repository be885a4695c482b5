import { observer } from 'mobx-react-lite';
import { useStores } from '../../app/stores-context';
import { usePageAnnouncement } from '../../app/use-page-announcement';
import { cartTotalLines, TotalsList } from '../../components/totals-list';
import { copy, orderCopy } from '../../copy';
import { CartLine } from './cart-line';
import { DiscountCodeForm } from './discount-code-form';
import { cartFreeShipping, FreeShippingProgress } from './free-shipping-progress';
import { AppLink } from '../../components/app-link';
import { clearCopiedOrder, copiedFromOrderNumber } from './copied-from-order';
import { businessCopy } from '../../copy/business-copy';
import { BusinessAccountLink } from '../business/business-account-link';

/**
 * The cart page (core-cart-checkout §2 /cart): lines with quantity selector and Remove, the discount code
 * form, free-shipping progress, order summary and 'Proceed to Checkout'; 'Your cart is empty' when empty. The
 * summary offers the business account link of core-cart-checkout §6 (Create, Convert or View Business Account).
 * With the cartLayoutUpdates flag (shell-account §4) the summary comes before the lines on phones.
 */
export const CartPage = observer(function CartPage() {
  const root = useStores();
  const { cart } = root;
  usePageAnnouncement(copy.pages.cart, orderCopy.cart.title);
  const loading = cart.status === 'idle' || (cart.status === 'loading' && !cart.cart);
  return (
    <div className="container page cart-page">
      <h1>{orderCopy.cart.title}</h1>
      {loading ? (
        <p className="muted" role="status">
          {orderCopy.cart.loading}
        </p>
      ) : cart.isEmpty ? (
        <div className="empty-state">
          <p className="empty-state__title">{orderCopy.cart.empty}</p>
          <p className="muted">{orderCopy.cart.emptyText}</p>
          <AppLink to="/nuts" className="button button--primary">
            {orderCopy.cart.shop}
          </AppLink>
        </div>
      ) : (
        <div
          className={`cart-page__grid${root.featureFlag('cartLayoutUpdates') ? ' cart-page__grid--summary-first' : ''}`}
          data-layout={root.featureFlag('cartLayoutUpdates') ? 'summary-first' : undefined}
        >
          <section aria-label={orderCopy.cart.title}>
            <CopiedFromOrder />
            <FreeShippingProgress {...cartFreeShipping(cart)} />
            <ul className="cart-lines">
              {cart.lines.map((v) => (
                <CartLine key={v.line.id} view={v} />
              ))}
            </ul>
          </section>
          <aside className="summary-card" aria-labelledby="summary-title">
            <h2 id="summary-title">{orderCopy.cart.summary}</h2>
            <DiscountCodeForm />
            <TotalsList totals={cartTotalLines(cart.cart)} />
            {cart.isUpdating && (
              <p className="muted" role="status">
                {orderCopy.cart.updating}
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
              {orderCopy.cart.proceed}
            </button>
            {cart.cart?.key && (
              <p className="cart-key muted" data-testid="cart-key">
                {orderCopy.cart.key(cart.cart.key)}
              </p>
            )}
            <p className="cart-business muted">
              {businessCopy.cartPrompt} <BusinessAccountLink />
            </p>
          </aside>
        </div>
      )}
    </div>
  );
});

/** 'Copied from order {n}' with a way to clear the note, when the cart was copied from a past order. */
const CopiedFromOrder = observer(function CopiedFromOrder() {
  const root = useStores();
  const orderNumber = copiedFromOrderNumber(root.cart.cart);
  if (!orderNumber) return null;
  return (
    <p className="cart-page__copied">
      <span>{orderCopy.cart.copiedFrom(orderNumber)}</span>
      <button
        type="button"
        className="button button--link"
        aria-label={orderCopy.cart.clearCopiedLabel(orderNumber)}
        onClick={() => void clearCopiedOrder(root)}
      >
        {orderCopy.cart.clearCopied}
      </button>
    </p>
  );
});

export default CartPage;
