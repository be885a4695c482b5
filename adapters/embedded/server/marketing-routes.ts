import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  FIRST_ORDER_OFFER,
  contactSchema,
  customerSubscribeSchema,
  footerSubscribeSchema,
  newsletterSignupSchema,
} from '../../../core/marketing';
import type { Result } from '../../../core/shared';
import type { Clock } from '../../../ports/clock';
import type { MarketingService } from '../../../ports/newsletter';
import { zodMessage } from './commerce-routes';
import type { Sessions } from './sessions';
import { envelopeError, requireCsrf } from './storefront-routes';

/** Requests of the marketing routes one client address may send in MARKETING_RATE_WINDOW_MS. */
export const MARKETING_RATE_MAX = 60;
/** The marketing routes' rate window: 15 minutes. */
export const MARKETING_RATE_WINDOW_MS = 15 * 60_000;

/** What the marketing routes need; `rateLimit` defaults to MARKETING_RATE_MAX per MARKETING_RATE_WINDOW_MS. */
export interface MarketingRouteDeps {
  readonly marketing: MarketingService;
  readonly sessions: Sessions;
  readonly clock: Clock;
  readonly rateLimit?: { readonly max: number; readonly windowMs: number };
}

/** The server's optional marketing service: with it, the routes below and the quiz results page. */
export interface MarketingServerDeps {
  readonly marketing?: MarketingService;
}

/** A fixed-window counter per client address (this process's memory), shared by the marketing routes. */
function rateGuard(deps: MarketingRouteDeps) {
  const { max, windowMs } = deps.rateLimit ?? { max: MARKETING_RATE_MAX, windowMs: MARKETING_RATE_WINDOW_MS };
  const windows = new Map<string, { count: number; endsMs: number }>();
  return (req: FastifyRequest, reply: FastifyReply): boolean => {
    const now = deps.clock.nowMs();
    const w = windows.get(req.ip);
    const current = w && w.endsMs > now ? w : { count: 0, endsMs: now + windowMs };
    current.count += 1;
    windows.set(req.ip, current);
    if (windows.size > 10_000) for (const [ip, x] of windows) if (x.endsMs <= now) windows.delete(ip);
    if (current.count <= max) return true;
    void reply.header('retry-after', Math.ceil((current.endsMs - now) / 1000));
    void envelopeError(reply, { code: 'account/rate-limited', message: 'Too many requests. Please try again later.' });
    return false;
  };
}

function send<T>(reply: FastifyReply, r: Result<T>): FastifyReply {
  return r.ok ? reply.send({ data: r.value }) : envelopeError(reply, r.error);
}

function parsed<S extends z.ZodType>(schema: S, body: unknown, reply: FastifyReply): z.output<S> | undefined {
  const r = schema.safeParse(body ?? {});
  if (r.success) return r.data;
  void envelopeError(reply, { code: 'validation/invalid', message: zodMessage(r.error) });
  return undefined;
}

/**
 * The newsletter and offer calls (spec: shell-account §7; §3 Newsletter check response, Campaign landing response;
 * §4 Onsite offer quiz, Footer newsletter; §9 Offer), each behind the CSRF header (403 'auth/forbidden', checked
 * first), a per-address rate limit (429 'account/rate-limited') and zod (400 'validation/invalid', never 500):
 * - POST /subscribe, form data (or JSON) inputEmail, inputFirstName, detailsForm, reason ('footer') → `{ data:
 *   { existingCustomer, existingContact } }`;
 * - POST /subscribe/customer, email and reason, for the signed-in customer (401 'account/not-signed-in');
 * - POST /api/newsletter/check `{ email, reason }` → `{ data: { existingCustomer, existingContact } }`;
 * - POST /api/newsletter/signup `{ email, reason }` → the same and, for a new contact of reason 'Onsite Offer Quiz',
 *   `couponToken`;
 * - POST /api/contacts `{ email, firstName?, reason? }` → the check of a signup;
 * - POST /survey-submissions `{ email, surveySubmissions: [{ answerId }] }` → `{ data: { recorded } }`;
 * - GET /quiz-results answers 301 to /onsite-offer-quiz-results with its query (one URL per page);
 * - POST /campaign-landing?token= (empty body) → `{ data: { cart }, notices }` with the offer on the session's cart;
 *   400 'discount/not-found' for an unknown token, 400 'discount/max-application-reached' for a used one.
 */
export function registerMarketingRoutes(app: FastifyInstance, deps: MarketingRouteDeps): void {
  const { marketing, sessions } = deps;
  const limited = rateGuard(deps);
  const guard = (req: FastifyRequest, reply: FastifyReply) => requireCsrf(req, reply) && limited(req, reply);
  app.post('/subscribe', async (req, reply) => {
    if (!guard(req, reply)) return reply;
    const form = parsed(footerSubscribeSchema, req.body, reply);
    if (!form) return reply;
    const { inputEmail: email, inputFirstName: firstName, reason } = form;
    return send(reply, await marketing.subscribe({ email, reason, ...(firstName ? { firstName } : {}) }));
  });
  app.post('/subscribe/customer', async (req, reply) => {
    if (!guard(req, reply)) return reply;
    const customerId = (await sessions.current(req))?.customerId;
    if (!customerId) return envelopeError(reply, { code: 'account/not-signed-in', message: 'Please sign in.' });
    const form = parsed(customerSubscribeSchema, req.body, reply);
    if (!form) return reply;
    return send(reply, await marketing.subscribe(form, customerId));
  });
  app.post('/api/newsletter/check', async (req, reply) => {
    if (!guard(req, reply)) return reply;
    return send(reply, await marketing.check(req.body ?? {}));
  });
  app.post('/api/newsletter/signup', async (req, reply) => {
    if (!guard(req, reply)) return reply;
    const body = parsed(newsletterSignupSchema, req.body, reply);
    if (!body) return reply;
    const customerId = (await sessions.current(req))?.customerId ?? undefined;
    return send(reply, await marketing.subscribe(body, customerId));
  });
  app.post('/api/contacts', async (req, reply) => {
    if (!guard(req, reply)) return reply;
    const body = parsed(contactSchema, req.body, reply);
    if (!body) return reply;
    return send(reply, await marketing.subscribe(body));
  });
  app.post('/survey-submissions', async (req, reply) => {
    if (!guard(req, reply)) return reply;
    return send(reply, await marketing.recordSurvey(req.body ?? {}, await sessions.ensure(req, reply)));
  });
  app.get('/quiz-results', async (req, reply) => {
    const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
    return reply.redirect(`/onsite-offer-quiz-results${query}`, 301);
  });
  app.post('/campaign-landing', async (req, reply) => {
    if (!guard(req, reply)) return reply;
    const token = (req.query as { token?: unknown } | undefined)?.token;
    const r = await marketing.landCampaign(await sessions.ensure(req, reply), token);
    if (!r.ok) return envelopeError(reply, r.error);
    return reply.send({ data: { cart: r.value }, notices: [{ message: `${FIRST_ORDER_OFFER.name} is applied.` }] });
  });
}
