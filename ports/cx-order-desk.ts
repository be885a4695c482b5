import type { Result } from '../core/shared';
import type {
  CopyOrderForCustomerInput,
  OrderCopiedForCustomer,
  OrderPlacedForCustomer,
  PlaceOrderForCustomerInput,
} from '../core/checkout';

/**
 * A CX agent's order desk (`nutshell cart place-order`, `nutshell order copy-to-cart`; spec: core-cart-checkout §6
 * CX): in-process the PlaceOrderForCustomer and CopyOrderForCustomer use cases on the database; while a local server
 * holds the data directory, its `/nutshell/cx/...` routes (behind the API client's bearer token). Errors are the use
 * cases' ('cart/not-found', 'resource/not-found', 'order/not-found', 'checkout/redirect-cart', ...). Throws PortError
 * when the server cannot be reached or answers out of contract.
 */
export interface CxOrderDesk {
  /** Places the cart as the customer's order, paid offline or with one of that customer's saved cards. */
  placeOrder(input: PlaceOrderForCustomerInput): Promise<Result<OrderPlacedForCustomer>>;
  /** Copies an order's still-sold lines into its customer's active cart (or the cart named). */
  copyOrderToCart(input: CopyOrderForCustomerInput): Promise<Result<OrderCopiedForCustomer>>;
}
