import { z } from 'zod';
import { PortError } from '../../core/shared';

/** A running local server's base URL and the API client whose bearer token its `/nutshell/...` routes need. */
export interface LocalApiOptions {
  readonly baseUrl: string;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly fetch: typeof fetch;
}

/**
 * A 4xx body of the local server: a commercetools error body (each error carries its `nutshellCode`, an ErrorCode),
 * or at least a top-level `message`.
 */
const refusalSchema = z.union([
  z.object({ errors: z.array(z.object({ message: z.string(), nutshellCode: z.string() })).min(1) }),
  z.object({ message: z.string() }),
]);

/** A write the server refused: the HTTP status (4xx), the error's code when it named one, and its message. */
export interface Refusal {
  readonly status: number;
  readonly code?: string;
  readonly message: string;
}

function refusalOf(status: number, body: z.output<typeof refusalSchema>): Refusal {
  if ('errors' in body) {
    const first = body.errors[0]!;
    return { status, code: first.nutshellCode, message: first.message };
  }
  return { status, message: body.message };
}

const tokenSchema = {
  parse(body: unknown): string | undefined {
    const token = (body as { access_token?: unknown } | null)?.access_token;
    return typeof token === 'string' && token.length > 0 ? token : undefined;
  },
};

/**
 * Reads and writes of a running local server's `/nutshell/...` routes (the outbox, the customer directory, staff,
 * stock, the CX order desk) with a
 * client-credentials token from /commerce/oauth/token, fetched once and reused: what the CLI reads while the server
 * holds the data directory. Every failure is a PortError named `port`: an unreachable server, a refused token, a
 * status other than 2xx (or 404 when asked to take it as "none"), a body that is not JSON or not of the schema's shape.
 */
export class LocalApiClient {
  private token: Promise<string> | undefined;

  constructor(
    private readonly port: string,
    private readonly options: LocalApiOptions,
  ) {}

  /** GET `path` (with its query), parsed by `schema`. */
  async get<T>(path: string, schema: z.ZodType<T>): Promise<T> {
    const res = await this.request(path);
    return this.bodyOf(res, path, schema);
  }

  /** GET `path` (with its query), parsed by `schema`; undefined when the server answers 404. */
  async find<T>(path: string, schema: z.ZodType<T>): Promise<T | undefined> {
    const res = await this.request(path);
    return res.status === 404 ? undefined : this.bodyOf(res, path, schema);
  }

  /**
   * `method` `path` with a JSON `body` (none for DELETE: pass undefined), the answer parsed by `schema`. A 4xx answer
   * with a JSON error body is returned as `{ refused }` for the caller to turn into its Result: its HTTP `status`, the
   * first error's `nutshellCode` as `code` (a commercetools error body of the local server; absent otherwise) and its
   * message (else the body's `message`). Any other non-2xx answer, an unreachable server or a body that is not JSON
   * or not of the schema's shape throws PortError.
   */
  async submit<T>(
    method: 'DELETE' | 'POST' | 'PUT',
    path: string,
    body: unknown,
    schema: z.ZodType<T>,
  ): Promise<{ readonly ok: T } | { readonly refused: Refusal }> {
    const res = await this.request(path, {
      method,
      ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });
    if (res.status >= 400 && res.status < 500) {
      const refusal = refusalSchema.safeParse(await res.json().catch(() => undefined));
      if (refusal.success) return { refused: refusalOf(res.status, refusal.data) };
    }
    return { ok: await this.bodyOf(res, path, schema, method) };
  }

  private async request(path: string, init: RequestInit = {}): Promise<Response> {
    return this.call(`${this.options.baseUrl}${path}`, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${await this.accessToken()}` },
    });
  }

  private async bodyOf<T>(res: Response, path: string, schema: z.ZodType<T>, method = 'GET'): Promise<T> {
    if (!res.ok) throw new PortError(this.port, `the server answered ${res.status} to ${method} ${path.split('?')[0]}`);
    const body: unknown = await res.json().catch(() => {
      throw new PortError(this.port, 'the server answered with a body that is not JSON');
    });
    return this.parse(schema, body);
  }

  private accessToken(): Promise<string> {
    this.token ??= (async () => {
      const basic = Buffer.from(`${this.options.clientId}:${this.options.clientSecret}`).toString('base64');
      const res = await this.call(`${this.options.baseUrl}/commerce/oauth/token`, {
        method: 'POST',
        headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: 'grant_type=client_credentials',
      });
      if (!res.ok) throw new PortError(this.port, `the server refused the API client (${res.status})`);
      const token = tokenSchema.parse(await res.json().catch(() => undefined));
      if (!token) throw new PortError(this.port, 'the server answered with an unexpected shape');
      return token;
    })();
    return this.token;
  }

  private async call(url: string, init: RequestInit): Promise<Response> {
    try {
      return await this.options.fetch(url, init);
    } catch (e) {
      const reason = e instanceof Error ? e.message : String(e);
      throw new PortError(this.port, `the local server is unreachable: ${reason}`);
    }
  }

  private parse<T>(schema: z.ZodType<T>, body: unknown): T {
    const r = schema.safeParse(body);
    if (!r.success) throw new PortError(this.port, 'the server answered with an unexpected shape');
    return r.data;
  }
}
