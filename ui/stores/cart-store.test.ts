// @vitest-environment jsdom
import { domainError } from '../../core/shared';
import type { CartAction } from '../../core/cart';
import { createFakeServices } from '../testing/fake-services';
import { cartFreeShipping } from '../features/cart/free-shipping-progress';
import { cartTotalLines } from '../components/totals-list';
import { createRootStore } from './root-store';

function setup(quantity = 2) {
  const services = createFakeServices();
  services.seedCart(quantity);
  const root = createRootStore(services);
  const go = vi.fn();
  root.attachNavigator({ go, fullLoad: vi.fn() });
  return { services, root, cart: root.cart, go };
}

describe('CartStore (core-cart-checkout §2 Cart side panels, §4)', () => {
  it('loads the active cart and derives item count, totals and free-shipping progress', async () => {
    const { cart } = setup(2);
    await cart.load();
    expect(cart.itemCount).toBe(2);
    expect(cartTotalLines(cart.cart).map((t) => t.label)).toEqual(['Subtotal', 'Total']);
    const free = cartFreeShipping(cart);
    expect(free.progress.remaining.cents).toBe(5900 - 2598);
    expect(free.message).toBe("You're $33.02 away from FREE shipping!");
  });

  it('keeps a cart an add answered with while the active cart was still loading', async () => {
    const { cart, services } = setup(1);
    const stale = services.cart();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    services.myCart.getActiveCart = async () => {
      await gate;
      return stale;
    };
    const loading = cart.load();
    await cart.addToCart(stale!.lineItems[0]!.variant.sku, 2);
    expect(cart.itemCount).toBe(3);
    expect(stale!.lineItems[0]!.quantity).toBe(1);
    release();
    await loading;
    expect(cart.itemCount).toBe(3);
    expect(cart.status).toBe('loaded');
  });

  it('shows a pending quantity at once and keeps it after the update', async () => {
    const { cart } = setup(2);
    await cart.load();
    const done = cart.changeQuantity('line-1', 4);
    expect(cart.lines[0]).toMatchObject({ quantity: 4, pending: true });
    expect(cart.lines[0]?.total.cents).toBe(4 * 1299);
    await done;
    expect(cart.lines[0]).toMatchObject({ quantity: 4, pending: false });
    expect(cart.cart?.lineItems[0]?.quantity).toBe(4);
  });

  it('rolls the optimistic quantity back and reports the error when the update fails', async () => {
    const { cart, services, root } = setup(2);
    await cart.load();
    services.commerce.failNext('updateCart', domainError('cart/invalid-action', 'Cart cannot be modified'));
    await cart.changeQuantity('line-1', 7);
    expect(cart.lines[0]).toMatchObject({ quantity: 2, pending: false });
    expect(root.notifications.messages.map((m) => m.message.message)).toEqual(['Cart cannot be modified']);
  });

  it('applies quantity changes in order, collapsing ones queued behind an update', async () => {
    const { cart, services } = setup(1);
    await cart.load();
    void cart.changeQuantity('line-1', 2);
    void cart.changeQuantity('line-1', 3);
    await cart.changeQuantity('line-1', 5);
    expect(cart.cart?.lineItems[0]?.quantity).toBe(5);
    const quantities = (actions: readonly CartAction[]) =>
      actions.flatMap((a) => (a.action === 'changeLineItemQuantity' ? [a.quantity] : []));
    const sent = services.commerce.updates.map((u) => quantities(u.actions));
    expect(sent).toEqual([[5]]);
  });

  it('opens the Added to Cart panel only after all pending adds finish', async () => {
    const { cart, root, services } = setup(0);
    const real = services.backend.addToCart.bind(services.backend);
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    services.backend.addToCart = async (input) => {
      if (input.quantity === 2) await gate;
      return real(input);
    };
    const first = cart.addToCart('1001-01', 1);
    const second = cart.addToCart('1001-01', 2);
    expect(cart.pendingAdds).toBe(2);
    await first;
    expect(root.ui.addedToCartOpen).toBe(false);
    release();
    await second;
    expect(root.ui.addedToCartOpen).toBe(true);
    expect(cart.lastAddedLine?.quantity).toBe(3);
  });

  it('sends envelope errors to the notifications and follows a redirect', async () => {
    const { cart, root, services, go } = setup(0);
    services.backend.addToCart = async () => ({
      errors: [{ message: 'Sold out', key: 'stock' }],
      redirect_to: { url: '/cart' },
    });
    await cart.addToCart('1001-01', 1);
    expect(go).toHaveBeenCalledWith('/cart', undefined);
    expect(root.ui.addedToCartOpen).toBe(false);
    root.notifications.navigated('/cart');
    expect(root.notifications.messages).toEqual([{ type: 'errors', message: { message: 'Sold out', key: 'stock' } }]);
  });
});

describe('NotificationStore (core-cart-checkout §2, §8)', () => {
  it('replaces keyed messages, dedupes unkeyed ones, and keeps keyed ones on checkout paths', () => {
    const { notifications } = createRootStore(createFakeServices());
    notifications.add('errors', { message: 'A', key: 'k' });
    notifications.add('errors', { message: 'B', key: 'k' });
    notifications.add('warnings', { message: 'W' });
    notifications.add('warnings', { message: 'W' });
    expect(notifications.messages.map((m) => m.message.message)).toEqual(['B', 'W']);
    notifications.navigated('/checkout/shipping');
    expect(notifications.messages.map((m) => m.message.message)).toEqual(['B']);
    notifications.navigated('/nuts');
    expect(notifications.hasMessages).toBe(false);
  });
});
