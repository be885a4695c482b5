import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { envelopeError, requireCsrf } from './storefront-routes';
import { zodMessage } from './commerce-routes';
import { registerSentryTunnel } from './sentry-tunnel-routes';
import type { MailPort } from '../../../ports/mail';
import { registerLeadFormRoutes } from './lead-form-routes';

/** What the form and event routes need beyond the app: the mail port of the lead form (absent: no such route). */
export interface EventServerDeps {
  readonly mail?: MailPort;
}

const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/);

/**
 * The purchase beacon's body (core/analytics conversionPurchase): a 'Purchase' for an order number, its value in
 * dollars and currency, and the buyer's e-mail, phone and name as SHA-256 hex digests only (em, ph, fn, ln).
 */
export const conversionPurchaseSchema = z.strictObject({
  event_name: z.literal('Purchase'),
  event_id: z.string().min(1).max(40),
  custom_data: z.strictObject({ value: z.number().nonnegative().max(1_000_000), currency: z.literal('USD') }),
  user_data: z.strictObject({
    em: sha256Hex.optional(),
    ph: sha256Hex.optional(),
    fn: sha256Hex.optional(),
    ln: sha256Hex.optional(),
  }),
});

/**
 * POST /api/events/fb (spec: core-cart-checkout §7 "purchase event with hashed e-mail, phone and name for a
 * conversion API"): the browser's purchase beacon. The embedded server has no conversion API to forward to: it
 * validates the body, logs that a purchase was reported (order number, value and which fields came hashed: never the
 * digests, and it never sees what they were made from) and answers 204. CSRF header required; 400
 * 'validation/invalid' for any other body. Also the browser's error-reporting tunnel, POST /sentry
 * (sentry-tunnel-routes.ts); with `deps.mail`, POST /api/lead-forms (lead-form-routes.ts).
 */
export function registerEventRoutes(app: FastifyInstance, deps: EventServerDeps = {}): void {
  if (deps.mail) registerLeadFormRoutes(app, { mail: deps.mail });
  app.post('/api/events/fb', async (req, reply) => {
    if (!requireCsrf(req, reply)) return reply;
    const body = conversionPurchaseSchema.safeParse(req.body);
    if (!body.success) return envelopeError(reply, { code: 'validation/invalid', message: zodMessage(body.error) });
    const { event_id: orderNumber, custom_data: value, user_data: user } = body.data;
    req.log.info({ orderNumber, value: value.value, hashed: Object.keys(user).sort() }, 'purchase conversion event');
    return reply.code(204).send();
  });
  registerSentryTunnel(app);
}
