import type { ByProjectKeyRequestBuilder } from '@commercetools/platform-sdk';
import { z } from 'zod';
import { PortError } from '../../core/shared';
import { err, ok, type Result } from '../../core/shared';
import type { Cart } from '../../core/cart';
import type { CartAction } from '../../core/cart';
import type { Order } from '../../core/cart';
import type { CartDiscountInfo, DiscountCodeInfo } from '../../core/cart';
import type { Category, Product } from '../../core/catalogue';
import type { NutritionFacts } from '../../core/catalogue';
import { paymentSchema, totalLineSchema } from '../../ports/cart-action-schema';
import {
  MAX_CUSTOM_OBJECT_IDS,
  ORDER_NUMBER_SEQUENCE,
  type CartDraft,
  type CommercePort,
  type CustomObject,
  type OrderFromCartInput,
  type ProductQuery,
} from '../../ports/commerce';
import { createCtApi, run, type CtAnswer, type CtApiConfig } from './ct-api';
import { toDomainError } from './ct-errors';
import {
  ctCartDiscountSchema,
  ctCartSchema,
  ctCustomObjectSchema,
  ctErrorSchema,
  ctOrderSchema,
  ctPageSchema,
  ctProductSchema,
} from './ct-schemas';
import * as from from './from-ct';
import { CtReferences } from './ct-references';
import { ctAction, ctCartDraft, shipmentAddressesFor } from './to-ct';

/** Expansions asked for on carts and orders (WIRE.md). */
export const CART_EXPAND = [
  'discountCodes[*].discountCode',
  'lineItems[*].distributionChannel',
  'lineItems[*].price.discounted.discount',
  'paymentInfo.payments[*]',
];
const PRODUCT_EXPAND = ['masterVariant.prices[*].discounted.discount', 'variants[*].prices[*].discounted.discount'];
const nutritionValue = z.looseObject({
  servingSize: z.looseObject({ quantity: z.number() }),
  perServing: z.record(z.string(), z.unknown()),
});
const orderSchemas = { totals: z.array(totalLineSchema), payments: z.array(paymentSchema) };

/** `"text"` as a predicate string literal; refuses what the predicate language could not carry unescaped. */
function literal(value: string): string | undefined {
  return /^[^"\\\n]{0,500}$/.test(value) ? JSON.stringify(value) : undefined;
}

/**
 * CommercePort over the commercetools HTTP API with the official @commercetools/platform-sdk and ts-client
 * (client-credentials flow): the local server's `/commerce` by default, @labdigital/commercetools-mock in the
 * contract suite, or a real project. Channels and categories are cached for the process; discount codes and
 * product discounts are resolved by expansion, or fetched by id when the platform does not expand them.
 */
export class HttpCommerce implements CommercePort {
  private readonly api: ByProjectKeyRequestBuilder;
  private readonly refs: CtReferences;

  constructor(config: CtApiConfig) {
    this.api = createCtApi(config);
    this.refs = new CtReferences(this.api);
  }

  // ---- answers ----------------------------------------------------------------------------------------

  private async cartOf(a: CtAnswer): Promise<Cart> {
    const c = ctCartSchema.parse(a.body);
    return from.cart(c, await this.refs.lookup(c));
  }

  private async orderOf(body: unknown): Promise<Order> {
    const o = ctOrderSchema.parse(body);
    return from.order(o, await this.refs.lookup(o), orderSchemas);
  }

  private async cartResult(a: CtAnswer): Promise<Result<Cart>> {
    return a.status >= 200 && a.status < 300 ? ok(await this.cartOf(a)) : err(toDomainError(a));
  }

  private static found(a: CtAnswer, what: string): boolean {
    if (a.status === 404) return false;
    if (a.status !== 200) throw new PortError('commerce', `${what} answered HTTP ${a.status}`, a.status);
    return true;
  }

  // ---- carts ------------------------------------------------------------------------------------------

  async getCartById(ID: string): Promise<Cart | undefined> {
    const a = await run(
      this.api
        .carts()
        .withId({ ID })
        .get({ queryArgs: { expand: CART_EXPAND } }),
    );
    return HttpCommerce.found(a, 'GET /carts/{id}') ? this.cartOf(a) : undefined;
  }

  async getCartByKey(key: string): Promise<Cart | undefined> {
    const a = await run(
      this.api
        .carts()
        .withKey({ key })
        .get({ queryArgs: { expand: CART_EXPAND } }),
    );
    return HttpCommerce.found(a, 'GET /carts/key=') ? this.cartOf(a) : undefined;
  }

  async getActiveCartOf(anonymousId: string): Promise<Cart | undefined> {
    const id = literal(anonymousId);
    if (!id) return undefined;
    const a = await run(
      this.api.carts().get({
        queryArgs: {
          where: `anonymousId = ${id} and cartState = "Active"`,
          sort: 'lastModifiedAt desc',
          limit: 1,
          expand: CART_EXPAND,
        },
      }),
    );
    if (!HttpCommerce.found(a, 'GET /carts')) return undefined;
    const page = ctPageSchema(ctCartSchema).parse(a.body);
    const first = page.results[0];
    return first ? from.cart(first, await this.refs.lookup(first)) : undefined;
  }

  /**
   * Creates the cart as ctCartDraft plans it (custom type `cartFields`, the actions a CartDraft can carry); the rest
   * follow as one update.
   */
  async createCart(draft: CartDraft): Promise<Result<Cart>> {
    const plan = ctCartDraft(draft);
    const created = await this.cartResult(
      await run(this.api.carts().post({ body: plan.body, queryArgs: { expand: CART_EXPAND } })),
    );
    if (!created.ok || plan.rest.length === 0) return created;
    return this.updateCart(created.value.id, created.value.version, plan.rest);
  }

  /**
   * Applies `actions`; a Multiple-mode shipping method carries its shipment's address (read from the cart when the
   * batch lacks it).
   */
  async updateCart(ID: string, version: number, actions: readonly CartAction[]): Promise<Result<Cart>> {
    const needsStored = actions.some((a) => a.action === 'setCustomShippingMethod' && a.shippingKey !== undefined);
    const stored = needsStored ? await this.getCartById(ID) : undefined;
    const ctx = shipmentAddressesFor(actions, () => stored?.itemShippingAddresses) ?? {};
    return this.cartResult(
      await run(
        this.api
          .carts()
          .withId({ ID })
          .post({
            body: { version, actions: actions.map((a) => ctAction(a, ctx)) },
            queryArgs: { expand: CART_EXPAND },
          }),
      ),
    );
  }

  async deleteCart(ID: string, version: number): Promise<Result<Cart>> {
    return this.cartResult(
      await run(
        this.api
          .carts()
          .withId({ ID })
          .delete({ queryArgs: { version, expand: CART_EXPAND } }),
      ),
    );
  }

  // ---- orders -----------------------------------------------------------------------------------------

  /**
   * Returns the order of `idempotencyKey` when there is one; otherwise sets the payment's billing address on the
   * cart (when given), takes the next order number when none is given, and creates the order from the cart.
   */
  async createOrderFromCart(input: OrderFromCartInput): Promise<Result<Order>> {
    const prior = input.idempotencyKey ? await this.getOrderByIdempotencyKey(input.idempotencyKey) : undefined;
    if (prior) return ok(prior);
    let version = input.version;
    if (input.billingAddress) {
      const updated = await this.updateCart(input.cartId, version, [
        { action: 'setBillingAddress', address: input.billingAddress },
      ]);
      if (!updated.ok) return updated;
      version = updated.value.version;
    }
    const orderNumber = input.orderNumber ?? (await this.nextOrderNumber());
    const fields: Record<string, string> = {
      receiptToken: input.receiptToken,
      totals: JSON.stringify(input.totals),
      payments: JSON.stringify(input.payments),
    };
    if (input.idempotencyKey) fields.idempotencyKey = input.idempotencyKey;
    const a = await run(
      this.api.orders().post({
        body: {
          cart: { typeId: 'cart', id: input.cartId },
          version,
          orderNumber,
          custom: { type: { typeId: 'type', key: 'orderFields' }, fields },
        },
        queryArgs: { expand: CART_EXPAND },
      }),
    );
    return a.status === 201 || a.status === 200 ? ok(await this.orderOf(a.body)) : err(toDomainError(a));
  }

  async getOrderByNumber(orderNumber: string): Promise<Order | undefined> {
    const a = await run(
      this.api
        .orders()
        .withOrderNumber({ orderNumber })
        .get({ queryArgs: { expand: CART_EXPAND } }),
    );
    return HttpCommerce.found(a, 'GET /orders/order-number=') ? this.orderOf(a.body) : undefined;
  }

  private async orderWhere(where: string): Promise<Order | undefined> {
    const a = await run(this.api.orders().get({ queryArgs: { where, limit: 1, expand: CART_EXPAND } }));
    if (!HttpCommerce.found(a, 'GET /orders')) return undefined;
    const first = ctPageSchema(z.unknown()).parse(a.body).results[0];
    return first === undefined ? undefined : this.orderOf(first);
  }

  async getOrderByIdempotencyKey(key: string): Promise<Order | undefined> {
    const k = literal(key);
    return k ? this.orderWhere(`custom(fields(idempotencyKey = ${k}))`) : undefined;
  }

  async getOrderByReceiptToken(token: string): Promise<Order | undefined> {
    const t = literal(token);
    return t ? this.orderWhere(`custom(fields(receiptToken = ${t}))`) : undefined;
  }

  async listOrders(q: { limit: number; offset: number }): Promise<readonly Order[]> {
    const a = await run(
      this.api
        .orders()
        .get({ queryArgs: { sort: 'createdAt desc', limit: q.limit, offset: q.offset, expand: CART_EXPAND } }),
    );
    if (!HttpCommerce.found(a, 'GET /orders')) return [];
    return Promise.all(
      ctPageSchema(z.unknown())
        .parse(a.body)
        .results.map((o) => this.orderOf(o)),
    );
  }

  async countOrdersByEmail(email: string): Promise<number> {
    const e = literal(email);
    if (!e) return 0;
    const a = await run(
      this.api.orders().get({ queryArgs: { where: `customerEmail = ${e}`, limit: 0, withTotal: true } }),
    );
    return HttpCommerce.found(a, 'GET /orders') ? (ctPageSchema(z.unknown()).parse(a.body).total ?? 0) : 0;
  }

  // ---- products and categories ---------------------------------------------------------------------------

  /** By a `key in (…)` query rather than GET /product-projections/key={key}: one query form for one key or many. */
  async getProductByKey(key: string): Promise<Product | undefined> {
    return (await this.getProductsByKeys([key]))[0];
  }

  private async productsWhere(
    where: string | undefined,
    extra: { limit?: number; offset?: number; sort?: string } = {},
  ): Promise<{ total: number; results: Product[] }> {
    const a = await run(
      this.api
        .productProjections()
        .get({ queryArgs: { ...(where ? { where } : {}), ...extra, expand: PRODUCT_EXPAND, withTotal: true } }),
    );
    if (!HttpCommerce.found(a, 'GET /product-projections')) return { total: 0, results: [] };
    const page = ctPageSchema(ctProductSchema).parse(a.body);
    const lookup = await this.refs.lookup(page.results);
    return { total: page.total ?? page.results.length, results: page.results.map((p) => from.product(p, lookup)) };
  }

  async getProductByPath(path: string): Promise<Product | undefined> {
    const p = literal(path);
    return p
      ? (await this.productsWhere(`masterVariant(attributes(name = "productPath" and value = ${p}))`, { limit: 1 }))
          .results[0]
      : undefined;
  }

  async getProductBySku(sku: string): Promise<Product | undefined> {
    const s = literal(sku);
    return s
      ? (await this.productsWhere(`masterVariant(sku = ${s}) or variants(sku = ${s})`, { limit: 1 })).results[0]
      : undefined;
  }

  async getProductsByKeys(keys: readonly string[]): Promise<readonly Product[]> {
    const literals = keys.flatMap((k) => literal(k) ?? []);
    if (literals.length === 0) return [];
    const { results } = await this.productsWhere(`key in (${literals.join(', ')})`, {
      limit: Math.min(500, literals.length),
    });
    const byKey = new Map(results.map((p) => [p.key, p]));
    return keys.flatMap((k) => byKey.get(k) ?? []);
  }

  async listProducts(q: ProductQuery): Promise<{ total: number; results: readonly Product[] }> {
    let where: string | undefined;
    if (q.categoryKey !== undefined) {
      const { domain } = await this.refs.categories();
      const root = domain.find((c) => c.key === q.categoryKey);
      if (!root) return { total: 0, results: [] };
      const subtree = domain.filter((c) => c.path === root.path || c.path.startsWith(`${root.path}/`));
      where = `categories(id in (${subtree.map((c) => JSON.stringify(c.id)).join(', ')}))`;
    }
    return this.productsWhere(where, { limit: q.limit, offset: q.offset, sort: 'name.en-US asc' });
  }

  async listCategories(): Promise<readonly Category[]> {
    return (await this.refs.categories()).domain;
  }

  // ---- custom objects and discounts -------------------------------------------------------------------------

  async getNutritionFacts(productKey: string): Promise<NutritionFacts | undefined> {
    const found = await this.getCustomObject('productNutritionFacts', productKey);
    return found ? (nutritionValue.parse(found.value) as unknown as NutritionFacts) : undefined;
  }

  async getCustomObject(container: string, key: string): Promise<CustomObject | undefined> {
    const a = await run(this.api.customObjects().withContainerAndKey({ container, key }).get());
    if (!HttpCommerce.found(a, `GET /custom-objects/${container}/{key}`)) return undefined;
    const o = ctCustomObjectSchema.parse(a.body);
    return { id: o.id, key: o.key, value: o.value, version: o.version };
  }

  async setCustomObject(
    container: string,
    key: string,
    value: unknown,
    expectedVersion?: number,
  ): Promise<Result<CustomObject>> {
    const body = { container, key, value, ...(expectedVersion === undefined ? {} : { version: expectedVersion }) };
    const a = await run(this.api.customObjects().post({ body }));
    if (a.status === 200 || a.status === 201) {
      const o = ctCustomObjectSchema.parse(a.body);
      return ok({ id: o.id, key: o.key, value: o.value, version: o.version });
    }
    const e = toDomainError(a);
    return err(
      e.code === 'cart/version-conflict' || (a.status === 400 && /duplicate/i.test(e.message))
        ? { ...e, code: 'custom-object/version-conflict' }
        : e,
    );
  }

  /**
   * The next order number (ORDER_NUMBER_SEQUENCE): reads the sequence object and writes value + 1 at its version,
   * retrying on a conflict (another order took that number meanwhile); creates the object at the first number.
   * Throws PortError when the sequence stays contended or cannot be written.
   */
  private async nextOrderNumber(): Promise<string> {
    const { container, key, first } = ORDER_NUMBER_SEQUENCE;
    for (let attempt = 0; attempt < 10; attempt++) {
      const current = await this.getCustomObject(container, key);
      const last = current === undefined ? first - 1 : Number(current.value);
      if (!Number.isSafeInteger(last))
        throw new PortError(
          'commerce',
          `the order-number sequence holds ${JSON.stringify(current?.value)}, not a number`,
        );
      const written = await this.setCustomObject(container, key, last + 1, current?.version ?? 0);
      if (written.ok) return String(last + 1);
      if (written.error.code !== 'custom-object/version-conflict')
        throw new PortError('commerce', `the order-number sequence could not be advanced: ${written.error.message}`);
    }
    throw new PortError('commerce', 'the order-number sequence stayed contended after 10 attempts');
  }

  /**
   * GET /custom-objects/{container}?where=id in (…)&limit=100 (catalogue §7); a refused query (HTTP 400) throws a
   * RangeError.
   */
  async getCustomObjectsByIds(container: string, ids: readonly string[]): Promise<readonly CustomObject[]> {
    if (ids.length > MAX_CUSTOM_OBJECT_IDS)
      throw new RangeError(`at most ${MAX_CUSTOM_OBJECT_IDS} ids per query, got ${ids.length}`);
    const literals = ids.flatMap((id) => literal(id) ?? []);
    if (literals.length === 0) return []; // `id in ()` is not a valid predicate
    const a = await run(
      this.api
        .customObjects()
        .withContainer({ container })
        .get({ queryArgs: { where: `id in (${literals.join(', ')})`, limit: MAX_CUSTOM_OBJECT_IDS } }),
    );
    if (a.status === 400)
      throw new RangeError(ctErrorSchema.safeParse(a.body).data?.message ?? 'custom object query refused (HTTP 400)');
    if (!HttpCommerce.found(a, `GET /custom-objects/${container}`)) return [];
    const found = ctPageSchema(ctCustomObjectSchema).parse(a.body).results;
    const byId = new Map(found.map((o) => [o.id, { id: o.id, key: o.key, value: o.value }]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  async listCartDiscounts(): Promise<readonly CartDiscountInfo[]> {
    const a = await run(this.api.cartDiscounts().get({ queryArgs: { limit: 500, sort: 'sortOrder desc' } }));
    if (!HttpCommerce.found(a, 'GET /cart-discounts')) return [];
    return ctPageSchema(ctCartDiscountSchema)
      .parse(a.body)
      .results.map(from.cartDiscountInfo)
      .sort((x, y) => y.sortOrder - x.sortOrder);
  }

  async getDiscountCodeByCode(code: string): Promise<DiscountCodeInfo | undefined> {
    const c = literal(code);
    if (!c) return undefined; // no code has quotes or backslashes; the predicate could not name it
    const exact = await this.discountCodeWhere(`code = ${c}`);
    return (
      exact ??
      (code.toUpperCase() === code
        ? undefined
        : this.discountCodeWhere(`code = ${literal(code.toUpperCase()) ?? '""'}`))
    );
  }

  private async discountCodeWhere(where: string): Promise<DiscountCodeInfo | undefined> {
    const a = await run(this.api.discountCodes().get({ queryArgs: { where, limit: 1 } }));
    if (!HttpCommerce.found(a, 'GET /discount-codes')) return undefined;
    return from.discountCodeInfo(ctPageSchema(z.unknown()).parse(a.body).results[0]);
  }

  async getDiscountCodeById(ID: string): Promise<DiscountCodeInfo | undefined> {
    const a = await run(this.api.discountCodes().withId({ ID }).get());
    return HttpCommerce.found(a, 'GET /discount-codes/{id}') ? from.discountCodeInfo(a.body) : undefined;
  }
}
