import { PortError } from '../../core/shared';
import { backoffDelayMs, MAX_RETRIES, requestJson, type RequestOptions } from './request-json';

type Step = number | 'network' | 'hang';

/** A fake fetch answering `steps` in order (a status with a JSON body, a network failure, or no answer). */
function fakeFetch(steps: Step[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchFn = (async (url: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(url), init });
    const step = steps[Math.min(calls.length - 1, steps.length - 1)];
    if (step === 'network') throw new TypeError('fetch failed');
    if (step === 'hang') {
      return new Promise<Response>((_, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    }
    return new Response(JSON.stringify({ step: calls.length }), { status: step });
  }) as typeof fetch;
  return { fetchFn, calls };
}

/** Options that record the backoff delays instead of waiting, with a fixed jitter of 0.5. */
function recording(fetchFn: typeof fetch, extra: RequestOptions = {}) {
  const delays: number[] = [];
  const options: RequestOptions = {
    fetchFn,
    random: () => 0.5,
    sleep: async (ms) => {
      delays.push(ms);
    },
    ...extra,
  };
  return { options, delays };
}

const URL_ = 'http://shop.test/commerce/nutshell/me/active-cart';

describe('requestJson (spec: core-cart-checkout §7 retries; §4 the update retry)', () => {
  it('answers status and JSON body, and undefined for an empty body', async () => {
    const { fetchFn } = fakeFetch([200]);
    expect(await requestJson('commerce', URL_, {}, { fetchFn })).toEqual({ status: 200, body: { step: 1 } });
    const empty = (async () => new Response(null, { status: 204 })) as unknown as typeof fetch;
    expect(await requestJson('commerce', URL_, {}, { fetchFn: empty })).toEqual({ status: 204, body: undefined });
  });

  it('turns a timeout into a PortError without a status, after the retries of a GET', async () => {
    const { fetchFn, calls } = fakeFetch(['hang']);
    const { options, delays } = recording(fetchFn, { timeoutMs: 20, maxRetries: 1 });
    const error = await requestJson('commerce', URL_, {}, options).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PortError);
    const message = `commerce: timed out after 20 ms: ${URL_}`;
    expect(error).toMatchObject({ port: 'commerce', status: undefined, message });
    expect(calls).toHaveLength(2);
    expect(delays).toEqual([75]);
  });

  it('sends a POST once: a timeout is a PortError at once, for the use case to retry', async () => {
    const { fetchFn, calls } = fakeFetch(['hang']);
    const { options, delays } = recording(fetchFn, { timeoutMs: 20 });
    const post = requestJson('commerce', URL_, { method: 'POST', body: '{}' }, options);
    await expect(post).rejects.toMatchObject({ name: 'PortError', status: undefined });
    expect(calls).toHaveLength(1);
    expect(delays).toEqual([]);
  });

  it('retries a GET on 502/503/504 and network failures with exponential backoff and jitter', async () => {
    const { fetchFn, calls } = fakeFetch([503, 'network', 504, 200]);
    const { options, delays } = recording(fetchFn);
    expect(await requestJson('commerce', URL_, {}, options)).toEqual({ status: 200, body: { step: 4 } });
    expect(calls).toHaveLength(4);
    expect(delays).toEqual([75, 150, 300]);
  });

  it('stops after MAX_RETRIES retries (4 attempts) and throws the last 5xx as a PortError', async () => {
    const { fetchFn, calls } = fakeFetch([502]);
    const { options, delays } = recording(fetchFn);
    await expect(requestJson('commerce', URL_, {}, options)).rejects.toMatchObject({ status: 502 });
    expect(MAX_RETRIES).toBe(3);
    expect(calls).toHaveLength(MAX_RETRIES + 1);
    expect(delays).toHaveLength(MAX_RETRIES);
  });

  it('never retries a 409: the version conflict is answered for updateCartWithRetry', async () => {
    const { fetchFn, calls } = fakeFetch([409, 200]);
    const { options, delays } = recording(fetchFn);
    expect(await requestJson('commerce', URL_, {}, options)).toEqual({ status: 409, body: { step: 1 } });
    const conflicting = { ...options, fetchFn: fakeFetch([409]).fetchFn };
    const post = await requestJson('commerce', URL_, { method: 'POST' }, conflicting);
    expect(post.status).toBe(409);
    expect(calls).toHaveLength(1);
    expect(delays).toEqual([]);
  });

  it('does not retry a POST on 503 or a network failure unless it is marked idempotent', async () => {
    const failing = fakeFetch([503]);
    const once = recording(failing.fetchFn);
    const post = requestJson('storefront', URL_, { method: 'POST' }, once.options);
    await expect(post).rejects.toMatchObject({ status: 503 });
    expect(failing.calls).toHaveLength(1);
    const network = fakeFetch(['network', 200]);
    const marked = recording(network.fetchFn, { idempotent: true });
    const answer = await requestJson('storefront', URL_, { method: 'POST' }, marked.options);
    expect(answer.status).toBe(200);
    expect(network.calls).toHaveLength(2);
  });

  it('throws PortError for an unreachable service, a 500 and a body that is not JSON', async () => {
    const { options } = recording(fakeFetch(['network']).fetchFn, { maxRetries: 0 });
    const message = `storefront: unreachable: ${URL_}`;
    await expect(requestJson('storefront', URL_, {}, options)).rejects.toMatchObject({ message });
    const { options: error500 } = recording(fakeFetch([500]).fetchFn);
    await expect(requestJson('storefront', URL_, {}, error500)).rejects.toMatchObject({ status: 500 });
    const html = (async () => new Response('<html>', { status: 200 })) as unknown as typeof fetch;
    await expect(requestJson('storefront', URL_, {}, { fetchFn: html })).rejects.toMatchObject({ status: 200 });
  });

  it("does not retry after the caller's own abort", async () => {
    const { fetchFn, calls } = fakeFetch(['hang']);
    const { options } = recording(fetchFn);
    const controller = new AbortController();
    const request = requestJson('commerce', URL_, { signal: controller.signal }, options);
    controller.abort();
    await expect(request).rejects.toBeInstanceOf(PortError);
    expect(calls).toHaveLength(1);
  });
});

describe('backoffDelayMs', () => {
  it('doubles from 100 ms up to 2 s, half fixed and half jitter', () => {
    const lowest = [1, 2, 3, 4, 5, 6].map((n) => backoffDelayMs(n, { random: () => 0 }));
    expect(lowest).toEqual([50, 100, 200, 400, 800, 1000]);
    expect([1, 2, 3].map((n) => backoffDelayMs(n, { random: () => 0.999_999 }))).toEqual([100, 200, 400]);
    expect(backoffDelayMs(9, { random: () => 0.999_999 })).toBe(2000);
    expect(backoffDelayMs(2, { baseDelayMs: 10, maxDelayMs: 15, random: () => 0 })).toBe(8);
  });
});
