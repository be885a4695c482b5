import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { CATEGORY_RECOMMENDATIONS_DEFAULT_LIMIT, MAX_RECOMMENDED } from '../../../core/catalogue';
import { recentPurchasesQuerySchema } from '../../../core/catalogue';
import type { StorefrontService } from '../../../ports/storefront-service';
import { zodMessage } from './commerce-routes';
import type { Sessions } from './sessions';
import { statusFor } from './error-status';
import { envelopeError, requireCsrf } from './storefront-routes';
import { recommendationSelectorSchema, targetedRecommendations } from './targeted-recommendations';
import { registerTargetingRoutes, type TargetingServerDeps } from './targeting-routes';

export type { TargetingServerDeps };

/**
 * The storefront envelope of spec core-cart-checkout §7 with empty message lists (no redirect: `redirect_to` is left
 * out).
 */
const envelope = (reply: FastifyReply, data: unknown) => reply.send({ data, errors: [], warnings: [], notices: [] });

/** Refuses a request that failed its schema: zod's message under the key 'validation/invalid', with its status. */
function badInput(reply: FastifyReply, e: z.ZodError): FastifyReply {
  const errors = [{ message: zodMessage(e), key: 'validation/invalid' }];
  return reply.code(statusFor('validation/invalid')).send({ errors, warnings: [], notices: [] });
}

/** Query of the category recommendation list: the category key and a limit (default 12, a desktop slider row). */
const categoryQuery = z.strictObject({
  key: z.string().min(1).max(200),
  limit: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(1).max(MAX_RECOMMENDED).default(CATEGORY_RECOMMENDATIONS_DEFAULT_LIMIT),
  ),
  selector: recommendationSelectorSchema.optional(),
});

/**
 * Form of POST /contents.html (spec: catalogue-gifting §7): ACTION=ADD_BASKET, the item (product) key in
 * ITEM_KEY, and WISHLIST=1 to add it to favorites or DELETE_WISHLIST=1 to remove it; exactly one of the two.
 */
const contentsForm = z
  .strictObject({
    ACTION: z.literal('ADD_BASKET'),
    ITEM_KEY: z.string().min(1).max(200),
    WISHLIST: z.string().max(10).optional(),
    DELETE_WISHLIST: z.string().max(10).optional(),
  })
  .refine((f) => (f.WISHLIST !== undefined) !== (f.DELETE_WISHLIST !== undefined), {
    message: 'Send either WISHLIST or DELETE_WISHLIST',
  });

/**
 * Recommendation and favorites routes (spec: catalogue-gifting §7), each answering in the storefront envelope:
 * - GET /api/recommendations/recent-purchases?limit= (default 20): the session's recently purchased products;
 *   no session or no orders gives []. Reading never creates a session.
 * - GET /api/recommendations/category?key=&limit=&selector=: a webstore recommendation list of a category from the
 *   search index; with a `selector` ('PDP Recommendations', 'Cart Recommendations') the row's targeting campaign
 *   chooses the list and each card carries the decision (targeted-recommendations.ts).
 * - POST /contents.html (form or JSON; CSRF header required): adds or removes a favorite; creates the session.
 * - GET /api/favorites: the session's favorite product keys (a local read call so hearts show their state).
 * And the targeting routes (targeting-routes.ts), when `deps.targeting` is set.
 */
export function registerRecommendationRoutes(
  app: FastifyInstance,
  deps: { storefront: StorefrontService; sessions: Sessions } & TargetingServerDeps,
): void {
  const { storefront, sessions } = deps;
  registerTargetingRoutes(app, deps);
  app.get('/api/recommendations/recent-purchases', async (req, reply) => {
    const q = recentPurchasesQuerySchema.safeParse(req.query);
    if (!q.success) return badInput(reply, q.error);
    return envelope(reply, await storefront.recentPurchases(await sessions.find(req), q.data.limit));
  });
  app.get('/api/recommendations/category', async (req, reply) => {
    const q = categoryQuery.safeParse(req.query);
    if (!q.success) return badInput(reply, q.error);
    const { key: categoryKey, limit, selector } = q.data;
    if (selector)
      return envelope(reply, await targetedRecommendations(deps, req, reply, { selector, categoryKey, limit }));
    return envelope(reply, await storefront.categoryRecommendations(categoryKey, limit));
  });
  app.get('/api/favorites', async (req, reply) =>
    envelope(reply, { favorites: await storefront.favorites(await sessions.find(req)) }),
  );
  app.post('/contents.html', async (req, reply) => {
    if (!requireCsrf(req, reply)) return reply;
    const form = contentsForm.safeParse(req.body ?? {});
    if (!form.success) return badInput(reply, form.error);
    const anonymousId = await sessions.ensure(req, reply);
    const r = await storefront.setFavorite(anonymousId, form.data.ITEM_KEY, form.data.WISHLIST !== undefined);
    return r.ok ? envelope(reply, { favorites: r.value }) : envelopeError(reply, r.error);
  });
}
