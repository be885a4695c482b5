import { PortError } from '../../core/shared/errors';
import { MAX_RETRIES } from './ct-errors';
import type { CtAnswer } from './ct-errors';

/** Statuses retried (spec: core-cart-checkout §7 'up to 3 retries'). */
const RETRY_STATUSES = new Set([502, 503, 504]);

/**
 * Sends a JSON request with fetch (the browser's `/me` calls, which carry the session cookie rather than a
 * client-credentials token), retrying network failures and 502/503/504 up to MAX_RETRIES times.
 * Throws PortError when the service stays unreachable.
 */
export async function requestJson(port: string, url: string, init: RequestInit, fetchFn: typeof fetch = fetch): Promise<CtAnswer> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= MAX_RETRIES; attempt++) {
    try {
      const res = await fetchFn(url, init);
      if (RETRY_STATUSES.has(res.status) && attempt < MAX_RETRIES) continue;
      const text = await res.text();
      return { status: res.status, body: text ? (JSON.parse(text) as unknown) : undefined };
    } catch (e) {
      lastError = e;
    }
  }
  throw new PortError(port, `unreachable: ${url}`, undefined, { cause: lastError });
}
