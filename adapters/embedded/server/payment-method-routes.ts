import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { domainError, err } from '../../../core/shared';
import type { PaymentVaultPort } from '../../../ports/payments';
import { envelopeError, requireCsrf } from './storefront-routes';

/** The helpers of customer-routes.ts the wallet's routes share. */
export interface CustomerRouteHelpers {
  /** The signed-in customer's id, or undefined after answering 401 'account/not-signed-in'. */
  signedIn(req: FastifyRequest, reply: FastifyReply): Promise<string | undefined>;
  /**
   * Whose wallet a call reads: the session's own customer, or `customerId` when it is theirs or the customer a staff
   * session acts for; undefined after answering 401 'account/not-signed-in' or 403 'auth/forbidden'.
   */
  walletOwner(req: FastifyRequest, reply: FastifyReply, customerId: string | undefined): Promise<string | undefined>;
  /** The body parsed by `schema`, or undefined after answering 400 'validation/invalid'. */
  bodyOf<S extends z.ZodType>(schema: S, req: FastifyRequest, reply: FastifyReply): z.output<S> | undefined;
}

const paymentMethodId = z.string().min(1).max(100);
/** The optional `?customerId=` of the wallet's reads and nonces (CX mode: the customer acted for). */
const customerQuery = z.object({ customerId: z.string().min(1).max(100).optional() });
const saveBody = z.strictObject({
  nonce: z.string().min(1).max(200),
  cardholderName: z.string().trim().min(1).max(200),
  isDefault: z.boolean().optional(),
});
const NO_VAULT = domainError('payment/method-not-found', 'We could not find that card. It may have been removed.');

/**
 * The wallet (spec: core-cart-checkout §7 GET /api/payment-methods "saved methods",
 * "saved payment methods in checkout: fetched for 'me' or, in CX mode, the customer id"; shell-account §2 Wallet), for
 * the session's own customer, or (reads and nonces, `?customerId=`) the customer a staff session acts for:
 * - GET /api/payment-methods[?customerId=] → { paymentMethods: SavedPaymentMethod[] } (default first, then newest);
 *   a customerId that is neither the session's customer nor the one its staff acts for: 403 'auth/forbidden';
 * - POST /api/payment-methods { nonce, cardholderName, isDefault? } saves the card of a nonce the customer's session
 *   tokenized → { paymentMethod, paymentMethods } (402 'payment/nonce-unknown' | 'payment/declined');
 * - DELETE /api/payment-methods/{id} → { paymentMethods } (404 'payment/method-not-found', also for another
 *   customer's card);
 * - POST /api/payment-methods/{id}/nonce[?customerId=] → { nonce, last4, brand }: a single-use nonce charging that
 *   saved card of the wallet's owner (in CX mode the customer's, never the agent's), for placing an order (404
 *   'payment/method-not-found'; 403 as for the list);
 * Writes need the CSRF header. No card number or security code reaches these routes.
 */
export function registerPaymentMethodRoutes(
  app: FastifyInstance,
  deps: { readonly vault?: PaymentVaultPort },
  h: CustomerRouteHelpers,
): void {
  const { vault } = deps;
  const ownerOf = (req: FastifyRequest, reply: FastifyReply) => {
    const q = customerQuery.safeParse(req.query);
    return h.walletOwner(req, reply, q.success ? q.data.customerId : '');
  };
  app.get('/api/payment-methods', async (req, reply) => {
    const customerId = await ownerOf(req, reply);
    if (!customerId) return reply;
    return reply.send({ data: { paymentMethods: (await vault?.listCards(customerId)) ?? [] } });
  });
  app.post('/api/payment-methods', async (req, reply) => {
    if (!requireCsrf(req, reply)) return reply;
    const customerId = await h.signedIn(req, reply);
    if (!customerId) return reply;
    const body = h.bodyOf(saveBody, req, reply);
    if (!body) return reply;
    const saved = vault ? await vault.saveCard(customerId, body) : err(NO_VAULT);
    if (!saved.ok) return envelopeError(reply, saved.error);
    return reply.send({ data: { paymentMethod: saved.value, paymentMethods: await vault!.listCards(customerId) } });
  });
  app.delete<{ Params: { id: string } }>('/api/payment-methods/:id', async (req, reply) => {
    if (!requireCsrf(req, reply)) return reply;
    const customerId = await h.signedIn(req, reply);
    if (!customerId) return reply;
    const id = paymentMethodId.safeParse(req.params.id);
    const r = vault && id.success ? await vault.removeCard(customerId, id.data) : err(NO_VAULT);
    return r.ok ? reply.send({ data: { paymentMethods: r.value } }) : envelopeError(reply, r.error);
  });
  app.post<{ Params: { id: string } }>('/api/payment-methods/:id/nonce', async (req, reply) => {
    if (!requireCsrf(req, reply)) return reply;
    const customerId = await ownerOf(req, reply);
    if (!customerId) return reply;
    const id = paymentMethodId.safeParse(req.params.id);
    const r = vault && id.success ? await vault.nonceForCard(customerId, id.data) : err(NO_VAULT);
    return r.ok ? reply.send({ data: r.value }) : envelopeError(reply, r.error);
  });
}
