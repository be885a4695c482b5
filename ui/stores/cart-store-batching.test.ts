// @vitest-environment jsdom
import { createFakeServices } from '../testing/fake-services';
import { createRootStore } from './root-store';
import '../testing/async-timeout';

describe('CartStore quantity batching (core-cart-checkout §4: pending → in-progress → applied in one batch)', () => {
  it('sends the changes made while an update is in flight together in the next update', async () => {
    const services = createFakeServices();
    services.seedCart(2);
    const root = createRootStore(services);
    root.attachNavigator({ go: vi.fn(), fullLoad: vi.fn() });
    await root.cart.load();
    const sent: number[][] = [];
    const original = services.myCart.updateCart.bind(services.myCart);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    let calls = 0;
    services.myCart.updateCart = async (id, version, actions) => {
      calls += 1;
      sent.push(actions.flatMap((a) => (a.action === 'changeLineItemQuantity' ? [a.quantity] : [])));
      if (calls === 1) await gate;
      return original(id, version, actions);
    };
    const first = root.cart.changeQuantity('line-1', 3);
    // The first update is in flight once the storefront's use cases have loaded (loadStorefront, on the first edit).
    await vi.waitFor(() => expect(root.cart.inProgressQuantities.get('line-1')).toBe(3));
    const second = root.cart.changeQuantity('line-1', 5);
    const third = root.cart.changeQuantity('line-1', 6);
    expect(root.cart.pendingQuantities.get('line-1')).toBe(6);
    expect(root.cart.lines[0]).toMatchObject({ quantity: 6, pending: true });
    release();
    await Promise.all([first, second, third]);
    expect(sent).toEqual([[3], [6]]);
    expect(root.cart.cart?.lineItems[0]?.quantity).toBe(6);
    expect(root.cart.isUpdating).toBe(false);
  });
});
