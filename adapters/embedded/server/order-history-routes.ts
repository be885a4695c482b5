import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AccountService } from '../../../ports/account-service';
import type { StorefrontService } from '../../../ports/storefront-service';
import { zodMessage } from './commerce-routes';
import type { Sessions } from './sessions';
import { envelopeError, requireCsrf } from './storefront-routes';

/** What the order routes use. */
export interface OrderHistoryRouteDeps {
  readonly storefront: StorefrontService;
  readonly sessions: Sessions;
  /** The signed-in customer's account; absent: no reorder route (the server runs without accounts). */
  readonly accounts?: Pick<AccountService, 'customer'>;
}

/** POST /api/orders/reorder: the order's number as /orders/{id} shows it. */
const reorderBody = z.strictObject({ orderNumber: z.string().min(1).max(64) });

/**
 * The routes of a customer's past orders (spec: shell-account §2 Account area, §3 Cart (shell view)
 * copiedFromOrderNumber; core-cart-checkout §7 POST /api/orders/clear-copied-order), each behind the CSRF header:
 * - POST /api/orders/reorder {orderNumber}: copies the still-available lines of the signed-in customer's order into
 *   the session's cart and marks it copied from that order: `{ cart, added, skipped }`. 401 'account/not-signed-in'
 *   without a signed-in customer; 404 'order/not-found' for an order that is not the customer's (never read);
 *   400 for a bad body.
 * - POST /api/orders/clear-copied-order (no body): the session's cart no longer names the order it was copied from:
 *   `{ cart }` (null when the session has no cart).
 */
export function registerOrderHistoryRoutes(app: FastifyInstance, deps: OrderHistoryRouteDeps): void {
  const { storefront, sessions, accounts } = deps;
  if (accounts) {
    app.post('/api/orders/reorder', async (req, reply) => {
      if (!requireCsrf(req, reply)) return reply;
      const body = reorderBody.safeParse(req.body);
      if (!body.success) return envelopeError(reply, { code: 'validation/invalid', message: zodMessage(body.error) });
      const session = await sessions.current(req);
      const customer = session?.customerId ? await accounts.customer(session.customerId) : undefined;
      if (!customer)
        return envelopeError(reply, { code: 'account/not-signed-in', message: 'Please sign in to continue.' });
      const r = await storefront.reorder(customer.id, customer.id, body.data.orderNumber);
      return r.ok ? reply.send({ data: r.value }) : envelopeError(reply, r.error);
    });
  }
  app.post('/api/orders/clear-copied-order', async (req, reply) => {
    if (!requireCsrf(req, reply)) return reply;
    const ownerId = await sessions.find(req);
    if (!ownerId) return reply.send({ data: { cart: null } });
    const r = await storefront.clearCopiedOrder(ownerId);
    return r.ok ? reply.send({ data: { cart: r.value } }) : envelopeError(reply, r.error);
  });
}
