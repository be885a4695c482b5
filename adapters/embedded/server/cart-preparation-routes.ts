import type { FastifyInstance, FastifyReply } from 'fastify';
import { outOfStockNotice, type PreparedCart } from '../../../core/checkout';
import type { StorefrontService } from '../../../ports/storefront-service';
import { envelopeError, requireCsrf } from './storefront-routes';
import type { Sessions } from './sessions';

/** Where a shopper goes when cart preparation removed lines (spec: core-cart-checkout §4 Cart preparation). */
export const PREPARATION_REDIRECT = '/cart';

/**
 * The envelope of a cart preparation (spec: core-cart-checkout §7 Response envelope): `data.cart`; when lines were
 * removed, one error per line ('{item}: Sorry, this item is out of stock and has been removed from your cart.', keyed
 * 'checkout/out-of-stock:{sku}') and `redirect_to: { url: '/cart' }`.
 */
export function preparationEnvelope(prepared: PreparedCart): object {
  if (prepared.removed.length === 0) return { data: { cart: prepared.cart } };
  return {
    data: { cart: prepared.cart },
    errors: prepared.removed.map(outOfStockNotice),
    redirect_to: { url: PREPARATION_REDIRECT },
  };
}

/**
 * POST /api/checkout/prepare (no body; the CSRF header): Proceed to Checkout's cart preparation (spec:
 * core-cart-checkout §4 Proceeding to checkout, Cart preparation) of the session's cart, answered with
 * `preparationEnvelope` (200, also when lines were removed: the envelope's redirect sends the shopper to /cart);
 * `{ cart: null }` without a session or cart.
 */
export function registerCartPreparationRoutes(
  app: FastifyInstance,
  deps: { readonly storefront: StorefrontService; readonly sessions: Sessions },
): void {
  app.post('/api/checkout/prepare', async (req, reply): Promise<FastifyReply> => {
    if (!requireCsrf(req, reply)) return reply;
    const ownerId = await deps.sessions.find(req);
    if (!ownerId) return reply.send({ data: { cart: null } });
    const r = await deps.storefront.prepareCart(ownerId);
    return r.ok ? reply.send(preparationEnvelope(r.value)) : envelopeError(reply, r.error);
  });
}
