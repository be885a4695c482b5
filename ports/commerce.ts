import type { Cart } from '../core/cart';
import type { Address, CountryCode } from '../core/cart';
import type { CartAction } from '../core/cart';
import type { Order } from '../core/cart';
import type { CartDiscountInfo, DiscountCodeInfo } from '../core/cart';
import type { Category, Product } from '../core/catalogue';
import type { NutritionFacts } from '../core/catalogue';
import type { Result } from '../core/shared';
import type { StoredValueDebit } from '../core/checkout';

/**
 * Commerce platform port with client-credentials (server and CLI) scope
 * (spec: core-cart-checkout §7 Commerce platform cart API; catalogue-gifting §7).
 *
 * Absent resources are `undefined`. Expected failures are Result errors with codes:
 * - 'cart/version-conflict' (HTTP 409 ConcurrentModification; details.currentVersion)
 * - 'cart/not-found', 'cart/invalid-action' (details.action), 'cart/not-active'
 * - 'discount/not-found', 'discount/max-application-reached'
 * - 'product/sku-not-found'
 * Throws PortError when the platform is unreachable.
 */
export interface CommercePort {
  /** The cart with this id, or undefined. */
  getCartById(id: string): Promise<Cart | undefined>;
  /** The cart with this key, or undefined. */
  getCartByKey(key: string): Promise<Cart | undefined>;
  /** The newest Active cart of an anonymous session (commercetools `anonymousId`), or undefined. */
  getActiveCartOf(anonymousId: string): Promise<Cart | undefined>;
  /** Creates an empty Active cart in USD. */
  /**
   * Creates a cart, with `draft.actions` applied in order before it is first stored: the cart exists only if
   * every action applies. Errors: those of the actions (product/not-found, discount/…, cart/…).
   */
  createCart(draft: CartDraft): Promise<Result<Cart>>;
  /**
   * Applies `actions` atomically if `version` is current; returns the new cart (version + 1). `read`: the cart as
   * the caller read it just before (optional); an implementation may start from it instead of reading the cart
   * again when its version is `version`, and must still refuse the write if the cart changed since (a 409).
   */
  updateCart(id: string, version: number, actions: readonly CartAction[], read?: Cart): Promise<Result<Cart>>;
  /** Deletes a cart when `version` is current. */
  deleteCart(id: string, version: number): Promise<Result<Cart>>;
  /**
   * Creates an order from the cart at `version` and marks the cart Ordered, atomically. When an order with the
   * same `idempotencyKey` exists, returns that order instead (a retried call never places a second order).
   */
  createOrderFromCart(input: OrderFromCartInput): Promise<Result<Order>>;
  /** The order with this order number, or undefined. */
  getOrderByNumber(orderNumber: string): Promise<Order | undefined>;
  /** The order placed with this idempotency key, or undefined (lets a retried place-order find its order). */
  getOrderByIdempotencyKey(key: string): Promise<Order | undefined>;
  /** The order with this receipt token, or undefined. */
  getOrderByReceiptToken(token: string): Promise<Order | undefined>;
  /** Orders, newest first. */
  listOrders(query: { readonly limit: number; readonly offset: number }): Promise<readonly Order[]>;
  /**
   * Number of orders placed with this e-mail: without regard to case on the embedded engine; through the
   * commercetools API by the e-mail's exact case, the only way commercetools compares strings (WIRE.md Orders).
   */
  countOrdersByEmail(email: string): Promise<number>;
  /** Product projection by key, or undefined. */
  getProductByKey(key: string): Promise<Product | undefined>;
  /** Product projection at this storefront path (e.g. '/nuts/dry-roasted-almonds'), or undefined. */
  getProductByPath(path: string): Promise<Product | undefined>;
  /** Product projection holding the variant with this SKU, or undefined. */
  getProductBySku(sku: string): Promise<Product | undefined>;
  /** Product projections by key list, in the order of `keys`; unknown keys are skipped. */
  getProductsByKeys(keys: readonly string[]): Promise<readonly Product[]>;
  /** Product projections, optionally in a category (and its sub-categories), ordered by name. */
  listProducts(query: ProductQuery): Promise<{ readonly total: number; readonly results: readonly Product[] }>;
  /** Every category, ordered by orderHint. */
  listCategories(): Promise<readonly Category[]>;
  /** Nutrition facts: custom object in container 'productNutritionFacts' keyed by product key (catalogue §7). */
  getNutritionFacts(productKey: string): Promise<NutritionFacts | undefined>;
  /**
   * Custom objects of `container` by id (e.g. container 'tags' with a product's `tagReferences`; catalogue §7),
   * in the order of `ids`; unknown ids are skipped. At most MAX_CUSTOM_OBJECT_IDS ids: more throw a RangeError.
   */
  getCustomObjectsByIds(container: string, ids: readonly string[]): Promise<readonly CustomObject[]>;
  /** The custom object `container`/`key` with its version, or undefined (core-cart-checkout §7 custom objects). */
  getCustomObject(container: string, key: string): Promise<CustomObject | undefined>;
  /**
   * Writes the custom object `container`/`key` as commercetools' POST /custom-objects does: without
   * `expectedVersion` it creates or replaces; with 0 it only creates; with n it replaces only version n.
   * Only container ORDER_NUMBER_SEQUENCE.container is writable on the local server. Errors:
   * 'custom-object/version-conflict' (HTTP 409; details.currentVersion) when the version does not match;
   * 'custom-object/read-only' for another container.
   */
  setCustomObject(
    container: string,
    key: string,
    value: unknown,
    expectedVersion?: number,
  ): Promise<Result<CustomObject>>;
  /** Every cart discount, highest sortOrder first (core-cart-checkout §7). */
  listCartDiscounts(): Promise<readonly CartDiscountInfo[]>;
  /** The discount code with this code (case-insensitive), active or not, or undefined. */
  getDiscountCodeByCode(code: string): Promise<DiscountCodeInfo | undefined>;
  /** The discount code with this id, active or not, or undefined. */
  getDiscountCodeById(id: string): Promise<DiscountCodeInfo | undefined>;
}

/** Most ids one getCustomObjectsByIds call takes (the platform's page limit). */
export const MAX_CUSTOM_OBJECT_IDS = 100;

/** A custom object: a JSON `value` stored under `key` in a container, with a platform-wide `id` and its `version`. */
export interface CustomObject {
  readonly id: string;
  readonly key: string;
  readonly value: unknown;
  readonly version?: number;
}

/**
 * The order-number sequence (core-cart-checkout §3 Order orderNumber): a custom object whose value is the last
 * number assigned. commercetools does not number orders, so whoever creates an order without a number takes the
 * next one by a versioned write of this object (the embedded engine in the same transaction as the order).
 */
export const ORDER_NUMBER_SEQUENCE = { container: 'sequences', key: 'orderNumber', first: 100001 } as const;

/**
 * A new cart: optional key, owner (anonymousId for a browser session) and e-mail, and its first contents as
 * update actions (commercetools' CartDraft lineItems, customLineItems, addresses, discountCodes and custom fields).
 */
export interface CartDraft {
  readonly key?: string;
  readonly anonymousId?: string;
  readonly customerId?: string;
  readonly customerEmail?: string;
  /**
   * Single (default): one shipping method for the cart; Multiple: one per shipment key
   * (spec: core-cart-checkout §4 Cart shipping modes). As in commercetools, it is set when the cart is created.
   */
  readonly shippingMode?: 'Single' | 'Multiple';
  /** Where the cart ships and is priced (commercetools Cart.country); unset when the draft has none. */
  readonly country?: CountryCode;
  /** The cart's locale (commercetools Cart.locale), e.g. 'en-US'. */
  readonly locale?: string;
  /**
   * Applied in order to the new cart before it is stored, all or none (spec: core-cart-checkout §4 "Cart edits are
   * action lists").
   */
  readonly actions?: readonly CartAction[];
}

/** Input to create an order: the cart id and version, the payments made and an idempotency key. */
export interface OrderFromCartInput {
  readonly cartId: string;
  readonly version: number;
  /** Assigned from the order-number sequence when absent. */
  readonly orderNumber?: string;
  readonly receiptToken: string;
  readonly idempotencyKey?: string;
  /** Billing address of the payment (without e-mail); the cart's own billing address when absent. */
  readonly billingAddress?: Address;
  readonly payments: Order['payments'];
  readonly totals: Order['totals'];
  /**
   * What gift certificates and store credit pay, taken in the order's own transaction: each nonce is spent and the
   * balance lowered only if it still holds the amount; otherwise no order is created and the answer is
   * 'payment/insufficient-balance'. Only the embedded engine holds stored value; another engine refuses debits.
   */
  readonly storedValueDebits?: readonly StoredValueDebit[];
  /** Who placed the order (core-cart-checkout §6): 'Employee' for an admin agent in CX mode, else 'Customer'. */
  readonly placedBy?: Order['placedBy'];
  /**
   * How it was placed: 'CX' by an agent; when absent, 'Customer' if the cart's owner is a customer account, else
   * 'Guest'.
   */
  readonly checkoutType?: Order['checkoutType'];
}

/** Product listing query: `categoryKey` includes sub-categories; `limit` at most 500. */
export interface ProductQuery {
  readonly categoryKey?: string;
  readonly limit: number;
  readonly offset: number;
}
