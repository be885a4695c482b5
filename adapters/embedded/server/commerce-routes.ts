import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { DomainError, Result } from '../../../core/shared/result';
import type { CartAction } from '../../../core/cart/model/actions';
import { MAX_CUSTOM_OBJECT_IDS, type CommercePort } from '../../../ports/commerce';
import { addressSchema, cartUpdateSchema, paymentSchema, totalLineSchema } from '../../../ports/cart-action-schema';
import type { Clock } from '../../../ports/clock';
import type { Database } from '../db/database';
import { errorBody } from './error-status';
import { hasValidToken } from './oauth';

const notFound = (reply: FastifyReply, what: string) => reply.code(404).send({ statusCode: 404, message: `The Resource with ${what} was not found.`, errors: [{ code: 'ResourceNotFound', message: `The Resource with ${what} was not found.` }] });
const badRequest = (reply: FastifyReply, message: string) => reply.code(400).send({ statusCode: 400, message, errors: [{ code: 'InvalidInput', message }] });

/** Sends a Result: the value, or the error with its status from the one table. */
export function sendResult<T>(reply: FastifyReply, r: Result<T>): FastifyReply {
  if (r.ok) return reply.send(r.value);
  const body = errorBody(r.error as DomainError);
  return reply.code(body.statusCode).send(body);
}

/** Formats zod issues as one readable line. */
export function zodMessage(e: z.ZodError): string {
  return e.issues.slice(0, 3).map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ');
}

/** `id in ("a", "b")`: the only custom-object query predicate supported (ids without quotes or backslashes). */
const ID_IN = /^\s*id\s+in\s*\(\s*("[^"\\]+"(?:\s*,\s*"[^"\\]+")*)\s*\)\s*$/;
/** `code = "SAVE10"`: the only discount-code query predicate supported. */
const CODE_EQ = /^\s*code\s*=\s*"([^"\\]{1,100})"\s*$/;

/** The ids of an `id in (...)` predicate, or undefined when it does not have that form. */
export function parseIdIn(where: string): string[] | undefined {
  const m = ID_IN.exec(where);
  return m ? [...(m[1] ?? '').matchAll(/"([^"\\]+)"/g)].map((x) => x[1] ?? '') : undefined;
}

const page = z.object({ limit: z.coerce.number().int().min(1).max(500).default(20), offset: z.coerce.number().int().min(0).max(100_000).default(0) });

/**
 * The commercetools-compatible API with client-credentials scope, under /commerce/{projectKey}/
 * (spec: core-cart-checkout §7 Commerce platform cart API; catalogue-gifting §7). Every route needs a
 * bearer token from /commerce/oauth/token.
 */
export function registerCommerceRoutes(app: FastifyInstance, deps: { commerce: CommercePort; db: Database; clock: Clock; projectKey: string }): void {
  const { commerce } = deps;
  app.register(async (api) => {
    api.addHook('onRequest', async (req, reply) => {
      if (!(await hasValidToken(req, deps.db, deps.clock))) {
        return reply.code(401).send({ statusCode: 401, message: 'invalid_token', errors: [{ code: 'invalid_token', message: 'The token is missing, invalid or expired.' }] });
      }
    });
    api.get<{ Params: { id: string } }>('/carts/:id', async (req, reply) => {
      const m = /^key=(.+)$/.exec(req.params.id);
      const cart = m ? await commerce.getCartByKey(decodeURIComponent(m[1] ?? '')) : await commerce.getCartById(req.params.id);
      return cart ?? notFound(reply, `${m ? 'key' : 'ID'} '${m ? m[1] : req.params.id}'`);
    });
    api.get('/carts', async (req, reply) => {
      const q = z.object({ anonymousId: z.string().min(1).max(100) }).safeParse(req.query);
      if (!q.success) return badRequest(reply, zodMessage(q.error));
      const cart = await commerce.getActiveCartOf(q.data.anonymousId);
      return { results: cart ? [cart] : [], count: cart ? 1 : 0 };
    });
    api.post('/carts', async (req, reply) => {
      const draft = z.object({ key: z.string().regex(/^[A-Za-z0-9_-]{2,256}$/).optional(), anonymousId: z.string().max(100).optional(), customerId: z.string().max(100).optional(), shippingMode: z.enum(['Single', 'Multiple']).optional(), customerEmail: z.string().email().optional(), currency: z.literal('USD').optional() }).strict().safeParse(req.body ?? {});
      if (!draft.success) return badRequest(reply, zodMessage(draft.error));
      if (draft.data.key && (await commerce.getCartByKey(draft.data.key))) return badRequest(reply, `A cart with key '${draft.data.key}' already exists.`);
      return reply.code(201).send(await commerce.createCart(draft.data));
    });
    api.post<{ Params: { id: string } }>('/carts/:id', async (req, reply) => {
      const body = cartUpdateSchema.safeParse(req.body);
      if (!body.success) return badRequest(reply, zodMessage(body.error));
      return sendResult(reply, await commerce.updateCart(req.params.id, body.data.version, body.data.actions as CartAction[]));
    });
    api.delete<{ Params: { id: string } }>('/carts/:id', async (req, reply) => {
      const q = z.object({ version: z.coerce.number().int().min(1) }).safeParse(req.query);
      if (!q.success) return badRequest(reply, zodMessage(q.error));
      return sendResult(reply, await commerce.deleteCart(req.params.id, q.data.version));
    });
    api.get<{ Params: { ref: string } }>('/orders/:ref', async (req, reply) => {
      const num = /^order-number=(.+)$/.exec(req.params.ref);
      const tok = /^receipt-token=(.+)$/.exec(req.params.ref);
      const idem = /^idempotency-key=(.+)$/.exec(req.params.ref);
      const order = num ? await commerce.getOrderByNumber(decodeURIComponent(num[1] ?? ''))
        : tok ? await commerce.getOrderByReceiptToken(decodeURIComponent(tok[1] ?? ''))
        : idem ? await commerce.getOrderByIdempotencyKey(decodeURIComponent(idem[1] ?? '')) : undefined;
      return order ?? notFound(reply, `reference '${req.params.ref}'`);
    });
    api.get('/orders', async (req, reply) => {
      const q = page.extend({ email: z.string().email().optional() }).safeParse(req.query);
      if (!q.success) return badRequest(reply, zodMessage(q.error));
      if (q.data.email) return { count: await commerce.countOrdersByEmail(q.data.email), results: [] };
      const results = await commerce.listOrders(q.data);
      return { limit: q.data.limit, offset: q.data.offset, count: results.length, results };
    });
    api.get<{ Params: { ref: string } }>('/product-projections/:ref', async (req, reply) => {
      const m = /^(key|sku|path)=(.+)$/.exec(req.params.ref);
      if (!m) return notFound(reply, `reference '${req.params.ref}'`);
      const value = decodeURIComponent(m[2] ?? '');
      const p = m[1] === 'key' ? await commerce.getProductByKey(value) : m[1] === 'sku' ? await commerce.getProductBySku(value) : await commerce.getProductByPath(value);
      return p ?? notFound(reply, `${m[1]} '${value}'`);
    });
    api.get('/product-projections', async (req, reply) => {
      const q = page.extend({ keys: z.string().max(5000).optional(), category: z.string().max(100).optional() }).safeParse(req.query);
      if (!q.success) return badRequest(reply, zodMessage(q.error));
      if (q.data.keys !== undefined) {
        const results = await commerce.getProductsByKeys(q.data.keys.split(',').filter(Boolean));
        return { count: results.length, total: results.length, results };
      }
      const { total, results } = await commerce.listProducts({ categoryKey: q.data.category, limit: q.data.limit, offset: q.data.offset });
      return { limit: q.data.limit, offset: q.data.offset, count: results.length, total, results };
    });
    api.get('/categories', async () => {
      const results = await commerce.listCategories();
      return { count: results.length, total: results.length, results };
    });
    api.get<{ Params: { container: string } }>('/custom-objects/:container', async (req, reply) => {
      const q = z.object({ where: z.string().max(20_000), limit: z.coerce.number().int().min(1).max(MAX_CUSTOM_OBJECT_IDS).default(20) }).safeParse(req.query);
      if (!q.success) return badRequest(reply, zodMessage(q.error));
      const ids = parseIdIn(q.data.where);
      if (!ids) return badRequest(reply, `Unsupported where predicate: only id in ("id1", "id2", ...) is supported, got '${q.data.where.slice(0, 200)}'.`);
      if (ids.length > MAX_CUSTOM_OBJECT_IDS) return badRequest(reply, `at most ${MAX_CUSTOM_OBJECT_IDS} ids per query, got ${ids.length}`);
      const found = (await commerce.getCustomObjectsByIds(req.params.container, ids)).slice(0, q.data.limit);
      return { limit: q.data.limit, offset: 0, count: found.length, results: found.map((o) => ({ id: o.id, container: req.params.container, key: o.key, value: o.value })) };
    });
    api.get('/cart-discounts', async () => {
      const results = await commerce.listCartDiscounts();
      return { count: results.length, total: results.length, results };
    });
    api.get('/discount-codes', async (req, reply) => {
      const q = z.object({ where: z.string().max(200) }).safeParse(req.query);
      if (!q.success) return badRequest(reply, zodMessage(q.error));
      const m = CODE_EQ.exec(q.data.where);
      if (!m) return badRequest(reply, `Unsupported where predicate: only code = "CODE" is supported, got '${q.data.where}'.`);
      const code = await commerce.getDiscountCodeByCode(m[1] ?? '');
      return { count: code ? 1 : 0, results: code ? [code] : [] };
    });
    api.get<{ Params: { container: string; key: string } }>('/custom-objects/:container/:key', async (req, reply) => {
      if (req.params.container !== 'productNutritionFacts') return notFound(reply, `container '${req.params.container}'`);
      const value = await commerce.getNutritionFacts(req.params.key);
      return value ? { container: req.params.container, key: req.params.key, value } : notFound(reply, `key '${req.params.key}'`);
    });
    api.post('/orders', async (req, reply) => {
      const body = z.object({
        cart: z.object({ id: z.string().min(1) }), version: z.number().int().min(1), receiptToken: z.string().min(16).max(200),
        idempotencyKey: z.string().min(8).max(100).optional(), orderNumber: z.string().max(50).optional(),
        payments: z.array(paymentSchema).max(10).default([]), totals: z.array(totalLineSchema).max(20).default([]),
        billingAddress: addressSchema.optional(),
      }).safeParse(req.body);
      if (!body.success) return badRequest(reply, zodMessage(body.error));
      const d = body.data;
      return sendResult(reply, await commerce.createOrderFromCart({ cartId: d.cart.id, version: d.version, receiptToken: d.receiptToken, idempotencyKey: d.idempotencyKey, orderNumber: d.orderNumber, payments: d.payments, totals: d.totals, billingAddress: d.billingAddress }));
    });
  }, { prefix: `/commerce/${deps.projectKey}` });
}
