import { z } from 'zod';
import { PortError } from '../../core/shared/errors';
import { err, ok, type Result } from '../../core/shared/result';
import type { Cart } from '../../core/cart/model/cart';
import type { CartAction } from '../../core/cart/model/actions';
import type { Order } from '../../core/cart/model/order';
import type { CartDiscountInfo, DiscountCodeInfo } from '../../core/cart/model/discounts-info';
import type { CartDraft, CommercePort, CustomObject, OrderFromCartInput, ProductQuery } from '../../ports/commerce';
import { requestJson, toDomainError, type HttpAnswer } from './http-client';
import { cartDiscountSchema, cartSchema, categorySchema, customObjectSchema, discountCodeSchema, errorSchema, nutritionSchema, orderSchema, productSchema } from './wire-schemas';

/** Where and as whom to call the commerce API. */
export interface HttpCommerceConfig {
  readonly baseUrl: string;
  readonly projectKey: string;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly fetch?: typeof fetch;
}

const tokenSchema = z.object({ access_token: z.string(), expires_in: z.number() });

/**
 * CommercePort over the commercetools-compatible HTTP API with a client-credentials token
 * (the local server's /commerce/... by default). Tokens are fetched once and renewed before expiry.
 */
export class HttpCommerce implements CommercePort {
  private token?: { value: string; expiresAtMs: number };
  private readonly fetchFn: typeof fetch;

  constructor(private readonly config: HttpCommerceConfig) {
    this.fetchFn = config.fetch ?? fetch;
  }

  private async bearer(): Promise<string> {
    if (this.token && this.token.expiresAtMs > Date.now() + 60_000) return this.token.value;
    const basic = Buffer.from(`${this.config.clientId}:${this.config.clientSecret}`).toString('base64');
    const answer = await requestJson('commerce', `${this.config.baseUrl}/commerce/oauth/token`, {
      method: 'POST', headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' }, body: 'grant_type=client_credentials',
    }, this.fetchFn);
    const parsed = tokenSchema.safeParse(answer.body);
    if (answer.status !== 200 || !parsed.success) throw new PortError('commerce', `token request failed with HTTP ${answer.status}`, answer.status);
    this.token = { value: parsed.data.access_token, expiresAtMs: Date.now() + parsed.data.expires_in * 1000 };
    return this.token.value;
  }

  private async call(method: string, path: string, body?: unknown): Promise<HttpAnswer> {
    const headers: Record<string, string> = { authorization: `Bearer ${await this.bearer()}` };
    if (body !== undefined) headers['content-type'] = 'application/json';
    return requestJson('commerce', `${this.config.baseUrl}/commerce/${this.config.projectKey}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }, this.fetchFn);
  }

  private async getOne<T>(path: string, schema: z.ZodType<T>): Promise<T | undefined> {
    const a = await this.call('GET', path);
    if (a.status === 404) return undefined;
    if (a.status !== 200) throw new PortError('commerce', `GET ${path} answered HTTP ${a.status}`, a.status);
    return schema.parse(a.body);
  }

  private async result<T>(a: HttpAnswer, schema: z.ZodType<T>): Promise<Result<T>> {
    if (a.status >= 200 && a.status < 300) return ok(schema.parse(a.body));
    if (a.status >= 500) throw new PortError('commerce', `HTTP ${a.status}`, a.status);
    return err(toDomainError(a));
  }

  getCartById = (id: string) => this.getOne(`/carts/${encodeURIComponent(id)}`, cartSchema);
  getCartByKey = (key: string) => this.getOne(`/carts/key=${encodeURIComponent(key)}`, cartSchema);

  async getActiveCartOf(anonymousId: string): Promise<Cart | undefined> {
    const list = await this.getOne(`/carts?anonymousId=${encodeURIComponent(anonymousId)}`, z.object({ results: z.array(cartSchema) }));
    return list?.results[0];
  }

  async createCart(draft: CartDraft): Promise<Cart> {
    const r = await this.result(await this.call('POST', '/carts', draft), cartSchema);
    if (!r.ok) throw new PortError('commerce', r.error.message, 400);
    return r.value;
  }

  async updateCart(id: string, version: number, actions: readonly CartAction[]): Promise<Result<Cart>> {
    return this.result(await this.call('POST', `/carts/${encodeURIComponent(id)}`, { version, actions }), cartSchema);
  }

  async deleteCart(id: string, version: number): Promise<Result<Cart>> {
    return this.result(await this.call('DELETE', `/carts/${encodeURIComponent(id)}?version=${version}`), cartSchema);
  }

  async createOrderFromCart(input: OrderFromCartInput): Promise<Result<Order>> {
    const { cartId, ...rest } = input;
    return this.result(await this.call('POST', '/orders', { cart: { id: cartId }, ...rest }), orderSchema);
  }

  getOrderByNumber = (n: string) => this.getOne(`/orders/order-number=${encodeURIComponent(n)}`, orderSchema);
  getOrderByIdempotencyKey = (k: string) => this.getOne(`/orders/idempotency-key=${encodeURIComponent(k)}`, orderSchema);
  getOrderByReceiptToken = (t: string) => this.getOne(`/orders/receipt-token=${encodeURIComponent(t)}`, orderSchema);

  async listOrders(q: { limit: number; offset: number }): Promise<readonly Order[]> {
    const page = await this.getOne(`/orders?limit=${q.limit}&offset=${q.offset}`, z.object({ results: z.array(orderSchema) }));
    return page?.results ?? [];
  }

  async countOrdersByEmail(email: string): Promise<number> {
    const page = await this.getOne(`/orders?email=${encodeURIComponent(email)}`, z.object({ count: z.number() }));
    return page?.count ?? 0;
  }

  getProductByKey = (key: string) => this.getOne(`/product-projections/key=${encodeURIComponent(key)}`, productSchema);
  getProductBySku = (sku: string) => this.getOne(`/product-projections/sku=${encodeURIComponent(sku)}`, productSchema);
  getProductByPath = (path: string) => this.getOne(`/product-projections/path=${encodeURIComponent(path)}`, productSchema);

  async getProductsByKeys(keys: readonly string[]) {
    if (keys.length === 0) return []; // an empty `keys` parameter would list the whole catalogue
    const page = await this.getOne(`/product-projections?keys=${keys.map(encodeURIComponent).join(',')}`, z.object({ results: z.array(productSchema) }));
    return page?.results ?? [];
  }

  async listProducts(q: ProductQuery) {
    const cat = q.categoryKey ? `&category=${encodeURIComponent(q.categoryKey)}` : '';
    const page = await this.getOne(`/product-projections?limit=${q.limit}&offset=${q.offset}${cat}`, z.object({ total: z.number(), results: z.array(productSchema) }));
    return page ?? { total: 0, results: [] };
  }

  async listCategories() {
    const page = await this.getOne('/categories', z.object({ results: z.array(categorySchema) }));
    return page?.results ?? [];
  }

  getNutritionFacts = (productKey: string) => this.getOne(`/custom-objects/productNutritionFacts/${encodeURIComponent(productKey)}`, nutritionSchema);

  /** GET /custom-objects/{container}?where=id in ("a","b")&limit=100 (catalogue §7); a refused query (HTTP 400) throws a RangeError. */
  async getCustomObjectsByIds(container: string, ids: readonly string[]): Promise<readonly CustomObject[]> {
    if (ids.length === 0) return []; // `id in ()` is not a valid predicate
    const where = `id in (${ids.map((id) => JSON.stringify(id)).join(', ')})`;
    const path = `/custom-objects/${encodeURIComponent(container)}?where=${encodeURIComponent(where)}&limit=100`;
    const a = await this.call('GET', path);
    if (a.status === 400) throw new RangeError(errorSchema.safeParse(a.body).data?.message ?? 'custom object query refused (HTTP 400)');
    if (a.status !== 200) throw new PortError('commerce', `GET /custom-objects/${container} answered HTTP ${a.status}`, a.status);
    return z.object({ results: z.array(customObjectSchema) }).parse(a.body).results;
  }

  async listCartDiscounts(): Promise<readonly CartDiscountInfo[]> {
    const page = await this.getOne('/cart-discounts', z.object({ results: z.array(cartDiscountSchema) }));
    return page?.results ?? [];
  }

  async getDiscountCodeByCode(code: string): Promise<DiscountCodeInfo | undefined> {
    if (!/^[^"\\]{1,100}$/.test(code)) return undefined; // no code has quotes or backslashes; the predicate could not name it
    const page = await this.getOne(`/discount-codes?where=${encodeURIComponent(`code = ${JSON.stringify(code)}`)}`, z.object({ results: z.array(discountCodeSchema) }));
    return page?.results[0];
  }
}
