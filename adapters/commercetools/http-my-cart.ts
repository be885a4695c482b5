import type { Result } from '../../core/shared/result';
import { err, ok } from '../../core/shared/result';
import type { Cart } from '../../core/cart/model/cart';
import type { CartAction } from '../../core/cart/model/actions';
import type { MyCartPort } from '../../ports/my-cart';
import { requestJson, toDomainError } from './http-client';
import { cartSchema } from './wire-schemas';

const JSON_HEADERS = { 'content-type': 'application/json', 'x-nutshell-csrf': '1' };

/** The session's cart through the commerce API's `/me` endpoints, authorised by the session cookie. */
export class HttpMyCart implements MyCartPort {
  /** @param fetchFn the browser's fetch by default; Node tests pass a cookie-keeping or replaying fetch. */
  constructor(private readonly baseUrl = '', private readonly projectKey = 'nutshell', private readonly fetchFn: typeof fetch = (i, o) => globalThis.fetch(i, o)) {}

  private get me() {
    return `${this.baseUrl}/commerce/${this.projectKey}/me`;
  }
  async getActiveCart(): Promise<Cart | undefined> {
    const a = await requestJson('commerce', `${this.me}/active-cart`, { credentials: 'same-origin' }, this.fetchFn);
    return a.status === 200 ? cartSchema.parse(a.body) : undefined;
  }
  async getCartById(id: string): Promise<Cart | undefined> {
    const a = await requestJson('commerce', `${this.me}/carts/${encodeURIComponent(id)}`, { credentials: 'same-origin' }, this.fetchFn);
    return a.status === 200 ? cartSchema.parse(a.body) : undefined;
  }
  async updateCart(id: string, version: number, actions: readonly CartAction[]): Promise<Result<Cart>> {
    const a = await requestJson('commerce', `${this.me}/carts/${encodeURIComponent(id)}`, { method: 'POST', credentials: 'same-origin', headers: JSON_HEADERS, body: JSON.stringify({ version, actions }) }, this.fetchFn);
    return a.status === 200 ? ok(cartSchema.parse(a.body)) : err(toDomainError(a));
  }
}
