import { ACCOUNT_ERROR_CODES, BUSINESS_ERROR_CODES, CONTENT_ERROR_CODES } from './account-error-codes';

export { ACCOUNT_ERROR_CODES, BUSINESS_ERROR_CODES, CONTENT_ERROR_CODES };

/**
 * Every stable code an expected failure (`DomainError.code`, core/shared/result.ts) may carry, grouped by the
 * thing that failed (DESIGN §3.4). Each driver maps them in one exhaustive table: the HTTP status
 * (adapters/embedded/server/error-status.ts), the CLI exit code (cli/exit-codes.ts), the shopper's text
 * (ui/copy/errors.ts); a code added here without an entry there does not compile. Codes cross the wire as the
 * local server's `nutshellCode` and as storefront envelope keys; readers parse them with `errorCodeSchema`
 * (error-code-schema.ts), never a cast. Zod-free, so the browser's first JavaScript can import it.
 */

/**
 * Carts (spec: core-cart-checkout §3 Cart, §4 Cart shipping modes, §8 Error catalogue):
 * - 'cart/not-found': no cart with that id or key, or not the caller's session's ("Can't update cart before loading");
 * - 'cart/version-conflict': the cart changed since it was read; `details.currentVersion` is its version now;
 * - 'cart/not-active': the cart is ordered and can no longer change ("Can't update order", "Cart cannot be modified");
 * - 'cart/invalid-action': the platform refused an update action; the message says why, `details.action` names it;
 * - 'cart/line-not-found': no line item with that id ("Cannot find line item for ID {id}");
 * - 'cart/unknown-shipment': no shipment with that key ("unknown shipment: {key}");
 * - 'cart/invalid-fixed-address': a product's fixedAddress attribute is not a valid address;
 * - 'cart/invalid-reassign-quantity': the quantity to move between shipments is not a positive whole number;
 * - 'cart/not-enough-units': the shipment to move units from holds fewer of that line;
 * - 'cart/gift-reallocation-required': gift lines changed while the cart has several shipments;
 * - 'cart/duplicate-key': a new cart's key is already another cart's (commercetools' DuplicateField).
 */
export const CART_ERROR_CODES = [
  'cart/not-found',
  'cart/version-conflict',
  'cart/not-active',
  'cart/invalid-action',
  'cart/line-not-found',
  'cart/unknown-shipment',
  'cart/invalid-fixed-address',
  'cart/invalid-reassign-quantity',
  'cart/not-enough-units',
  'cart/gift-reallocation-required',
  'cart/duplicate-key',
] as const;

/**
 * Catalogue, orders and stored objects (spec: catalogue-gifting §7, core-cart-checkout §3 Order):
 * - 'product/sku-not-found': no product variant with that SKU;
 * - 'product/not-found': no product with that key (adding a favorite);
 * - 'category/not-found': no category with that key (the CLI's catalogue listing);
 * - 'order/not-found': no order with that number, or no receipt for that token;
 * - 'order/payment-not-failed': a new card for an order whose payment is not 'Failed' (core §7 change payment method);
 * - 'custom-object/version-conflict': the custom object changed since it was read (`details.currentVersion`);
 * - 'custom-object/read-only': the container may not be written here;
 * - 'resource/not-found': a commerce API resource addressed in the URL (by id, key or number) does not exist
 *   (commercetools' ResourceNotFound).
 */
export const CATALOGUE_ERROR_CODES = [
  'product/sku-not-found',
  'product/not-found',
  'category/not-found',
  'order/not-found',
  'order/payment-not-failed',
  'custom-object/version-conflict',
  'custom-object/read-only',
  'resource/not-found',
] as const;

/**
 * Discount codes (spec: core-cart-checkout §4 Discount codes, §8):
 * - 'discount/not-found': the code does not exist, or is not on the cart;
 * - 'discount/not-applicable': the code exists but does not apply (`details.state`, e.g. MaxApplicationReached);
 * - 'discount/max-application-reached': the platform refused the code: it was used as often as allowed;
 * - 'discount/offer-removed': at place order, the first-order offer did not apply (shell-account §9: the buyer has
 *   ordered before, or the cart breaks a condition) and was removed from the cart before any payment; `details.reason`
 *   and `details.currentVersion` (the shopper reviews the new total: core/marketing CheckFirstOrderOffer).
 */
export const DISCOUNT_ERROR_CODES = [
  'discount/not-found',
  'discount/not-applicable',
  'discount/max-application-reached',
  'discount/offer-removed',
] as const;

/**
 * Input that breaks a validation rule (spec: core-cart-checkout §5 Validation rules, §8 Invalid date):
 * - 'quantity/not-a-number': a quantity that is not a whole number ("Quantity must be a number");
 * - 'quantity/under-threshold': below the minimum ("Quantity must be higher than {min - 1}");
 * - 'quantity/exceeds-maximum': above the maximum pieces per order ("Quantity cannot exceed {max}");
 * - 'validation/invalid': a request or a use case's input failed its schema (zod's issues in `details.issues`
 *   where the use case keeps them); also a query parameter the commerce API refuses (`details.reason`);
 * - 'validation/invalid-address': an address breaks a §5 rule; `details.fields` maps each field to its message;
 * - 'validation/invalid-date': not a date ("Invalid date string: {value}").
 */
export const VALIDATION_ERROR_CODES = [
  'quantity/not-a-number',
  'quantity/under-threshold',
  'quantity/exceeds-maximum',
  'validation/invalid',
  'validation/invalid-address',
  'validation/invalid-date',
] as const;

/**
 * Checkout, payment and shipping (spec: core-cart-checkout §4 Placing an order, Shipping cost; §8):
 * - 'checkout/redirect-cart': a line lacks shipping details; the shopper goes back to the cart (HTTP 409);
 * - 'checkout/incomplete': address, delivery or e-mail missing or invalid; the message names the field's problem;
 * - 'checkout/out-of-stock': a line is out of stock, inactive or backordered (§4 Cart preparation; the message is §8's
 *   '{item}: Sorry, this item is out of stock and has been removed from your cart.'; HTTP 409);
 * - 'payment/invalid-card': card number, expiry or security code refused before any charge (`details.field`);
 * - 'payment/declined': the gateway declined the authorization;
 * - 'payment/nonce-unknown': the card nonce does not exist or belongs to another payer;
 * - 'payment/nonce-used': the card nonce was already spent;
 * - 'payment/transaction-unknown': the gateway never approved an authorization with that transaction id (on void);
 * - 'payment/method-not-found': no saved card with that id in the customer's wallet;
 * - 'payment/offline-not-allowed': the 'offline' payment nonce outside CX mode (core §6: CX agents only);
 * - 'shipping/invalid-postal-code': a shipment's postal code is not valid for its country (`details.key`);
 * - 'shipping/unknown-option': the chosen delivery option is no longer offered for the shipment;
 * - 'shipping/price-changed': at place order, a chosen delivery re-quoted for the cart as it is now costs another price
 *   or is no longer offered (§4 Shipping cost; free ground at $59); the cart's shipping was re-quoted (or the delivery
 *   removed) before any payment; `details.shipmentKeys`, `details.currentVersion` (core/checkout CheckDeliveryQuotes).
 */
export const CHECKOUT_ERROR_CODES = [
  'checkout/redirect-cart',
  'checkout/incomplete',
  'checkout/out-of-stock',
  'payment/invalid-card',
  'payment/declined',
  'payment/nonce-unknown',
  'payment/nonce-used',
  'payment/transaction-unknown',
  'payment/method-not-found',
  'payment/offline-not-allowed',
  'shipping/invalid-postal-code',
  'shipping/unknown-option',
  'shipping/price-changed',
] as const;

/**
 * Stored value: gift certificates and store credit (spec: core-cart-checkout §3 Customer store credit accounts,
 * §4 Placing an order, §7 place order "store credit and gift certificate nonces prepended"):
 * - 'payment/offline-not-allowed': the nonce 'offline' outside CX mode (only an agent places an Offline order);
 * - 'payment/card-required': the stored value applied does not cover the order and no card nonce came with it;
 * - 'payment/insufficient-balance': a certificate or credit no longer holds what the order would take from it (spent
 *   meanwhile by another order); nothing is charged;
 * - 'gift-certificate/invalid': no gift certificate with that code;
 * - 'gift-certificate/empty': the certificate exists but its balance is zero;
 * - 'store-credit/customer-not-found': a store credit for an e-mail with no account.
 */
export const STORED_VALUE_ERROR_CODES = [
  'payment/offline-not-allowed',
  'payment/card-required',
  'payment/insufficient-balance',
  'gift-certificate/invalid',
  'gift-certificate/empty',
  'store-credit/customer-not-found',
] as const;

/**
 * Auto-delivery subscriptions (spec: catalogue-gifting §3 Subscription, §4 Subscription (auto-delivery), §7):
 * - 'subscription/not-found': no subscription (or delivery) with that id among the customer's;
 * - 'subscription/version-conflict': the subscription changed since it was read (retried by UpdateSubscription);
 * - 'subscription/not-eligible': the SKU cannot be subscribed (not auto-delivery eligible, wholesale, inactive);
 * - 'subscription/invalid-interval': an interval outside the choices of catalogue-gifting §9 (weeks 1–12);
 * - 'subscription/no-address': the customer has no saved shipping address to deliver to;
 * - 'subscription/no-payment-method': the customer has no saved card to pay the deliveries with;
 * - 'subscription/inactive': the action needs an active subscription (skip, send now) or an inactive one (resume).
 */
export const SUBSCRIPTION_ERROR_CODES = [
  'subscription/not-found',
  'subscription/version-conflict',
  'subscription/not-eligible',
  'subscription/invalid-interval',
  'subscription/no-address',
  'subscription/no-payment-method',
  'subscription/inactive',
] as const;

/**
 * Customizers: custom trail mixes, build-your-own boxes, gift trays (spec: catalogue-gifting §3 Customizer selection
 * encoding, §4 Mix, Box and Tray customizers, §5, §8):
 * - 'customizer/invalid-selection': an encoded selection (a custom line's externalId) that does not decode: a bad
 *   length, an unknown symbol, parts outside 1..9, an empty slot in a mix, too few or too many selections;
 * - 'customizer/invalid-ingredient': a search hit that makes no ingredient ('Density is required', 'Customizer
 *   Category Names is required');
 * - 'customizer/incomplete': a mix, box or tray that cannot be added yet (an empty slot, too few selections);
 * - 'customizer/unavailable-ingredient': a selected product that is not (or no longer) offered in that customizer.
 */
export const CUSTOMIZER_ERROR_CODES = [
  'customizer/invalid-selection',
  'customizer/invalid-ingredient',
  'customizer/incomplete',
  'customizer/unavailable-ingredient',
] as const;

/**
 * Gift drops (spec: catalogue-gifting §1, §2 /gift-drop/redeem, §4 Gift drop, §5; core-cart-checkout §4 digital gift
 * lines):
 * - 'gift/not-found': no gift (or recipient) with that id, or no live redeem key like it;
 * - 'gift/already-redeemed': the recipient has redeemed the gift already (a redeem key is single use);
 * - 'gift/invalid-choice': the selection breaks the gift's rules (count, allowed products);
 * - 'gift/invalid-address': the address is outside the United States (incl. Hawaii and Alaska) and Puerto Rico;
 * - 'gift/invalid-recipients': a line's recipients (recipientsJson) or a recipients form break the §5 rules.
 */
export const GIFT_ERROR_CODES = [
  'gift/not-found',
  'gift/already-redeemed',
  'gift/invalid-choice',
  'gift/invalid-address',
  'gift/invalid-recipients',
] as const;

/**
 * Search (spec: shell-account §7 Search service), carried by SearchRequestError (ports/search.ts):
 * - 'search/index-not-found': no index of that name ("Index does not exist");
 * - 'search/invalid-request': parameters, filter or body the search service refuses (Algolia's 400).
 */
export const SEARCH_ERROR_CODES = ['search/index-not-found', 'search/invalid-request'] as const;

/**
 * The local server's own answers, on no domain object:
 * - 'auth/unauthorized': no valid credentials (a missing, unknown or expired bearer token);
 * - 'auth/forbidden': credentials that may not do this (no CSRF header, a price-bearing action from a session,
 *   missing search credentials);
 * - 'route/not-found': no route answers that method and path;
 * - 'server/error': an unexpected exception on the server (a bug, or a port that failed), logged there;
 * - 'server/busy': the server process is working on as many requests as it takes at once (load-shedding.ts); the
 *   request did nothing and may be sent again after the `Retry-After` seconds;
 * - 'port/unreachable': a port threw (PortError) during a compensation, reported in a failure's details (PlaceOrder's
 *   voidFailures, AddToCart's undoFailure); never a failure's own code.
 */
export const SERVER_ERROR_CODES = [
  'auth/unauthorized',
  'auth/forbidden',
  'route/not-found',
  'server/error',
  'server/busy',
  'port/unreachable',
] as const;

/**
 * Raised by the CLI itself, not by core or ports (cli/exit-codes.ts `CLI_ERROR`):
 * - 'cli/invalid-input': arguments or options failed the command's zod schema;
 * - 'cli/usage': commander refused the command line (unknown option, missing argument, ...);
 * - 'cli/service-unavailable': a port threw PortError (the commerce service or database is unreachable);
 * - 'cli/internal': an unexpected exception (a bug).
 */
export const CLI_ERROR_CODES = ['cli/invalid-input', 'cli/usage', 'cli/service-unavailable', 'cli/internal'] as const;

/** Every error code, group by group (the groups above say what each means). */
export const ERROR_CODES = [
  ...CART_ERROR_CODES,
  ...CATALOGUE_ERROR_CODES,
  ...DISCOUNT_ERROR_CODES,
  ...VALIDATION_ERROR_CODES,
  ...CHECKOUT_ERROR_CODES,
  ...STORED_VALUE_ERROR_CODES,
  ...SUBSCRIPTION_ERROR_CODES,
  ...CUSTOMIZER_ERROR_CODES,
  ...GIFT_ERROR_CODES,
  ...SEARCH_ERROR_CODES,
  ...ACCOUNT_ERROR_CODES,
  ...BUSINESS_ERROR_CODES,
  ...CONTENT_ERROR_CODES,
  ...SERVER_ERROR_CODES,
  ...CLI_ERROR_CODES,
] as const;

/** A stable error code: one of ERROR_CODES (DESIGN §3.4). */
export type ErrorCode = (typeof ERROR_CODES)[number];
