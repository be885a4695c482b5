import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { CxOrderDesk } from '../../../ports/cx-order-desk';
import { sendCtError, sendCtInputError } from './ct/errors';

const text = (max: number) => z.string().trim().min(1).max(max);
const placeBody = z.strictObject({
  cartKeyOrId: text(256),
  customerEmail: text(254),
  payment: z.union([z.literal('offline'), z.strictObject({ card: text(100) })]),
  agentEmail: text(254).optional(),
});
const copyBody = z.strictObject({ orderNumber: text(64), cartKeyOrId: text(256).optional() });

/**
 * The CX order desk over HTTP for the CLI (`nutshell cart place-order` and `nutshell order copy-to-cart` while a local
 * server holds the data directory), in the scope whose every route needs the API client's bearer token (app.ts):
 * - POST /nutshell/cx/place-order {cartKeyOrId, customerEmail, payment: 'offline' | {card}, agentEmail?} answers
 *   OrderPlacedForCustomer { orderNumber, total, receiptUrl, paidWith, customerEmail, placedBy, checkoutType };
 * - POST /nutshell/cx/copy-order {orderNumber, cartKeyOrId?} answers OrderCopiedForCustomer { orderNumber,
 *   customerEmail, cartId, cartKey, added, skipped }.
 * Refusals in a commercetools error body whose error carries its `nutshellCode` (status by error-status.ts); 400 for
 * a bad body. No browser reaches these: the staff UI has its own guarded routes (cx-routes.ts).
 */
export async function cxOrderDeskRoutes(api: FastifyInstance, options: { readonly desk: CxOrderDesk }): Promise<void> {
  api.post('/nutshell/cx/place-order', async (req, reply) => {
    const body = placeBody.safeParse(req.body);
    if (!body.success) return sendCtInputError(reply, body.error, req.body);
    const r = await options.desk.placeOrder(body.data);
    return r.ok ? reply.send(r.value) : sendCtError(reply, r.error);
  });
  api.post('/nutshell/cx/copy-order', async (req, reply) => {
    const body = copyBody.safeParse(req.body);
    if (!body.success) return sendCtInputError(reply, body.error, req.body);
    const r = await options.desk.copyOrderToCart(body.data);
    return r.ok ? reply.send(r.value) : sendCtError(reply, r.error);
  });
}
