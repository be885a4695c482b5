import { usd } from '../../shared';
import {
  conversionIdentity,
  conversionPurchase,
  identifyEvent,
  purchaseEvent,
  type PurchasedOrder,
} from './order-events';

const order: PurchasedOrder = {
  orderNumber: '100042',
  totals: [
    { label: 'Subtotal', amount: usd(3194) },
    { label: 'Total', amount: usd(4093) },
  ],
  cart: {
    totalPrice: usd(3194),
    lineItems: [
      { productKey: 'almonds', name: 'Almonds', quantity: 2, unitPrice: usd(1597), variant: { sku: 'ALM-1LB' } },
    ],
  },
  placedBy: 'Employee',
  checkoutType: 'CX',
};

describe('purchaseEvent', () => {
  it('carries the order number, revenue in dollars, products, checkout type, placed-by and first-order facts', () => {
    expect(purchaseEvent(order, { isFirstOrder: true, orderCount: 1 })).toEqual({
      event: 'Order Completed',
      properties: {
        order_id: '100042',
        revenue: 40.93,
        currency: 'USD',
        products: [{ product_id: 'almonds', sku: 'ALM-1LB', name: 'Almonds', price: 15.97, quantity: 2 }],
        checkout_type: 'CX',
        placed_by: 'Employee',
        is_first_order: true,
        order_count: 1,
      },
    });
  });

  it("without a first-order answer (lookup failed) goes on without it; defaults 'Guest' and 'Customer'", () => {
    const { placedBy: _p, checkoutType: _c, ...plain } = order;
    const event = purchaseEvent({ ...plain, totals: [] }, undefined);
    expect(event.properties).toEqual({
      order_id: '100042',
      revenue: 31.94,
      currency: 'USD',
      products: [{ product_id: 'almonds', sku: 'ALM-1LB', name: 'Almonds', price: 15.97, quantity: 2 }],
      checkout_type: 'Guest',
      placed_by: 'Customer',
    });
  });
});

describe('conversionIdentity', () => {
  it('normalises e-mail, phone (US numbers get the country code) and name for hashing', () => {
    expect(
      conversionIdentity({ email: '  Pat.Lee@Example.COM ', phone: '(201) 555-0123', name: ' Pat  Mc-Lee ' }),
    ).toEqual({ email: 'pat.lee@example.com', phone: '12015550123', firstName: 'pat', lastName: 'mclee' });
  });

  it('leaves out what the order does not have; a single name is a first name', () => {
    expect(conversionIdentity({ name: 'Cher' })).toEqual({ firstName: 'cher' });
    expect(conversionIdentity({ email: '', phone: '+44 20 7946 0958' })).toEqual({ phone: '442079460958' });
  });
});

describe('conversionPurchase', () => {
  it("is a 'Purchase' for the order number with its value and the hashed fields only", () => {
    const user = { em: 'a'.repeat(64), fn: 'b'.repeat(64) };
    expect(conversionPurchase(order, user)).toEqual({
      event_name: 'Purchase',
      event_id: '100042',
      custom_data: { value: 40.93, currency: 'USD' },
      user_data: user,
    });
  });
});

describe('identifyEvent', () => {
  it('names the customer id with e-mail and first name traits', () => {
    expect(identifyEvent({ id: 'cust-1', email: 'pat@example.com', firstName: 'Pat' })).toEqual({
      event: 'identify',
      properties: { userId: 'cust-1', traits: { email: 'pat@example.com', firstName: 'Pat' } },
    });
    expect(identifyEvent({ id: 'cust-2', email: 'x@example.com' }).properties).toEqual({
      userId: 'cust-2',
      traits: { email: 'x@example.com' },
    });
  });
});
