import type { Money } from '../../shared';
import type { Address } from './address';
import type { Cart } from './cart';

/** A labelled total line of an order or cart (spec: core-cart-checkout §3 "Order totals ... use the labels"). */
export interface TotalLine {
  readonly label:
    | 'Subtotal'
    | 'Discount'
    | 'Adjustment'
    | 'Shipping'
    | 'Heat-Resistant Packaging'
    | 'Tax'
    | 'Duties'
    | 'GST/HST'
    | 'Store Credit'
    | 'Gift Certificate'
    | 'Temporary Surcharge'
    | 'Total';
  readonly amount: Money;
}

/** A payment recorded on an order: `amountPlanned` in cents; `method` such as 'card' or 'store_credit'. */
export interface Payment {
  readonly id: string;
  readonly method: 'card' | 'gift_certificate' | 'store_credit' | 'offline';
  readonly amountPlanned: Money;
  /** Last four digits of a card, never the number. */
  readonly cardLast4?: string;
  readonly cardBrand?: string;
}

/** An order created from a cart (spec: core-cart-checkout §3 Order). */
export interface Order {
  readonly id: string;
  readonly orderNumber: string;
  readonly orderState: 'Open' | 'Confirmed' | 'Complete' | 'Cancelled';
  readonly createdAt: string;
  readonly customerEmail?: string;
  readonly shippingAddress?: Address;
  readonly billingAddress?: Address;
  /** The cart as it was when the order was placed (lines, shipments, totals). */
  readonly cart: Cart;
  readonly totals: readonly TotalLine[];
  readonly payments: readonly Payment[];
  readonly receiptToken: string;
  /** Who placed it (spec: core-cart-checkout §6): 'Employee' (an admin agent in CX mode) or 'Customer'. */
  readonly placedBy?: 'Employee' | 'Customer';
  /** How it was placed: 'CX' (an agent for the customer), 'Customer' (signed in) or 'Guest'. */
  readonly checkoutType?: 'CX' | 'Customer' | 'Guest';
  /**
   * The key the order was placed with: placing again with it answers this order (spec: core-cart-checkout §4 Placing an
   * order).
   */
  readonly idempotencyKey?: string;
  /**
   * Whether the card was captured (commercetools Order.paymentState; core-cart-checkout §4 Placing an order, §7
   * change payment method): 'Paid' once captured, 'Failed' when the capture was declined after the order was placed
   * (a new card is awaited), 'Pending' while a new card is being charged. Absent when no card was captured.
   */
  readonly paymentState?: OrderPaymentState;
}

/** How an order was placed (Order.checkoutType). */
export type CheckoutType = NonNullable<Order['checkoutType']>;

/**
 * The id whose customer account makes a checkout a 'Customer' one (spec: core-cart-checkout §6): the cart's
 * customerId, else its owner id (anonymousId; a signed-in session's carts are owned by the customer's id).
 */
export function checkoutOwnerIdOf(cart: Pick<Cart, 'customerId' | 'anonymousId'>): string | undefined {
  return cart.customerId ?? cart.anonymousId;
}

/**
 * An order's checkoutType as every commerce implementation derives it (spec: core-cart-checkout §6): the one asked
 * for (an agent's 'CX'), else 'Customer' when the cart's owner (checkoutOwnerIdOf) is a customer account, else 'Guest'.
 */
export function checkoutTypeOf(requested: CheckoutType | undefined, ownerIsCustomer: boolean): CheckoutType {
  return requested ?? (ownerIsCustomer ? 'Customer' : 'Guest');
}

/** The payment states an order records (a subset of commercetools' PaymentState). */
export type OrderPaymentState = 'Pending' | 'Paid' | 'Failed';
