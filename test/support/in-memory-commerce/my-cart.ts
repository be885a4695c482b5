import { domainError, err } from '../../../core/shared';
import type { CartActionName } from '../../../core/cart';
import type { CommercePort } from '../../../ports/commerce';
import type { MyCartPort } from '../../../ports/my-cart';

/**
 * The cart actions a browser session may not send (ports/my-cart.ts: price-bearing actions are set by the storefront
 * backend). The local server's /me routes refuse them with 403 insufficient_scope, which HttpMyCart answers as
 * 'cart/invalid-action'; test/contract/in-memory-fake.test.ts checks this list against the server's.
 */
export const SESSION_REFUSED_ACTIONS: ReadonlySet<CartActionName> = new Set<CartActionName>([
  'addCustomLineItem',
  'removeCustomLineItem',
  'setCustomShippingMethod',
  'setKey',
]);

/**
 * The session-scoped cart port of the browser session `anonymousId` over a commerce platform, as the local
 * server's /me routes answer it through HttpMyCart (spec: core-cart-checkout §7): only the session's own carts
 * are seen and edited ('cart/not-found' otherwise); SESSION_REFUSED_ACTIONS are refused before anything is read.
 */
export function sessionCart(commerce: CommercePort, anonymousId: string): MyCartPort {
  const notFound = (id: string) => err(domainError('cart/not-found', `The Resource with ID '${id}' was not found.`));
  return {
    getActiveCart: () => commerce.getActiveCartOf(anonymousId),
    async getCartById(id) {
      const cart = await commerce.getCartById(id);
      return cart?.anonymousId === anonymousId ? cart : undefined;
    },
    async updateCart(id, version, actions) {
      const refused = actions.find((a) => SESSION_REFUSED_ACTIONS.has(a.action));
      if (refused) {
        const message = `The action ${refused.action} is not allowed for this token.`;
        return err(domainError('cart/invalid-action', message));
      }
      const cart = await commerce.getCartById(id);
      if (cart?.anonymousId !== anonymousId) return notFound(id);
      return commerce.updateCart(id, version, actions);
    },
  };
}
