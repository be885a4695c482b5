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
  /**
   * The key the order was placed with: placing again with it answers this order (spec: core-cart-checkout §4 Placing an
   * order).
   */
  readonly idempotencyKey?: string;
  /** Who placed it (core-cart-checkout §6): 'Employee' when a CX agent with the admin flag did, else 'Customer'. */
  readonly placedBy?: 'Employee' | 'Customer';
  /** The checkout type analytics report (core §6): CX (an agent), Customer (signed in) or Guest. */
  readonly checkoutType?: 'CX' | 'Customer' | 'Guest';
}
