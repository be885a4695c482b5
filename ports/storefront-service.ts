import type { CustomizerPageData, GiftBundlePageData } from '../core/customizers';
import type { ChangePaymentMethodInput, PaymentAdjustmentInput } from '../core/checkout';
import type { Cart } from '../core/cart';
import type { Order } from '../core/cart';
import type { Result } from '../core/shared';
import type { CountryCode } from '../core/cart';
import type { CarrierOptions, PredictedShipping, ShipmentRequest, ShippingOfferSet } from '../core/shipping';
import type { ProductCard, WholesalePageData } from '../core/catalogue';
import type { PreparedCart, ReorderableOrder, ReorderResult } from '../core/checkout';
import type { GiftedTraysCatalog, TrayCategory } from './gifted-trays';
import type { AddToCartInput, PlaceOrderInput, ResolvedPage, SelectDeliveryOptionInput } from './storefront-backend';

/**
 * The storefront backend's use cases as the local server drives them, with the caller's session
 * (`anonymousId`) passed explicitly. Built by the Node composition root from core use cases; the server
 * turns each Result into the response envelope of spec core-cart-checkout §7.
 */
export interface StorefrontService {
  /**
   * POST /cart for the session `anonymousId`; `options.newSession`: the session began with this request, so it has no
   * cart yet (the use case skips looking one up).
   */
  addToCart(
    anonymousId: string,
    input: AddToCartInput,
    options?: { readonly newSession?: boolean },
  ): Promise<Result<{ cart: Cart; cart_line: { id: string; quantity_added: number } }>>;
  resolvePath(path: string): Promise<ResolvedPage>;
  /** A builder page's data (catalogue-gifting §2, §4): undefined for a path that is no builder page. */
  customizerPage(path: string): Promise<CustomizerPageData | undefined>;
  /**
   * The gift box bundle's data (catalogue-gifting §1, §2 Gift box shipments details, /bundle-customizer; §3): undefined
   * when the catalogue lacks it; absent where the server offers no bundle.
   */
  giftBundle?(): Promise<GiftBundlePageData | undefined>;
  /**
   * The /wholesale page's data (core-cart-checkout §6 "A bulk wholesale item is offered only if its variant name
   * contains 'individually wrapped'"; shell-account §1): the offered wholesale cases by category; absent where the
   * server offers no wholesale page.
   */
  wholesale?(): Promise<WholesalePageData>;
  /**
   * POST /api/shipping-calculator: offer sets honouring the request's allow flags on top of the session owner's
   * stored ones (`ownerId`: a signed-in customer's id, or the anonymous id; core-cart-checkout §7).
   */
  calculateShipping(input: {
    shipments: readonly ShipmentRequest[];
    carrierOptions?: Partial<CarrierOptions>;
    ownerId?: string;
  }): Promise<Result<readonly ShippingOfferSet[]>>;
  predictedShipping(): PredictedShipping;
  /** The ship dates for a country or a shipment of the session's cart (ListShipDates). */
  shipDates(
    anonymousId: string | undefined,
    input: { readonly country: CountryCode } | { readonly shipmentKey: string },
  ): Promise<Result<{ shipDates: readonly string[] }>>;
  restrictedCountrySkus(skus: readonly string[]): Promise<Readonly<Record<string, readonly CountryCode[]>>>;
  selectDeliveryOption(anonymousId: string, input: SelectDeliveryOptionInput): Promise<Result<Cart>>;
  /**
   * PlaceOrder for the session's cart; `cx` when a CX agent places it (the server sets it from the session's
   * permission, core §6): the 'offline' nonce is allowed, placed-by and checkout type follow.
   */
  placeOrder(
    anonymousId: string,
    input: PlaceOrderInput & { readonly cx?: { readonly agentCustomerId: string; readonly isAdmin: boolean } },
  ): Promise<Result<{ order: Order; receiptToken: string }>>;
  getReceipt(token: string): Promise<Order | undefined>;
  /** SetPaymentAdjustment on a cart by id (CX agents only: the route checks the staff permission). */
  setPaymentAdjustment(input: PaymentAdjustmentInput): Promise<Result<Cart>>;
  /**
   * ChangePaymentMethod (core-cart-checkout §7): pays an order whose capture was declined with the card behind
   * `nonce`; `ownerId` is the session's owner id. 'route/not-found' where orders keep no payment state.
   */
  changePaymentMethod(input: ChangePaymentMethodInput): Promise<Result<Order>>;
  isFirstOrder(receiptToken: string): Promise<{ isFirstOrder: boolean; orderCount: number } | undefined>;
  /**
   * Recently purchased products of the session, newest first, at most `limit` (catalogue-gifting §7); [] without a
   * session or orders.
   */
  recentPurchases(anonymousId: string | undefined, limit: number): Promise<readonly ProductCard[]>;
  /** Product cards of a category from the search index, at most `limit` (catalogue-gifting §4 Recommendations). */
  categoryRecommendations(categoryKey: string, limit: number): Promise<readonly ProductCard[]>;
  /** Cards of the given product keys in that order, at most `limit` (a targeting variation's list); absent: none. */
  productRecommendations?(productKeys: readonly string[], limit: number): Promise<readonly ProductCard[]>;
  /** The gift trays' choices and category tree (catalogue-gifting §7 GET /api/gifted-trays/catalog). */
  trayCatalog(category: TrayCategory | undefined): Promise<GiftedTraysCatalog>;
  /** The session's favorite product keys, most recent first; [] without a session. */
  favorites(anonymousId: string | undefined): Promise<readonly string[]>;
  /**
   * Adds (`favorite` true) or removes a favorite; the favorites afterwards, or 'product/not-found' when adding an
   * unknown key.
   */
  setFavorite(anonymousId: string, productKey: string, favorite: boolean): Promise<Result<readonly string[]>>;
  /**
   * The favorites an anonymous session saved become the customer's when it signs in (catalogue-gifting §7
   * favorites): merged into the customer's list, the anonymous list emptied; nothing when both ids are the same.
   */
  adoptFavorites(anonymousOwnerId: string, customerId: string): Promise<void>;
  /** The owner's favorites as product cards, most recent first (shell-account §1 /account/favorites). */
  favoriteCards(ownerId: string): Promise<readonly ProductCard[]>;
  /** The signed-in customer's orders, newest first (shell-account §2 Order History). */
  customerOrders(customerId: string): Promise<readonly Order[]>;
  /** The customer's order of this number; undefined when there is none or it is another's (/orders/{id}). */
  customerOrder(customerId: string, orderNumber: string): Promise<Order | undefined>;
  /** Easy Reorder: the products of the customer's past orders (cards, still sold) and the orders with their lines. */
  easyReorder(customerId: string): Promise<{
    readonly products: readonly ProductCard[];
    readonly orders: readonly ReorderableOrder[];
  }>;
  /**
   * Copies the still-available lines of the customer's order into the owner's cart and marks the cart
   * copiedFromOrderNumber; 'order/not-found' for an order that is not the customer's.
   */
  reorder(ownerId: string, customerId: string, orderNumber: string): Promise<Result<ReorderResult>>;
  /**
   * Cart preparation before checkout (core-cart-checkout §4; POST /api/checkout/prepare and the server-rendered
   * checkout pages): the owner's cart without its out-of-stock, inactive and backordered lines, and those lines.
   */
  prepareCart(ownerId: string): Promise<Result<PreparedCart>>;
  /** POST /api/orders/clear-copied-order: unsets the owner's cart's copiedFromOrderNumber; null without a cart. */
  clearCopiedOrder(ownerId: string): Promise<Result<Cart | null>>;
}
