import type { z } from 'zod';
import { envelopeSchema, type Envelope } from '../../core/notifications';
import { PortError } from '../../core/shared';
import { requestJson, type HttpOptions } from '../http/request-json';

/** Header sent on every state-changing request (the server's CSRF check). */
export const JSON_HEADERS = { 'content-type': 'application/json', 'x-nutshell-csrf': '1' };

/**
 * Sends a same-origin request to the storefront backend and parses its envelope (spec: core-cart-checkout §7 response
 * envelope) whose `data` matches `schema`. Throws PortError (named `port`) for a body that is no such envelope, and
 * as request-json.ts does for no answer, a timeout and a 5xx. Expected failures are the envelope's `errors`.
 */
export async function callEnvelope<S extends z.ZodType>(
  port: string,
  url: string,
  schema: S,
  init: RequestInit,
  http: HttpOptions,
): Promise<Envelope<z.output<S>>> {
  const answer = await requestJson(port, url, { credentials: 'same-origin', ...init }, http);
  const parsed = envelopeSchema(schema).safeParse(answer.body ?? {});
  if (!parsed.success) {
    throw new PortError(port, `unexpected answer from ${url}: ${parsed.error.issues[0]?.message ?? ''}`, answer.status);
  }
  return parsed.data;
}

/** A JSON body request: `method` with the CSRF header and `body` serialised. */
export function jsonRequest(method: 'POST' | 'PUT' | 'DELETE', body?: unknown): RequestInit {
  return { method, headers: JSON_HEADERS, ...(body === undefined ? {} : { body: JSON.stringify(body) }) };
}
