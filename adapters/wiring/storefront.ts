import { ApplyDiscountCode } from '../../core/cart';
import { omitUndefined } from '../../core/shared';
import { ChangeLineItemQuantities } from '../../core/cart';
import { EditShipments } from '../../core/cart';
import { RemoveDiscountCode } from '../../core/cart';
import { RemoveLineItem } from '../../core/cart';
import { SetLineAutoDelivery } from '../../core/cart';
import { SetShippingAddress } from '../../core/cart';
import { AdoptSessionFavorites } from '../../core/catalogue';
import { BuyItAgain } from '../../core/catalogue';
import { ListFavoriteCards } from '../../core/catalogue';
import { ListFavorites } from '../../core/catalogue';
import { RecommendProducts } from '../../core/catalogue';
import { ResolvePath } from '../../core/catalogue';
import type { ListTrayCatalog } from '../../core/catalogue';
import { ToggleFavorite } from '../../core/catalogue';
import { AddLineItem, SetPaymentAdjustment } from '../../core/checkout';
import { AddToCart, ChangePaymentMethod, GetReceipt } from '../../core/checkout';
import type { GetCustomizerPage, GetGiftBundle } from '../../core/customizers';
import { catalogueSection, customItemIngredientCheck, customItemPricer } from './customizer-use-cases';
import { CheckDeliveryQuotes, IsFirstOrder, PlaceOrder, PrepareCart, SelectDeliveryOption } from '../../core/checkout';
import { GetStoreCredit, IssueGiftCertificates, IssueStoreCredit } from '../../core/checkout';
import { CheckFirstOrderOffer } from '../../core/marketing';
import { FindRestrictedCountrySkus } from '../../core/shipping';
import { ListShipDates, PredictShipping } from '../../core/shipping';
import { QuoteShipping } from '../../core/shipping';
import type { IdentityProviderPort } from '../../ports/identity-provider';
import { accountUseCases, type AccountUseCases } from './account-use-cases';
import type { Clock } from '../../ports/clock';
import type { CartOwnershipPort, CustomerStore } from '../../ports/customers';
import type { MailPort } from '../../ports/mail';
import type { PasswordHasher } from '../../ports/password-hasher';
import type { CommercePort } from '../../ports/commerce';
import type { IdGenerator } from '../../ports/ids';
import type { CartEditor } from '../../ports/my-cart';
import type { PaymentGatewayPort } from '../../ports/payments';
import type { OrderPaymentStatePort } from '../../ports/order-payment-state';
import type { SearchPort } from '../../ports/search';
import type { ShippingRatesPort } from '../../ports/shipping-rates';
import type { ShopperListsPort } from '../../ports/shopper-lists';
import type { StoredValuePort } from '../../ports/stored-value';
import type { CustomerOrdersPort } from '../../ports/customer-orders';
import type { PaymentVaultPort } from '../../ports/payments';
import type { SubscriptionStore } from '../../ports/subscriptions';
import { customerOrderUseCases, type CustomerOrderUseCases } from './customer-order-use-cases';
import { subscriptionSection, type SubscriptionUseCases } from './subscription-use-cases';
import { giftingSection, type GiftingUseCases } from './gifting-use-cases';
import type { GiftChoiceCatalog, GiftDropStore } from '../../ports/gift-drops';
import type { BusinessProfileStore } from '../../ports/business-profiles';

/**
 * The ports a storefront is built from. `cartEditor` and `clock` are always there: the browser edits the
 * session's cart through `/me` (MyCartPort), the CLI and the server through the commerce platform. The others
 * exist only on Node; each section of the storefront is built when its ports are given.
 */
export interface StorefrontPorts {
  readonly cartEditor: CartEditor;
  readonly clock: Clock;
  readonly ids?: IdGenerator;
  readonly commerce?: CommercePort;
  readonly search?: SearchPort;
  readonly rates?: ShippingRatesPort;
  readonly gateway?: PaymentGatewayPort;
  readonly lists?: ShopperListsPort;
  /** A signed-in customer's own orders (Order History, order pages, Easy Reorder). */
  readonly orders?: CustomerOrdersPort;
  /** Where the order confirmation and the account mail go (with `siteUrl`): without both, no mail is sent. */
  readonly mail?: MailPort;
  /** The storefront's public origin for links in mail, e.g. 'https://shop.example.com' (no trailing slash). */
  readonly siteUrl?: string;
  readonly customers?: CustomerStore;
  readonly passwords?: PasswordHasher;
  readonly cartOwnership?: CartOwnershipPort;
  /** The OpenID Connect providers of social sign-in (spec: shell-account §3 Session sign-in types). */
  readonly identity?: IdentityProviderPort;
  /** Gift certificates and store credit (embedded profile): stored-value payments in PlaceOrder, courtesy credit. */
  readonly storedValue?: StoredValuePort;
  /** Orders' payment states (embedded): PlaceOrder captures the card, ChangePaymentMethod pays a declined one. */
  readonly orderPayments?: OrderPaymentStatePort;
  /** The customers' saved cards (embedded): auto-delivery orders are charged to them. */
  readonly vault?: PaymentVaultPort;
  /** Auto-delivery subscriptions and their delivery runs (embedded, catalogue-gifting §3, §4). */
  readonly subscriptions?: SubscriptionStore;
  /** Gift drops and what their recipients may choose (embedded, catalogue-gifting §4 Gift drop). */
  readonly giftDrops?: GiftDropStore;
  readonly giftChoices?: GiftChoiceCatalog;
  /** Business profiles (embedded, core-cart-checkout §6 Business): the accounts section's business calls. */
  readonly businessProfiles?: BusinessProfileStore;
}

/** Edits of a cart the caller has read (spec: core-cart-checkout §4 Cart shipping modes and edits, Discount codes). */
export interface CartUseCases {
  readonly changeLineItemQuantities: ChangeLineItemQuantities;
  readonly removeLineItem: RemoveLineItem;
  readonly applyDiscountCode: ApplyDiscountCode;
  readonly removeDiscountCode: RemoveDiscountCode;
  readonly setShippingAddress: SetShippingAddress;
  readonly editShipments: EditShipments;
  /** Sets or clears a line's auto-delivery interval (catalogue-gifting §4 Subscription). */
  readonly setLineAutoDelivery: SetLineAutoDelivery;
}

/** What a CX agent does to a customer's cart beyond the shopper's edits (spec: core-cart-checkout §6 CX). */
export interface CxUseCases {
  readonly addLineItem: AddLineItem;
  /** A CX agent's payment adjustment on a cart by id (core-cart-checkout §6). */
  readonly setPaymentAdjustment: SetPaymentAdjustment;
}

/** Catalogue reads (spec: core-cart-checkout §2 routes resolved by path; catalogue-gifting §4 Recommendations). */
export interface CatalogueUseCases {
  readonly resolvePath: ResolvePath;
  readonly recommendProducts: RecommendProducts;
  /** A builder page's data (catalogue-gifting §2, §4 customizers). */
  readonly customizerPage: GetCustomizerPage;
  /** The gift trays' choices (catalogue-gifting §7 GET /api/gifted-trays/catalog). */
  readonly listTrayCatalog: ListTrayCatalog;
  /** The gift box bundle's buy block and customizer data (catalogue-gifting §1, §2, §3). */
  readonly giftBundle: GetGiftBundle;
}

/** The storefront backend's session-scoped checkout (spec: core-cart-checkout §4, §7 storefront backend calls). */
export interface CheckoutUseCases {
  readonly addToCart: AddToCart;
  readonly selectDeliveryOption: SelectDeliveryOption;
  readonly placeOrder: PlaceOrder;
  readonly quoteShipping: QuoteShipping;
  readonly predictShipping: PredictShipping;
  readonly listShipDates: ListShipDates;
  readonly findRestrictedCountrySkus: FindRestrictedCountrySkus;
  readonly getReceipt: GetReceipt;
  readonly isFirstOrder: IsFirstOrder;
  readonly prepareCart: PrepareCart;
  /** With `orderPayments` only (core-cart-checkout §7 change payment method). */
  readonly changePaymentMethod?: ChangePaymentMethod;
}

/**
 * Stored value (spec: core-cart-checkout §3 Customer store credit, §4 Placing an order; catalogue-gifting §2 gift
 * certificate): issue a store credit, read a customer's, issue an order's gift certificates.
 */
export interface StoredValueUseCases {
  readonly issueStoreCredit: IssueStoreCredit;
  readonly getStoreCredit: GetStoreCredit;
  readonly issueGiftCertificates: IssueGiftCertificates;
}

/** A session's own lists (spec: catalogue-gifting §7 favorites, recent purchases). */
export interface ShopperListUseCases {
  readonly buyItAgain: BuyItAgain;
  readonly toggleFavorite: ToggleFavorite;
  readonly listFavorites: ListFavorites;
  readonly listFavoriteCards: ListFavoriteCards;
  readonly adoptSessionFavorites: AdoptSessionFavorites;
}

type With<K extends keyof StorefrontPorts> = Required<Pick<StorefrontPorts, K>>;

/**
 * The storefront built from ports `P`: always `cart`; `cx` with the commerce platform; `catalogue` with it and
 * search; `checkout` with it, shipping rates, a payment gateway and ids; `lists` with the shopper lists too;
 * `customerOrders` with checkout's ports, search and the customer orders;
 * `accounts` with it, the customer store, a password hasher, mail, cart ownership, ids and identity providers.
 */
export type StorefrontOf<P extends StorefrontPorts> = { readonly cart: CartUseCases } & (P extends With<'commerce'>
  ? { readonly cx: CxUseCases }
  : unknown) &
  (P extends With<'commerce' | 'search'> ? { readonly catalogue: CatalogueUseCases } : unknown) &
  (P extends With<'commerce' | 'rates' | 'gateway' | 'ids'> ? { readonly checkout: CheckoutUseCases } : unknown) &
  (P extends With<'commerce' | 'search' | 'lists'> ? { readonly lists: ShopperListUseCases } : unknown) &
  (P extends With<CustomerOrderPorts> ? { readonly customerOrders: CustomerOrderUseCases } : unknown) &
  (P extends With<AccountPorts> ? { readonly accounts: AccountUseCases } : unknown) &
  (P extends With<'storedValue' | 'customers' | 'mail'> ? { readonly storedValue: StoredValueUseCases } : unknown) &
  (P extends With<SubscriptionPorts> ? { readonly subscriptions: SubscriptionUseCases } : unknown) &
  (P extends With<GiftingPorts> ? { readonly gifting: GiftingUseCases } : unknown);

/** The ports of the gifting section: the gift drops, the choices, mail and its links' origin, ids and rates. */
type GiftingPorts = 'giftDrops' | 'giftChoices' | 'mail' | 'siteUrl' | 'ids' | 'rates';

/** The ports of the subscriptions section: checkout's, the customer store, the wallet and the subscriptions. */
type SubscriptionPorts = 'commerce' | 'rates' | 'gateway' | 'ids' | 'customers' | 'vault' | 'subscriptions';

/** The ports of the customer orders section: the checkout's (it adds to the cart as checkout does), search, orders. */
type CustomerOrderPorts = 'commerce' | 'rates' | 'gateway' | 'ids' | 'search' | 'orders';

/** The ports of the accounts section. */
type AccountPorts = 'commerce' | 'customers' | 'passwords' | 'mail' | 'cartOwnership' | 'ids' | 'identity';

/** Every section: the storefront of the Node server on the embedded profile. */
export type Storefront = StorefrontOf<Required<StorefrontPorts>>;

/** The storefront's sections as built at run time (those whose ports were missing are absent). */
interface Sections {
  cart: CartUseCases;
  cx?: CxUseCases;
  catalogue?: CatalogueUseCases;
  checkout?: CheckoutUseCases;
  lists?: ShopperListUseCases;
  customerOrders?: CustomerOrderUseCases;
  accounts?: AccountUseCases;
  storedValue?: StoredValueUseCases;
  subscriptions?: SubscriptionUseCases;
  gifting?: GiftingUseCases;
}

function cartUseCases(editor: CartEditor): CartUseCases {
  return {
    changeLineItemQuantities: new ChangeLineItemQuantities(editor),
    removeLineItem: new RemoveLineItem(editor),
    applyDiscountCode: new ApplyDiscountCode(editor),
    removeDiscountCode: new RemoveDiscountCode(editor),
    setShippingAddress: new SetShippingAddress(editor),
    editShipments: new EditShipments(editor),
    setLineAutoDelivery: new SetLineAutoDelivery(editor),
  };
}

function checkoutUseCases(
  p: With<'commerce' | 'rates' | 'gateway' | 'ids' | 'clock'> &
    Pick<StorefrontPorts, 'mail' | 'siteUrl' | 'storedValue' | 'customers' | 'orderPayments' | 'search' | 'orders'>,
): CheckoutUseCases {
  const confirmations = p.mail && p.siteUrl !== undefined ? { mail: p.mail, siteUrl: p.siteUrl } : undefined;
  const { storedValue, mail, orderPayments } = p;
  const issueGiftCertificates = storedValue && mail ? new IssueGiftCertificates(storedValue, mail) : undefined;
  const stored = storedValue ? { storedValue, issueGiftCertificates } : undefined;
  const pricer = p.search ? customItemPricer(p.search, p.commerce, p.clock) : undefined;
  const firstOrder = new CheckFirstOrderOffer({ commerce: p.commerce, ...(p.orders ? { orders: p.orders } : {}) });
  const checks = [firstOrder, new CheckDeliveryQuotes({ ...p, carriers: p.customers })] as const; // before payment
  return {
    addToCart: new AddToCart(p.commerce, p.clock, p.ids, pricer),
    selectDeliveryOption: new SelectDeliveryOption(p.commerce, p.rates, p.clock, p.customers),
    placeOrder: new PlaceOrder(p.commerce, p.gateway, p.rates, p.ids, confirmations, stored, orderPayments, ...checks),
    quoteShipping: new QuoteShipping(p.rates, p.clock, p.customers),
    predictShipping: new PredictShipping(p.rates, p.clock),
    listShipDates: new ListShipDates(p.rates, p.clock, p.commerce),
    findRestrictedCountrySkus: new FindRestrictedCountrySkus(p.rates),
    getReceipt: new GetReceipt(p.commerce),
    isFirstOrder: new IsFirstOrder(p.commerce),
    prepareCart: new PrepareCart(p.commerce, p.search && customItemIngredientCheck(p.search, p.commerce, p.clock)),
    ...(orderPayments ? { changePaymentMethod: new ChangePaymentMethod(p.commerce, p.gateway, orderPayments) } : {}),
  };
}

function shopperListUseCases(
  lists: ShopperListsPort,
  commerce: CommercePort,
  recommend: RecommendProducts,
  clock: Clock,
): ShopperListUseCases {
  return {
    buyItAgain: new BuyItAgain(lists, recommend),
    toggleFavorite: new ToggleFavorite(lists, commerce, clock),
    listFavorites: new ListFavorites(lists),
    listFavoriteCards: new ListFavoriteCards(lists, recommend),
    adoptSessionFavorites: new AdoptSessionFavorites(lists),
  };
}

/** Adds the stored value section to `sections` when its ports are there (the embedded profile); else nothing. */
function addStoredValueUseCases(sections: Sections, p: Pick<StorefrontPorts, 'storedValue' | 'customers' | 'mail'>) {
  const { storedValue, customers, mail } = p;
  if (!storedValue || !customers || !mail) return;
  sections.storedValue = {
    issueStoreCredit: new IssueStoreCredit(customers, storedValue),
    getStoreCredit: new GetStoreCredit(customers, storedValue),
    issueGiftCertificates: new IssueGiftCertificates(storedValue, mail),
  };
}

/**
 * The one place use cases are constructed (DESIGN §1 wiring): builds every use case whose ports `ports`
 * holds, grouped by section (see StorefrontOf). The browser calls it with its session ports, the Node
 * containers (embedded and remote profiles, `node-container.ts`) with theirs, the CLI through the container.
 * Use cases are stateless; one storefront serves every request of a process.
 */
export function createStorefront<P extends StorefrontPorts>(ports: P): StorefrontOf<P> {
  const { cartEditor, clock, ids, commerce, search, rates, gateway, lists, mail } = ports as StorefrontPorts;
  const { customers, passwords, cartOwnership, identity, storedValue, businessProfiles } = ports as StorefrontPorts;
  const sections: Sections = { cart: cartUseCases(cartEditor) };
  if (commerce)
    sections.cx = {
      addLineItem: new AddLineItem(commerce, clock),
      setPaymentAdjustment: new SetPaymentAdjustment(commerce),
    };
  const recommend = search ? new RecommendProducts(search) : undefined;
  if (commerce && search && recommend) sections.catalogue = catalogueSection(commerce, search, recommend);
  if (commerce && rates && gateway && ids)
    sections.checkout = checkoutUseCases({ ...(ports as StorefrontPorts), commerce, rates, gateway, ids, clock });
  addStoredValueUseCases(sections, { storedValue, customers, mail });
  if (commerce && recommend && lists) sections.lists = shopperListUseCases(lists, commerce, recommend, clock);
  const customerOrders = customerOrderUseCases({ ...(ports as StorefrontPorts), recommend, ...sections });
  const subscriptions = subscriptionSection(ports as StorefrontPorts, sections);
  const gifting = giftingSection(ports as StorefrontPorts);
  Object.assign(sections, omitUndefined({ customerOrders, subscriptions, gifting }));
  if (commerce && customers && passwords && mail && cartOwnership && ids && identity) {
    const accountPorts = { commerce, customers, passwords, mail, cartOwnership, ids, clock, identity };
    sections.accounts = accountUseCases({ ...accountPorts, businessProfiles });
  }
  return sections as unknown as StorefrontOf<P>;
}
