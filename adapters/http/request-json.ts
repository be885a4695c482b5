import { PortError } from '../../core/shared';

/**
 * The one JSON-over-fetch helper of the HTTP adapters that speak fetch themselves (the session's `/me` cart,
 * the storefront backend, the payment tokenizer), in the browser and in Node (global fetch, AbortSignal).
 * spec: core-cart-checkout §7 ("up to 3 retries"), §4 Cart shipping modes and edits (the update's own retry).
 *
 * Retries happen here only where repeating a request cannot do anything twice: an idempotent request (GET,
 * HEAD, OPTIONS, PUT, DELETE, or `idempotent: true`) that failed in transport (no answer, timeout) or was
 * answered 502, 503 or 504. A POST is sent once; so is any request answered 409, because a version conflict
 * belongs to the use case (`updateCartWithRetry` reloads the cart and recomputes), which thereby counts every
 * attempt of an edit exactly once.
 */

/** Retries after the first attempt (spec: core-cart-checkout §7 "up to 3 retries"; §9 "retries 3"). */
export const MAX_RETRIES = 3;

/** An answer: HTTP status and the JSON body (undefined when the body is empty). */
export interface HttpAnswer {
  readonly status: number;
  readonly body: unknown;
}

/** How requests are sent; every field has a default. */
export interface HttpOptions {
  /** The fetch to call: the global fetch by default; tests pass a fake, a cookie-keeping or a replaying one. */
  readonly fetchFn?: typeof fetch;
  /** Time allowed for one attempt, answer body included, in milliseconds (default 10,000). */
  readonly timeoutMs?: number;
  /** Retries after the first attempt of a retryable request (default MAX_RETRIES, 3). */
  readonly maxRetries?: number;
  /** Backoff before the first retry in milliseconds (default 100); doubled for every further retry. */
  readonly baseDelayMs?: number;
  /** Upper bound of one backoff in milliseconds (default 2,000). */
  readonly maxDelayMs?: number;
  /** Waits `ms` milliseconds (default setTimeout); tests record the delays. */
  readonly sleep?: (ms: number) => Promise<void>;
  /** A number in [0, 1) for the jitter (default Math.random). */
  readonly random?: () => number;
}

/** `http` with `fetchFn` as its fetch when given (an adapter's constructor argument wins over `http.fetchFn`). */
export function withFetch(http: HttpOptions, fetchFn: typeof fetch | undefined): HttpOptions {
  return fetchFn ? { ...http, fetchFn } : http;
}

/** Per-request settings: `idempotent` overrides what the method implies (GET, HEAD, OPTIONS, PUT, DELETE). */
export interface RequestOptions extends HttpOptions {
  readonly idempotent?: boolean;
}

const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);
const RETRY_STATUSES = new Set([502, 503, 504]);
const DEFAULT_TIMEOUT_MS = 10_000;

const sleepFor = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

/**
 * The backoff before retry number `retry` (1-based), in milliseconds: the exponential cap
 * min(maxDelayMs, baseDelayMs × 2^(retry − 1)), half of it fixed and half jitter ("equal jitter"), so retries
 * of many clients spread out and never come back at once. E.g. base 100: retry 1 waits 50–100, retry 3 200–400.
 */
export function backoffDelayMs(retry: number, options: HttpOptions = {}): number {
  const cap = Math.min(options.maxDelayMs ?? 2_000, (options.baseDelayMs ?? 100) * 2 ** (retry - 1));
  return Math.round(cap / 2 + (options.random ?? Math.random)() * (cap / 2));
}

/** The attempt's signal: the caller's (if any) and the timeout, whichever aborts first. */
function attemptSignal(init: RequestInit, timeoutMs: number): AbortSignal {
  const timeout = AbortSignal.timeout(timeoutMs);
  return init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
}

/** The JSON body of `text`, or a PortError naming the URL. */
function parseBody(port: string, url: string, status: number, text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch (e) {
    throw new PortError(port, `invalid JSON from ${url}`, status, { cause: e });
  }
}

/**
 * Sends `init` to `url` and answers its status and JSON body; 2xx, 3xx and 4xx (409 included) are answers for
 * the caller to read. Every attempt is bounded by `timeoutMs`; a retryable failure (see above) is retried at
 * most `maxRetries` times after `backoffDelayMs`. `port` names the port in errors.
 *
 * Throws PortError(port, …) when no answer came (message 'unreachable: {url}' or 'timed out after {n} ms:
 * {url}', status undefined, the fetch error as cause; a caller's own abort is not retried), when the answer is
 * 5xx after any retries (status set), or when the body is not JSON (status set).
 */
export async function requestJson(
  port: string,
  url: string,
  init: RequestInit,
  options: RequestOptions = {},
): Promise<HttpAnswer> {
  const fetchFn = options.fetchFn ?? ((input: RequestInfo | URL, i?: RequestInit) => globalThis.fetch(input, i));
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const method = (init.method ?? 'GET').toUpperCase();
  const retries = (options.idempotent ?? IDEMPOTENT_METHODS.has(method)) ? (options.maxRetries ?? MAX_RETRIES) : 0;
  for (let retry = 0; ; retry += 1) {
    if (retry > 0) await (options.sleep ?? sleepFor)(backoffDelayMs(retry, options));
    const last = retry >= retries;
    let status: number;
    let text: string;
    try {
      const res = await fetchFn(url, { ...init, signal: attemptSignal(init, timeoutMs) });
      status = res.status;
      text = await res.text();
    } catch (e) {
      if (!last && !init.signal?.aborted) continue;
      const timedOut = (e as { name?: unknown } | undefined)?.name === 'TimeoutError';
      const message = timedOut ? `timed out after ${timeoutMs} ms: ${url}` : `unreachable: ${url}`;
      throw new PortError(port, message, undefined, { cause: e });
    }
    if (RETRY_STATUSES.has(status) && !last) continue;
    if (status >= 500) throw new PortError(port, `HTTP ${status} from ${url}`, status);
    return { status, body: parseBody(port, url, status, text) };
  }
}
