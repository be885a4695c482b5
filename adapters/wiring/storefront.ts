import { ApplyDiscountCode } from '../../core/cart';
import { ChangeLineItemQuantities } from '../../core/cart';
import { EditShipments } from '../../core/cart';
import { RemoveDiscountCode } from '../../core/cart';
import { RemoveLineItem } from '../../core/cart';
import { SetShippingAddress } from '../../core/cart';
import { BuyItAgain } from '../../core/catalogue';
import { ListFavorites } from '../../core/catalogue';
import { RecommendProducts } from '../../core/catalogue';
import { ResolvePath } from '../../core/catalogue';
import { ToggleFavorite } from '../../core/catalogue';
import { AddLineItem } from '../../core/checkout';
import { AddToCart } from '../../core/checkout';
import { GetReceipt } from '../../core/checkout';
import { IsFirstOrder } from '../../core/checkout';
import { PlaceOrder } from '../../core/checkout';
import { SelectDeliveryOption } from '../../core/checkout';
import { FindRestrictedCountrySkus } from '../../core/shipping';
import { PredictShipping } from '../../core/shipping';
import { QuoteShipping } from '../../core/shipping';
import {
  AdoptSessionCart,
  CopyCartToAnonymous,
  DeleteAddress,
  DescribeCustomer,
  FindUser,
  ForgotPassword,
  CreateGuestAccount,
  GetCustomer,
  ListAddresses,
  ReadSignKeyPage,
  ResetPassword,
  SaveAddress,
  SendSignInLink,
  SignInByLinkKey,
  SignInWithPassword,
  SignUp,
} from '../../core/customers';
import type { Clock } from '../../ports/clock';
import type { CartOwnershipPort, CustomerStore } from '../../ports/customers';
import type { MailPort } from '../../ports/mail';
import type { PasswordHasher } from '../../ports/password-hasher';
import type { CommercePort } from '../../ports/commerce';
import type { IdGenerator } from '../../ports/ids';
import type { CartEditor } from '../../ports/my-cart';
import type { PaymentGatewayPort } from '../../ports/payments';
import type { SearchPort } from '../../ports/search';
import type { ShippingRatesPort } from '../../ports/shipping-rates';
import type { ShopperListsPort } from '../../ports/shopper-lists';

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
  /** Where the order confirmation and the account mail go (with `siteUrl`): without both, no mail is sent. */
  readonly mail?: MailPort;
  /** The storefront's public origin for links in mail, e.g. 'https://shop.example.com' (no trailing slash). */
  readonly siteUrl?: string;
  readonly customers?: CustomerStore;
  readonly passwords?: PasswordHasher;
  readonly cartOwnership?: CartOwnershipPort;
}

/** Edits of a cart the caller has read (spec: core-cart-checkout §4 Cart shipping modes and edits, Discount codes). */
export interface CartUseCases {
  readonly changeLineItemQuantities: ChangeLineItemQuantities;
  readonly removeLineItem: RemoveLineItem;
  readonly applyDiscountCode: ApplyDiscountCode;
  readonly removeDiscountCode: RemoveDiscountCode;
  readonly setShippingAddress: SetShippingAddress;
  readonly editShipments: EditShipments;
}

/** What a CX agent does to a customer's cart beyond the shopper's edits (spec: core-cart-checkout §6 CX). */
export interface CxUseCases {
  readonly addLineItem: AddLineItem;
}

/** Catalogue reads (spec: core-cart-checkout §2 routes resolved by path; catalogue-gifting §4 Recommendations). */
export interface CatalogueUseCases {
  readonly resolvePath: ResolvePath;
  readonly recommendProducts: RecommendProducts;
}

/** The storefront backend's session-scoped checkout (spec: core-cart-checkout §4, §7 storefront backend calls). */
export interface CheckoutUseCases {
  readonly addToCart: AddToCart;
  readonly selectDeliveryOption: SelectDeliveryOption;
  readonly placeOrder: PlaceOrder;
  readonly quoteShipping: QuoteShipping;
  readonly predictShipping: PredictShipping;
  readonly findRestrictedCountrySkus: FindRestrictedCountrySkus;
  readonly getReceipt: GetReceipt;
  readonly isFirstOrder: IsFirstOrder;
}

/** A session's own lists (spec: catalogue-gifting §7 favorites, recent purchases). */
export interface ShopperListUseCases {
  readonly buyItAgain: BuyItAgain;
  readonly toggleFavorite: ToggleFavorite;
  readonly listFavorites: ListFavorites;
}

/** Customer accounts, sign-in and the address book (spec: shell-account §4 Sign-in flow; core-cart-checkout §3). */
export interface AccountUseCases {
  readonly signIn: SignInWithPassword;
  readonly signUp: SignUp;
  readonly findUser: FindUser;
  readonly getCustomer: GetCustomer;
  readonly sendSignInLink: SendSignInLink;
  readonly signInByLinkKey: SignInByLinkKey;
  readonly forgotPassword: ForgotPassword;
  readonly createGuestAccount: CreateGuestAccount;
  readonly resetPassword: ResetPassword;
  readonly readSignKeyPage: ReadSignKeyPage;
  readonly describe: DescribeCustomer;
  readonly listAddresses: ListAddresses;
  readonly saveAddress: SaveAddress;
  readonly deleteAddress: DeleteAddress;
  readonly adoptSessionCart: AdoptSessionCart;
  readonly copyCartToAnonymous: CopyCartToAnonymous;
}

type With<K extends keyof StorefrontPorts> = Required<Pick<StorefrontPorts, K>>;

/**
 * The storefront built from ports `P`: always `cart`; `cx` with the commerce platform; `catalogue` with it and
 * search; `checkout` with it, shipping rates, a payment gateway and ids; `lists` with the shopper lists too;
 * `accounts` with it, the customer store, a password hasher, mail, cart ownership and ids.
 */
export type StorefrontOf<P extends StorefrontPorts> = { readonly cart: CartUseCases } & (P extends With<'commerce'>
  ? { readonly cx: CxUseCases }
  : unknown) &
  (P extends With<'commerce' | 'search'> ? { readonly catalogue: CatalogueUseCases } : unknown) &
  (P extends With<'commerce' | 'rates' | 'gateway' | 'ids'> ? { readonly checkout: CheckoutUseCases } : unknown) &
  (P extends With<'commerce' | 'search' | 'lists'> ? { readonly lists: ShopperListUseCases } : unknown) &
  (P extends With<AccountPorts> ? { readonly accounts: AccountUseCases } : unknown);

/** The ports of the accounts section. */
type AccountPorts = 'commerce' | 'customers' | 'passwords' | 'mail' | 'cartOwnership' | 'ids';

/** Every section: the storefront of the Node server on the embedded profile. */
export type Storefront = StorefrontOf<Required<StorefrontPorts>>;

/** The storefront's sections as built at run time (those whose ports were missing are absent). */
interface Sections {
  cart: CartUseCases;
  cx?: CxUseCases;
  catalogue?: CatalogueUseCases;
  checkout?: CheckoutUseCases;
  lists?: ShopperListUseCases;
  accounts?: AccountUseCases;
}

function cartUseCases(editor: CartEditor): CartUseCases {
  return {
    changeLineItemQuantities: new ChangeLineItemQuantities(editor),
    removeLineItem: new RemoveLineItem(editor),
    applyDiscountCode: new ApplyDiscountCode(editor),
    removeDiscountCode: new RemoveDiscountCode(editor),
    setShippingAddress: new SetShippingAddress(editor),
    editShipments: new EditShipments(editor),
  };
}

function checkoutUseCases(
  p: With<'commerce' | 'rates' | 'gateway' | 'ids' | 'clock'> & Pick<StorefrontPorts, 'mail' | 'siteUrl'>,
): CheckoutUseCases {
  const confirmations = p.mail && p.siteUrl !== undefined ? { mail: p.mail, siteUrl: p.siteUrl } : undefined;
  return {
    addToCart: new AddToCart(p.commerce, p.clock),
    selectDeliveryOption: new SelectDeliveryOption(p.commerce, p.rates, p.clock),
    placeOrder: new PlaceOrder(p.commerce, p.gateway, p.rates, p.ids, confirmations),
    quoteShipping: new QuoteShipping(p.rates, p.clock),
    predictShipping: new PredictShipping(p.rates, p.clock),
    findRestrictedCountrySkus: new FindRestrictedCountrySkus(p.rates),
    getReceipt: new GetReceipt(p.commerce),
    isFirstOrder: new IsFirstOrder(p.commerce),
  };
}

function accountUseCases(p: With<AccountPorts | 'clock'>): AccountUseCases {
  const { customers: store, passwords, mail, clock, ids, commerce } = p;
  const forgotPassword = new ForgotPassword(store, mail, clock, ids);
  return {
    signIn: new SignInWithPassword(store, passwords),
    signUp: new SignUp(store, passwords, mail, clock),
    findUser: new FindUser(store),
    getCustomer: new GetCustomer(store),
    sendSignInLink: new SendSignInLink(store, mail, clock, ids),
    signInByLinkKey: new SignInByLinkKey(store, clock),
    forgotPassword,
    createGuestAccount: new CreateGuestAccount(store, forgotPassword, clock),
    resetPassword: new ResetPassword(store, passwords, clock),
    readSignKeyPage: new ReadSignKeyPage(store, clock),
    describe: new DescribeCustomer(store),
    listAddresses: new ListAddresses(store),
    saveAddress: new SaveAddress(store, clock),
    deleteAddress: new DeleteAddress(store),
    adoptSessionCart: new AdoptSessionCart(commerce, p.cartOwnership),
    copyCartToAnonymous: new CopyCartToAnonymous(commerce),
  };
}

/**
 * The one place use cases are constructed (DESIGN §1 wiring): builds every use case whose ports `ports`
 * holds, grouped by section (see StorefrontOf). The browser calls it with its session ports, the Node
 * containers (embedded and remote profiles, `node-container.ts`) with theirs, the CLI through the container.
 * Use cases are stateless; one storefront serves every request of a process.
 */
export function createStorefront<P extends StorefrontPorts>(ports: P): StorefrontOf<P> {
  const { cartEditor, clock, ids, commerce, search, rates, gateway, lists, mail, siteUrl } = ports as StorefrontPorts;
  const { customers, passwords, cartOwnership } = ports as StorefrontPorts;
  const sections: Sections = { cart: cartUseCases(cartEditor) };
  if (commerce) sections.cx = { addLineItem: new AddLineItem(commerce, clock) };
  const recommend = search ? new RecommendProducts(search) : undefined;
  if (commerce && recommend)
    sections.catalogue = { resolvePath: new ResolvePath(commerce), recommendProducts: recommend };
  if (commerce && rates && gateway && ids)
    sections.checkout = checkoutUseCases({ commerce, rates, gateway, ids, clock, mail, siteUrl });
  if (commerce && recommend && lists) {
    sections.lists = {
      buyItAgain: new BuyItAgain(lists, recommend),
      toggleFavorite: new ToggleFavorite(lists, commerce, clock),
      listFavorites: new ListFavorites(lists),
    };
  }
  if (commerce && customers && passwords && mail && cartOwnership && ids)
    sections.accounts = accountUseCases({ commerce, customers, passwords, mail, cartOwnership, ids, clock });
  return sections as unknown as StorefrontOf<P>;
}
