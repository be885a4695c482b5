import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Result } from '../../../core/shared';
import type { AutoDeliveryService } from '../../../ports/auto-delivery-service';
import type { PaymentVaultPort } from '../../../ports/payments';
import { envelopeError, requireCsrf } from './storefront-routes';

/** What the auto-delivery routes use: the service, the wallet (for the payment method), the session's customer. */
export interface AutoDeliveryRouteDeps {
  readonly autoDelivery: AutoDeliveryService;
  readonly vault?: Pick<PaymentVaultPort, 'listCards'>;
  /** The session's signed-in customer's id, or undefined after answering 401 'account/not-signed-in'. */
  signedIn(req: FastifyRequest, reply: FastifyReply): Promise<string | undefined>;
  /** The body parsed by `schema`, or undefined after answering 400 'validation/invalid'. */
  bodyOf<S extends z.ZodType>(schema: S, req: FastifyRequest, reply: FastifyReply): z.output<S> | undefined;
  /** This process's name in delivery runs' claims (send now places the order here). */
  readonly worker: string;
}

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const subscriptionId = z.string().regex(/^\d{1,18}$/);
const intervalDays = z.number().int().positive().max(365);
const createBody = z.strictObject({
  sku: z.string().trim().min(1).max(64),
  quantity: z.number().int().min(1).max(4999).optional(),
  intervalDays: intervalDays.nullable().optional(),
  shippingAddressId: z.string().min(1).max(100).optional(),
  paymentMethodId: z.string().min(1).max(100).optional(),
});
const updateBody = z.strictObject({
  quantity: z.number().int().min(1).max(4999).optional(),
  intervalDays: intervalDays.nullable().optional(),
  shippingAddressId: z.string().min(1).max(100).optional(),
  paymentMethodId: z.string().min(1).max(100).optional(),
  nextShipOn: date.optional(),
});
const deliveryBody = z.strictObject({
  addressId: z.string().min(1).max(100),
  nextShipOn: date,
  interval: intervalDays.optional(),
});
const orderNowBody = deliveryBody.extend({ customerId: z.string().min(1).max(100) });
const cancelBody = z.strictObject({ reason: z.string().trim().min(1).max(200) });
const listQuery = z.object({ includeInactive: z.enum(['true', 'false']).optional() });

type IdParams = { Params: { id: string } };

/** The session's customer for a read (`write` false) or a write (CSRF header first); undefined after answering. */
type CustomerFor = (req: FastifyRequest, reply: FastifyReply, write: boolean) => Promise<string | undefined>;

const base = '/api/auto-delivery';

/** The reads: next deliveries, subscriptions, impulse-upsell eligibility, the deliveries' payment method. */
function registerReads(app: FastifyInstance, deps: AutoDeliveryRouteDeps, customerFor: CustomerFor): void {
  const { autoDelivery: ad } = deps;
  app.get(`${base}/next-deliveries`, async (req, reply) => {
    const customerId = await customerFor(req, reply, false);
    if (!customerId) return reply;
    const r = await ad.nextDeliveries(customerId);
    return r.ok ? reply.send({ data: r.value }) : envelopeError(reply, r.error);
  });
  app.get(`${base}/subscriptions`, async (req, reply) => {
    const customerId = await customerFor(req, reply, false);
    if (!customerId) return reply;
    const q = listQuery.safeParse(req.query);
    return answer(
      reply,
      await ad.subscriptions(customerId, q.success && q.data.includeInactive === 'true'),
      'subscriptions',
    );
  });
  app.get(`${base}/impulse-upsell-eligibility`, async (req, reply) => {
    const customerId = await customerFor(req, reply, false);
    if (!customerId) return reply;
    const r = await ad.nextDeliveries(customerId);
    return r.ok ? reply.send({ data: { eligibility: r.value.impulseUpsell ?? null } }) : envelopeError(reply, r.error);
  });
  app.get(`${base}/payment-method`, async (req, reply) => {
    const customerId = await customerFor(req, reply, false);
    if (!customerId) return reply;
    const cards = (await deps.vault?.listCards(customerId)) ?? [];
    const subscriptions = await ad.subscriptions(customerId, false);
    const used = subscriptions.ok ? subscriptions.value.find((s) => s.paymentMethodId)?.paymentMethodId : undefined;
    const card = cards.find((c) => c.id === used) ?? cards.find((c) => c.isDefault) ?? cards[0];
    return reply.send({ data: { paymentMethod: card ?? null } });
  });
}

/** Answers a use case's Result: its value under `key` in the envelope, or its error with the status of its code. */
function answer<T>(reply: FastifyReply, r: Result<T>, key: string, status = 200): FastifyReply {
  return r.ok ? reply.status(status).send({ data: { [key]: r.value } }) : envelopeError(reply, r.error);
}

/** A path's subscription id, or undefined after answering 404 'subscription/not-found'. */
function idOf(req: FastifyRequest<IdParams>, reply: FastifyReply): string | undefined {
  const id = subscriptionId.safeParse(req.params.id);
  if (id.success) return id.data;
  void envelopeError(reply, { code: 'subscription/not-found', message: 'No subscription with that id.' });
  return undefined;
}

/**
 * The auto-delivery calls of the storefront backend (spec: catalogue-gifting §7 "Auto-delivery SDK calls … POST to an
 * order-now url with addressId, customerId, interval, nextShipOn"; §4 Subscription; §6 "a session-specific token is
 * used for cart and auto-delivery calls"), for the session's signed-in customer only (401 'account/not-signed-in'
 * otherwise; another customer's subscription is 404 'subscription/not-found'; an order-now for another customerId
 * 403 'auth/forbidden'). Routes and answers: ports/auto-delivery-backend.ts. Bodies are strict zod objects (400
 * 'validation/invalid'); writes need the CSRF header; statuses of the use cases' codes from error-status.ts.
 */
export function registerAutoDeliveryRoutes(app: FastifyInstance, deps: AutoDeliveryRouteDeps): void {
  const { autoDelivery: ad } = deps;
  const customerFor = async (req: FastifyRequest, reply: FastifyReply, write: boolean) =>
    write && !requireCsrf(req, reply) ? undefined : deps.signedIn(req, reply);
  registerReads(app, deps, customerFor);
  app.post(`${base}/subscriptions`, async (req, reply) => {
    const customerId = await customerFor(req, reply, true);
    const body = customerId && deps.bodyOf(createBody, req, reply);
    if (!customerId || !body) return reply;
    return answer(reply, await ad.create({ ...body, customerId }), 'subscription', 201);
  });
  app.put<IdParams>(`${base}/subscriptions/:id`, async (req, reply) => {
    const customerId = await customerFor(req, reply, true);
    const id = customerId && idOf(req, reply);
    const body = id && deps.bodyOf(updateBody, req, reply);
    if (!customerId || !id || !body) return reply;
    return answer(reply, await ad.update({ ...body, customerId, subscriptionId: id }), 'subscription');
  });
  for (const action of ['skip', 'resume'] as const) {
    app.post<IdParams>(`${base}/subscriptions/:id/${action}`, async (req, reply) => {
      const customerId = await customerFor(req, reply, true);
      const id = customerId && idOf(req, reply);
      if (!customerId || !id) return reply;
      return answer(reply, await ad.changeState(action, { customerId, subscriptionId: id }), 'subscription');
    });
  }
  app.post<IdParams>(`${base}/subscriptions/:id/cancel`, async (req, reply) => {
    const customerId = await customerFor(req, reply, true);
    const id = customerId && idOf(req, reply);
    const body = id && deps.bodyOf(cancelBody, req, reply);
    if (!customerId || !id || !body) return reply;
    const r = await ad.changeState('cancel', { customerId, subscriptionId: id, reason: body.reason });
    return answer(reply, r, 'subscription');
  });
  app.post<IdParams>(`${base}/subscriptions/:id/send-now`, async (req, reply) => {
    const customerId = await customerFor(req, reply, true);
    const id = customerId && idOf(req, reply);
    if (!customerId || !id) return reply;
    return answer(reply, await ad.sendNow({ customerId, subscriptionId: id }, deps.worker), 'outcome');
  });
  app.post(`${base}/deliveries/skip`, async (req, reply) => {
    const customerId = await customerFor(req, reply, true);
    const body = customerId && deps.bodyOf(deliveryBody, req, reply);
    if (!customerId || !body) return reply;
    return answer(reply, await ad.skipDelivery({ ...body, customerId }), 'subscriptions');
  });
  app.post(`${base}/order-now`, async (req, reply) => {
    const customerId = await customerFor(req, reply, true);
    const body = customerId && deps.bodyOf(orderNowBody, req, reply);
    if (!customerId || !body) return reply;
    if (body.customerId !== customerId) {
      return envelopeError(reply, { code: 'auth/forbidden', message: 'You may order only your own deliveries.' });
    }
    return answer(reply, await ad.sendNow(body, deps.worker), 'outcome');
  });
}
