import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from '../../../core/customers';
import type { CustomerDirectory } from '../../../ports/customer-directory';
import { sendCtError, sendCtInputError } from './ct/errors';

const emailQuery = z.object({ email: z.string().trim().min(1).max(EMAIL_MAX_LENGTH) }).strict();

/**
 * The customer directory over HTTP for the CLI (`nutshell customer find|show|orders` while a local server holds the
 * data directory), in a scope whose every route needs the API client's bearer token (registered by app.ts with the
 * outbox): GET /nutshell/customers?email= (the account), GET /nutshell/customers/describe?email= (its description)
 * and GET /nutshell/customers/orders?email= (`{ orders }`: its Order History rows, newest first); 404
 * 'resource/not-found' when there is no account for the e-mail, 400 for a bad query.
 */
export async function customerDirectoryRoutes(
  api: FastifyInstance,
  options: { readonly customers: CustomerDirectory },
): Promise<void> {
  const routes = [
    ['/nutshell/customers', (email: string) => options.customers.find(email)],
    ['/nutshell/customers/describe', (email: string) => options.customers.describe(email)],
    [
      '/nutshell/customers/orders',
      async (email: string) => {
        const orders = await options.customers.orders(email);
        return orders ? { orders } : undefined;
      },
    ],
  ] as const;
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
