import { testCart } from '../../core/cart/model/test-cart';
import { ok } from '../../core/shared';
import type { MyCartPort } from '../../ports/my-cart';
import { lazyMyCart } from './lazy-my-cart';

const cart = testCart();
const port: MyCartPort = {
  getActiveCart: async () => cart,
  getCartById: async () => cart,
  updateCart: async () => ok(cart),
};

describe('lazyMyCart: the cart client loads on its first call', () => {
  it('loads the adapter once, on the first call, and calls made while it loads wait for it', async () => {
    let release: (p: MyCartPort) => void = () => undefined;
    const load = vi.fn(
      () =>
        new Promise<MyCartPort>((r) => {
          release = r;
        }),
    );
    const lazy = lazyMyCart(load);
    expect(load).not.toHaveBeenCalled();
    const first = lazy.getActiveCart();
    const second = lazy.updateCart('cart-1', 1, []);
    release(port);
    expect(await first).toBe(cart);
    expect(await second).toEqual(ok(cart));
    expect(await lazy.getCartById('cart-1')).toBe(cart);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('passes a failed load to the caller and retries it on the next call', async () => {
    const load = vi
      .fn<() => Promise<MyCartPort>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(port);
    const lazy = lazyMyCart(load);
    await expect(lazy.getActiveCart()).rejects.toThrow('chunk failed');
    expect(await lazy.getActiveCart()).toBe(cart);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
