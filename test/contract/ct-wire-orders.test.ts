import { describe, expect, it, test } from 'vitest';
import { z } from 'zod';
import type { Cart, Order } from '../../core/cart';
import { usd } from '../../core/shared';
import { paymentSchema, totalLineSchema } from '../../ports/cart-action-schema';
import { ctOrder } from '../../adapters/embedded/server/ct/encode';
import type { WireDirectory } from '../../adapters/embedded/server/ct/encode-values';
import { ctOrderSchema } from '../../adapters/commercetools/ct-schemas';
import * as from from '../../adapters/commercetools/from-ct';
import { CART_EXPAND } from '../../adapters/commercetools/http-commerce';
import { wire, directory, fullLookup, EXPANDED_ONLY } from './ct-wire-support';
import { discountCodes, FULL_CART, RESOLUTIONS } from './ct-wire-cart-fixtures';

/** Part 3 of the commercetools wire mapping (see ct-wire-support.ts): orders, ctOrder → JSON → ctOrderSchema → from.order. */

const orderSchemas = { totals: z.array(totalLineSchema), payments: z.array(paymentSchema) };
const ORDERED_AT = '2026-12-01T10:45:00.000Z';
/** The cart as ordered: no key (an Order has none), state Ordered, its timestamps the order's. */
const { key: _cartKey, ...fullCartWithoutKey } = FULL_CART;
const ORDER_CART: Cart = {
  ...fullCartWithoutKey,
  cartState: 'Ordered',
  version: 9,
  createdAt: ORDERED_AT,
  lastModifiedAt: ORDERED_AT,
};
const gross = ORDER_CART.taxedPrice!.totalGross;
const ORDER: Order = {
  id: 'order-1',
  orderNumber: '100043',
  orderState: 'Open',
  createdAt: ORDERED_AT,
  customerEmail: ORDER_CART.customerEmail,
  shippingAddress: ORDER_CART.shippingAddress,
  billingAddress: ORDER_CART.billingAddress,
  cart: ORDER_CART,
  totals: [
    { label: 'Subtotal', amount: usd(ORDER_CART.totalPrice.cents - 3790 + 970) },
    { label: 'Discount', amount: usd(-970) },
    { label: 'Shipping', amount: usd(3790) },
    { label: 'Tax', amount: ORDER_CART.taxedPrice!.totalTax },
    { label: 'Gift Certificate', amount: usd(-2500) },
    { label: 'Total', amount: usd(gross.cents - 2500) },
  ],
  payments: [
    { id: 'pay-1', method: 'card', amountPlanned: usd(gross.cents - 2500), cardLast4: '4242', cardBrand: 'Visa' },
    { id: 'pay-2', method: 'gift_certificate', amountPlanned: usd(2500) },
  ],
  receiptToken: 'rcpt-9f8e7d6c5b4a',
};

function orderRoundTrip(
  order: Order,
  dir: WireDirectory,
  lookup: from.CtLookup,
  edit: (o: Record<string, unknown>) => void = () => {},
): Order {
  const body = wire(ctOrder(order, dir)) as Record<string, unknown>;
  edit(body);
  return from.order(ctOrderSchema.parse(body), lookup, orderSchemas);
}

describe('orders: ctOrder → JSON → ctOrderSchema → from.order', () => {
  test.each(RESOLUTIONS)('references $label: deep-equals the domain order', ({ dir, lookup }) => {
    expect(orderRoundTrip(ORDER, dir, lookup(ORDER.cart))).toEqual(ORDER);
  });

  describe('asymmetries', () => {
    it('payments come from the expanded paymentInfo when the payments custom field is absent (cardLast4, cardBrand kept)', () => {
      const back = orderRoundTrip(ORDER, directory(CART_EXPAND), EXPANDED_ONLY, (o) => {
        delete (o.custom as { fields: Record<string, unknown> }).fields.payments;
      });
      expect(back.payments).toEqual(ORDER.payments);
    });

    it("the ordered cart has no key and takes the order's createdAt as both its timestamps; cartState is Ordered", () => {
      const cart: Cart = { ...FULL_CART, cartState: 'Active' };
      const back = orderRoundTrip({ ...ORDER, cart }, directory(), fullLookup(discountCodes));
      expect(back.cart).toEqual({
        ...fullCartWithoutKey,
        cartState: 'Ordered',
        createdAt: ORDERED_AT,
        lastModifiedAt: ORDERED_AT,
      });
    });

    it("the cart's email and addresses are the order's (one field each on a commercetools Order)", () => {
      const { customerEmail: _e, shippingAddress: _s, billingAddress: _b, ...bare } = ORDER;
      const back = orderRoundTrip(bare, directory(), fullLookup(discountCodes));
      expect(back.cart.customerEmail).toBeUndefined();
      expect(back.cart.shippingAddress).toBeUndefined();
      expect(back.cart.billingAddress).toBeUndefined();
    });

    it("without the cartVersion custom field the cart version is the order's version (1)", () => {
      const back = orderRoundTrip(ORDER, directory(), fullLookup(discountCodes), (o) => {
        delete (o.custom as { fields: Record<string, unknown> }).fields.cartVersion;
      });
      expect(back.cart.version).toBe(1);
    });
  });
});
