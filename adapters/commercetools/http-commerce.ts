import type { ByProjectKeyRequestBuilder } from '@commercetools/platform-sdk';
import { z } from 'zod';
import { domainError, err, ok, type Result } from '../../core/shared';
import type { Cart } from '../../core/cart';
import type { CartAction } from '../../core/cart';
import type { Order } from '../../core/cart';
import type { CartDiscountInfo, DiscountCodeInfo } from '../../core/cart';
import { paymentSchema, totalLineSchema } from '../../ports/cart-action-schema';
import { type CartDraft, type CommercePort, type OrderFromCartInput, type ProductQuery } from '../../ports/commerce';
import { createCtApi, run, type CtAnswer, type CtApiConfig } from './ct-api';
import { toDomainError } from './ct-errors';
import { ctCartDiscountSchema, ctCartSchema, ctOrderSchema, ctPageSchema } from './ct-schemas';
import * as from from './from-ct';
import { CtCatalogueReads } from './ct-catalogue-reads';
import { CtCustomObjects } from './ct-custom-objects';
import { isFound, literal } from './ct-read-helpers';
import { CtReferences } from './ct-references';
import { ctAction, ctCartDraft, shipmentAddressesFor } from './to-ct';

/** Expansions asked for on carts and orders (WIRE.md). */
export const CART_EXPAND = [
  'discountCodes[*].discountCode',
  'lineItems[*].distributionChannel',
  'lineItems[*].price.discounted.discount',
  'paymentInfo.payments[*]',
];
const orderSchemas = { totals: z.array(totalLineSchema), payments: z.array(paymentSchema) };

/**
 * CommercePort over the commercetools HTTP API with the official @commercetools/platform-sdk and ts-client
 * (client-credentials flow): the local server's `/commerce` by default, @labdigital/commercetools-mock in the
 * contract suite, or a real project. Channels and categories are cached for the process; discount codes and
 * product discounts are resolved by expansion, or fetched by id when the platform does not expand them.
 */
export class HttpCommerce implements CommercePort {
  private readonly api: ByProjectKeyRequestBuilder;
  private readonly refs: CtReferences;
  private readonly catalogue: CtCatalogueReads;
  private readonly objects: CtCustomObjects;

  constructor(config: CtApiConfig) {
    this.api = createCtApi(config);
    this.refs = new CtReferences(this.api);
    this.catalogue = new CtCatalogueReads(this.api, this.refs);
    this.objects = new CtCustomObjects(this.api);
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

  // ---- carts ------------------------------------------------------------------------------------------

  async getCartById(ID: string): Promise<Cart | undefined> {
    const a = await run(
      this.api
        .carts()
        .withId({ ID })
        .get({ queryArgs: { expand: CART_EXPAND } }),
    );
    return isFound(a, 'GET /carts/{id}') ? this.cartOf(a) : undefined;
  }

  async getCartByKey(key: string): Promise<Cart | undefined> {
    const a = await run(
      this.api
        .carts()
        .withKey({ key })
        .get({ queryArgs: { expand: CART_EXPAND } }),
    );
    return isFound(a, 'GET /carts/key=') ? this.cartOf(a) : undefined;
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
    if (!isFound(a, 'GET /carts')) return undefined;
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
    // Stored value lives in the embedded database only: commercetools cannot take it in the order's transaction.
    if (input.storedValueDebits?.length) {
      const message = 'Gift certificates and store credit cannot pay on this commerce platform.';
      return err(domainError('payment/insufficient-balance', message));
    }
    let version = input.version;
    if (input.billingAddress) {
      const updated = await this.updateCart(input.cartId, version, [
        { action: 'setBillingAddress', address: input.billingAddress },
      ]);
      if (!updated.ok) return updated;
      version = updated.value.version;
    }
    const orderNumber = input.orderNumber ?? (await this.objects.nextOrderNumber());
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
    return isFound(a, 'GET /orders/order-number=') ? this.orderOf(a.body) : undefined;
  }

  private async orderWhere(where: string): Promise<Order | undefined> {
    const a = await run(this.api.orders().get({ queryArgs: { where, limit: 1, expand: CART_EXPAND } }));
    if (!isFound(a, 'GET /orders')) return undefined;
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
    if (!isFound(a, 'GET /orders')) return [];
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
    return isFound(a, 'GET /orders') ? (ctPageSchema(z.unknown()).parse(a.body).total ?? 0) : 0;
  }

  // ---- products and categories (CtCatalogueReads), custom objects (CtCustomObjects) -------------------------

  getProductByKey = (key: string) => this.catalogue.getProductByKey(key);
  getProductByPath = (path: string) => this.catalogue.getProductByPath(path);
  getProductBySku = (sku: string) => this.catalogue.getProductBySku(sku);
  getProductsByKeys = (keys: readonly string[]) => this.catalogue.getProductsByKeys(keys);
  listProducts = (q: ProductQuery) => this.catalogue.listProducts(q);
  listCategories = () => this.catalogue.listCategories();
  getNutritionFacts = (productKey: string) => this.objects.getNutritionFacts(productKey);
  getCustomObject = (container: string, key: string) => this.objects.getCustomObject(container, key);
  setCustomObject = (container: string, key: string, value: unknown, expectedVersion?: number) =>
    this.objects.setCustomObject(container, key, value, expectedVersion);
  getCustomObjectsByIds = (container: string, ids: readonly string[]) =>
    this.objects.getCustomObjectsByIds(container, ids);

  // ---- discounts -------------------------------------------------------------------------

  async listCartDiscounts(): Promise<readonly CartDiscountInfo[]> {
    const a = await run(this.api.cartDiscounts().get({ queryArgs: { limit: 500, sort: 'sortOrder desc' } }));
    if (!isFound(a, 'GET /cart-discounts')) return [];
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
    if (!isFound(a, 'GET /discount-codes')) return undefined;
    return from.discountCodeInfo(ctPageSchema(z.unknown()).parse(a.body).results[0]);
  }

  async getDiscountCodeById(ID: string): Promise<DiscountCodeInfo | undefined> {
    const a = await run(this.api.discountCodes().withId({ ID }).get());
    return isFound(a, 'GET /discount-codes/{id}') ? from.discountCodeInfo(a.body) : undefined;
  }
}
