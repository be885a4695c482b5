import type { PaymentTokenizerPort } from '../../ports/payments';
import type { StorefrontBackendPort } from '../../ports/storefront-backend';
import { lazyBackend, lazyTokenizer } from './lazy-backend';

/** A backend whose every method answers its own name and arguments, so a test sees what reached it. */
function echoBackend(): StorefrontBackendPort {
  const echo =
    (name: string) =>
    async (...args: unknown[]) => ({ data: { name, args } });
  return {
    addToCart: echo('addToCart'),
    resolvePath: echo('resolvePath'),
    getPredictedShipping: echo('getPredictedShipping'),
    getShipDates: echo('getShipDates'),
    calculateShipping: echo('calculateShipping'),
    getRestrictedCountrySkus: echo('getRestrictedCountrySkus'),
    selectDeliveryOption: echo('selectDeliveryOption'),
    placeOrder: echo('placeOrder'),
    getReceipt: echo('getReceipt'),
    isFirstOrder: echo('isFirstOrder'),
    getRecentPurchases: echo('getRecentPurchases'),
    getRecommendationList: echo('getRecommendationList'),
    setFavorite: echo('setFavorite'),
    getFavorites: echo('getFavorites'),
  } as unknown as StorefrontBackendPort;
}

describe('lazyBackend: the storefront backend client loads on its first call', () => {
  it('loads the adapter once, on the first call; calls made while it loads wait for it', async () => {
    let release: (p: StorefrontBackendPort) => void = () => undefined;
    const load = vi.fn(
      () =>
        new Promise<StorefrontBackendPort>((r) => {
          release = r;
        }),
    );
    const lazy = lazyBackend(load);
    expect(load).not.toHaveBeenCalled();
    const first = lazy.resolvePath('/nuts');
    const second = lazy.getFavorites();
    release(echoBackend());
    expect(await first).toEqual({ data: { name: 'resolvePath', args: ['/nuts'] } });
    expect(await second).toEqual({ data: { name: 'getFavorites', args: [] } });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forwards every method of the port with its arguments', async () => {
    const delivery = { cartId: 'cart-1', version: 3, shipmentKey: 's-1', shippingMethodId: 'ground' };
    const order = { cartId: 'cart-1', version: 4, paymentNonces: ['n-1'], idempotencyKey: 'k-1' };
    const lazy = lazyBackend(async () => echoBackend());
    const calls = [
      lazy.addToCart({ sku: '1001-01', quantity: 2 }),
      lazy.getPredictedShipping(),
      lazy.getShipDates('shipment-1'),
      lazy.calculateShipping({ shipments: [] }),
      lazy.getRestrictedCountrySkus(['1001-01']),
      lazy.selectDeliveryOption(delivery),
      lazy.placeOrder(order),
      lazy.getReceipt('r-1'),
      lazy.isFirstOrder('r-1'),
      lazy.getRecentPurchases(20),
      lazy.getRecommendationList('/api/recommendations/category?key=nuts'),
      lazy.setFavorite('almonds', true),
    ];
    expect(await Promise.all(calls)).toEqual([
      { data: { name: 'addToCart', args: [{ sku: '1001-01', quantity: 2 }] } },
      { data: { name: 'getPredictedShipping', args: [] } },
      { data: { name: 'getShipDates', args: ['shipment-1'] } },
      { data: { name: 'calculateShipping', args: [{ shipments: [] }] } },
      { data: { name: 'getRestrictedCountrySkus', args: [['1001-01']] } },
      { data: { name: 'selectDeliveryOption', args: [delivery] } },
      { data: { name: 'placeOrder', args: [order] } },
      { data: { name: 'getReceipt', args: ['r-1'] } },
      { data: { name: 'isFirstOrder', args: ['r-1'] } },
      { data: { name: 'getRecentPurchases', args: [20] } },
      { data: { name: 'getRecommendationList', args: ['/api/recommendations/category?key=nuts'] } },
      { data: { name: 'setFavorite', args: ['almonds', true] } },
    ]);
  });

  it('passes a failed load to the caller and retries it on the next call', async () => {
    const load = vi
      .fn<() => Promise<StorefrontBackendPort>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(echoBackend());
    const lazy = lazyBackend(load);
    await expect(lazy.getFavorites()).rejects.toThrow('chunk failed');
    expect(await lazy.getFavorites()).toEqual({ data: { name: 'getFavorites', args: [] } });
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('lazyTokenizer', () => {
  it('loads the tokenizer on the first card and forwards the card', async () => {
    const tokenizer: PaymentTokenizerPort = {
      tokenizeCard: async (card) => ({ ok: true, value: { nonce: `n-${card.number}`, last4: '4242', brand: 'Visa' } }),
    };
    const load = vi.fn(async () => tokenizer);
    const lazy = lazyTokenizer(load);
    expect(load).not.toHaveBeenCalled();
    const card = { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123', postalCode: '10001' };
    expect(await lazy.tokenizeCard(card)).toEqual({
      ok: true,
      value: { nonce: 'n-4242424242424242', last4: '4242', brand: 'Visa' },
    });
    expect(load).toHaveBeenCalledTimes(1);
  });
});
