import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AccountService } from '../../../ports/account-service';
import type { StorefrontService } from '../../../ports/storefront-service';
import { zodMessage } from './commerce-routes';
import type { Sessions } from './sessions';
import { envelopeError, requireCsrf } from './storefront-routes';

/** What the route uses; `siteUrl` is the origin of the mailed link (never the request's Host). */
export interface CheckoutAccountRouteDeps {
  readonly accounts: AccountService;
  readonly storefront: StorefrontService;
  readonly sessions: Sessions;
  readonly siteUrl: string;
}

const body = z.strictObject({ receiptToken: z.string().min(16).max(200), name: z.string().max(200) });

/**
 * POST /api/checkout/guest-account { receiptToken, name } (spec: core-cart-checkout §4 Placing an order step 2, the
 * set-password flow; shell-account §6 "a guest can set a password"): right after a guest placed an order with "Email
 * me a link to set a password", a guest account for the order's e-mail, the order attached to it, the set-password
 * link mailed; answers { sent: true }. Only the session that placed the order may ask (the order's cart is the
 * session's): otherwise 404 'order/not-found', as for an unknown receipt. 409 'account/email-taken' for an e-mail with
 * a full account. CSRF header required.
 */
export function registerCheckoutAccountRoutes(app: FastifyInstance, deps: CheckoutAccountRouteDeps): void {
  app.post('/api/checkout/guest-account', async (req, reply) => {
    if (!requireCsrf(req, reply)) return reply;
    const parsed = body.safeParse(req.body);
    if (!parsed.success) return envelopeError(reply, { code: 'validation/invalid', message: zodMessage(parsed.error) });
    const owner = await deps.sessions.find(req);
    const order = await deps.storefront.getReceipt(parsed.data.receiptToken);
    if (!owner || !order || order.cart.anonymousId !== owner || !order.customerEmail) {
      return envelopeError(reply, { code: 'order/not-found', message: 'We could not find that receipt.' });
    }
    const created = await deps.accounts.createGuestAccount({
      email: order.customerEmail,
      name: parsed.data.name,
      origin: deps.siteUrl,
    });
    return created.ok ? reply.send({ data: { sent: true } }) : envelopeError(reply, created.error);
  });
}
