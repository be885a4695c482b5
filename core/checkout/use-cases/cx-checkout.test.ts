import { usd } from '../../shared';
import type { Cart } from '../../cart/model';
import { cartTotals } from '../../cart/model';
import { testAddress, testCart, testLine } from '../../cart/model/test-cart';
import { InMemoryCommerce } from '../../../test/support/in-memory-commerce/in-memory-commerce';
import { PlaceOrder } from './place-order';
import { SetPaymentAdjustment } from './set-payment-adjustment';
import { FakePaymentGateway } from './testing/fake-payments';
import { FakeShippingRates } from './testing/fake-shipping-rates';
import { sequentialIds } from './testing/fixed';

const chosen = { shippingMethodId: 'ups-ground', shippingMethodName: 'UPS Ground', priceCents: 899 };
/** Two units at $10.00: a merchandise subtotal of $20.00. */
const almonds = testLine('almonds', {
  sku: 'ALM-1LB',
  quantity: 2,
  targets: [{ addressKey: 'shipment-1', quantity: 2 }],
});
const cartOf = (): Cart =>
  testCart({
    anonymousId: 'anon-1',
    version: 5,
    customerEmail: 'pat@example.com',
    lineItems: [almonds],
    itemShippingAddresses: [testAddress('shipment-1', chosen)],
    shippingInfo: { shippingMethodName: 'UPS Ground', price: usd(899) },
    totalPrice: usd(2899),
  });

const setAdjustment = (cart = cartOf()) => {
  const commerce = new InMemoryCommerce({ carts: [cart] });
  return { commerce, adjust: new SetPaymentAdjustment(commerce) };
};
const refused = (message: string) => ({ ok: false, error: { code: 'validation/invalid', message } });

describe('SetPaymentAdjustment (core-cart-checkout §3 Custom line items, §6 CX)', () => {
  it("adds the custom line 'adjustment' with its reason and note; the totals show it as Adjustment", async () => {
    const { adjust } = setAdjustment();
    const r = await adjust.execute({
      action: 'set',
      cartId: 'cart-1',
      amountCents: -500,
      reason: 'Damaged Box',
      note: ' Box arrived crushed ',
    });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.customLineItems.map((c) => [c.slug, c.name, c.money.cents, c.custom])).toEqual([
      ['adjustment', 'Adjustment', -500, { adjustmentReason: 'Damaged Box', adjustmentNote: 'Box arrived crushed' }],
    ]);
    expect(cartTotals(r.value).find((t) => t.label === 'Adjustment')).toEqual({
      label: 'Adjustment',
      amount: usd(-500),
    });
  });

  it('replaces an adjustment, then removes it', async () => {
    const { adjust } = setAdjustment();
    await adjust.execute({ action: 'set', cartId: 'cart-1', amountCents: 1_000, reason: 'Mail Order' });
    const replaced = await adjust.execute({ action: 'set', cartId: 'cart-1', amountCents: -2_000, reason: 'Stale' });
    if (!replaced.ok) throw new Error(replaced.error.message);
    expect(replaced.value.customLineItems.map((c) => [c.money.cents, c.custom])).toEqual([
      [-2_000, { adjustmentReason: 'Stale' }],
    ]);
    const removed = await adjust.execute({ action: 'remove', cartId: 'cart-1' });
    expect(removed.ok && removed.value.customLineItems).toEqual([]);
  });

  it('holds the amount between minus the merchandise subtotal and $500.00, never zero, with a known reason', async () => {
    const { adjust } = setAdjustment();
    const set = (amountCents: number, reason = 'Stale', note?: string) =>
      adjust.execute({ action: 'set', cartId: 'cart-1', amountCents, reason, ...(note ? { note } : {}) });
    expect(await set(0)).toEqual(refused('The adjustment cannot be zero.'));
    expect(await set(50_001)).toEqual(refused('The adjustment can be at most $500.00.'));
    expect(await set(-2_001)).toEqual(
      refused('The adjustment cannot take more than the merchandise subtotal of $20.00.'),
    );
    expect(await set(100, 'Because')).toEqual(refused('Choose a reason for the adjustment.'));
    expect(await set(100, 'Stale', 'x'.repeat(501))).toEqual(refused('The note can have at most 500 characters.'));
    expect((await set(50_000)).ok).toBe(true);
    expect((await set(-2_000)).ok).toBe(true);
  });
});

describe('PlaceOrder with the Offline payment method (core §6)', () => {
  const place = (cart = cartOf()) => {
    const commerce = new InMemoryCommerce({ carts: [cart] });
    const gateway = new FakePaymentGateway();
    return { commerce, gateway, place: new PlaceOrder(commerce, gateway, new FakeShippingRates(), sequentialIds()) };
  };
  const input = {
    anonymousId: 'anon-1',
    cartId: 'cart-1',
    version: 5,
    paymentNonces: ['offline'],
    idempotencyKey: 'idem-cx-1',
  };

  it("refuses 'offline' outside CX mode", async () => {
    const w = place();
    expect(await w.place.execute(input)).toEqual({
      ok: false,
      error: { code: 'payment/offline-not-allowed', message: 'Offline payment is for staff only.' },
    });
    expect(w.commerce.orderInputs).toEqual([]);
  });

  it("pays the whole order offline for an admin agent: placed by 'Employee', checkout type CX, nothing authorized", async () => {
    const w = place();
    const r = await w.place.execute({ ...input, cx: { agentCustomerId: 'agent-1', isAdmin: true } });
    expect(r.ok).toBe(true);
    expect(w.gateway.authorizations).toEqual([]);
    expect(w.commerce.orderInputs[0]).toMatchObject({
      payments: [{ id: expect.stringMatching(/^offline_/), method: 'offline', amountPlanned: usd(2899) }],
      placedBy: 'Employee',
      checkoutType: 'CX',
    });
  });

  it("says 'Customer' for an agent without the admin flag; a shopper's order leaves the type to the engine", async () => {
    const agent = place();
    await agent.place.execute({ ...input, cx: { agentCustomerId: 'agent-1', isAdmin: false } });
    expect(agent.commerce.orderInputs[0]).toMatchObject({ placedBy: 'Customer', checkoutType: 'CX' });
    const shopper = place();
    await shopper.place.execute({ ...input, paymentNonces: ['nonce-ok'] });
    expect(shopper.commerce.orderInputs[0]).toMatchObject({ placedBy: 'Customer' });
    // Without CX the engine tells 'Customer' from 'Guest' by the cart's owner (order-store.ts checkoutTypeOf).
    expect(shopper.commerce.orderInputs[0]?.checkoutType).toBeUndefined();
  });
});
