// @vitest-environment jsdom
import { homeAddress } from '../testing/fixtures';
import { createFakeServices } from '../testing/fake-services';
import { createRootStore } from './root-store';
import { localIsoDate } from '../app/local-date';
import { ANONYMOUS_SESSION, type SessionSummary } from '../../core/customers';

describe('CheckoutStore.enter (core-cart-checkout §4: stale requested delivery dates are cleared)', () => {
  function withDeliveryDate(requestedDeliveryOn: string) {
    const services = createFakeServices();
    const seeded = services.seedCart(1);
    services.commerce.putCart({
      ...seeded,
      itemShippingAddresses: [
        {
          ...homeAddress,
          key: 'shipment-1',
          custom: { shippingMethodId: 'ground', priceCents: 899, requestedDeliveryOn },
        },
      ],
      lineItems: seeded.lineItems.map((l) => ({
        ...l,
        shippingDetails: { targets: [{ addressKey: 'shipment-1', quantity: 1 }], valid: true },
      })),
    });
    const root = createRootStore(services);
    root.attachNavigator({ go: vi.fn(), fullLoad: vi.fn() });
    return { services, root };
  }
  const today = () => localIsoDate(createFakeServices().state.nowMs);
  const yesterday = () => localIsoDate(createFakeServices().state.nowMs - 86_400_000);

  it('clears a requested delivery date earlier than today', async () => {
    const { root } = withDeliveryDate(yesterday());
    await (await root.loadCheckout()).enter();
    expect(root.cart.cart?.itemShippingAddresses[0]?.custom.requestedDeliveryOn).toBeUndefined();
    expect(root.cart.cart?.itemShippingAddresses[0]?.custom.shippingMethodId).toBe('ground');
  });

  it('keeps a date of today and sends no update', async () => {
    const { root, services } = withDeliveryDate(today());
    const update = vi.spyOn(services.myCart, 'updateCart');
    await (await root.loadCheckout()).enter();
    expect(update).not.toHaveBeenCalled();
    expect(root.cart.cart?.itemShippingAddresses[0]?.custom.requestedDeliveryOn).toBe(today());
  });
});

describe('CheckoutStore.continueToCheckout (core-cart-checkout §4 Proceeding to checkout, Cart preparation)', () => {
  const message = 'Almonds: Sorry, this item is out of stock and has been removed from your cart.';

  it('prepares the cart first and goes on to the entry location when nothing was removed', async () => {
    const services = createFakeServices();
    services.seedCart(1);
    const root = createRootStore(services);
    const go = vi.fn();
    root.attachNavigator({ go, fullLoad: vi.fn() });
    await (await root.loadCheckout()).continueToCheckout();
    expect(services.state.calls).toContain('prepareCart');
    expect(go.mock.calls.map(([path]) => path)).toEqual(['/checkout/address']);
  });

  it('follows a redirect error to /cart with its message and the prepared cart, not entering checkout', async () => {
    const services = createFakeServices();
    const seeded = services.seedCart(1);
    const prepared = { ...seeded, lineItems: [] };
    vi.spyOn(services.backend, 'prepareCart').mockResolvedValue({
      data: { cart: prepared },
      errors: [{ message, key: 'checkout/out-of-stock:ALM-1LB' }],
      redirect_to: { url: '/cart' },
    });
    const root = createRootStore(services);
    const go = vi.fn();
    root.attachNavigator({ go, fullLoad: vi.fn() });
    await (await root.loadCheckout()).continueToCheckout();
    expect(go.mock.calls.map(([path]) => path)).toEqual(['/cart']);
    expect(root.cart.cart?.lineItems).toEqual([]);
    root.notifications.navigated('/cart');
    expect(root.notifications.messages.map((m) => m.message.message)).toEqual([message]);
  });
});

describe('CheckoutStore entry in CX mode (core-cart-checkout §4 Entry location, §2 signin)', () => {
  const agent = {
    ...ANONYMOUS_SESSION,
    customer: { id: 'agent-1', email: 'alex@nutshell.example' },
    permissions: ['checkOutAsCustomer'],
  };
  async function checkoutFor(session: SessionSummary, copiedFromOrderNumber?: string) {
    const services = createFakeServices();
    const seeded = services.seedCart(1);
    const cart = copiedFromOrderNumber ? { ...seeded, custom: { copiedFromOrderNumber } } : seeded;
    services.commerce.putCart(cart);
    const root = createRootStore(services, { url: '/checkout', cart, session, csrfToken: 't', origin: 'x' });
    const checkout = await root.loadCheckout();
    await checkout.enter();
    return checkout;
  }

  it('enters at /checkout/signin unless the cart was copied from an order; past it, the first incomplete step', async () => {
    const cx = await checkoutFor(agent);
    expect([cx.entryPath, cx.nextPath, cx.redirectFor('signin')]).toEqual([
      '/checkout/signin',
      '/checkout/address',
      undefined,
    ]);
    expect(cx.redirectFor(undefined)).toBe('/checkout/signin');
    const copied = await checkoutFor(agent, '1000123');
    expect([copied.entryPath, copied.redirectFor('signin')]).toEqual(['/checkout/address', undefined]);
  });

  it('a shopper never enters at signin, and /checkout/signin sends them to their entry', async () => {
    const shopper = await checkoutFor({ ...agent, permissions: [] });
    expect([shopper.entryPath, shopper.redirectFor('signin')]).toEqual(['/checkout/address', '/checkout/address']);
  });
});

describe('CheckoutStore entry of an uploaded order (core-cart-checkout §2: payment is the entry of an order upload)', () => {
  async function checkoutOf(options: { uploaded: boolean; delivered: boolean; session?: SessionSummary }) {
    const services = createFakeServices();
    const seeded = services.seedCart(1);
    const delivery = options.delivered ? { shippingMethodId: 'ground', priceCents: 899 } : {};
    const cart = {
      ...seeded,
      customerEmail: 'buyer@example.com',
      itemShippingAddresses: [{ ...homeAddress, key: 'shipment-1', custom: delivery }],
      lineItems: seeded.lineItems.map((l) => ({
        ...l,
        shippingDetails: { targets: [{ addressKey: 'shipment-1', quantity: l.quantity }], valid: true },
      })),
      custom: options.uploaded ? { createdFromOrderUpload: true } : {},
    };
    services.commerce.putCart(cart);
    const session = options.session ?? ANONYMOUS_SESSION;
    const root = createRootStore(services, { url: '/checkout', cart, session, csrfToken: 't', origin: 'x' });
    const checkout = await root.loadCheckout();
    await checkout.enter();
    return checkout;
  }

  it('enters a cart created from an order upload at /checkout/payment, and stays there', async () => {
    const uploaded = await checkoutOf({ uploaded: true, delivered: true });
    expect([uploaded.entryPath, uploaded.redirectFor('payment'), uploaded.redirectFor(undefined)]).toEqual([
      '/checkout/payment',
      undefined,
      '/checkout/payment',
    ]);
  });

  it('enters at payment in CX mode too: the upload comes first', async () => {
    const agent = {
      ...ANONYMOUS_SESSION,
      customer: { id: 'agent-1', email: 'alex@nutshell.example' },
      permissions: ['checkOutAsCustomer'],
    };
    expect((await checkoutOf({ uploaded: true, delivered: true, session: agent })).entryPath).toBe('/checkout/payment');
  });

  it('without the mark, or before every shipment has a delivery, enters at the first incomplete step', async () => {
    expect((await checkoutOf({ uploaded: false, delivered: false })).entryPath).toBe('/checkout/shipping');
    const undelivered = await checkoutOf({ uploaded: true, delivered: false });
    expect([undelivered.entryPath, undelivered.redirectFor('payment')]).toEqual([
      '/checkout/shipping',
      '/checkout/shipping',
    ]);
  });
});
