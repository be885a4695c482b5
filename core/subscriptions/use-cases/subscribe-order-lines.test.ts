import { describe, expect, it } from 'vitest';
import { autoDeliveryHarness, DAY_MS } from '../testing/auto-delivery-harness';
import { SubscribeOrderLines } from './subscribe-order-lines';

/** The harness, a placed order whose first line is every 28 days (made by a delivery), and the use case. */
async function placedOrder() {
  const h = await autoDeliveryHarness();
  await h.useCases.createSubscription.execute({ customerId: h.pat.id, sku: 'ALM-1LB', quantity: 3, intervalDays: 28 });
  await h.useCases.createSubscription.execute({ customerId: h.pat.id, sku: 'MANGO-1LB', intervalDays: null });
  h.clock.ms += DAY_MS;
  await h.useCases.runDue.execute('w1');
  const order = { ...h.commerce.orders[0]!, orderNumber: 'CHECKOUT-1' };
  const subscribe = new SubscribeOrderLines({ store: h.store, customers: h.customers, vault: h.vault, clock: h.clock });
  return { h, order, subscribe };
}

describe('SubscribeOrderLines (catalogue-gifting §4 "A line with an interval is a subscription item")', () => {
  it("makes each line with an interval a subscription from the order's day, to its saved address and card", async () => {
    const { h, order, subscribe } = await placedOrder();
    const made = await subscribe.execute(order);
    expect(made.ok && made.value).toEqual([
      expect.objectContaining({
        customerId: h.pat.id,
        sku: 'ALM-1LB',
        quantity: 3,
        intervalDays: 28,
        nextShipOn: '2026-12-29',
        shippingAddressId: h.pat.home,
        paymentMethodId: `pm-${h.pat.id}`,
        channelKey: 'auto-delivery',
        sourceOrderNumber: 'CHECKOUT-1',
        active: true,
      }),
    ]);
  });

  it('makes none again for the same order, none for a guest order', async () => {
    const { order, subscribe } = await placedOrder();
    await subscribe.execute(order);
    expect(await subscribe.execute(order)).toEqual({ ok: true, value: [] });
    const guest = { ...order, orderNumber: 'GUEST-1', cart: { ...order.cart, customerId: undefined } };
    expect(await subscribe.execute(guest)).toEqual({ ok: true, value: [] });
  });

  it('saves an address the book does not hold yet and subscribes to it', async () => {
    const { h, order, subscribe } = await placedOrder();
    const moved = order.cart.itemShippingAddresses.map((a) => ({ ...a, street1: '9 New Road' }));
    const made = await subscribe.execute({ ...order, cart: { ...order.cart, itemShippingAddresses: moved } });
    const book = await h.customers.addresses(h.pat.id);
    expect(book.map((a) => a.address.street1)).toContain('9 New Road');
    const saved = book.find((a) => a.address.street1 === '9 New Road')!;
    expect(made.ok && made.value.map((s) => s.shippingAddressId)).toEqual([saved.id]);
  });
});
