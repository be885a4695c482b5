import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Result } from '../../../core/shared/result';
import type { Cart } from '../../../core/cart/model/cart';
import type { CommercePort } from '../../../ports/commerce';
import { paymentSchema, totalLineSchema } from '../../../ports/cart-action-schema';
import type { Clock } from '../../../ports/clock';
import type { Database } from '../db/database';
import { versionConflict } from '../engine/embedded-commerce';
import { requireApiToken } from './oauth';
import { registerCatalogueRoutes } from './catalogue-routes';
import { ctCart, ctOrder } from './ct/encode';
import { CHANNELS, type WireDirectory } from './ct/encode-values';
import { ctCartUpdateSchema, toDomainActions, UnknownReferenceError } from './ct/update-actions';
import { sendCtError, sendCtInputError, sendInvalidInput, sendNotFound, zodMessage } from './ct/errors';
import { ctCartDraftSchema, domainCartDraft } from './ct/cart-draft';
import { ctOrderFromCartDraftSchema } from './ct/order-draft';
import { cartSchema, orderSchema, type FieldPath } from './ct/query';
import { answerQuery, type QueryPlan } from './ct/query-route';
import { scanCarts, scanOrders, type CartColumn, type Narrowing, type OrderColumn } from '../engine/resource-scans';
import { statusFor } from './error-status';

export { zodMessage } from './ct/errors';

/** Indexed cart columns by the field path a predicate may pin, most selective first. */
const CART_INDEXES: readonly (readonly [FieldPath, CartColumn])[] = [[['id'], 'id'], [['key'], 'key'], [['anonymousId'], 'anonymous_id'], [['customerId'], 'customer_id']];
/** Indexed order columns by the field path a predicate may pin, most selective first. */
const ORDER_INDEXES: readonly (readonly [FieldPath, OrderColumn])[] = [
  [['id'], 'id'], [['orderNumber'], 'order_number'], [['custom', 'fields', 'receiptToken'], 'receipt_token'],
  [['custom', 'fields', 'idempotencyKey'], 'idempotency_key'], [['customerEmail'], 'customer_email'],
];

/** The first index whose field the plan pins, with the values it pins it to (undefined: read every row). */
function narrowing<C extends string>(plan: QueryPlan, indexes: readonly (readonly [FieldPath, C])[]): Narrowing<C> | undefined {
  for (const [path, column] of indexes) {
    const values = plan.pinned(path);
    if (values) return { column, values };
  }
  return undefined;
}

/**
 * The cart and order ids of the session that may be edited by cart endpoints: everything for client
 * credentials; the /me routes pass their own check.
 */
export interface CtRouteContext {
  readonly commerce: CommercePort;
  /** The directory for a request: `query` carries its `expand` expressions. */
  readonly directory: (query?: unknown) => Promise<WireDirectory>;
}

const expandQuery = z.object({ expand: z.union([z.string().max(200), z.array(z.string().max(200)).max(20)]).optional() }).passthrough();

/**
 * A WireDirectory over the commerce port's categories (loaded once: the catalogue changes only by the seed at
 * start) and the server's channels. app.ts builds one and hands it to the commerce and `/me` routes.
 */
export function wireDirectory(commerce: CommercePort): (query?: unknown) => Promise<WireDirectory> {
  let loaded: Promise<WireDirectory> | undefined;
  return async (query?: unknown) => {
    const expand = [expandQuery.safeParse(query ?? {}).data?.expand ?? []].flat();
    loaded ??= commerce.listCategories().then((cats) => {
      const ids = new Map(cats.map((c) => [c.key, c.id]));
      return {
        categories: cats,
        channelIdOf: (key: string) => CHANNELS.find((c) => c.key === key)?.id ?? key,
        categoryIdOf: (key: string) => ids.get(key),
      };
    });
    return { ...(await loaded), expand };
  };
}

/**
 * Applies a commercetools cart update body to cart `id` (the version check, the actions decoded into domain
 * actions) and answers with the commercetools cart or error. `loaded`: the cart as the caller already read it
 * (the /me routes, for the ownership check), so a stale version is refused without a transaction.
 */
export async function updateCartRoute(reply: FastifyReply, ctx: CtRouteContext, id: string, body: unknown, query?: unknown, loaded?: Cart): Promise<FastifyReply> {
  const parsed = ctCartUpdateSchema.safeParse(body);
  if (!parsed.success) return sendCtInputError(reply, parsed.error, body);
  // A caller that already read the cart answers a stale version at once (the engine would refuse it the same way).
  if (loaded && loaded.version !== parsed.data.version) return sendCtError(reply, versionConflict(id, parsed.data.version, loaded.version));
  let actions;
  try {
    actions = toDomainActions(parsed.data.actions);
  } catch (e) {
    if (e instanceof UnknownReferenceError) return sendInvalidInput(reply, e.message);
    throw e;
  }
  return sendCart(reply, ctx, await ctx.commerce.updateCart(id, parsed.data.version, actions), query);
}

/** Sends a cart Result as a commercetools Cart or error. */
export async function sendCart(reply: FastifyReply, ctx: CtRouteContext, r: Result<Cart>, query?: unknown): Promise<FastifyReply> {
  if (!r.ok) return sendCtError(reply, r.error);
  return reply.send(ctCart(r.value, await ctx.directory(query)));
}

/**
 * The commercetools-compatible API with client-credentials scope, under /commerce/{projectKey}/
 * (spec: core-cart-checkout §7 Commerce platform cart API; catalogue-gifting §7; adapters/commercetools/WIRE.md).
 * Every route needs a bearer token from /commerce/oauth/token.
 */
export function registerCommerceRoutes(app: FastifyInstance, deps: { commerce: CommercePort; db: Database; clock: Clock; projectKey: string; directory: CtRouteContext['directory'] }): void {
  const { commerce } = deps;
  const ctx: CtRouteContext = { commerce, directory: deps.directory };
  const dir = ctx.directory;
  app.register(async (api) => {
    api.addHook('onRequest', requireApiToken(deps.db, deps.clock));

    // Carts
    api.get<{ Params: { id: string } }>('/carts/:id', async (req, reply) => {
      const m = /^key=(.+)$/.exec(req.params.id);
      const cart = m ? await commerce.getCartByKey(decodeURIComponent(m[1] ?? '')) : await commerce.getCartById(req.params.id);
      return cart ? ctCart(cart, await dir(req.query)) : sendNotFound(reply, `${m ? 'key' : 'ID'} '${m ? m[1] : req.params.id}'`);
    });
    api.get('/carts', async (req, reply) => answerQuery(reply, req.query, cartSchema, async (plan) => {
      const d = await dir(req.query);
      return (await scanCarts(deps.db, narrowing(plan, CART_INDEXES))).map((c) => ctCart(c, d));
    }));
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
      if (d.key && (await commerce.getCartByKey(d.key))) {
        const message = `A duplicate value '"${d.key}"' exists for field 'key'.`;
        const statusCode = statusFor('cart/duplicate-key');
        const errors = [{ code: 'DuplicateField', message, field: 'key', duplicateValue: d.key }];
        return reply.code(statusCode).send({ statusCode, message, errors });
      }
      const created = await commerce.createCart(d);
      if (!created.ok) return sendCtError(reply, created.error);
      return reply.code(201).send(ctCart(created.value, await dir(req.query)));
    });
    api.post<{ Params: { id: string } }>('/carts/:id', async (req, reply) => updateCartRoute(reply, ctx, req.params.id, req.body, req.query));
    api.delete<{ Params: { id: string } }>('/carts/:id', async (req, reply) => {
      const q = z.object({ version: z.coerce.number().int().min(1) }).passthrough().safeParse(req.query);
      if (!q.success) return sendInvalidInput(reply, zodMessage(q.error));
      return sendCart(reply, ctx, await commerce.deleteCart(req.params.id, q.data.version), req.query);
    });

    // Orders
    api.get<{ Params: { ref: string } }>('/orders/:ref', async (req, reply) => {
      const num = /^order-number=(.+)$/.exec(req.params.ref);
      if (!num) return sendNotFound(reply, `ID '${req.params.ref}'`);
      const order = await commerce.getOrderByNumber(decodeURIComponent(num[1] ?? ''));
      return order ? ctOrder(order, await dir(req.query)) : sendNotFound(reply, `order number '${num[1]}'`);
    });
    api.get('/orders', async (req, reply) => answerQuery(reply, req.query, orderSchema, async (plan) => {
      const d = await dir(req.query);
      return (await scanOrders(deps.db, narrowing(plan, ORDER_INDEXES))).map((o) => ctOrder(o, d));
    }));
    api.post('/orders', async (req, reply) => {
      const body = ctOrderFromCartDraftSchema.safeParse(req.body);
      if (!body.success) return sendCtInputError(reply, body.error, req.body);
      const f = body.data.custom.fields;
      const json = (text: string | undefined) => { try { return text === undefined ? [] : (JSON.parse(text) as unknown); } catch { return null; } };
      const payments = z.array(paymentSchema).max(10).safeParse(json(f.payments));
      const totals = z.array(totalLineSchema).max(20).safeParse(json(f.totals));
      if (!payments.success) return sendInvalidInput(reply, `custom.fields.payments: ${zodMessage(payments.error)}`);
      if (!totals.success) return sendInvalidInput(reply, `custom.fields.totals: ${zodMessage(totals.error)}`);
      const r = await commerce.createOrderFromCart({ cartId: body.data.cart?.id ?? body.data.id ?? '', version: body.data.version, orderNumber: body.data.orderNumber, receiptToken: f.receiptToken, idempotencyKey: f.idempotencyKey, payments: payments.data, totals: totals.data });
      if (!r.ok) return sendCtError(reply, r.error);
      return reply.code(201).send(ctOrder(r.value, await dir(req.query)));
    });

    registerCatalogueRoutes(api, { commerce, db: deps.db, ctx });
  }, { prefix: `/commerce/${deps.projectKey}` });
}
