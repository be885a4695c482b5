import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { OutboxReader } from '../../../ports/mail';
import { EMAIL_MAX_LENGTH } from '../../../core/customers';
import { sendCtError, sendCtInputError } from './ct/errors';

/** The most messages one list answers. */
export const OUTBOX_LIST_MAX = 200;

const listQuery = z
  .object({
    to: z.string().min(1).max(EMAIL_MAX_LENGTH).optional(),
    limit: z.coerce.number().int().min(1).max(OUTBOX_LIST_MAX).default(20),
  })
  .strict();
const idParams = z.object({ id: z.string().min(1).max(100) }).strict();

/**
 * The embedded outbox over HTTP for the CLI (`nutshell mail list|show` while a local server holds the data
 * directory), in a scope whose every route needs the client-credentials bearer token of the commerce API:
 * GET /nutshell/outbox?to=&limit= (newest first, `{ messages }`, limit 1 to 200, default 20) and
 * GET /nutshell/outbox/{id} (the message; 404 'resource/not-found' for an unknown id). Registered by app.ts inside
 * the token-checking scope.
 */
export async function outboxRoutes(api: FastifyInstance, options: { readonly outbox: OutboxReader }): Promise<void> {
  api.get('/nutshell/outbox', async (req, reply) => {
    const q = listQuery.safeParse(req.query);
    if (!q.success) return sendCtInputError(reply, q.error, req.query);
    const messages = await options.outbox.list({ limit: q.data.limit, ...(q.data.to ? { to: q.data.to } : {}) });
    return reply.send({ messages });
  });
  api.get('/nutshell/outbox/:id', async (req, reply) => {
    const p = idParams.safeParse(req.params);
    if (!p.success) return sendCtInputError(reply, p.error, req.params);
    const message = await options.outbox.get(p.data.id);
    if (!message)
      return sendCtError(reply, { code: 'resource/not-found', message: `No message with id "${p.data.id}".` });
    return reply.send(message);
  });
}
