import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router';
import { CartPage } from '../features/cart/cart-page';
import { useSession } from '../features/account/use-session';
import { accountCopy } from '../copy/account-copy';
import { NotFoundPage } from './page-status';

/** The staff cart lookup's page (spec: core-cart-checkout §2 "/cart/customer-cart (query: key)"). */
const CUSTOMER_CART_PATH = '/cart/customer-cart';

/**
 * '/cart', '/cart/customer-cart?key=' and the 404 page of any other '/cart/…' path (loaded on demand). The lookup
 * page is the cart page of the cart the agent
 * acts for (the server opened it: adapters/embedded/server/cx-routes.ts), with "No cart with that key." when the
 * URL's key named none; without the checkOutAsCustomer permission it is the 404 page (shell-account §6).
 */
const CartRoute = observer(function CartRoute() {
  const { pathname, search } = useLocation();
  const session = useSession();
  if (pathname === '/cart') return <CartPage />;
  if (pathname !== CUSTOMER_CART_PATH || !session.cxMode) return <NotFoundPage />;
  const key = new URLSearchParams(search).get('key')?.trim();
  const acting = session.actingFor;
  const missed = !!key && acting?.cartKey !== key && acting?.cartId !== key;
  return (
    <>
      {missed && (
        <div className="container flash-area">
          <div className="flash flash--errors" role="alert">
            <p>{accountCopy.staff.noCart}</p>
          </div>
        </div>
      )}
      <CartPage />
    </>
  );
});

export default CartRoute;
