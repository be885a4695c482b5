import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { TargetingPort } from '../../../ports/targeting';
import type { SocialProofPort } from '../../../ports/social-proof';
import {
  DEFAULT_DY_API_KEY,
  DY_API_KEY_HEADER,
  DY_CHOOSE_PATH,
  DY_ENGAGEMENT_PATH,
  chooseBodySchema,
  engagementBodySchema,
} from '../../../ports/targeting-wire';
import { zodMessage } from './commerce-routes';
import { statusFor } from './error-status';
import { targetingVisitorOf } from './dy-identity';
import { CSRF_HEADER } from './sessions';
import { isFormPost, requireFormToken } from './security';

/** What the targeting routes need: the targeting service and the API key the wire routes accept. */
export interface TargetingServerDeps {
  /** The targeting service (the embedded campaigns); absent: no targeting routes, pages go without targeting. */
  readonly targeting?: TargetingPort;
  /** The key the `DY-API-Key` header must carry (env DY_API_KEY); default 'nutshell-dy'. */
  readonly dyApiKey?: string;
  /** Recent orders of a product, for the product page's social proof (socialProofMessaging); absent: none. */
  readonly socialProof?: SocialProofPort;
}

/** The form of POST /api/dy/engagement (catalogue-gifting §7): the decision and the variation clicked. */
const engagementForm = z.object({
  decision_id: z.string().min(1).max(200),
  variation_id: z.coerce.number().int().nonnegative(),
  _csrf: z.string().optional(),
});

/** Dynamic Yield's error answer: a status and a message (no envelope on the vendor's wire). */
function refuse(reply: FastifyReply, code: 'validation/invalid' | 'auth/unauthorized', message: string) {
  return reply.code(statusFor(code)).send({ error: code, message });
}

/** true when the request carries the configured API key; otherwise answers 401. */
function keyed(req: FastifyRequest, reply: FastifyReply, key: string): boolean {
  if (req.headers[DY_API_KEY_HEADER] === key) return true;
  void refuse(reply, 'auth/unauthorized', 'Missing or invalid DY-API-Key header.');
  return false;
}

/**
 * The targeting service's wire on the local server (spec: shell-account §7 "Targeting service: POST
 * /serve/user/choose", "Engagement collector POST /collect/user/engagement (engagements, session, user)";
 * catalogue-gifting §7 "POST /api/dy/engagement (form: decision_id, variation_id)"), over `deps.targeting`:
 * - POST /serve/user/choose: Dynamic Yield's body (user.dyid, session.dy, selector.names, context.page), the key in
 *   `DY-API-Key`; answers `{ choices }`. 401 without the key, 400 for a body that is not one.
 * - POST /collect/user/engagement: user, session, engagements; answers 204.
 * - POST /api/dy/engagement: the storefront's form (decision_id, variation_id) with the `x-nutshell-csrf` header,
 *   or an HTML form post with its `_csrf` field, reported as a CLICK by the request's visitor (`_dyid`,
 *   `_dyjsession`); answers the envelope with no data.
 */
export function registerTargetingRoutes(app: FastifyInstance, deps: TargetingServerDeps): void {
  const targeting = deps.targeting;
  if (!targeting) return;
  const key = deps.dyApiKey ?? DEFAULT_DY_API_KEY;
  app.post(DY_CHOOSE_PATH, async (req, reply) => {
    if (!keyed(req, reply, key)) return reply;
    const body = chooseBodySchema.safeParse(req.body ?? {});
    if (!body.success) return refuse(reply, 'validation/invalid', zodMessage(body.error));
    const { user, session, selector, context } = body.data;
    const page = { type: context.page.type, location: context.page.location, ...setData(context.page.data) };
    const choices = await targeting.choose({
      selectorNames: selector.names,
      page,
      userId: user.dyid,
      sessionId: session.dy,
    });
    return reply.send({ choices });
  });
  app.post(DY_ENGAGEMENT_PATH, async (req, reply) => {
    if (!keyed(req, reply, key)) return reply;
    const body = engagementBodySchema.safeParse(req.body ?? {});
    if (!body.success) return refuse(reply, 'validation/invalid', zodMessage(body.error));
    const { user, session, engagements } = body.data;
    await targeting.reportEngagements({ userId: user.dyid, sessionId: session.dy, engagements });
    return reply.code(204).send();
  });
  app.post('/api/dy/engagement', { preHandler: formTokenUnlessHeader }, async (req, reply) => {
    if (!isFormPost(req) && req.headers[CSRF_HEADER] !== '1') {
      const message = 'Missing CSRF header.';
      return reply.code(statusFor('auth/forbidden')).send({ errors: [{ message, key: 'auth/forbidden' }] });
    }
    const form = engagementForm.safeParse(req.body ?? {});
    if (!form.success) {
      const message = zodMessage(form.error);
      return reply.code(statusFor('validation/invalid')).send({ errors: [{ message, key: 'validation/invalid' }] });
    }
    const visitor = targetingVisitorOf(req, reply);
    const { decision_id: decisionId, variation_id: variationId } = form.data;
    await targeting.reportEngagements({
      ...visitor,
      engagements: [{ type: 'CLICK', decisionId, variations: [variationId] }],
    });
    return reply.send({ data: null, errors: [], warnings: [], notices: [] });
  });
}

/** A form post proves its origin with the `_csrf` field, unless it carries the `x-nutshell-csrf` header (the app's). */
function formTokenUnlessHeader(req: FastifyRequest, reply: FastifyReply, done: () => void): void {
  if (req.headers[CSRF_HEADER] === '1') return done();
  requireFormToken(req, reply, done);
}

const setData = (data: readonly string[] | undefined) => (data ? { data } : {});
