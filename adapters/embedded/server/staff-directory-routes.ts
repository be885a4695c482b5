import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from '../../../core/customers';
import type { CustomerDirectory } from '../../../ports/customer-directory';
import { sendCtError, sendCtInputError } from './ct/errors';

const addBody = z.strictObject({
  email: z.string().trim().min(1).max(EMAIL_MAX_LENGTH),
  name: z.string().max(200).optional(),
  admin: z.boolean(),
});
const emailQuery = z.strictObject({ email: z.string().trim().min(1).max(EMAIL_MAX_LENGTH) });

/**
 * The staff over HTTP for the CLI (`nutshell staff add|remove|list` while a local server holds the data directory;
 * spec: core-cart-checkout §6), in a scope whose every route needs the API client's bearer token: POST /nutshell/staff
 * {email, name?, admin} (`{ member, created, mailed }`), DELETE /nutshell/staff?email= (the member afterwards; its
 * sessions ended, also in this server's memory: `forgetSessions`) and GET /nutshell/staff (`{ staff }`). 400 for a bad
 * body or e-mail, 404 'resource/not-found' when there is no account to remove.
 */
export async function staffDirectoryRoutes(
  api: FastifyInstance,
  options: { readonly customers: CustomerDirectory; readonly forgetSessions: (customerId: string) => void },
): Promise<void> {
  api.post('/nutshell/staff', async (req, reply) => {
    const body = addBody.safeParse(req.body);
    if (!body.success) return sendCtInputError(reply, body.error, req.body);
    const added = await options.customers.addStaff(body.data);
    return added.ok ? reply.send(added.value) : sendCtError(reply, added.error);
  });
  api.delete('/nutshell/staff', async (req, reply) => {
    const q = emailQuery.safeParse(req.query);
    if (!q.success) return sendCtInputError(reply, q.error, req.query);
    const removed = await options.customers.removeStaff(q.data.email);
    if (!removed.ok) return sendCtError(reply, removed.error);
    options.forgetSessions(removed.value.customer.id);
    return reply.send(removed.value);
  });
  api.get('/nutshell/staff', async (_req, reply) => reply.send({ staff: await options.customers.listStaff() }));
}
