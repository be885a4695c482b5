// @vitest-environment jsdom
import { PortError } from '../../core/shared';
import { homeAddress } from '../testing/fixtures';
import { createFakeServices } from '../testing/fake-services';
import { createRootStore } from './root-store';

async function atPayment() {
  const services = createFakeServices();
  const seeded = services.seedCart(1);
  services.commerce.putCart({
    ...seeded,
    itemShippingAddresses: [
      { ...homeAddress, key: 'shipment-1', custom: { shippingMethodId: 'ups-ground', priceCents: 899 } },
    ],
    shippingAddress: homeAddress,
    customerEmail: homeAddress.email,
    lineItems: seeded.lineItems.map((l) => ({
      ...l,
      shippingDetails: { targets: [{ addressKey: 'shipment-1', quantity: 1 }], valid: true },
    })),
  });
  const root = createRootStore(services);
  const go = vi.fn();
  root.attachNavigator({ go, fullLoad: vi.fn() });
  await root.cart.load();
  const pay = (await root.loadCheckout()).payment;
  pay.set('number', '4242424242424242');
  pay.set('expMonth', '12');
  pay.set('expYear', '2031');
  pay.set('cvc', '123');
  pay.set('postalCode', '07081');
  return { services, root, pay, go };
}

describe('PaymentStore (core-cart-checkout §4 Placing an order, §8)', () => {
  it('places the order with a nonce and an idempotency key, then goes to the receipt', async () => {
    const { pay, go, services } = await atPayment();
    const placeOrder = vi.spyOn(services.backend, 'placeOrder');
    await pay.placeOrder();
    expect(placeOrder.mock.calls[0]?.[0]).toMatchObject({
      cartId: 'cart-1',
      paymentNonces: [expect.stringMatching(/^nonce-/)],
      idempotencyKey: expect.any(String),
    });
    expect(go.mock.lastCall?.[0]).toMatch(/^\/checkout\/receipt\?token=token-\d+$/);
    expect(pay.fieldErrors).toEqual({});
    expect(pay.placing).toBe(false);
  });

  it('shows every returned error', async () => {
    const { pay, services, go } = await atPayment();
    services.state.placeOrderErrors = [{ message: 'Your card was declined.' }, { message: 'Try another card.' }];
    await pay.placeOrder();
    expect(pay.errors).toEqual(['Your card was declined.', 'Try another card.']);
    expect(go).not.toHaveBeenCalled();
  });

  it('goes to /cart on a version conflict (envelope key or HTTP 409)', async () => {
    const { pay, services, go } = await atPayment();
    services.state.placeOrderErrors = [{ message: 'Object version mismatch', key: 'cart/version-conflict' }];
    await pay.placeOrder();
    expect(go.mock.lastCall?.[0]).toBe('/cart');
    services.backend.placeOrder = async () => {
      throw new PortError('backend', 'conflict', 409);
    };
    await pay.placeOrder();
    expect(go).toHaveBeenCalledTimes(2);
    expect(go.mock.lastCall?.[0]).toBe('/cart');
  });

  it("reloads the cart and shows why at /cart when the shipping was re-quoted ('shipping/price-changed')", async () => {
    const { pay, services, go, root } = await atPayment();
    const message = 'Your shipping changed with your cart. Please review your new total and place your order again.';
    services.state.placeOrderErrors = [{ message, key: 'shipping/price-changed' }];
    const load = vi.spyOn(root.cart, 'load');
    await pay.placeOrder();
    expect(load).toHaveBeenCalled();
    expect(go.mock.lastCall?.[0]).toBe('/cart');
    root.notifications.navigated('/cart');
    expect(root.notifications.messages).toEqual([
      { type: 'errors', message: { message, key: 'shipping/price-changed' } },
    ]);
    expect(pay.placing).toBe(false);
  });

  it("reports 'No order but no errors?' and 'receiptToken not found in response'", async () => {
    const { pay, services } = await atPayment();
    services.backend.placeOrder = async () => ({});
    await pay.placeOrder();
    expect(pay.errors).toEqual(['No order but no errors?']);
    const order = (await createFakeServices().backend.getReceipt('x')).data?.order;
    services.backend.placeOrder = async () => ({
      data: { order: order ?? ({ orderNumber: '1' } as never), receiptToken: '' },
    });
    await pay.placeOrder();
    expect(pay.errors).toEqual(['receiptToken not found in response']);
  });

  it('keeps the card form errors until the fields are valid', async () => {
    const { pay, services } = await atPayment();
    pay.set('cvc', '');
    await pay.placeOrder();
    expect(pay.fieldErrors).toEqual({ cvc: 'CVC is required' });
    expect(services.state.calls).not.toContain('tokenizeCard');
  });
});
