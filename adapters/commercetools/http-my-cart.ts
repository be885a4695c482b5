import type { Result } from '../../core/shared/result';
import { err, ok } from '../../core/shared/result';
import type { Cart } from '../../core/cart/model/cart';
import type { CartAction } from '../../core/cart/model/actions';
import type { MyCartPort } from '../../ports/my-cart';
import { requestJson } from './http-client';
import { toDomainError, type CtAnswer } from './ct-errors';
import { ctCartSchema } from './ct-schemas';
import { cart, type CtLookup } from './from-ct';
import { ctAction } from './to-ct';

const JSON_HEADERS = { 'content-type': 'application/json', 'x-nutshell-csrf': '1' };
/** Expansions of the `/me` cart calls: a session token cannot read channels or discount codes, so they come expanded. */
const ME_EXPAND = ['discountCodes[*].discountCode', 'lineItems[*].distributionChannel', 'lineItems[*].price.channel', 'lineItems[*].variant.prices[*].channel', 'lineItems[*].price.discounted.discount', 'lineItems[*].variant.prices[*].discounted.discount'];
const EXPAND_QUERY = ME_EXPAND.map((e) => `expand=${encodeURIComponent(e)}`).join('&');
/** References arrive expanded; nothing else is looked up. */
const EXPANDED_ONLY: CtLookup = { channelKey: () => undefined, categoryKey: () => undefined, discountCode: () => undefined, productDiscountName: () => undefined };

/**
 * The session's cart through the commercetools `/me` endpoints (WIRE.md), authorised by the session cookie.
 * Carts are decoded from commercetools shapes; actions are sent as commercetools update actions.
 */
export class HttpMyCart implements MyCartPort {
  /** @param fetchFn the browser's fetch by default; Node tests pass a cookie-keeping or replaying fetch. */
  constructor(private readonly baseUrl = '', private readonly projectKey = 'nutshell', private readonly fetchFn: typeof fetch = (i, o) => globalThis.fetch(i, o)) {}

  private url(path: string): string {
    return `${this.baseUrl}/commerce/${this.projectKey}/me${path}?${EXPAND_QUERY}`;
  }
  private static cartOf(a: CtAnswer): Cart | undefined {
    return a.status === 200 ? cart(ctCartSchema.parse(a.body), EXPANDED_ONLY) : undefined;
  }
  async getActiveCart(): Promise<Cart | undefined> {
    return HttpMyCart.cartOf(await requestJson('commerce', this.url('/active-cart'), { credentials: 'same-origin' }, this.fetchFn));
  }
  async getCartById(id: string): Promise<Cart | undefined> {
    return HttpMyCart.cartOf(await requestJson('commerce', this.url(`/carts/${encodeURIComponent(id)}`), { credentials: 'same-origin' }, this.fetchFn));
  }
  async updateCart(id: string, version: number, actions: readonly CartAction[]): Promise<Result<Cart>> {
    const a = await requestJson('commerce', this.url(`/carts/${encodeURIComponent(id)}`), { method: 'POST', credentials: 'same-origin', headers: JSON_HEADERS, body: JSON.stringify({ version, actions: actions.map((a) => ctAction(a)) }) }, this.fetchFn);
    const c = HttpMyCart.cartOf(a);
    return c ? ok(c) : err(toDomainError(a));
  }
}
