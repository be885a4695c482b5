import { z } from 'zod';
import { PortError } from '../../core/shared';
import { MAIL_KINDS, type OutboxMessage, type OutboxReader } from '../../ports/mail';

const messageSchema = z
  .object({
    id: z.string(),
    kind: z.enum(MAIL_KINDS),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string(),
    sentAt: z.string(),
  })
  .strict();
const tokenSchema = z.object({ access_token: z.string().min(1) }).passthrough();
const listSchema = z.object({ messages: z.array(messageSchema) }).strict();

/** The local server's base URL and the API client whose bearer token the outbox routes need. */
export interface HttpOutboxOptions {
  readonly baseUrl: string;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly fetch: typeof fetch;
}

/**
 * The embedded outbox of a running local server, read over HTTP (adapters/embedded/server/outbox-routes.ts) with a
 * client-credentials token from /commerce/oauth/token: what `nutshell mail` reads while the server holds the data
 * directory. Answers are validated; an unreachable server, a refused token or an answer of the wrong shape throws
 * PortError ('outbox').
 */
export class HttpOutbox implements OutboxReader {
  private token: Promise<string> | undefined;

  constructor(private readonly options: HttpOutboxOptions) {}

  /** Messages newest first, at most `limit` (1 to 200), only those to `to` when given. */
  async list(options: { readonly limit: number; readonly to?: string }): Promise<readonly OutboxMessage[]> {
    const query = new URLSearchParams({ limit: String(options.limit), ...(options.to ? { to: options.to } : {}) });
    return this.parse(listSchema, await this.request(`/nutshell/outbox?${query}`)).messages;
  }

  /** One message by id, or undefined when the server has none with that id. */
  async get(id: string): Promise<OutboxMessage | undefined> {
    const body = await this.request(`/nutshell/outbox/${encodeURIComponent(id)}`, true);
    return body === undefined ? undefined : this.parse(messageSchema, body);
  }

  private async request(path: string, notFoundIsUndefined = false): Promise<unknown> {
    const res = await this.call(`${this.options.baseUrl}${path}`, {
      headers: { authorization: `Bearer ${await this.accessToken()}` },
    });
    if (notFoundIsUndefined && res.status === 404) return undefined;
    if (!res.ok) throw new PortError('outbox', `the server answered ${res.status} to GET ${path.split('?')[0]}`);
    return res.json().catch(() => {
      throw new PortError('outbox', 'the server answered with a body that is not JSON');
    });
  }

  private accessToken(): Promise<string> {
    this.token ??= (async () => {
      const basic = Buffer.from(`${this.options.clientId}:${this.options.clientSecret}`).toString('base64');
      const res = await this.call(`${this.options.baseUrl}/commerce/oauth/token`, {
        method: 'POST',
        headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: 'grant_type=client_credentials',
      });
      if (!res.ok) throw new PortError('outbox', `the server refused the API client (${res.status})`);
      return this.parse(tokenSchema, await res.json()).access_token;
    })();
    return this.token;
  }

  private async call(url: string, init: RequestInit): Promise<Response> {
    try {
      return await this.options.fetch(url, init);
    } catch (e) {
      throw new PortError('outbox', `the local server is unreachable: ${e instanceof Error ? e.message : String(e)}`);
    }
  }

  private parse<T>(schema: z.ZodType<T>, body: unknown): T {
    const r = schema.safeParse(body);
    if (!r.success) throw new PortError('outbox', 'the server answered with an unexpected shape');
    return r.data;
  }
}
