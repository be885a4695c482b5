import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { StoredValuePort } from '../../../ports/stored-value';
import { keyedRateGuard } from './account-rate-limits';
import { SESSION_COOKIE, type Sessions } from './sessions';
import { envelopeError, requireCsrf } from './storefront-routes';
import type { CustomerRouteHelpers } from './payment-method-routes';

const applyBody = z.strictObject({ code: z.string().min(1).max(40) });
/** The optional `?customerId=` of GET /api/credit-accounts (CX mode: the customer acted for). */
const customerQuery = z.object({ customerId: z.string().min(1).max(100).optional() });

/** The session's rate-limit key: a hash of its cookie (never the token itself). */
function sessionKeyOf(req: FastifyRequest): string | undefined {
  const token = req.cookies[SESSION_COOKIE];
  return token ? createHash('sha256').update(token).digest('hex') : undefined;
}

/**
 * Stored value at the payment step (spec: core-cart-checkout §7 GET /api/credit-accounts; §3 Customer "credit accounts
 * (with nonce), store credit (balance, nonce)"; §4 Placing an order), in the envelope:
 * - GET /api/credit-accounts[?customerId=] → { creditAccount: null, storeCreditAccount: { balance, nonce } | null }:
 *   the signed-in customer's store credit, or (`customerId`, CX mode) the one a staff session acts for, with a new
 *   single-use nonce bound to that customer (401 'account/not-signed-in'; 403 'auth/forbidden' for anyone else's,
 *   as the wallet's `walletOwner` decides); business
 *   credit accounts do not exist, so creditAccount is null;
 * - POST /api/gift-certificates/apply { code } (CSRF header) → { giftCertificate: { code, balance, nonce } }: the code
 *   masked but its last four, its balance and a nonce bound to the session's owner (a guest's too), for PlaceOrder's
 *   paymentNonces; 404 'gift-certificate/invalid' "That gift certificate code is not valid.", 400
 *   'gift-certificate/empty' "That gift certificate has no balance left."; rate limited per session and per address
 *   (429 'account/rate-limited') so codes cannot be guessed.
 */
export function registerStoredValueRoutes(
  app: FastifyInstance,
  deps: {
    readonly storedValue: StoredValuePort;
    readonly sessions: Sessions;
    readonly walletOwner: CustomerRouteHelpers['walletOwner'];
  },
): void {
  const { storedValue, sessions } = deps;
  app.get('/api/credit-accounts', async (req, reply) => {
    const query = customerQuery.safeParse(req.query);
    const customerId = await deps.walletOwner(req, reply, query.success ? query.data.customerId : '');
    if (!customerId) return reply;
    const storeCreditAccount = (await storedValue.storeCreditNonce(customerId)) ?? null;
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
