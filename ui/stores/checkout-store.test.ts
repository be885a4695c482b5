// @vitest-environment jsdom
import { homeAddress } from '../testing/fixtures';
import { createFakeServices } from '../testing/fake-services';
import { createRootStore } from './root-store';
import { localIsoDate } from '../app/local-date';

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
