import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { StorefrontService } from '../../../ports/storefront-service';
import type { Sessions } from './sessions';
import { envelopeError, requireCsrf } from './storefront-routes';
import { zodMessage } from './commerce-routes';

/** The body of POST /api/orders/change-payment-method: the order by receipt token or by number, and a card nonce. */
export const changePaymentMethodBodySchema = z
  .strictObject({
    receiptToken: z.string().min(16).max(200).optional(),
    orderNumber: z.string().min(1).max(40).optional(),
    nonce: z.string().min(1).max(200),
  })
  .refine((b) => (b.receiptToken === undefined) !== (b.orderNumber === undefined), {
    message: 'Give either receiptToken or orderNumber.',
  });

/**
 * POST /api/orders/change-payment-method {receiptToken | orderNumber, nonce} (spec: core-cart-checkout §7): pays an
 * order whose card capture was declined with a new card (ChangePaymentMethod), answering `{ data: { order } }`.
 * CSRF header required. The session must exist: its owner id pays (the nonce is bound to it) and, by order number,
 * must own the order. 404 'order/not-found' (unknown, or another's), 409 'order/payment-not-failed', 402
 * 'payment/declined' with the gateway's message (the order stays 'Failed'), 400 'validation/invalid'.
 */
export function registerOrderPaymentRoutes(
  app: FastifyInstance,
  deps: { readonly storefront: StorefrontService; readonly sessions: Sessions },
): void {
  app.post('/api/orders/change-payment-method', async (req, reply) => {
    if (!requireCsrf(req, reply)) return reply;
    const body = changePaymentMethodBodySchema.safeParse(req.body);
    if (!body.success) {
      return envelopeError(reply, { code: 'validation/invalid', message: zodMessage(body.error) });
    }
    const ownerId = await deps.sessions.find(req);
    if (!ownerId) return envelopeError(reply, { code: 'order/not-found', message: 'We could not find that order.' });
    const r = await deps.storefront.changePaymentMethod({ ownerId, ...body.data });
    return r.ok ? reply.send({ data: { order: r.value } }) : envelopeError(reply, r.error);
  });
}
