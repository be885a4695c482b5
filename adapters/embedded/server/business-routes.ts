import type { FastifyInstance, FastifyReply } from 'fastify';
import type { BusinessProfile } from '../../../core/business';
import type { DomainError, Result } from '../../../core/shared';
import { signedIn, type CustomerRouteDeps } from './customer-routes';
import { statusFor } from './error-status';
import { requireCsrf } from './storefront-routes';

/** The use case's error in the envelope with its status and, for a form, each field's message (`fields`). */
function businessError(reply: FastifyReply, e: DomainError): FastifyReply {
  const fields = e.details?.fields;
  return reply.code(statusFor(e.code)).send({
    errors: [{ message: e.message, key: e.code, ...(fields && typeof fields === 'object' ? { fields } : {}) }],
  });
}

/** A profile Result as `{ data: { profile } }`, or its error. */
function answer(reply: FastifyReply, r: Result<BusinessProfile>): FastifyReply {
  return r.ok ? reply.send({ data: { profile: r.value } }) : businessError(reply, r.error);
}

/**
 * The business-units calls (spec: core-cart-checkout §7 "GET, POST, PUT /api/business-units/me/profile; POST
 * /api/business-units | payload includes source | profile"; §6 Business): every route serves only the session's own
 * customer (there is no id in any path), answering `{ data: { profile } }` (BusinessProfile) in the envelope:
 * - POST /api/business-units `{ companyName, industry, taxId?, phone, address, teamSize, source }` creates the
 *   customer's business account (source 'Account Creation' or 'User Converted'); 409 'business/account-exists';
 * - GET /api/business-units/me/profile; 404 'business/not-found' without one;
 * - PUT /api/business-units/me/profile (the same fields, no source) replaces the profile's fields; 404 without one;
 * - POST /api/business-units/me/profile saves: it updates an existing profile, else creates one (then with source).
 * Writes need the CSRF header (403 'auth/forbidden', checked first); 401 'account/not-signed-in' without a signed-in
 * customer; 400 'validation/invalid' with `fields` (field → message, address fields as 'address.street1').
 */
export function registerBusinessRoutes(app: FastifyInstance, deps: CustomerRouteDeps): void {
  const { accounts } = deps;
  app.post('/api/business-units', async (req, reply) => {
    if (!requireCsrf(req, reply)) return reply;
    const customerId = await signedIn(deps, req, reply);
    if (!customerId) return reply;
    return answer(reply, await accounts.createBusinessAccount(customerId, req.body));
  });
  app.get('/api/business-units/me/profile', async (req, reply) => {
    const customerId = await signedIn(deps, req, reply);
    if (!customerId) return reply;
    return answer(reply, await accounts.businessProfile(customerId));
  });
  app.put('/api/business-units/me/profile', async (req, reply) => {
    if (!requireCsrf(req, reply)) return reply;
    const customerId = await signedIn(deps, req, reply);
    if (!customerId) return reply;
    return answer(reply, await accounts.updateBusinessProfile(customerId, req.body));
  });
  app.post('/api/business-units/me/profile', async (req, reply) => {
    if (!requireCsrf(req, reply)) return reply;
    const customerId = await signedIn(deps, req, reply);
    if (!customerId) return reply;
    const existing = await accounts.businessProfile(customerId);
    return answer(
      reply,
      existing.ok
        ? await accounts.updateBusinessProfile(customerId, req.body)
        : await accounts.createBusinessAccount(customerId, req.body),
    );
  });
}
