import { z } from 'zod';
import { MAIL_KINDS, type OutboxMessage, type OutboxReader } from '../../ports/mail';
import { LocalApiClient, type LocalApiOptions } from '../http/local-api-client';

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
const listSchema = z.object({ messages: z.array(messageSchema) }).strict();

/** The local server's base URL and the API client whose bearer token the outbox routes need. */
export type HttpOutboxOptions = LocalApiOptions;

/**
 * The embedded outbox of a running local server, read over HTTP (adapters/embedded/server/outbox-routes.ts) with a
 * client-credentials token (adapters/http/local-api-client.ts): what `nutshell mail` reads while the server holds the
 * data directory. Answers are validated; an unreachable server, a refused token or an answer of the wrong shape
 * throws PortError ('outbox').
 */
export class HttpOutbox implements OutboxReader {
  private readonly api: LocalApiClient;

  constructor(options: HttpOutboxOptions) {
    this.api = new LocalApiClient('outbox', options);
  }

  /** Messages newest first, at most `limit` (1 to 200), only those to `to` when given. */
  async list(options: { readonly limit: number; readonly to?: string }): Promise<readonly OutboxMessage[]> {
    const query = new URLSearchParams({ limit: String(options.limit), ...(options.to ? { to: options.to } : {}) });
    return (await this.api.get(`/nutshell/outbox?${query}`, listSchema)).messages;
  }

  /** One message by id, or undefined when the server has none with that id. */
  get(id: string): Promise<OutboxMessage | undefined> {
    return this.api.find(`/nutshell/outbox/${encodeURIComponent(id)}`, messageSchema);
  }
}
