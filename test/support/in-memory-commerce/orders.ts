import { domainError, err, ok, type Result } from '../../../core/shared';
import type { Cart } from '../../../core/cart';
import { checkoutOwnerIdOf, checkoutTypeOf, type Order } from '../../../core/cart';
import type { OrderFromCartInput } from '../../../ports/commerce';
import type { PaymentStateChange } from '../../../ports/order-payment-state';

/** What the order book needs from the in-memory platform. */
export interface OrderBookHost {
  storedCart(id: string): Cart | undefined;
  putCart(cart: Cart): void;
  newId(prefix: string): string;
  /** The current time as an ISO string. */
  now(): string;
  /** Takes the next number of the ORDER_NUMBER_SEQUENCE custom object. */
  nextOrderNumber(): string;
  /** Counts one application of the discount code with this id. */
  countApplication(discountCodeId: string): void;
  /** Whether `id` is a customer account's id (the embedded engine's customers table). */
  isCustomerAccount(id: string): boolean;
}

/**
 * The orders of the in-memory commerce fake (spec: core-cart-checkout §3 Order, §4 Placing an order): created
 * from an Active cart at its current version, which becomes Ordered in the same step; a repeated idempotency
 * key answers the first order. The order records placedBy and checkoutType as the embedded engine does (checkoutTypeOf).
 */
export class OrderBook {
  private readonly orders: Order[];

  constructor(
    seeded: readonly Order[],
    private readonly host: OrderBookHost,
  ) {
    this.orders = [...seeded];
  }

  /** Every order, oldest first (in the order they were stored). */
  all(): readonly Order[] {
    return [...this.orders];
  }

  /** Orders by createdAt, newest first; orders of the same instant newest-stored first. */
  newestFirst(): readonly Order[] {
    const indexed = this.orders.map((order, i) => ({ order, i }));
    const at = (x: { order: Order }) => x.order.createdAt;
    indexed.sort((a, b) => (at(a) < at(b) ? 1 : at(a) > at(b) ? -1 : b.i - a.i));
    return indexed.map((x) => x.order);
  }

  /** The order placed with `key`, or undefined. */
  byIdempotencyKey(key: string): Order | undefined {
    return this.orders.find((o) => o.idempotencyKey === key);
  }

  /**
   * Converts the cart to an order. Errors: 'cart/not-found', 'cart/version-conflict' (details.currentVersion),
   * 'cart/not-active'. Every code of the cart that matched counts one application.
   */
  create(input: OrderFromCartInput): Result<Order> {
    const prior = input.idempotencyKey === undefined ? undefined : this.byIdempotencyKey(input.idempotencyKey);
    if (prior) return ok(prior);
    const cart = this.host.storedCart(input.cartId);
    if (!cart) return err(domainError('cart/not-found', `No cart with id ${input.cartId}`));
    if (cart.version !== input.version) {
      const details = { currentVersion: cart.version };
      return err(domainError('cart/version-conflict', 'The cart changed; please review it.', details));
    }
    if (cart.cartState !== 'Active') return err(domainError('cart/not-active', "Can't update order"));
    const ordered: Cart = { ...cart, cartState: 'Ordered', version: cart.version + 1 };
    const shippingAddress = cart.shippingAddress ?? cart.itemShippingAddresses[0];
    const billingAddress = input.billingAddress ?? cart.billingAddress;
    const owner = checkoutOwnerIdOf(cart);
    const checkoutType = checkoutTypeOf(input.checkoutType, owner !== undefined && this.host.isCustomerAccount(owner));
    const order: Order = {
      id: this.host.newId('order'),
      orderNumber: input.orderNumber ?? this.host.nextOrderNumber(),
      orderState: 'Open',
      createdAt: this.host.now(),
      cart: ordered,
      totals: input.totals,
      payments: input.payments,
      receiptToken: input.receiptToken,
      ...(input.placedBy === undefined ? {} : { placedBy: input.placedBy }),
      checkoutType,
      ...(cart.customerEmail === undefined ? {} : { customerEmail: cart.customerEmail }),
      ...(shippingAddress === undefined ? {} : { shippingAddress }),
      ...(billingAddress === undefined ? {} : { billingAddress }),
      ...(input.idempotencyKey === undefined ? {} : { idempotencyKey: input.idempotencyKey }),
    };
    this.host.putCart(ordered);
    this.orders.push(order);
    for (const code of cart.discountCodes.filter((c) => c.state === 'MatchesCart')) this.host.countApplication(code.id);
    return ok(order);
  }

  /** OrderPaymentStatePort.changePaymentState over these orders (a compare-and-set on the order's paymentState). */
  changePaymentState(orderId: string, change: PaymentStateChange): Result<Order> {
    const i = this.orders.findIndex((o) => o.id === orderId);
    const order = this.orders[i];
    if (!order) return err(domainError('order/not-found', 'We could not find that order.'));
    if (order.paymentState !== change.from) {
      const message = 'This order is not waiting for a new payment method.';
      return err(domainError('order/payment-not-failed', message, { paymentState: order.paymentState }));
    }
    const changed: Order = {
      ...order,
      paymentState: change.to,
      ...(change.payments ? { payments: change.payments } : {}),
    };
    this.orders[i] = changed;
    return ok(changed);
  }
}
