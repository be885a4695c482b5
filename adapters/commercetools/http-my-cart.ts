import type { Result } from '../../core/shared';
import { err, ok } from '../../core/shared';
import type { Cart } from '../../core/cart';
import type { CartAction } from '../../core/cart';
import type { MyCartPort } from '../../ports/my-cart';
import { requestJson, withFetch, type HttpOptions } from '../http/request-json';
import { toDomainError, type CtAnswer } from './ct-errors';
import { ctCartSchema } from './ct-schemas';
import { cart, type CtLookup } from './from-ct';
import { ctAction } from './to-ct';

const JSON_HEADERS = { 'content-type': 'application/json', 'x-nutshell-csrf': '1' };
/**
 * Expansions of the `/me` cart calls: a session token cannot read channels or discount codes, so they come expanded.
 */
const ME_EXPAND = [
  'discountCodes[*].discountCode',
  'lineItems[*].distributionChannel',
  'lineItems[*].price.channel',
  'lineItems[*].variant.prices[*].channel',
  'lineItems[*].price.discounted.discount',
  'lineItems[*].variant.prices[*].discounted.discount',
];
const EXPAND_QUERY = ME_EXPAND.map((e) => `expand=${encodeURIComponent(e)}`).join('&');
/** References arrive expanded; nothing else is looked up. */
const EXPANDED_ONLY: CtLookup = {
  channelKey: () => undefined,
  categoryKey: () => undefined,
  discountCode: () => undefined,
  productDiscountName: () => undefined,
};

/**
 * The session's cart through the commercetools `/me` endpoints (WIRE.md), authorised by the session cookie.
 * Carts are decoded from commercetools shapes; actions are sent as commercetools update actions.
 */
export class HttpMyCart implements MyCartPort {
  private readonly http: HttpOptions;

  /**
   * @param fetchFn the browser's fetch by default; Node tests pass a cookie-keeping or replaying fetch.
   * @param http timeout and retry settings of adapters/http/request-json.ts (defaults there).
   */
  constructor(
    private readonly baseUrl = '',
    private readonly projectKey = 'nutshell',
    fetchFn?: typeof fetch,
    http: HttpOptions = {},
  ) {
    this.http = withFetch(http, fetchFn);
  }

  private url(path: string): string {
    return `${this.baseUrl}/commerce/${this.projectKey}/me${path}?${EXPAND_QUERY}`;
  }
  private static cartOf(a: CtAnswer): Cart | undefined {
    return a.status === 200 ? cart(ctCartSchema.parse(a.body), EXPANDED_ONLY) : undefined;
  }
  /** GET, retried on transport failures and 502/503/504 by requestJson. */
  private async read(path: string): Promise<Cart | undefined> {
    return HttpMyCart.cartOf(await requestJson('commerce', this.url(path), { credentials: 'same-origin' }, this.http));
  }
  async getActiveCart(): Promise<Cart | undefined> {
    return this.read('/active-cart');
  }
  async getCartById(id: string): Promise<Cart | undefined> {
    return this.read(`/carts/${encodeURIComponent(id)}`);
  }
  /**
   * One POST, never retried here: a 409 comes back as 'cart/version-conflict', a timeout or 5xx as a PortError,
   * and updateCartWithRetry (core/cart/use-cases) decides whether to reload and send again.
   */
  async updateCart(id: string, version: number, actions: readonly CartAction[]): Promise<Result<Cart>> {
    const body = JSON.stringify({ version, actions: actions.map((a) => ctAction(a)) });
    const init: RequestInit = { method: 'POST', credentials: 'same-origin', headers: JSON_HEADERS, body };
    const a = await requestJson('commerce', this.url(`/carts/${encodeURIComponent(id)}`), init, this.http);
    const c = HttpMyCart.cartOf(a);
    return c ? ok(c) : err(toDomainError(a));
  }
}
