import type { FastifyInstance } from 'fastify';
import type { CommercePort } from '../../../ports/commerce';
import { requireCsrf } from './storefront-routes';
import type { Sessions } from './sessions';
import { updateCartRoute } from './carts-routes';
import type { CtRouteContext } from './commerce-routes';
import { ctCart } from './ct/encode';
import { carriesExternalPrice, PRICE_BEARING_ACTIONS } from './ct/update-action-schemas';
import { sendNotFound } from './ct/errors';
import { statusFor } from './error-status';
import { z } from 'zod';

const actionNames = z.object({ actions: z.array(z.object({ action: z.string() }).passthrough()) }).passthrough();

/**
 * Session-scoped commerce endpoints (commercetools `/me/...`, WIRE.md) for the browser: the session cookie is
 * the token, and a session sees and edits only its own carts. Price-bearing actions are refused with the status of
 * 'auth/forbidden' (403).
 */
export function registerMeRoutes(
  app: FastifyInstance,
  deps: { commerce: CommercePort; sessions: Sessions; projectKey: string; directory: CtRouteContext['directory'] },
): void {
  const { commerce, sessions } = deps;
  const ctx: CtRouteContext = { commerce, directory: deps.directory };
  const base = `/commerce/${deps.projectKey}/me`;
  app.get(`${base}/active-cart`, async (req, reply) => {
    const anonymousId = await sessions.find(req);
    const cart = anonymousId ? await commerce.getActiveCartOf(anonymousId) : undefined;
    return cart ? ctCart(cart, await ctx.directory(req.query)) : sendNotFound(reply, 'no active cart');
  });
  app.get<{ Params: { id: string } }>(`${base}/carts/:id`, async (req, reply) => {
    const anonymousId = await sessions.find(req);
    const cart = anonymousId ? await commerce.getCartById(req.params.id) : undefined;
    return cart && cart.anonymousId === anonymousId
      ? ctCart(cart, await ctx.directory(req.query))
      : sendNotFound(reply, `ID '${req.params.id}'`);
  });
  app.post<{ Params: { id: string } }>(`${base}/carts/:id`, async (req, reply) => {
    if (!requireCsrf(req, reply)) return reply;
    const refused = actionNames
      .safeParse(req.body)
      .data?.actions.find((a) => PRICE_BEARING_ACTIONS.has(a.action) || carriesExternalPrice(a));
    if (refused) {
      const message = `The action ${refused.action} is not allowed for this token.`;
      const statusCode = statusFor('auth/forbidden');
      return reply.code(statusCode).send({ statusCode, message, errors: [{ code: 'insufficient_scope', message }] });
    }
    const anonymousId = await sessions.find(req);
    const cart = anonymousId ? await commerce.getCartById(req.params.id) : undefined;
    if (!cart || cart.anonymousId !== anonymousId) return sendNotFound(reply, `ID '${req.params.id}'`);
    return updateCartRoute(reply, ctx, cart.id, req.body, req.query, cart);
  });
}
