import { usd } from '../../core/shared';
import { testAddress } from '../../core/cart/model/test-cart';
import { cartTotals } from '../../core/cart';
import type { CartAction } from '../../core/cart';
import { InMemoryCommerce } from '../../test/support/in-memory-commerce/in-memory-commerce';
import { SMALL_CATALOGUE } from '../../test/support/in-memory-commerce/fixtures';

/** The orders of cliCommerce(): order number, time placed, units of MANGO-1LB. */
const ORDERS = [
  ['100234', '2025-11-20T15:30:00Z', 1],
  ['100235', '2025-11-21T09:15:00Z', 3],
] as const;

/** Actions adding `quantity` units of `sku` on a new line, all to a new shipment-1 in Cranford, NJ. */
function toShipment(sku: string, quantity: number): CartAction[] {
  return [
    { action: 'addItemShippingAddress', address: testAddress('shipment-1') },
    { action: 'addLineItem', sku, quantity, shippingDetails: { targets: [{ addressKey: 'shipment-1', quantity }] } },
  ];
}

/**
 * The commerce platform of the CLI unit tests: the in-memory fake with SMALL_CATALOGUE (ALM-1LB $9.99,
 * ALM-3LB $26.99, MANGO-1LB $12.49; codes SAVE10 and EXPIRED), built through its own port:
 * - cart 'cart-1', key 'cx-4711', version 1, e-mail pat@example.com: line 'line-1', 2 × ALM-1LB, all to
 *   shipment-1 (Pat Jones, Cranford, NJ);
 * - orders '100234' (2025-11-20 15:30 UTC, 1 × MANGO-1LB) and '100235' (2025-11-21 09:15 UTC, 3 × MANGO-1LB),
 *   each with $5.99 shipping, paid by a Visa card ending 4242, from carts to shipment-1.
 * Calls made while building are not recorded.
 */
export async function cliCommerce(): Promise<InMemoryCommerce> {
  let nowMs = Date.UTC(2025, 10, 19, 12);
  const commerce = new InMemoryCommerce({ ...SMALL_CATALOGUE, clock: { nowMs: () => nowMs } });
  const email = 'pat@example.com';
  commerce.seedCart({ key: 'cx-4711', customerEmail: email, actions: toShipment('ALM-1LB', 2) });
  for (const [orderNumber, at, quantity] of ORDERS) {
    nowMs = Date.parse(at);
    const shipping: CartAction = { action: 'setCustomShippingMethod', shippingMethodName: 'Ground', price: usd(599) };
    const cart = commerce.seedCart({ customerEmail: email, actions: [...toShipment('MANGO-1LB', quantity), shipping] });
    const card = { cardBrand: 'Visa', cardLast4: '4242' };
    const placed = await commerce.createOrderFromCart({
      cartId: cart.id,
      version: cart.version,
      orderNumber,
      receiptToken: `receipt-${orderNumber}`,
      totals: cartTotals(cart),
      payments: [{ id: `payment-${orderNumber}`, method: 'card', amountPlanned: cart.totalPrice, ...card }],
    });
    if (!placed.ok) throw new Error(`cliCommerce: ${placed.error.message}`);
  }
  commerce.calls.length = 0;
  commerce.orderInputs.length = 0;
  return commerce;
}
