import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../../../core/customers';
import { keyedRateGuard } from './account-rate-limits';
import { bodyOf, signedIn, type CustomerRouteDeps } from './customer-routes';
import { SESSION_COOKIE } from './sessions';
import { envelopeError, requireCsrf } from './storefront-routes';

/** PUT /api/me/profile: the full name as typed (the use case trims it and answers a blank one's message). */
const profileBody = z.strictObject({ fullName: z.string().max(1000) });
/** POST /api/me/password: one character over the maximum reaches the use case, which words the rule. */
const passwordBody = z.strictObject({
  currentPassword: z.string().max(PASSWORD_MAX_LENGTH + 1),
  newPassword: z.string().max(PASSWORD_MAX_LENGTH + 1),
});
/** PUT /api/me/communications. */
const communicationsBody = z.strictObject({ optInNewsletter: z.boolean() });

/** The rate limit's key of a request: the SHA-256 of its session token (never the token itself), if it has one. */
function sessionKeyOf(req: FastifyRequest): string | undefined {
  const token = req.cookies[SESSION_COOKIE];
  return token ? createHash('sha256').update(token).digest('hex') : undefined;
}

/**
 * The signed-in customer's settings (spec: shell-account §2 Account area: Your Account, Email Communications; §5
 * name and New password): PUT /api/me/profile {fullName}, POST /api/me/password {currentPassword, newPassword} and
 * PUT /api/me/communications {optInNewsletter}, each answering `{ customer }` in the envelope. Only the session's own
 * customer (401 'account/not-signed-in' without one); CSRF header first (403), strict bodies (400
 * 'validation/invalid'). A password change signs every other session of the customer out and rotates this one
 * (Sessions.endOtherSessions); it is rate limited like the sign-in (per address, and per session). Register after
 * `registerAccountRoutes`, which registers the rate-limit plugin.
 */
export function registerMeProfileRoutes(app: FastifyInstance, deps: CustomerRouteDeps): void {
  const { accounts, sessions } = deps;
  app.put('/api/me/profile', async (req, reply) => {
    if (!requireCsrf(req, reply)) return reply;
    const customerId = await signedIn(deps, req, reply);
    if (!customerId) return reply;
    const body = bodyOf(profileBody, req, reply);
    if (!body) return reply;
    const r = await accounts.changeName(customerId, body);
    return r.ok ? reply.send({ data: { customer: r.value } }) : envelopeError(reply, r.error);
  });
  app.post('/api/me/password', { preHandler: keyedRateGuard(app, sessionKeyOf) }, async (req, reply) => {
    if (!requireCsrf(req, reply)) return reply;
    const customerId = await signedIn(deps, req, reply);
    if (!customerId) return reply;
    const body = bodyOf(passwordBody, req, reply);
    if (!body) return reply;
    const r = await accounts.changePassword(customerId, body);
    if (!r.ok) return envelopeError(reply, r.error);
    await sessions.endOtherSessions(req, reply, customerId);
    return reply.send({ data: { customer: r.value } });
  });
  app.put('/api/me/communications', async (req, reply) => {
    if (!requireCsrf(req, reply)) return reply;
    const customerId = await signedIn(deps, req, reply);
    if (!customerId) return reply;
    const body = bodyOf(communicationsBody, req, reply);
    if (!body) return reply;
    const r = await accounts.setNewsletterChoice(customerId, body);
    return r.ok ? reply.send({ data: { customer: r.value } }) : envelopeError(reply, r.error);
  });
}
