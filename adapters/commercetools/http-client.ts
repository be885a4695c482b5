import { PortError } from '../../core/shared/errors';
import { domainError, type DomainError } from '../../core/shared/result';
import { errorSchema } from './wire-schemas';

/** Statuses and failures retried (spec: core-cart-checkout §7 'up to 3 retries'). */
const RETRY_STATUSES = new Set([502, 503, 504]);
/** Retries after the first attempt. */
export const MAX_RETRIES = 3;

/** An HTTP answer: status and parsed JSON body (undefined when empty). */
export interface HttpAnswer {
  readonly status: number;
  readonly body: unknown;
}

/**
 * Sends a JSON request with fetch, retrying network failures and 502/503/504 up to 3 times.
 * Throws PortError when the service stays unreachable.
 */
export async function requestJson(port: string, url: string, init: RequestInit, fetchFn: typeof fetch = fetch): Promise<HttpAnswer> {
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

/** Maps an error answer to a DomainError (409 → 'cart/version-conflict' with currentVersion). */
export function toDomainError(answer: HttpAnswer): DomainError {
  const parsed = errorSchema.safeParse(answer.body);
  const first = parsed.success ? parsed.data.errors?.[0] : undefined;
  const message = first?.message ?? (parsed.success ? parsed.data.message : undefined) ?? `HTTP ${answer.status}`;
  if (answer.status === 409 || first?.code === 'ConcurrentModification') {
    return domainError('cart/version-conflict', message, first?.currentVersion !== undefined ? { currentVersion: first.currentVersion } : undefined);
  }
  const code = first?.code ?? first?.key;
  if (code && /^[a-z-]+\/[a-z-]+$/.test(code)) return domainError(code, message);
  if (answer.status === 404) return domainError('cart/not-found', message);
  return domainError('cart/invalid-action', message);
}
