import type { FastifyInstance } from 'fastify';
import { GIFTED_TRAYS_CATALOG_PATH, giftedTraysCatalogQuerySchema } from '../../../ports/gifted-trays';
import type { StorefrontService } from '../../../ports/storefront-service';
import { zodMessage } from './commerce-routes';
import { statusFor } from './error-status';

/**
 * The gift trays' catalogue (spec: catalogue-gifting §7 "GET /api/gifted-trays/catalog: returns ingredients and
 * categoryTree"; §3 Tray ingredient; §9 Premium 130+ choices, Classic 50+): GET with the optional query
 * `?type=Tray&category=Premium|Classic` answers `{ ingredients, categoryTree }` (ports/gifted-trays.ts), Classic
 * without the premium ingredients. Public, read-only, and never creates a session. A query outside the schema (an
 * unknown parameter or value) is refused with 400 `{ errors: [{ message, key: 'validation/invalid' }] }`.
 */
export function registerGiftedTraysRoutes(app: FastifyInstance, deps: { storefront: StorefrontService }): void {
  app.get(GIFTED_TRAYS_CATALOG_PATH, async (req, reply) => {
    const query = giftedTraysCatalogQuerySchema.safeParse(req.query ?? {});
    if (!query.success) {
      const errors = [{ message: zodMessage(query.error), key: 'validation/invalid' }];
      return reply.code(statusFor('validation/invalid')).send({ errors, warnings: [], notices: [] });
    }
    return reply.send(await deps.storefront.trayCatalog(query.data.category));
  });
}
