import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from '../../../core/customers';
import type { Result } from '../../../core/shared';
import type { GiftDesk } from '../../../ports/gift-desk';
import { sendCtError, sendCtInputError } from './ct/errors';

const listQuery = z.strictObject({
  sender: z.string().trim().min(1).max(EMAIL_MAX_LENGTH).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(20),
});
const idParams = z.strictObject({ id: z.string().min(1).max(100) });

/** Sends a desk's answer: the value as JSON, or its error in a commercetools error body (with `nutshellCode`). */
function answer<T>(reply: FastifyReply, r: Result<T>): FastifyReply {
  return r.ok ? reply.send(r.value) : sendCtError(reply, r.error);
}

/**
 * The gift desk over HTTP for the CLI (`nutshell gift` while a local server holds the data directory), in the scope
 * whose every route needs the API client's bearer token (cli-api.ts):
 * - GET /nutshell/gifts?sender=&limit= answers the newest GiftDrops (limit 1 to 500, default 20);
 * - GET /nutshell/gifts/{id} answers one GiftDrop (404 'gift/not-found');
 * - POST /nutshell/gifts/recipients/{id}/resend answers the GiftDrop after a new link was mailed (409
 *   'gift/already-redeemed').
 * Refusals in a commercetools error body whose error carries its `nutshellCode`; 400 for a bad query.
 */
export async function giftDeskRoutes(api: FastifyInstance, options: { readonly desk: GiftDesk }): Promise<void> {
  const { desk } = options;
  api.get('/nutshell/gifts', async (req, reply) => {
    const q = listQuery.safeParse(req.query);
    if (!q.success) return sendCtInputError(reply, q.error, req.query);
    const { sender, limit } = q.data;
    return answer(reply, await desk.list({ limit, ...(sender ? { senderEmail: sender } : {}) }));
  });
  api.get('/nutshell/gifts/:id', async (req, reply) => {
    const params = idParams.safeParse(req.params);
    if (!params.success) return sendCtInputError(reply, params.error, req.params);
    return answer(reply, await desk.show(params.data.id));
  });
  api.post('/nutshell/gifts/recipients/:id/resend', async (req, reply) => {
    const params = idParams.safeParse(req.params);
    if (!params.success) return sendCtInputError(reply, params.error, req.params);
    return answer(reply, await desk.resend(params.data.id));
  });
}
