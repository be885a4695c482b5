import { CartPage } from '../features/cart/cart-page';

/** '/cart' (loaded on demand). */
export default CartPage;
