import type { FastifyInstance } from 'fastify';
import type { CartAction } from '../../../core/cart/model/actions';
import type { CommercePort } from '../../../ports/commerce';
import { cartUpdateSchema, PRICE_BEARING_ACTIONS } from '../../../ports/cart-action-schema';
import { sendResult, zodMessage } from './commerce-routes';
import { requireCsrf } from './storefront-routes';
import type { Sessions } from './sessions';

const notFound = { statusCode: 404, message: 'No active cart', errors: [{ code: 'ResourceNotFound', message: 'No active cart' }] };

/**
 * Session-scoped commerce endpoints (commercetools `/me/...`) for the browser: the session cookie is the
 * token, and a session sees and edits only its own carts. Price-bearing actions are refused.
 */
export function registerMeRoutes(app: FastifyInstance, deps: { commerce: CommercePort; sessions: Sessions; projectKey: string }): void {
  const { commerce, sessions } = deps;
  const base = `/commerce/${deps.projectKey}/me`;
  app.get(`${base}/active-cart`, async (req, reply) => {
    const anonymousId = await sessions.find(req);
    const cart = anonymousId ? await commerce.getActiveCartOf(anonymousId) : undefined;
    return cart ?? reply.code(404).send(notFound);
  });
  app.get<{ Params: { id: string } }>(`${base}/carts/:id`, async (req, reply) => {
    const anonymousId = await sessions.find(req);
    const cart = anonymousId ? await commerce.getCartById(req.params.id) : undefined;
    return cart && cart.anonymousId === anonymousId ? cart : reply.code(404).send(notFound);
  });
  app.post<{ Params: { id: string } }>(`${base}/carts/:id`, async (req, reply) => {
    if (!requireCsrf(req, reply)) return reply;
    const body = cartUpdateSchema.safeParse(req.body);
    if (!body.success) return reply.code(400).send({ statusCode: 400, message: zodMessage(body.error), errors: [{ code: 'InvalidInput', message: zodMessage(body.error) }] });
    const refused = body.data.actions.find((a) => PRICE_BEARING_ACTIONS.has(a.action));
    if (refused) {
      const message = `The action ${refused.action} is not allowed for this token.`;
      return reply.code(403).send({ statusCode: 403, message, errors: [{ code: 'insufficient_scope', message }] });
    }
    const anonymousId = await sessions.find(req);
    const cart = anonymousId ? await commerce.getCartById(req.params.id) : undefined;
    if (!cart || cart.anonymousId !== anonymousId) return reply.code(404).send(notFound);
    return sendResult(reply, await commerce.updateCart(cart.id, body.data.version, body.data.actions as CartAction[]));
  });
}
