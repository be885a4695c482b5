import type { Money } from '../../shared';
import type { AnalyticsEvent } from './events';

/** What the purchase event reads of an order (core-cart-checkout §3 Order): a structural subset, not the cart model. */
export interface PurchasedOrder {
  readonly orderNumber: string;
  readonly totals: readonly { readonly label: string; readonly amount: Money }[];
  readonly cart: {
    readonly totalPrice: Money;
    readonly lineItems: readonly {
      readonly productKey: string;
      readonly name: string;
      readonly quantity: number;
      readonly unitPrice: Money;
      readonly variant: { readonly sku: string };
    }[];
  };
  readonly placedBy?: 'Employee' | 'Customer';
  readonly checkoutType?: 'CX' | 'Customer' | 'Guest';
}

/** The first-order answer (GET /api/orders/is-first-order); callers pass undefined when the lookup failed (§8). */
export interface FirstOrderFacts {
  readonly isFirstOrder: boolean;
  readonly orderCount: number;
}

const dollars = (m: Money): number => m.cents / 100;

/** The order's revenue: its 'Total' line, else the cart's total price (cents). */
export function orderRevenue(order: PurchasedOrder): Money {
  return order.totals.find((t) => t.label === 'Total')?.amount ?? order.cart.totalPrice;
}

/**
 * 'Order Completed', the purchase event of the receipt (spec: core-cart-checkout §6 checkout type and placed-by, §7
 * is-first-order "feeds the purchase event"): order number, revenue in dollars, each line's product, checkout type
 * ('CX', 'Customer' or 'Guest'), placed-by ('Employee' or 'Customer'), whether it is a first order and how many
 * orders the e-mail placed (absent when the first-order lookup failed, §8).
 */
export function purchaseEvent(order: PurchasedOrder, first: FirstOrderFacts | undefined): AnalyticsEvent {
  const revenue = orderRevenue(order);
  return {
    event: 'Order Completed',
    properties: {
      order_id: order.orderNumber,
      revenue: dollars(revenue),
      currency: revenue.currency,
      products: order.cart.lineItems.map((l) => ({
        product_id: l.productKey,
        sku: l.variant.sku,
        name: l.name,
        price: dollars(l.unitPrice),
        quantity: l.quantity,
      })),
      checkout_type: order.checkoutType ?? 'Guest',
      placed_by: order.placedBy ?? 'Customer',
      ...(first ? { is_first_order: first.isFirstOrder, order_count: first.orderCount } : {}),
    },
  };
}

/** Who bought, normalised for a conversion API before hashing: each field absent when the order has none. */
export interface ConversionIdentity {
  /** Trimmed, lower case. */
  readonly email?: string;
  /** Digits only, with the country code (a 10-digit US or Canadian number gets a leading 1). */
  readonly phone?: string;
  /** Lower case, letters only (the first word of the name). */
  readonly firstName?: string;
  /** Lower case, letters only (the last word of the name, when there are two or more). */
  readonly lastName?: string;
}

const nameWord = (w: string | undefined): string | undefined => {
  const n = (w ?? '').toLowerCase().replace(/[^\p{L}]/gu, '');
  return n === '' ? undefined : n;
};

/**
 * The buyer's e-mail, phone and name normalised as conversion APIs want them hashed (core-cart-checkout §7 POST
 * /api/events/fb "hashed e-mail, phone and name"): from the order's e-mail and its shipping address.
 */
export function conversionIdentity(input: {
  readonly email?: string;
  readonly phone?: string;
  readonly name?: string;
}): ConversionIdentity {
  const email = input.email?.trim().toLowerCase();
  let phone = (input.phone ?? '').replace(/\D/g, '');
  if (phone.length === 10) phone = `1${phone}`;
  const words = (input.name ?? '').trim().split(/\s+/);
  const firstName = nameWord(words[0]);
  const lastName = words.length > 1 ? nameWord(words[words.length - 1]) : undefined;
  return {
    ...(email ? { email } : {}),
    ...(phone ? { phone } : {}),
    ...(firstName ? { firstName } : {}),
    ...(lastName ? { lastName } : {}),
  };
}

/** SHA-256 hex digests of a ConversionIdentity's fields (the browser hashes; nothing else leaves it). */
export interface HashedIdentity {
  readonly em?: string;
  readonly ph?: string;
  readonly fn?: string;
  readonly ln?: string;
}

/**
 * The body of POST /api/events/fb (core-cart-checkout §7): a 'Purchase' for the order number, its value in dollars
 * and currency, and the hashed identity (em, ph, fn, ln: SHA-256 hex of the normalised fields).
 */
export function conversionPurchase(order: PurchasedOrder, user: HashedIdentity): ConversionPurchase {
  const revenue = orderRevenue(order);
  return {
    event_name: 'Purchase',
    event_id: order.orderNumber,
    custom_data: { value: dollars(revenue), currency: revenue.currency },
    user_data: user,
  };
}

/** The purchase beacon's body (conversionPurchase). */
export interface ConversionPurchase {
  readonly event_name: 'Purchase';
  readonly event_id: string;
  readonly custom_data: { readonly value: number; readonly currency: string };
  readonly user_data: HashedIdentity;
}

/**
 * 'identify' (spec: shell-account §7 events): the signed-in customer's id and traits (e-mail, first name). Never
 * built for a customer a CX agent acts for: the caller checks (§6 "identify events are not sent for the
 * impersonated customer").
 */
export function identifyEvent(customer: {
  readonly id: string;
  readonly email: string;
  readonly firstName?: string;
}): AnalyticsEvent {
  const traits = { email: customer.email, ...(customer.firstName ? { firstName: customer.firstName } : {}) };
  return { event: 'identify', properties: { userId: customer.id, traits } };
}
