import { z } from 'zod';
import { PortError } from '../../core/shared';

/** A running local server's base URL and the API client whose bearer token its `/nutshell/...` routes need. */
export interface LocalApiOptions {
  readonly baseUrl: string;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly fetch: typeof fetch;
}

/** A commercetools error body of the local server: each error carries its `nutshellCode` (ErrorCode). */
const ctRefusalSchema = z.object({
  errors: z.array(z.object({ message: z.string(), nutshellCode: z.string() })).min(1),
});

const tokenSchema = {
  parse(body: unknown): string | undefined {
    const token = (body as { access_token?: unknown } | null)?.access_token;
    return typeof token === 'string' && token.length > 0 ? token : undefined;
  },
};

/**
 * GET requests to a running local server's `/nutshell/...` routes (the outbox, the customer directory) with a
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
   * `method` `path` with a JSON `body` (none for DELETE): the status and the JSON body as it came (unparsed, for the
   * caller to read a success or a failure from); PortError when unreachable or the body is not JSON.
   */
  async send(
    method: 'DELETE' | 'POST',
    path: string,
    body?: unknown,
  ): Promise<{ readonly status: number; readonly body: unknown }> {
    const res = await this.call(`${this.options.baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${await this.accessToken()}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const json: unknown = await res.json().catch(() => {
      throw new PortError(this.port, 'the server answered with a body that is not JSON');
    });
    return { status: res.status, body: json };
  }

  /** `schema`'s reading of `body`, or PortError named after this client's port. */
  read<T>(schema: z.ZodType<T>, body: unknown): T {
    return this.parse(schema, body);
  }

  /**
   * A JSON `body` sent to `path` with `method` (PUT, POST), the answer parsed by `schema`; a 4xx answer carrying a
   * commercetools error body whose first error has a `nutshellCode` is returned as `{ refused }` (its code and
   * message) for the caller to turn into its Result; any other non-2xx throws PortError.
   */
  async submit<T>(
    method: 'PUT' | 'POST',
    path: string,
    body: unknown,
    schema: z.ZodType<T>,
  ): Promise<{ readonly ok: T } | { readonly refused: { readonly code: string; readonly message: string } }> {
    const res = await this.request(path, {
      method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (res.status >= 400 && res.status < 500) {
      const refused = ctRefusalSchema.safeParse(await res.json().catch(() => undefined));
      const first = refused.success ? refused.data.errors[0] : undefined;
      if (first) return { refused: { code: first.nutshellCode, message: first.message } };
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
