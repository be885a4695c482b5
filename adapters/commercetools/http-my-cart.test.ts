import { PortError } from '../../core/shared';
import { HttpMyCart } from './http-my-cart';

/** A fake fetch answering `statuses` in order (the last one repeats) with commercetools error bodies. */
function fakeFetch(statuses: number[]) {
  const calls: string[] = [];
  const fetchFn = (async (url: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push(`${init.method ?? 'GET'} ${String(url).split('?')[0]}`);
    const status = statuses[Math.min(calls.length - 1, statuses.length - 1)] ?? 500;
    const code = status === 409 ? 'ConcurrentModification' : 'ResourceNotFound';
    const body = { statusCode: status, message: code, errors: [{ code, message: code, currentVersion: 7 }] };
    return new Response(JSON.stringify(body), { status });
  }) as typeof fetch;
  return { fetchFn, calls };
}

const noWait = { sleep: async () => undefined };

describe('HttpMyCart over requestJson (spec: core-cart-checkout §4 update retry, §7 retries)', () => {
  it('sends an update once and answers a 409 as cart/version-conflict for updateCartWithRetry', async () => {
    const { fetchFn, calls } = fakeFetch([409, 200]);
    const myCart = new HttpMyCart('http://shop.test', 'nutshell', fetchFn, noWait);
    const result = await myCart.updateCart('c1', 3, []);
    const error = { code: 'cart/version-conflict', details: { currentVersion: 7 } };
    expect(result).toMatchObject({ ok: false, error });
    expect(calls).toEqual(['POST http://shop.test/commerce/nutshell/me/carts/c1']);
  });

  it('sends an update once and throws a 502 as a PortError (the use case reloads and retries)', async () => {
    const { fetchFn, calls } = fakeFetch([502, 200]);
    const update = new HttpMyCart('http://shop.test', 'nutshell', fetchFn, noWait).updateCart('c1', 3, []);
    await expect(update).rejects.toEqual(expect.objectContaining({ name: 'PortError', status: 502 }));
    await expect(update).rejects.toBeInstanceOf(PortError);
    expect(calls).toHaveLength(1);
  });

  it('retries a read on 503 and answers a 404 as no cart', async () => {
    const { fetchFn, calls } = fakeFetch([503, 404]);
    expect(await new HttpMyCart('http://shop.test', 'nutshell', fetchFn, noWait).getActiveCart()).toBeUndefined();
    const read = 'GET http://shop.test/commerce/nutshell/me/active-cart';
    expect(calls).toEqual([read, read]);
  });
});
