import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from '../../../core/customers';
import type { Result } from '../../../core/shared';
import { isCalendarDate } from '../../../core/subscriptions';
import type { DeskAction, SubscriptionDesk } from '../../../ports/subscription-desk';
import { sendCtError, sendCtInputError } from './ct/errors';

const listQuery = z.strictObject({
  email: z.string().trim().min(1).max(EMAIL_MAX_LENGTH),
  all: z.enum(['true', 'false']).optional(),
});
const idParams = z.strictObject({ id: z.string().min(1).max(40) });
const actionParams = idParams.extend({ action: z.enum(['skip', 'cancel', 'resume']) });
const reasonBody = z.strictObject({ reason: z.string().trim().min(1).max(200).optional() });
const worker = z.string().regex(/^[\w.-]{1,64}$/);
const sendNowBody = z.strictObject({ worker });
const intervalBody = z.strictObject({ weeks: z.number().int().positive().max(52) });
const runDueBody = z.strictObject({ date: z.string().refine(isCalendarDate).optional(), worker });

/** Sends a desk's answer: the value as JSON, or its error in a commercetools error body (with `nutshellCode`). */
function answer<T>(reply: FastifyReply, r: Result<T>): FastifyReply {
  return r.ok ? reply.send(r.value) : sendCtError(reply, r.error);
}

/**
 * The subscription desk over HTTP for the CLI (`nutshell subscriptions` while a local server holds the data
 * directory), in the scope whose every route needs the API client's bearer token (cli-api.ts):
 * - GET /nutshell/subscriptions?email=&all=true|false answers a SubscriptionListing (404 for an unknown e-mail);
 * - POST /nutshell/subscriptions/{id}/skip|cancel|resume {reason?} answers the Subscription afterwards;
 * - PUT /nutshell/subscriptions/{id}/interval {weeks} answers the Subscription afterwards;
 * - POST /nutshell/subscriptions/{id}/send-now {worker} answers the run's outcome;
 * - POST /nutshell/subscriptions/run-due {date?, worker} answers the day's DeskRunReport.
 * Refusals in a commercetools error body whose error carries its `nutshellCode` (status by error-status.ts); 400 for
 * a bad query or body. No browser reaches these: a customer's own are the /api/auto-delivery routes.
 */
export async function subscriptionDeskRoutes(
  api: FastifyInstance,
  options: { readonly desk: SubscriptionDesk },
): Promise<void> {
  const { desk } = options;
  api.get('/nutshell/subscriptions', async (req, reply) => {
    const q = listQuery.safeParse(req.query);
    if (!q.success) return sendCtInputError(reply, q.error, req.query);
    return answer(reply, await desk.list(q.data.email, { includeInactive: q.data.all === 'true' }));
  });
  api.post('/nutshell/subscriptions/run-due', async (req, reply) => {
    const body = runDueBody.safeParse(req.body);
    if (!body.success) return sendCtInputError(reply, body.error, req.body);
    return answer(reply, await desk.runDue(body.data));
  });
  api.post('/nutshell/subscriptions/:id/send-now', async (req, reply) => {
    const params = idParams.safeParse(req.params);
    const body = sendNowBody.safeParse(req.body);
    if (!params.success) return sendCtInputError(reply, params.error, req.params);
    if (!body.success) return sendCtInputError(reply, body.error, req.body);
    return answer(reply, await desk.sendNow(params.data.id, body.data.worker));
  });
  api.put('/nutshell/subscriptions/:id/interval', async (req, reply) => {
    const params = idParams.safeParse(req.params);
    const body = intervalBody.safeParse(req.body);
    if (!params.success) return sendCtInputError(reply, params.error, req.params);
    if (!body.success) return sendCtInputError(reply, body.error, req.body);
    return answer(reply, await desk.setInterval(params.data.id, body.data.weeks));
  });
  api.post('/nutshell/subscriptions/:id/:action', async (req, reply) => {
    const params = actionParams.safeParse(req.params);
    const body = reasonBody.safeParse(req.body ?? {});
    if (!params.success) return sendCtInputError(reply, params.error, req.params);
    if (!body.success) return sendCtInputError(reply, body.error, req.body);
    const action: DeskAction = params.data.action;
    return answer(reply, await desk.change(action, { subscriptionId: params.data.id, ...body.data }));
  });
}
