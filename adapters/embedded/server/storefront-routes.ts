import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { DomainError, Result } from '../../../core/shared';
import type { StorefrontService } from '../../../ports/storefront-service';
import type { AccountService } from '../../../ports/account-service';
import { CARRIERS, type CarrierOptions } from '../../../core/shipping';
import { statusFor } from './error-status';
import { CSRF_HEADER, type Sessions } from './sessions';
import { zodMessage } from './commerce-routes';
import { addToCartFromForm, formExpiredPage } from './cart-form';
import { isCsrfRefusal, isFormPost, requireFormToken } from './security';
import { staffOf } from './staff-guard';
import { resolvedWithContent, type ContentPageDeps } from './content-pages';
import {
  cartSkuBody,
  deliveryBody,
  firstOrderQuery,
  placeOrderBody,
  receiptQuery,
  resolvePathQuery,
  restrictedSkusQuery,
  shipDatesQuery,
  shipmentsBody,
} from './storefront-schemas';

/** Sends `data` in the response envelope of spec core-cart-checkout §7. */
const envelope = (reply: FastifyReply, data: unknown) => reply.send({ data });

/** Sends an expected failure in the envelope: `errors: [{ message, key }]` with the status of the one table. */
export function envelopeError(reply: FastifyReply, e: DomainError): FastifyReply {
  return reply.code(statusFor(e.code)).send({
    errors: [{ message: e.message, key: e.code }],
    ...(e.details?.currentVersion !== undefined ? { data: { currentVersion: e.details.currentVersion } } : {}),
  });
}

/** Refuses a request that failed its schema: zod's message under the key 'validation/invalid', with its status. */
function badInput(reply: FastifyReply, e: z.ZodError): FastifyReply {
  return envelopeError(reply, { code: 'validation/invalid', message: zodMessage(e) });
}

function sendEnvelope<T>(reply: FastifyReply, r: Result<T>): FastifyReply {
  return r.ok ? envelope(reply, r.value) : envelopeError(reply, r.error);
}

/** The shipping offers' filter of a CX agent's session (core §6: 'customerService'), from its permission only. */
async function cxFilter(deps: StorefrontRouteDeps, req: FastifyRequest): Promise<{ filter?: 'customerService' }> {
  const staff = deps.accounts ? await staffOf({ sessions: deps.sessions, accounts: deps.accounts }, req) : undefined;
  return staff ? { filter: 'customerService' } : {};
}

/** Refuses a state-changing request without the CSRF header (a cross-site form or image cannot set it). */
export function requireCsrf(req: FastifyRequest, reply: FastifyReply): boolean {
  if (req.headers[CSRF_HEADER] === '1') return true;
  void envelopeError(reply, { code: 'auth/forbidden', message: 'Missing CSRF header.' });
  return false;
}

/**
 * The status of a resolved 404 page (spec: core-cart-checkout §8 "Path resolution error 'invalid controller'"):
 * data for the UI's 404 page rather than a failure, so no error code; the HTML shell of that path says the same.
 */
const PAGE_NOT_FOUND_STATUS = 404;

/** The request's allow flags (spec: core-cart-checkout §7): the top-level ones over those in `carrierOptions`. */
function requestedFlags(body: z.output<typeof shipmentsBody>): Partial<CarrierOptions> {
  const flags: Partial<Record<keyof CarrierOptions, boolean>> = {};
  for (const { flag } of CARRIERS) {
    const value = body[flag] ?? body.carrierOptions?.[flag];
    if (value !== undefined) flags[flag] = value;
  }
  return flags;
}

/** What the storefront routes use: the storefront backend and the session cookies. */
export interface StorefrontRouteDeps extends ContentPageDeps {
  readonly storefront: StorefrontService;
  readonly sessions: Sessions;
  /** The mailed links' pages ('/sign/magic-link/{key}', '/sign/reset-password/{key}'); absent: no such pages. */
  readonly accounts?: Pick<AccountService, 'signKeyPage' | 'roleOf'>;
}

/**
 * A form post's CSRF refusal as its 403 page (cart-form.ts); anything else goes on to the app's error handler.
 * Only the route's own preHandler (`requireFormToken`) raises the refusal.
 */
function answerFormRefusal(error: unknown, req: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (isCsrfRefusal(error)) return formExpiredPage(req, reply);
  throw error;
}

/**
 * POST /cart (a SKU added to the session's cart: a JSON call with the CSRF header, or an HTML form with its CSRF
 * token) and GET /api/resolve-path (the page at a path).
 */
function registerCartRoutes(app: FastifyInstance, deps: StorefrontRouteDeps): void {
  const { storefront, sessions } = deps;
  app.post('/cart', { preHandler: requireFormToken, errorHandler: answerFormRefusal }, async (req, reply) => {
    if (isFormPost(req)) return addToCartFromForm(req, reply, deps);
    if (!requireCsrf(req, reply)) return reply;
    const body = cartSkuBody.safeParse(req.body);
    if (!body.success) return badInput(reply, body.error);
    const session = await sessions.ensureSession(req, reply);
    const s = body.data.cart_sku;
    return sendEnvelope(
      reply,
      await storefront.addToCart(
        session.ownerId,
        {
          sku: s.sku_external_id,
          quantity: s.quantity,
          listMetadata: s.list_metadata,
          recipientsJson: s.recipients_json,
          greetingCardMessage: s.greeting_card_message,
          parentExternalId: s.parent_external_id,
          customization: s.customization,
        },
        { newSession: session.created },
      ),
    );
  });
  app.get('/api/resolve-path', async (req, reply) => {
    const q = resolvePathQuery.safeParse(req.query);
    if (!q.success) return badInput(reply, q.error);
    const page = await resolvedWithContent(deps, req, q.data.path);
    return reply.code(page.pageType === '404' ? PAGE_NOT_FOUND_STATUS : 200).send({ data: page });
  });
}

/**
 * The shipping estimates: predicted shipping, the shipping calculator, its ship dates and the SKUs a country
 * restricts.
 */
function registerShippingRoutes(app: FastifyInstance, deps: StorefrontRouteDeps): void {
  const { storefront, sessions } = deps;
  app.get('/api/predicted-shipping', async (_req, reply) => envelope(reply, storefront.predictedShipping()));
  app.get('/api/shipping-calculator/ship-dates', async (req, reply) => {
    const q = shipDatesQuery.safeParse(req.query);
    if (!q.success) return badInput(reply, q.error);
    const r = await storefront.shipDates(await deps.sessions.find(req), q.data);
    return r.ok ? envelope(reply, r.value) : envelopeError(reply, r.error);
  });
  app.post('/api/shipping-calculator', async (req, reply) => {
    const body = shipmentsBody.safeParse(req.body);
    if (!body.success) return badInput(reply, body.error);
    const ownerId = await sessions.find(req);
    const { shipments } = body.data;
    const carrierOptions = requestedFlags(body.data);
    const r = await storefront.calculateShipping({
      shipments,
      carrierOptions,
      ownerId,
      ...(await cxFilter(deps, req)),
    });
    return r.ok ? envelope(reply, { offerSets: r.value }) : envelopeError(reply, r.error);
  });
  app.get('/api/restricted-country-skus', async (req, reply) => {
    const q = restrictedSkusQuery.safeParse(req.query);
    if (!q.success) return badInput(reply, q.error);
    const skus = q.data.skus
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .slice(0, 500);
    return envelope(reply, { restrictedCountrySkus: await storefront.restrictedCountrySkus(skus) });
  });
}

/** The checkout steps of the session's cart: choosing a delivery option and placing the order. */
function registerCheckoutRoutes(app: FastifyInstance, deps: StorefrontRouteDeps): void {
  const { storefront, sessions } = deps;
  app.post('/api/checkout/delivery', async (req, reply) => {
    if (!requireCsrf(req, reply)) return reply;
    const body = deliveryBody.safeParse(req.body);
    if (!body.success) return badInput(reply, body.error);
    const anonymousId = await sessions.find(req);
    if (!anonymousId) return envelopeError(reply, { code: 'cart/not-found', message: 'No cart for this session' });
    const r = await storefront.selectDeliveryOption(anonymousId, { ...body.data, ...(await cxFilter(deps, req)) });
    return r.ok ? envelope(reply, { cart: r.value }) : envelopeError(reply, r.error);
  });
  app.post('/api/checkout/place-order', async (req, reply) => {
    if (!requireCsrf(req, reply)) return reply;
    const body = placeOrderBody.safeParse(req.body);
    if (!body.success) return badInput(reply, body.error);
    const anonymousId = await sessions.find(req);
    if (!anonymousId) return envelopeError(reply, { code: 'cart/not-found', message: 'No cart for this session' });
    // CX mode (core §6) comes from the session's customer's permission only, never from the body.
    const staff = deps.accounts ? await staffOf({ sessions, accounts: deps.accounts }, req) : undefined;
    const cx = staff ? { cx: { agentCustomerId: staff.agentId, isAdmin: staff.role.isAdmin } } : {};
    return sendEnvelope(reply, await storefront.placeOrder(anonymousId, { ...body.data, ...cx }));
  });
}

/** An order by its receipt token, and whether it is its customer's first order. */
function registerReceiptRoutes(app: FastifyInstance, deps: StorefrontRouteDeps): void {
  const { storefront } = deps;
  app.get('/api/orders/receipt', async (req, reply) => {
    const q = receiptQuery.safeParse(req.query);
    if (!q.success) return badInput(reply, q.error);
    const order = await storefront.getReceipt(q.data.token);
    return order
      ? envelope(reply, { order })
      : envelopeError(reply, { code: 'order/not-found', message: 'We could not find that receipt.' });
  });
  app.get('/api/orders/is-first-order', async (req, reply) => {
    const q = firstOrderQuery.safeParse(req.query);
    if (!q.success) return badInput(reply, q.error);
    const r = await storefront.isFirstOrder(q.data.receiptToken);
    return r
      ? envelope(reply, r)
      : envelopeError(reply, { code: 'order/not-found', message: 'We could not find that receipt.' });
  });
}

/**
 * The storefront backend routes of spec core-cart-checkout §7 and catalogue-gifting §7 that the buying
 * path uses, each answering with the envelope `{ data, errors, warnings, notices, redirect_to }`.
 */
export function registerStorefrontRoutes(app: FastifyInstance, deps: StorefrontRouteDeps): void {
  registerCartRoutes(app, deps);
  registerShippingRoutes(app, deps);
  registerCheckoutRoutes(app, deps);
  registerReceiptRoutes(app, deps);
}
