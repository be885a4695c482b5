import { z } from 'zod';
import { domainError, err, errorCodeSchema, ok, PortError, type Result } from '../../core/shared';
import type { StoreCreditDesk, StoreCreditRequest } from '../../ports/store-credit-desk';
import type { StoreCreditAccount } from '../../ports/stored-value';
import type { LocalApiOptions } from '../http/local-api-client';

const money = z.object({ cents: z.number().int(), currency: z.literal('USD') });
const accountSchema = z.object({
  customerId: z.string(),
  balance: money,
  entries: z.array(
    z.object({
      id: z.string(),
      amount: money,
      reason: z.string(),
      note: z.string().optional(),
      issuedBy: z.string().optional(),
      orderNumber: z.string().optional(),
      createdAt: z.string(),
    }),
  ),
});
const failureSchema = z.object({ errors: z.array(z.object({ key: errorCodeSchema, message: z.string() })).min(1) });

/**
 * The store credit desk of a running local server over HTTP (adapters/embedded/server/store-credit-routes.ts):
 * GET and POST /nutshell/customers/credit with the API client's bearer token from /commerce/oauth/token. A 4xx
 * answer's first error becomes the failure (its key must be an ErrorCode); anything else out of contract throws
 * PortError ('store-credit').
 */
export class HttpStoreCreditDesk implements StoreCreditDesk {
  private token: Promise<string> | undefined;

  constructor(private readonly options: LocalApiOptions) {}

  credit(request: StoreCreditRequest): Promise<Result<StoreCreditAccount>> {
    return this.call('POST', '/nutshell/customers/credit', request);
  }

  show(email: string): Promise<Result<StoreCreditAccount>> {
    return this.call('GET', `/nutshell/customers/credit?${new URLSearchParams({ email })}`);
  }

  private async call(method: 'GET' | 'POST', path: string, body?: object): Promise<Result<StoreCreditAccount>> {
    const headers: Record<string, string> = { authorization: `Bearer ${await this.accessToken()}` };
    if (body) headers['content-type'] = 'application/json';
    const res = await this.fetch(`${this.options.baseUrl}${path}`, {
      method,
      headers,
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const json: unknown = await res.json().catch(() => undefined);
    if (res.ok) {
      const parsed = accountSchema.safeParse(json);
      if (parsed.success) return ok(parsed.data);
    } else if (res.status >= 400 && res.status < 500) {
      const failure = failureSchema.safeParse(json);
      if (failure.success) return err(domainError(failure.data.errors[0]!.key, failure.data.errors[0]!.message));
    }
    throw new PortError('store-credit', `the server answered ${res.status} to ${method} ${path.split('?')[0]}`);
  }

  private accessToken(): Promise<string> {
    this.token ??= (async () => {
      const basic = Buffer.from(`${this.options.clientId}:${this.options.clientSecret}`).toString('base64');
      const res = await this.fetch(`${this.options.baseUrl}/commerce/oauth/token`, {
        method: 'POST',
        headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: 'grant_type=client_credentials',
      });
      const token = z.object({ access_token: z.string().min(1) }).safeParse(await res.json().catch(() => undefined));
      if (!res.ok || !token.success) throw new PortError('store-credit', `the server refused the API client`);
      return token.data.access_token;
    })();
    return this.token;
  }

  private async fetch(url: string, init: RequestInit): Promise<Response> {
    try {
      return await this.options.fetch(url, init);
    } catch (e) {
      throw new PortError('store-credit', `the local server is unreachable: ${e instanceof Error ? e.message : e}`);
    }
  }
}
