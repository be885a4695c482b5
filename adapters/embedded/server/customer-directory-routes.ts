import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from '../../../core/customers';
import { CARRIER_NAMES, type CarrierName } from '../../../core/shipping';
import type { CustomerDirectory } from '../../../ports/customer-directory';
import { sendCtError, sendCtInputError } from './ct/errors';

const emailQuery = z.object({ email: z.string().trim().min(1).max(EMAIL_MAX_LENGTH) }).strict();
const carrierName = z.enum(CARRIER_NAMES as [CarrierName, ...CarrierName[]]);
const carrierChanges = z.object({ allow: z.array(carrierName).max(7), disallow: z.array(carrierName).max(7) }).strict();

/**
 * The customer directory over HTTP for the CLI (`nutshell customer find|show|orders` while a local server holds the
 * data directory), in a scope whose every route needs the API client's bearer token (registered by app.ts with the
 * outbox): GET /nutshell/customers?email= (the account), GET /nutshell/customers/describe?email= (its description)
 * GET /nutshell/customers/business?email= (`{ customer, profile }`, the profile null without a business account),
 * GET /nutshell/customers/orders?email= (`{ orders }`: its Order History rows, newest first) and PUT
 * /nutshell/customers/carriers?email= with `{ allow, disallow }` (carrier names; answers the carrier flags); 404
 * 'resource/not-found' when there is no account for the e-mail, 400 for a bad query.
 */
export async function customerDirectoryRoutes(
  api: FastifyInstance,
  options: { readonly customers: CustomerDirectory },
): Promise<void> {
  const routes = [
    ['/nutshell/customers', (email: string) => options.customers.find(email)],
    ['/nutshell/customers/describe', (email: string) => options.customers.describe(email)],
    ['/nutshell/customers/business', (email: string) => options.customers.business(email)],
    [
      '/nutshell/customers/orders',
      async (email: string) => {
        const orders = await options.customers.orders(email);
        return orders ? { orders } : undefined;
      },
    ],
  ] as const;
  api.put('/nutshell/customers/carriers', async (req, reply) => {
    const q = emailQuery.safeParse(req.query);
    if (!q.success) return sendCtInputError(reply, q.error, req.query);
    const body = carrierChanges.safeParse(req.body);
    if (!body.success) return sendCtInputError(reply, body.error, req.body);
    const r = await options.customers.setCarriers(q.data.email, body.data);
    if (!r) return sendCtError(reply, { code: 'resource/not-found', message: 'No customer with that e-mail.' });
    return r.ok ? reply.send(r.value) : sendCtError(reply, r.error);
  });
  for (const [path, read] of routes) {
    api.get(path, async (req, reply) => {
      const q = emailQuery.safeParse(req.query);
      if (!q.success) return sendCtInputError(reply, q.error, req.query);
      const found = await read(q.data.email);
      if (!found) return sendCtError(reply, { code: 'resource/not-found', message: 'No customer with that e-mail.' });
      return reply.send(found);
    });
  }
}
