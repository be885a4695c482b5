import type { Cart } from '../core/cart';
import type { Address, CountryCode } from '../core/cart';
import type { Order } from '../core/cart';
import type { Category, Product } from '../core/catalogue';
import type { ProductCard } from '../core/catalogue';
import type { NutrientClaimId, NutritionFacts } from '../core/catalogue';
import type { Envelope } from '../core/notifications';
import type { ConversionPurchase } from '../core/analytics';
import type { CarrierOptions, PredictedShipping, ShipmentRequest, ShippingOfferSet } from '../core/shipping';
import type { ContentEntry } from '../core/content';

/**
 * The storefront backend as the browser sees it, scoped to the caller's session
 * (spec: core-cart-checkout §7 Calls; catalogue-gifting §7). Every answer uses the envelope of §7;
 * expected failures come back as `errors` in the envelope, never as exceptions.
 * Throws PortError only when the backend is unreachable.
 */
export interface StorefrontBackendPort {
  /** POST /cart with cart_sku: adds a variant to the session's cart (creating the cart). */
  addToCart(
    input: AddToCartInput,
  ): Promise<
    Envelope<{ readonly cart: Cart; readonly cart_line: { readonly id: string; readonly quantity_added: number } }>
  >;
  /** GET /api/resolve-path?path=...: the page type and its props; unknown paths give pageType '404'. */
  resolvePath(path: string): Promise<Envelope<ResolvedPage>>;
  /** GET /api/predicted-shipping: the next shipping cutoff for the session. */
  getPredictedShipping(): Promise<Envelope<PredictedShipping>>;
  /** GET /api/shipping-calculator/ship-dates?shipmentKey=...: the warehouse's ship days over the next 30 days. */
  getShipDates(shipmentKey: string): Promise<Envelope<{ readonly shipDates: readonly string[] }>>;
  /** POST /api/shipping-calculator: offer sets for the shipments. */
  calculateShipping(input: {
    readonly shipments: readonly ShipmentRequest[];
    readonly carrierOptions?: Partial<CarrierOptions>;
  }): Promise<Envelope<{ readonly offerSets: readonly ShippingOfferSet[] }>>;
  /** GET /api/restricted-country-skus?skus=a,b: map of SKU to countries it cannot ship to. */
  getRestrictedCountrySkus(
    skus: readonly string[],
  ): Promise<Envelope<{ readonly restrictedCountrySkus: Readonly<Record<string, readonly CountryCode[]>> }>>;
  /** POST /api/checkout/delivery: the server prices the chosen option and sets it on the shipment. */
  selectDeliveryOption(input: SelectDeliveryOptionInput): Promise<Envelope<{ readonly cart: Cart }>>;
  /** POST /api/checkout/place-order: validates and places the order (409 when the version is stale). */
  placeOrder(input: PlaceOrderInput): Promise<Envelope<{ readonly order: Order; readonly receiptToken: string }>>;
  /** GET /api/orders/receipt?token=...: the order for a receipt token. */
  getReceipt(token: string): Promise<Envelope<{ readonly order: Order }>>;
  /**
   * POST /api/orders/change-payment-method {receiptToken | orderNumber, nonce} (core-cart-checkout §7): pays an order
   * whose card capture was declined with a new card; the order, now 'Paid' (errors: 'order/not-found',
   * 'order/payment-not-failed', 'payment/declined' with the gateway's message).
   */
  changePaymentMethod(
    input: { readonly receiptToken: string } | { readonly orderNumber: string },
    nonce: string,
  ): Promise<Envelope<{ readonly order: Order }>>;
  /**
   * POST /api/events/fb (core-cart-checkout §7): the purchase beacon with hashed e-mail, phone and name, sent with
   * keepalive so it survives leaving the page. Fire and forget: never throws.
   */
  sendPurchaseBeacon(body: ConversionPurchase): Promise<void>;
  /**
   * POST /api/dy/engagement (catalogue-gifting §7: form decision_id, variation_id; shell-account §4 "Engagement with
   * a targeting decision is reported with decision_id and variation_id"): a click on a card a targeting decision
   * chose, sent with keepalive so it survives the navigation. Fire and forget: never throws.
   */
  reportEngagement(decisionId: string, variationId: number): Promise<void>;
  /** GET /api/orders/is-first-order?receiptToken=... */
  isFirstOrder(
    receiptToken: string,
  ): Promise<Envelope<{ readonly isFirstOrder: boolean; readonly orderCount: number }>>;
  /**
   * GET /api/recommendations/recent-purchases?limit= (catalogue-gifting §7): the session's recently purchased
   * products, newest first; `limit` defaults to 20 on the server when absent. Empty without orders.
   */
  getRecentPurchases(limit?: number): Promise<Envelope<readonly ProductCard[]>>;
  /**
   * GET of a webstore recommendation list at `path` as passed in (catalogue-gifting §7), e.g.
   * '/api/recommendations/category?key=nuts'.
   */
  getRecommendationList(path: string): Promise<Envelope<readonly ProductCard[]>>;
  /**
   * POST /contents.html with ACTION=ADD_BASKET, ITEM_KEY={productKey} and WISHLIST=1 (add) or DELETE_WISHLIST=1
   * (remove) (catalogue-gifting §7): the session's favorite product keys afterwards.
   */
  setFavorite(productKey: string, favorite: boolean): Promise<Envelope<FavoritesData>>;
  /** GET /api/favorites: the session's favorite product keys (a local read call; the spec shows none). */
  getFavorites(): Promise<Envelope<FavoritesData>>;
  /**
   * POST /api/orders/clear-copied-order (core-cart-checkout §7): the session's cart no longer names the order it was
   * copied from (shell-account §3 Cart (shell view) copiedFromOrderNumber); `cart` null without a cart.
   */
  clearCopiedOrder(): Promise<Envelope<{ readonly cart: Cart | null }>>;
  /**
   * POST /api/checkout/prepare: cart preparation before checkout (core-cart-checkout §4): the session's cart without
   * its out-of-stock, inactive and backordered lines (`cart` null without one); when it removed lines, one error per
   * line ('{item}: Sorry, this item is out of stock and has been removed from your cart.') and a redirect to /cart.
   */
  prepareCart(): Promise<Envelope<{ readonly cart: Cart | null }>>;
}

/** The session's favorite product keys, most recently added first. */
export interface FavoritesData {
  readonly favorites: readonly string[];
}

/**
 * cart_sku of POST /cart: `sku_external_id`, integer `quantity` ≥ 1, optional list metadata and digital-gift recipients
 * (JSON).
 */
export interface AddToCartInput {
  readonly sku: string;
  readonly quantity: number;
  readonly listMetadata?: string;
  readonly recipientsJson?: string;
  /** A greeting card line's message (core-cart-checkout §4 greeting card lines; cart_sku greeting_card_message). */
  readonly greetingCardMessage?: string;
  /**
   * The digital gift line a greeting card goes with: that line's custom.externalId (cart_sku parent_external_id;
   * core-cart-checkout §3 parentExternalId). The card then rides with the gift to its recipients.
   */
  readonly parentExternalId?: string;
  /**
   * A custom item (catalogue-gifting §3, §4 customizers): its encoded selection and, for a mix, its name; the server
   * prices it ('customization' of cart_sku).
   */
  readonly customization?: { readonly selection: string; readonly name?: string };
}

/** Input of the delivery step: the cart version seen by the browser, a shipment key and an option id. */
export interface SelectDeliveryOptionInput {
  readonly cartId: string;
  readonly version: number;
  readonly shipmentKey: string;
  readonly shippingMethodId: string;
  /** A later delivery date (YYYY-MM-DD) the option allows (core's requestedDateChoices); absent: its latest arrival. */
  readonly requestedDeliveryOn?: string;
}

/** Input of place order (spec: core-cart-checkout §7 place order). Nonces come from the payment gateway. */
export interface PlaceOrderInput {
  readonly cartId: string;
  readonly version: number;
  readonly paymentNonces: readonly string[];
  readonly billingAddress?: Address;
  /** Makes a retried call return the same order instead of placing a second one. */
  readonly idempotencyKey: string;
}

/** A page resolved from a path (spec: core-cart-checkout §2 Other routes). */
export type ResolvedPage =
  | {
      readonly pageType: 'HomePage';
      /** `content`: the home page's 'page' entry (urlPath '/'), when one is served (shell-account §2 Page content). */
      readonly props: {
        readonly categories: readonly Category[];
        readonly featured: readonly ProductCard[];
        readonly content?: ContentEntry;
      };
    }
  | { readonly pageType: 'CategoryLandingPage' | 'CategoryListingPage'; readonly props: CategoryPageProps }
  | { readonly pageType: 'ProductPage'; readonly props: ProductPageProps }
  /** A customizer product's page (catalogue-gifting §2): the custom mix 9905 and the gift trays 9900 and 9901. */
  | { readonly pageType: 'CustomMixesPage' | 'CustomTraysPage'; readonly props: ProductPageProps }
  | { readonly pageType: 'MagicLinkPage' | 'ResetPasswordPage'; readonly props: SignKeyPageProps }
  /**
   * A content page (core-cart-checkout §2 "content page", "referral page"): the published 'page' entry whose
   * targeting serves this path (core/content), e.g. /about-us, /help, /shipping, /refer, the legal pages.
   */
  | { readonly pageType: 'ContentPage' | 'ReferralPage'; readonly props: ContentPageProps }
  | { readonly pageType: '404'; readonly props: Readonly<Record<string, never>> };

/** Props of a content page: its 'page' entry (core/content `ContentEntry`, data by `pageDataSchema`). */
export interface ContentPageProps {
  readonly entry: ContentEntry;
}

/**
 * Props of the temporary pages a mailed link opens (spec: core-cart-checkout §2 "magic-link page, reset-password
 * page"): '/sign/magic-link/{key}' and '/sign/reset-password/{key}'. `status` is 'expired' for a key that is
 * unknown, used or past its time (the expired-link page, shell-account §8); `setPassword` when the reset key sets
 * a guest account's first password.
 */
export interface SignKeyPageProps {
  readonly key: string;
  readonly status: 'valid' | 'expired';
  readonly setPassword: boolean;
}

/**
 * Props of a category page: the category (with its `customPageTitle` and `metaDescription` when set, catalogue-gifting
 * §3), its ancestors (root first), sub-categories and product cards.
 */
export interface CategoryPageProps {
  readonly category: Category;
  readonly ancestors: readonly Category[];
  readonly children: readonly Category[];
  readonly products: readonly ProductCard[];
  readonly total: number;
}

/**
 * Props of a product page: the product (with its `customPageTitle` and `metaDescription` when set, catalogue-gifting
 * §3 Product), its category ancestors (root first), nutrition facts when known, its 'Contains' statement (undefined
 * for what is not a food) and the tooltip of each nutrient content claim it makes (core/catalogue
 * `productAllergenStatement`, `claimTooltipsOf`: worded on the server, so the page's script carries neither the
 * allergen labels nor the reference amount table).
 */
export interface ProductPageProps {
  readonly product: Product;
  readonly ancestors: readonly Category[];
  readonly nutritionFacts?: NutritionFacts;
  readonly allergenStatement?: string;
  readonly claimTooltips?: Readonly<Partial<Record<NutrientClaimId, string>>>;
}
