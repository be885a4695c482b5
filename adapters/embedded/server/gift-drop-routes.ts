import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { DomainError, Result } from '../../../core/shared';
import type { GiftDropService } from '../../../ports/gift-drops';
import type { GiftDesk } from '../../../ports/gift-desk';
import { statusFor } from './error-status';
import { envelopeError, requireCsrf } from './storefront-routes';

/** The local server's gift dependencies (part of ServerDeps, app.ts); each absent: its routes are not mounted. */
export interface GiftServerDeps {
  /** Gift drops: the /api/gift-drop routes (this file). */
  readonly gifting?: GiftDropService;
  /** The gift desk for the CLI (/nutshell/gifts behind the API token, gift-desk-routes.ts). */
  readonly giftDesk?: GiftDesk;
}

/** What the gift drop routes use: the service and the session's signed-in customer. */
export interface GiftDropRouteDeps {
  readonly gifting: GiftDropService;
  /** The session's signed-in customer's id, or undefined after answering 401 'account/not-signed-in'. */
  signedIn(req: FastifyRequest, reply: FastifyReply): Promise<string | undefined>;
}

const key = z.string().trim().min(1).max(200);
const redeemQuery = z.strictObject({ key });
const choicesQuery = z.strictObject({ productKey: z.string().regex(/^\d{1,6}$/) });
const redeemBody = z.strictObject({
  key,
  selection: z.array(z.number().int().min(1).max(215_999)).min(1).max(20),
  address: z.record(z.string().max(40), z.union([z.string().max(200), z.boolean(), z.null()])),
});

/** The use case's error in the envelope, with its status and, for an address, each field's message (`fields`). */
function giftError(reply: FastifyReply, e: DomainError): FastifyReply {
  const fields = e.details?.fields;
  return reply.code(statusFor(e.code)).send({
    errors: [{ message: e.message, key: e.code, ...(fields && typeof fields === 'object' ? { fields } : {}) }],
  });
}

/** Answers a use case's Result: its value under `name` in the envelope, or its error. */
function answer<T>(reply: FastifyReply, r: Result<T>, name: string): FastifyReply {
  return r.ok ? reply.send({ data: { [name]: r.value } }) : giftError(reply, r.error);
}

/** zod's first issue as a 400 'validation/invalid'. */
function badInput(reply: FastifyReply, e: z.ZodError): FastifyReply {
  const issue = e.issues[0];
  const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  return envelopeError(reply, { code: 'validation/invalid', message: `${where}${issue?.message ?? 'invalid'}` });
}

/**
 * The gift drop calls of the storefront (spec: catalogue-gifting §2 /gift-drop/redeem/:step?, §4 Gift drop; answers in
 * the storefront envelope, `{ data }` or `{ errors: [{ message, key, fields? }] }`):
 * - GET /api/gift-drop/redeem?key= answers `{ data: { gift } }` (GiftForRedeem); 404 'gift/not-found' for an unknown
 *   or dead key (the key is masked in the request log);
 * - POST /api/gift-drop/redeem `{ key, selection: number[], address }` (CSRF header) redeems it: `{ data: { gift } }`,
 *   or 400 'gift/invalid-choice', 'validation/invalid-address' / 'gift/invalid-address' (with `fields`), 409
 *   'gift/already-redeemed', 404 'gift/not-found';
 * - GET /api/gift-drop/choices?productKey=3719 answers the gift's choices `{ data: { choices } }` (names, images);
 *   400 'gift/invalid-choice' for a product that is no such gift;
 * - GET /api/gift-drop/sent answers the signed-in sender's gifts `{ data: { gifts } }`; 401 'account/not-signed-in'.
 * Bodies and queries are strict zod objects (400 'validation/invalid'); no client mistake is a 500.
 */
export function registerGiftDropRoutes(app: FastifyInstance, deps: GiftDropRouteDeps): void {
  const { gifting } = deps;
  app.get('/api/gift-drop/redeem', async (req, reply) => {
    const q = redeemQuery.safeParse(req.query);
    if (!q.success) return badInput(reply, q.error);
    return answer(reply, await gifting.forRedeem(q.data.key), 'gift');
  });
  app.post('/api/gift-drop/redeem', async (req, reply) => {
    if (!requireCsrf(req, reply)) return reply;
    const body = redeemBody.safeParse(req.body);
    if (!body.success) return badInput(reply, body.error);
    return answer(reply, await gifting.redeem(body.data), 'gift');
  });
  app.get('/api/gift-drop/choices', async (req, reply) => {
    const q = choicesQuery.safeParse(req.query);
    if (!q.success) return badInput(reply, q.error);
    return answer(reply, await gifting.choices(q.data.productKey), 'choices');
  });
  app.get('/api/gift-drop/sent', async (req, reply) => {
    const customerId = await deps.signedIn(req, reply);
    if (!customerId) return reply;
    return answer(reply, await gifting.sent(customerId), 'gifts');
  });
}
