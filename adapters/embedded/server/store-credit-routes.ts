import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from '../../../core/customers';
import { ORDER_REASON_LABELS } from '../../../core/checkout';
import type { StoreCreditDesk } from '../../../ports/store-credit-desk';
import { envelopeError } from './storefront-routes';

const emailQuery = z.strictObject({ email: z.string().trim().min(1).max(EMAIL_MAX_LENGTH) });
const creditBody = z.strictObject({
  email: z.string().trim().min(1).max(EMAIL_MAX_LENGTH),
  amountCents: z.number().int(),
  reason: z.enum(ORDER_REASON_LABELS),
  note: z.string().max(500).optional(),
  issuedBy: z.string().min(1).max(254),
});
const INVALID = 'A store credit needs an amount from $0.01 to $1,000.00 and an order reason label.';

/**
 * The store credit desk over HTTP for the CLI (`nutshell customer credit add|show` while a local server holds the data
 * directory), in the scope whose every route needs the API client's bearer token (app.ts): GET
 * /nutshell/customers/credit?email= and POST /nutshell/customers/credit {email, amountCents, reason, note?, issuedBy}
 * answer the account ({ customerId, balance, entries }); errors in the envelope ('validation/invalid' 400,
 * 'store-credit/customer-not-found' 404). No browser route issues credit: the staff UI comes with the staff guard.
 */
export async function storeCreditRoutes(
  api: FastifyInstance,
  options: { readonly desk: StoreCreditDesk },
): Promise<void> {
  api.get('/nutshell/customers/credit', async (req, reply) => {
    const q = emailQuery.safeParse(req.query);
    if (!q.success) return envelopeError(reply, { code: 'validation/invalid', message: 'Please give an e-mail.' });
    const r = await options.desk.show(q.data.email);
    return r.ok ? reply.send(r.value) : envelopeError(reply, r.error);
  });
  api.post('/nutshell/customers/credit', async (req, reply) => {
    const body = creditBody.safeParse(req.body);
    if (!body.success) return envelopeError(reply, { code: 'validation/invalid', message: INVALID });
    const r = await options.desk.credit(body.data);
    return r.ok ? reply.send(r.value) : envelopeError(reply, r.error);
  });
}
