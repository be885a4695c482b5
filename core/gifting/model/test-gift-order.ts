import { testCart, testLine } from '../../cart/model/test-cart';
import type { LineItem, Order } from '../../cart/model';
import { encodeRecipientsJson, type RecipientEntry } from './recipients';

/** A digital gift line of `sku` (quantity 1) whose recipientsJson holds `entries`. */
export function testGiftLine(id: string, sku: string, entries: readonly RecipientEntry[]): LineItem {
  return testLine(id, { sku, custom: { recipientsJson: encodeRecipientsJson(entries) } });
}

/**
 * Order 100001 of Pat (pat@example.com, billed as 'Pat Jones'), signed in as customer-pat unless `customerId` is null
 * (a guest), holding `lines`.
 */
export function testGiftOrder(lines: readonly LineItem[], customerId: string | null = 'customer-pat'): Order {
  return {
    id: 'order-1',
    orderNumber: '100001',
    orderState: 'Open',
    createdAt: '2026-11-20T10:00:00.000Z',
    customerEmail: 'pat@example.com',
    billingAddress: {
      name: 'Pat Jones',
      street1: '1 Main St',
      city: 'Newark',
      state: 'NJ',
      postalCode: '07102',
      country: 'US',
    },
    cart: testCart({
      lineItems: [...lines],
      ...(customerId ? { anonymousId: customerId } : { anonymousId: 'anon-1' }),
    }),
    totals: [],
    payments: [],
    receiptToken: 'receipt-1',
    checkoutType: customerId ? 'Customer' : 'Guest',
  };
}
