import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from '../../../core/customers';
import { statusFor } from './error-status';
import { formAnswerPage, formExpiredPage } from './cart-form';
import { actForCustomer, actOnCart, CART_KEY_MAX_LENGTH, cartOfKey, isActingFor, type CxDeps } from './cx-acting';
import { isCsrfRefusal, isFormPost, requireFormToken } from './security';
import { requireStaff, staffOf, STAFF_ONLY_MESSAGE } from './staff-guard';
import { envelopeError, requireCsrf } from './storefront-routes';
import { zodMessage } from './commerce-routes';
import { ownerIdOf } from './sessions';

/** The page and calls of the staff cart lookup (spec: core-cart-checkout §2, §7; shell-account §2). */
export const CUSTOMER_CART_PATH = '/cart/customer-cart';

const keyField = z.string().trim().min(1, 'Enter a cart key').max(CART_KEY_MAX_LENGTH);
const keyQuery = z.strictObject({ key: keyField.optional() });
const keyBody = z.strictObject({ key: keyField });
const keyForm = z.strictObject({ key: keyField, _csrf: z.string() });
const emailBody = z.strictObject({ email: z.string().trim().min(1).max(EMAIL_MAX_LENGTH) });
/** POST /api/cx/adjustment: amountCents null removes the adjustment; the use case checks the bounds and reason. */
const adjustmentBody = z.strictObject({
  amountCents: z.number().int().nullable(),
  reason: z.string().max(100).optional(),
  note: z.string().max(1000).optional(),
});
const customerParam = z.strictObject({
  customer: z
    .string()
    .max(EMAIL_MAX_LENGTH + 6)
    .regex(/^email=.+/, 'name the customer as email={email}'),
});

/** Whether the caller asked for JSON (an API client) rather than a page (a browser's navigation). */
const wantsJson = (req: FastifyRequest) => /\bapplication\/json\b/.test(String(req.headers.accept ?? ''));

/** Answers 400 'validation/invalid' in the envelope with zod's message. */
const badInput = (reply: FastifyReply, e: z.ZodError) =>
  envelopeError(reply, { code: 'validation/invalid', message: zodMessage(e) });

/** `/cart/customer-cart?key=`: the lookup's page URL for `key`. */
export const customerCartUrl = (key: string) => `${CUSTOMER_CART_PATH}?${new URLSearchParams({ key })}`;

/**
 * GET /cart/customer-cart?key= (spec: core-cart-checkout §7 "POST /cart/customer-cart (form: key); GET
 * /cart/customer-cart?key=... → cart"). JSON (Accept: application/json): staff only (403 otherwise); the cart of the
 * key (or id) opened for the agent, `{ data: { cart } }`, or 404 "No cart with that key.". A page: staff whose
 * session does not act for that cart yet get it opened and 303 to the same URL (the rotated cookie then renders it);
 * everything else renders the page (page-routes.ts: the 404 page for non-staff, the acted cart for staff, 404 with
 * the lookup's message for an unknown key).
 */
function registerLookupPage(app: FastifyInstance, deps: CxDeps): void {
  app.get(CUSTOMER_CART_PATH, async (req, reply) => {
    const q = keyQuery.safeParse(req.query);
    if (wantsJson(req)) {
      const staff = await requireStaff(deps, req, reply);
      if (!staff) return reply;
      if (!q.success) return badInput(reply, q.error);
      if (!q.data.key) return envelopeError(reply, { code: 'validation/invalid', message: 'Enter a cart key' });
      const cart = await cartOfKey(deps.commerce, q.data.key);
      if (!cart.ok) return envelopeError(reply, cart.error);
      await actOnCart(deps, req, reply, cart.value);
      return reply.send({ data: { cart: cart.value } });
    }
    const staff = await staffOf(deps, req);
    const key = q.success ? q.data.key : undefined;
    if (staff && key && !isActingFor(staff.session.acting, key)) {
      const cart = await cartOfKey(deps.commerce, key);
      if (cart.ok) {
        await actOnCart(deps, req, reply, cart.value);
        return reply.redirect(customerCartUrl(key), 303);
      }
    }
    return reply.callNotFound();
  });
}

/**
 * POST /cart/customer-cart: an HTML form (`key`, `_csrf`: 303 to GET /cart/customer-cart?key=; non-staff get a 403
 * page) or JSON {key} with the CSRF header (staff only: `{ data: { cart } }`, the cart opened for the agent; 404
 * "No cart with that key.").
 */
function registerLookupPost(app: FastifyInstance, deps: CxDeps): void {
  const answerFormRefusal = (error: unknown, req: FastifyRequest, reply: FastifyReply) => {
    if (isCsrfRefusal(error)) return formExpiredPage(req, reply);
    throw error;
  };
  app.post(
    CUSTOMER_CART_PATH,
    { preHandler: requireFormToken, errorHandler: answerFormRefusal },
    async (req, reply) => {
      if (isFormPost(req)) {
        const form = keyForm.safeParse(req.body);
        if (!(await staffOf(deps, req)))
          return formAnswerPage(req, reply, statusFor('auth/forbidden'), {
            title: 'Staff only',
            message: STAFF_ONLY_MESSAGE,
          });
        if (!form.success)
          return formAnswerPage(req, reply, statusFor('validation/invalid'), {
            title: 'Please check the form',
            message: 'Enter a cart key',
          });
        return reply.redirect(customerCartUrl(form.data.key), 303);
      }
      if (!requireCsrf(req, reply)) return reply;
      const staff = await requireStaff(deps, req, reply);
      if (!staff) return reply;
      const body = keyBody.safeParse(req.body);
      if (!body.success) return badInput(reply, body.error);
      const cart = await cartOfKey(deps.commerce, body.data.key);
      if (!cart.ok) return envelopeError(reply, cart.error);
      await actOnCart(deps, req, reply, cart.value);
      return reply.send({ data: { cart: cart.value } });
    },
  );
}

/**
 * The CX agent's calls (spec: core-cart-checkout §6 CX mode, §7), each for staff only (staff-guard.ts: 403 in the
 * envelope for anyone else), each write behind the CSRF header:
 * - POST /api/customers/email={email}/describe: the customer's description (CustomerDescription), 404 "No customer
 *   with that e-mail."; it changes nothing;
 * - POST /api/cx/act-for {email}: the agent acts for that customer: the cart acted on stays and names the customer,
 *   or, acting for none, the customer's active cart (made when there is none) opens; `{ data: { cart, customer } }`;
 * - POST /api/cx/adjustment {amountCents, reason, note}: SetPaymentAdjustment on the session's (acted) cart;
 *   amountCents null removes it; `{ data: { cart } }`, 400 with the use case's message for a bad amount or reason;
 * - POST /api/cx/stop: acting ends (the agent's own cart again); `{ data: { stopped: true } }`.
 * Plus the lookup page and its form (registerLookupPage, registerLookupPost).
 */
export function registerCxRoutes(app: FastifyInstance, deps: CxDeps): void {
  registerLookupPage(app, deps);
  registerLookupPost(app, deps);
  app.post('/api/customers/:customer/describe', async (req, reply) => {
    if (!requireCsrf(req, reply)) return reply;
    if (!(await requireStaff(deps, req, reply))) return reply;
    const p = customerParam.safeParse(req.params);
    if (!p.success) return badInput(reply, p.error);
    const customer = await deps.accounts.customerByEmail(p.data.customer.slice('email='.length));
    const described = customer ? await deps.accounts.describe(customer.id) : undefined;
    if (!described?.ok)
      return envelopeError(reply, { code: 'resource/not-found', message: 'No customer with that e-mail.' });
    return reply.send({ data: described.value });
  });
  app.post('/api/cx/act-for', async (req, reply) => {
    if (!requireCsrf(req, reply)) return reply;
    const staff = await requireStaff(deps, req, reply);
    if (!staff) return reply;
    const body = emailBody.safeParse(req.body);
    if (!body.success) return badInput(reply, body.error);
    const acted = await actForCustomer(deps, req, reply, staff, body.data.email);
    return acted.ok ? reply.send({ data: acted.value }) : envelopeError(reply, acted.error);
  });
  app.post('/api/cx/adjustment', async (req, reply) => {
    if (!requireCsrf(req, reply)) return reply;
    const staff = await requireStaff(deps, req, reply);
    if (!staff) return reply;
    const body = adjustmentBody.safeParse(req.body);
    if (!body.success) return badInput(reply, body.error);
    const cart = await deps.commerce.getActiveCartOf(ownerIdOf(staff.session));
    if (!cart) return envelopeError(reply, { code: 'cart/not-found', message: 'No cart for this session' });
    const input =
      body.data.amountCents === null
        ? { action: 'remove' as const, cartId: cart.id }
        : {
            action: 'set' as const,
            cartId: cart.id,
            ...body.data,
            amountCents: body.data.amountCents,
            reason: body.data.reason ?? '',
          };
    const r = await deps.storefront.setPaymentAdjustment(input);
    return r.ok ? reply.send({ data: { cart: r.value } }) : envelopeError(reply, r.error);
  });
  app.post('/api/cx/stop', async (req, reply) => {
    if (!requireCsrf(req, reply)) return reply;
    if (!(await requireStaff(deps, req, reply))) return reply;
    await deps.sessions.act(req, reply, null);
    return reply.send({ data: { stopped: true } });
  });
}
