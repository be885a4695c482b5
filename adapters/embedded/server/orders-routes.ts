import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { paymentSchema, totalLineSchema } from '../../../ports/cart-action-schema';
import { scanOrders, type OrderColumn } from '../engine/resource-scans';
import { narrowing, type CommerceRouteOptions } from './commerce-routes';
import { ctOrder } from './ct/encode';
import { sendCtError, sendCtInputError, sendInvalidInput, sendNotFound, zodMessage } from './ct/errors';
import { ctOrderFromCartDraftSchema } from './ct/order-draft';
import { orderSchema, type FieldPath } from './ct/query';
import { answerQuery } from './ct/query-route';

/**
 * The orders of the commercetools-compatible API (spec: core-cart-checkout §4 Placing an order, §7;
 * adapters/commercetools/WIRE.md "Orders"): GET /orders/order-number={number}, GET /orders (a query), POST /orders
 * (an OrderFromCartDraft, `ctOrderFromCartDraftSchema`, whose custom fields carry payments and totals as JSON).
 * Errors are commercetools' bodies with the status of their code (error-status.ts).
 */

/** Indexed order columns by the field path a predicate may pin, most selective first. */
const ORDER_INDEXES: readonly (readonly [FieldPath, OrderColumn])[] = [
  [['id'], 'id'],
  [['orderNumber'], 'order_number'],
  [['custom', 'fields', 'receiptToken'], 'receipt_token'],
  [['custom', 'fields', 'idempotencyKey'], 'idempotency_key'],
  [['customerEmail'], 'customer_email'],
];

/** Path parameters of /orders/{ref}: `order-number=` and the order number (orders are not read by id). */
export const orderParamsSchema = z.object({ ref: z.string() });

/** The order's `payments` custom field, parsed from its JSON text: at most 10 payments. */
export const orderPaymentsSchema = z.array(paymentSchema).max(10);

/** The order's `totals` custom field, parsed from its JSON text: at most 20 total lines. */
export const orderTotalsSchema = z.array(totalLineSchema).max(20);

/** A custom field's JSON text: absent is an empty list, text that is not JSON is null (which the schemas refuse). */
function jsonField(text: string | undefined): unknown {
  try {
    return text === undefined ? [] : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

/** The order routes as a fastify plugin, registered by app.ts inside the commerce API's authenticated scope. */
export const ordersRoutes: FastifyPluginAsync<CommerceRouteOptions> = async (api, options) => {
  const { commerce, db, directory } = options;
  api.get('/orders/:ref', async (req, reply) => {
    const { ref } = orderParamsSchema.parse(req.params);
    const num = /^order-number=(.+)$/.exec(ref);
    if (!num) return sendNotFound(reply, `ID '${ref}'`);
    const order = await commerce.getOrderByNumber(decodeURIComponent(num[1] ?? ''));
    return order ? ctOrder(order, await directory(req.query)) : sendNotFound(reply, `order number '${num[1]}'`);
  });
  api.get('/orders', async (req, reply) =>
    answerQuery(reply, req.query, orderSchema, async (plan) => {
      const d = await directory(req.query);
      return (await scanOrders(db, narrowing(plan, ORDER_INDEXES))).map((o) => ctOrder(o, d));
    }),
  );
  api.post('/orders', async (req, reply) => {
    const body = ctOrderFromCartDraftSchema.safeParse(req.body);
    if (!body.success) return sendCtInputError(reply, body.error, req.body);
    const f = body.data.custom.fields;
    const payments = orderPaymentsSchema.safeParse(jsonField(f.payments));
    const totals = orderTotalsSchema.safeParse(jsonField(f.totals));
    if (!payments.success) return sendInvalidInput(reply, `custom.fields.payments: ${zodMessage(payments.error)}`);
    if (!totals.success) return sendInvalidInput(reply, `custom.fields.totals: ${zodMessage(totals.error)}`);
    const r = await commerce.createOrderFromCart({
      cartId: body.data.cart?.id ?? body.data.id ?? '',
      version: body.data.version,
      orderNumber: body.data.orderNumber,
      receiptToken: f.receiptToken,
      idempotencyKey: f.idempotencyKey,
      payments: payments.data,
      totals: totals.data,
    });
    if (!r.ok) return sendCtError(reply, r.error);
    return reply.code(201).send(ctOrder(r.value, await directory(req.query)));
  });
};
