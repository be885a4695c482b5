import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Cart } from '../../../core/cart';
import type { Result } from '../../../core/shared';
import { versionConflict } from '../engine/embedded-commerce';
import { scanCarts, type CartColumn } from '../engine/resource-scans';
import { narrowing, type CommerceRouteOptions, type CtRouteContext } from './commerce-routes';
import { ctCartDraftSchema, domainCartDraft } from './ct/cart-draft';
import { ctCart } from './ct/encode';
import { sendCtError, sendCtInputError, sendInvalidInput, sendNotFound, zodMessage } from './ct/errors';
import { cartSchema, type FieldPath } from './ct/query';
import { answerQuery } from './ct/query-route';
import { ctCartUpdateSchema } from './ct/update-action-schemas';
import { toDomainActions, UnknownReferenceError } from './ct/update-actions';
import { statusFor } from './error-status';

/**
 * The carts of the commercetools-compatible API (spec: core-cart-checkout §7 Commerce platform cart API;
 * adapters/commercetools/WIRE.md "Carts"): GET /carts/{id} and /carts/key={key}, GET /carts (a query), POST /carts
 * (a CartDraft, `ctCartDraftSchema`), POST /carts/{id} (update actions, `ctCartUpdateSchema`), DELETE
 * /carts/{id}?version=. Errors are commercetools' bodies with the status of their code (error-status.ts).
 */

/** Indexed cart columns by the field path a predicate may pin, most selective first. */
const CART_INDEXES: readonly (readonly [FieldPath, CartColumn])[] = [
  [['id'], 'id'],
  [['key'], 'key'],
  [['anonymousId'], 'anonymous_id'],
  [['customerId'], 'customer_id'],
];

/** Path parameters of /carts/{id}: a cart id, or `key=` and the cart's key. */
export const cartParamsSchema = z.object({ id: z.string() });

/** Query of DELETE /carts/{id}: the version the caller read (an integer from 1), beside any other parameter. */
export const cartDeleteQuerySchema = z.object({ version: z.coerce.number().int().min(1) }).passthrough();

/**
 * Applies a commercetools cart update body to cart `id` (the version check, the actions decoded into domain
 * actions) and answers with the commercetools cart or error. `loaded`: the cart as the caller already read it
 * (the /me routes, for the ownership check), so a stale version is refused without a transaction.
 */
export async function updateCartRoute(
  reply: FastifyReply,
  ctx: CtRouteContext,
  id: string,
  body: unknown,
  query?: unknown,
  loaded?: Cart,
): Promise<FastifyReply> {
  const parsed = ctCartUpdateSchema.safeParse(body);
  if (!parsed.success) return sendCtInputError(reply, parsed.error, body);
  // A caller that already read the cart answers a stale version at once (the engine would refuse it the same way).
  if (loaded && loaded.version !== parsed.data.version) {
    return sendCtError(reply, versionConflict(id, parsed.data.version, loaded.version));
  }
  let actions;
  try {
    actions = toDomainActions(parsed.data.actions);
  } catch (e) {
    if (e instanceof UnknownReferenceError) return sendInvalidInput(reply, e.message);
    throw e;
  }
  return sendCart(reply, ctx, await ctx.commerce.updateCart(id, parsed.data.version, actions, loaded), query);
}

/** Sends a cart Result as a commercetools Cart or error; `query` carries the request's `expand`. */
export async function sendCart(
  reply: FastifyReply,
  ctx: CtRouteContext,
  r: Result<Cart>,
  query?: unknown,
): Promise<FastifyReply> {
  if (!r.ok) return sendCtError(reply, r.error);
  return reply.send(ctCart(r.value, await ctx.directory(query)));
}

/** Refuses a draft whose key another cart has: commercetools' DuplicateField, status of 'cart/duplicate-key'. */
function sendDuplicateKey(reply: FastifyReply, key: string): FastifyReply {
  const message = `A duplicate value '"${key}"' exists for field 'key'.`;
  const statusCode = statusFor('cart/duplicate-key');
  const errors = [{ code: 'DuplicateField', message, field: 'key', duplicateValue: key }];
  return reply.code(statusCode).send({ statusCode, message, errors });
}

/** The cart routes as a fastify plugin, registered by app.ts inside the commerce API's authenticated scope. */
export const cartsRoutes: FastifyPluginAsync<CommerceRouteOptions> = async (api, options) => {
  const { commerce, db, directory } = options;
  api.get('/carts/:id', async (req, reply) => {
    const { id } = cartParamsSchema.parse(req.params);
    const m = /^key=(.+)$/.exec(id);
    const cart = m ? await commerce.getCartByKey(decodeURIComponent(m[1] ?? '')) : await commerce.getCartById(id);
    if (!cart) return sendNotFound(reply, `${m ? 'key' : 'ID'} '${m ? m[1] : id}'`);
    return ctCart(cart, await directory(req.query));
  });
  api.get('/carts', async (req, reply) =>
    answerQuery(reply, req.query, cartSchema, async (plan) => {
      const d = await directory(req.query);
      return (await scanCarts(db, narrowing(plan, CART_INDEXES))).map((c) => ctCart(c, d));
    }),
  );
  api.post('/carts', async (req, reply) => {
    const draft = ctCartDraftSchema.safeParse(req.body ?? {});
    if (!draft.success) return sendCtInputError(reply, draft.error, req.body);
    let d;
    try {
      d = domainCartDraft(draft.data);
    } catch (e) {
      if (e instanceof UnknownReferenceError) return sendInvalidInput(reply, e.message);
      throw e;
    }
    if (d.key && (await commerce.getCartByKey(d.key))) return sendDuplicateKey(reply, d.key);
    const created = await commerce.createCart(d);
    if (!created.ok) return sendCtError(reply, created.error);
    return reply.code(201).send(ctCart(created.value, await directory(req.query)));
  });
  api.post('/carts/:id', async (req, reply) => {
    const { id } = cartParamsSchema.parse(req.params);
    return updateCartRoute(reply, options, id, req.body, req.query);
  });
  api.delete('/carts/:id', async (req, reply) => {
    const { id } = cartParamsSchema.parse(req.params);
    const q = cartDeleteQuerySchema.safeParse(req.query);
    if (!q.success) return sendInvalidInput(reply, zodMessage(q.error));
    return sendCart(reply, options, await commerce.deleteCart(id, q.data.version), req.query);
  });
};
