import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Result } from '../../../core/shared/result';
import type { Category, Product } from '../../../core/catalogue/model/product';
import type { Cart } from '../../../core/cart/model/cart';
import { MAX_CUSTOM_OBJECT_IDS, type CommercePort, type CustomObject } from '../../../ports/commerce';
import { paymentSchema, totalLineSchema } from '../../../ports/cart-action-schema';
import type { Clock } from '../../../ports/clock';
import type { Database } from '../db/database';
import { DEMO_PRODUCT_DISCOUNTS } from '../engine/demo-product-discounts';
import { versionConflict } from '../engine/embedded-commerce';
import { hasValidToken } from './oauth';
import { ctCart, ctCartDiscount, ctDiscountCode, ctOrder } from './ct/encode';
import { ctCategory, ctProductProjection } from './ct/encode-catalogue';
import { CHANNELS, ctChannel, ctCustomObject, ctPage, ctProductDiscount, expands, type WireDirectory } from './ct/encode-values';
import { ctCartUpdateSchema, toDomainActions, UnknownReferenceError } from './ct/update-actions';
import { parseActiveCartWhere, parseCodeEq, parseIdIn, parseOrderWhere, parseProductWhere } from './ct/predicates';
import { sendCtError, sendInvalidInput, sendNotFound, zodMessage } from './ct/errors';
import { ctCartDraftSchema, domainCartDraft } from './ct/cart-draft';
import { ctInputError } from './ct/wire-fields';
import { ctCustomObjectDraftSchema, ctOrderFromCartDraftSchema } from './ct/order-draft';

export { zodMessage } from './ct/errors';

const page = z.object({
  limit: z.coerce.number().int().min(0).max(500).default(20),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
  withTotal: z.enum(['true', 'false']).optional(),
  expand: z.union([z.string(), z.array(z.string())]).optional(),
});
const where = z.string().max(20_000).optional();
const sort = z.union([z.string().max(100), z.array(z.string().max(100)).max(3)]).optional();

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
  if (!parsed.success) return reply.code(400).send(ctInputError(parsed.error, body));
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

/** `dir` with the tag objects of `products` when the request expands attribute references (`…attributes[*].value`). */
async function withTagObjects(dir: WireDirectory, commerce: CommercePort, products: readonly Product[]): Promise<WireDirectory> {
  if (!expands(dir, 'attributes')) return dir;
  const ids = [...new Set(products.flatMap((p) => p.tagReferences ?? []))];
  const objects: CustomObject[] = [];
  for (let i = 0; i < ids.length; i += MAX_CUSTOM_OBJECT_IDS) objects.push(...(await commerce.getCustomObjectsByIds('tags', ids.slice(i, i + MAX_CUSTOM_OBJECT_IDS))));
  return { ...dir, tagObjects: new Map(objects.map((o) => [o.id, o])) };
}

function categorySubtreeRoot(ids: readonly string[], cats: readonly Category[]): Category | undefined {
  const chosen = cats.filter((c) => ids.includes(c.id));
  return chosen.reduce<Category | undefined>((best, c) => (!best || c.path.length < best.path.length ? c : best), undefined);
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
    api.addHook('onRequest', async (req, reply) => {
      if (!(await hasValidToken(req, deps.db, deps.clock))) {
        return reply.code(401).send({ statusCode: 401, message: 'invalid_token', errors: [{ code: 'invalid_token', message: 'The token is missing, invalid or expired.' }] });
      }
    });

    // Carts
    api.get<{ Params: { id: string } }>('/carts/:id', async (req, reply) => {
      const m = /^key=(.+)$/.exec(req.params.id);
      const cart = m ? await commerce.getCartByKey(decodeURIComponent(m[1] ?? '')) : await commerce.getCartById(req.params.id);
      return cart ? ctCart(cart, await dir(req.query)) : sendNotFound(reply, `${m ? 'key' : 'ID'} '${m ? m[1] : req.params.id}'`);
    });
    api.get('/carts', async (req, reply) => {
      const q = page.extend({ where, sort }).safeParse(req.query);
      if (!q.success) return sendInvalidInput(reply, zodMessage(q.error));
      const anonymousId = q.data.where === undefined ? undefined : parseActiveCartWhere(q.data.where);
      if (anonymousId === undefined) return sendInvalidInput(reply, `Unsupported where predicate for carts: only anonymousId = "…" and cartState = "Active" is supported.`);
      const cart = await commerce.getActiveCartOf(anonymousId);
      return ctPage(cart ? [ctCart(cart, await dir(req.query))] : [], { limit: q.data.limit });
    });
    api.post('/carts', async (req, reply) => {
      const draft = ctCartDraftSchema.safeParse(req.body ?? {});
      if (!draft.success) return reply.code(400).send(ctInputError(draft.error, req.body));
      let d;
      try {
        d = domainCartDraft(draft.data);
      } catch (e) {
        if (e instanceof UnknownReferenceError) return sendInvalidInput(reply, e.message);
        throw e;
      }
      if (d.key && (await commerce.getCartByKey(d.key))) {
        const message = `A duplicate value '"${d.key}"' exists for field 'key'.`;
        return reply.code(400).send({ statusCode: 400, message, errors: [{ code: 'DuplicateField', message, field: 'key', duplicateValue: d.key }] });
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
    api.get('/orders', async (req, reply) => {
      const q = page.extend({ where, sort }).safeParse(req.query);
      if (!q.success) return sendInvalidInput(reply, zodMessage(q.error));
      const d = await dir(req.query);
      if (q.data.where === undefined) {
        const results = await commerce.listOrders({ limit: q.data.limit, offset: q.data.offset });
        return ctPage(results.map((o) => ctOrder(o, d)), q.data);
      }
      const w = parseOrderWhere(q.data.where);
      if (!w) return sendInvalidInput(reply, `Unsupported where predicate for orders: '${q.data.where.slice(0, 200)}'.`);
      if (w.kind === 'customerEmail') {
        const total = await commerce.countOrdersByEmail(w.value);
        return { limit: q.data.limit, offset: 0, count: 0, total, results: [] };
      }
      const order = w.kind === 'receiptToken' ? await commerce.getOrderByReceiptToken(w.value) : await commerce.getOrderByIdempotencyKey(w.value);
      return ctPage(order ? [ctOrder(order, d)] : [], { limit: q.data.limit });
    });
    api.post('/orders', async (req, reply) => {
      const body = ctOrderFromCartDraftSchema.safeParse(req.body);
      if (!body.success) return reply.code(400).send(ctInputError(body.error, req.body));
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

    // Product projections
    api.get<{ Params: { ref: string } }>('/product-projections/:ref', async (req, reply) => {
      const m = /^key=(.+)$/.exec(req.params.ref);
      const p = m ? await commerce.getProductByKey(decodeURIComponent(m[1] ?? '')) : undefined;
      return p ? ctProductProjection(p, await withTagObjects(await dir(req.query), commerce, [p])) : sendNotFound(reply, m ? `key '${decodeURIComponent(m[1] ?? '')}'` : `ID '${req.params.ref}'`);
    });
    api.get('/product-projections', async (req, reply) => {
      const q = page.extend({ where, sort, staged: z.enum(['true', 'false']).optional() }).safeParse(req.query);
      if (!q.success) return sendInvalidInput(reply, zodMessage(q.error));
      const sorts = [q.data.sort ?? []].flat();
      if (sorts.some((s) => !/^name\.en-US\s+asc$/.test(s))) return sendInvalidInput(reply, `Unsupported sort for product projections: only 'name.en-US asc' is supported.`);
      const base = await dir(req.query);
      const { limit, offset } = q.data;
      const answer = async (results: readonly Product[], total: number) => {
        const d = await withTagObjects(base, commerce, results);
        return ctPage(results.map((p) => ctProductProjection(p, d)), { limit, offset, total });
      };
      if (q.data.where === undefined) {
        const { total, results } = await commerce.listProducts({ limit, offset });
        return answer(results, total);
      }
      const w = parseProductWhere(q.data.where);
      if (!w) return sendInvalidInput(reply, `Unsupported where predicate for product projections: '${q.data.where.slice(0, 200)}'.`);
      if (w.kind === 'categories') {
        const root = categorySubtreeRoot(w.ids, base.categories);
        if (!root) return answer([], 0);
        const { total, results } = await commerce.listProducts({ categoryKey: root.key, limit, offset });
        return answer(results, total);
      }
      const found = w.kind === 'keys' ? await commerce.getProductsByKeys(w.keys)
        : [(w.kind === 'sku' ? await commerce.getProductBySku(w.sku) : await commerce.getProductByPath(w.path)) ?? []].flat();
      return answer(found.slice(offset, offset + limit), found.length);
    });

    // Categories, channels, custom objects, discounts
    api.get('/categories', async (req, reply) => {
      const q = page.extend({ sort, where }).safeParse(req.query);
      if (!q.success) return sendInvalidInput(reply, zodMessage(q.error));
      const cats = (await dir(req.query)).categories;
      const byKey = new Map(cats.map((c) => [c.key, c]));
      const all = cats.map((c) => ctCategory(c, byKey));
      return ctPage(all.slice(q.data.offset, q.data.offset + q.data.limit), { ...q.data, total: all.length });
    });
    api.get('/channels', async () => ctPage(CHANNELS.map(ctChannel)));
    api.get<{ Params: { container: string } }>('/custom-objects/:container', async (req, reply) => {
      const q = z.object({ where: z.string().max(20_000), limit: z.coerce.number().int().min(1).max(MAX_CUSTOM_OBJECT_IDS).default(20), expand: z.unknown().optional() }).safeParse(req.query);
      if (!q.success) return sendInvalidInput(reply, zodMessage(q.error));
      const ids = parseIdIn(q.data.where);
      if (!ids) return sendInvalidInput(reply, `Unsupported where predicate: only id in ("id1", "id2", ...) is supported, got '${q.data.where.slice(0, 200)}'.`);
      if (ids.length > MAX_CUSTOM_OBJECT_IDS) return sendInvalidInput(reply, `at most ${MAX_CUSTOM_OBJECT_IDS} ids per query, got ${ids.length}`);
      const found = (await commerce.getCustomObjectsByIds(req.params.container, ids)).slice(0, q.data.limit);
      return ctPage(found.map((o) => ctCustomObject(req.params.container, o)), { limit: q.data.limit });
    });
    api.get<{ Params: { container: string; key: string } }>('/custom-objects/:container/:key', async (req, reply) => {
      const found = await commerce.getCustomObject(req.params.container, req.params.key);
      return found ? ctCustomObject(req.params.container, found) : sendNotFound(reply, `container '${req.params.container}' and key '${req.params.key}'`);
    });
    api.post('/custom-objects', async (req, reply) => {
      const body = ctCustomObjectDraftSchema.safeParse(req.body);
      if (!body.success) return reply.code(400).send(ctInputError(body.error, req.body));
      const r = await commerce.setCustomObject(body.data.container, body.data.key, body.data.value, body.data.version);
      if (!r.ok) return sendCtError(reply, r.error);
      return reply.code(r.value.version === 1 ? 201 : 200).send(ctCustomObject(body.data.container, r.value));
    });
    api.get('/cart-discounts', async () => ctPage((await commerce.listCartDiscounts()).map(ctCartDiscount)));
    api.get('/discount-codes', async (req, reply) => {
      const q = z.object({ where: z.string().max(200) }).passthrough().safeParse(req.query);
      if (!q.success) return sendInvalidInput(reply, zodMessage(q.error));
      const code = parseCodeEq(q.data.where);
      if (code === undefined) return sendInvalidInput(reply, `Unsupported where predicate: only code = "CODE" is supported, got '${q.data.where}'.`);
      const found = await commerce.getDiscountCodeByCode(code);
      return ctPage(found ? [ctDiscountCode(found)] : []);
    });
    api.get<{ Params: { id: string } }>('/discount-codes/:id', async (req, reply) => {
      const found = await commerce.getDiscountCodeById(req.params.id);
      return found ? ctDiscountCode(found) : sendNotFound(reply, `ID '${req.params.id}'`);
    });
    api.get<{ Params: { id: string } }>('/product-discounts/:id', async (req, reply) => {
      const found = DEMO_PRODUCT_DISCOUNTS.find((d) => d.id === req.params.id);
      return found ? ctProductDiscount(found) : sendNotFound(reply, `ID '${req.params.id}'`);
    });
  }, { prefix: `/commerce/${deps.projectKey}` });
}
