import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { StoredValuePort } from '../../../ports/stored-value';
import { keyedRateGuard } from './account-rate-limits';
import { SESSION_COOKIE, type Sessions } from './sessions';
import { envelopeError, requireCsrf } from './storefront-routes';

const applyBody = z.strictObject({ code: z.string().min(1).max(40) });

/** The session's rate-limit key: a hash of its cookie (never the token itself). */
function sessionKeyOf(req: FastifyRequest): string | undefined {
  const token = req.cookies[SESSION_COOKIE];
  return token ? createHash('sha256').update(token).digest('hex') : undefined;
}

/**
 * Stored value at the payment step (spec: core-cart-checkout §7 GET /api/credit-accounts; §3 Customer "credit accounts
 * (with nonce), store credit (balance, nonce)"; §4 Placing an order), in the envelope:
 * - GET /api/credit-accounts → { creditAccount: null, storeCreditAccount: { balance, nonce } | null }: the signed-in
 *   customer's store credit with a new single-use nonce bound to the customer (401 'account/not-signed-in'); business
 *   credit accounts do not exist, so creditAccount is null;
 * - POST /api/gift-certificates/apply { code } (CSRF header) → { giftCertificate: { code, balance, nonce } }: the code
 *   masked but its last four, its balance and a nonce bound to the session's owner (a guest's too), for PlaceOrder's
 *   paymentNonces; 404 'gift-certificate/invalid' "That gift certificate code is not valid.", 400
 *   'gift-certificate/empty' "That gift certificate has no balance left."; rate limited per session and per address
 *   (429 'account/rate-limited') so codes cannot be guessed.
 */
export function registerStoredValueRoutes(
  app: FastifyInstance,
  deps: { readonly storedValue: StoredValuePort; readonly sessions: Sessions },
): void {
  const { storedValue, sessions } = deps;
  app.get('/api/credit-accounts', async (req, reply) => {
    const session = await sessions.current(req);
    if (!session?.customerId) {
      return envelopeError(reply, { code: 'account/not-signed-in', message: 'Please sign in to continue.' });
    }
    const storeCreditAccount = (await storedValue.storeCreditNonce(session.customerId)) ?? null;
    return reply.send({ data: { creditAccount: null, storeCreditAccount } });
  });
  app.post('/api/gift-certificates/apply', { preHandler: keyedRateGuard(app, sessionKeyOf) }, async (req, reply) => {
    if (!requireCsrf(req, reply)) return reply;
    const body = applyBody.safeParse(req.body);
    if (!body.success) {
      return envelopeError(reply, {
        code: 'gift-certificate/invalid',
        message: 'That gift certificate code is not valid.',
      });
    }
    const payer = await sessions.ensure(req, reply);
    const applied = await storedValue.applyGiftCertificate(body.data.code, payer);
    return applied.ok ? reply.send({ data: { giftCertificate: applied.value } }) : envelopeError(reply, applied.error);
  });
}
