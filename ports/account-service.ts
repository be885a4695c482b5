import type { SetCarrierOptionsInput } from '../core/customers';
import type { CarrierOptions } from '../core/shipping';
import type { Cart } from '../core/cart';
import type {
  Customer,
  CustomerDescription,
  IdentityProviderName,
  LookedUpUser,
  SavedAddress,
  StaffMember,
  StaffRole,
} from '../core/customers';
import type { AddedStaff } from '../core/customers';
import type { BusinessAccountFacts, BusinessProfile } from '../core/business';
import type { Result } from '../core/shared';
import type { ResolvedPage } from './storefront-backend';
import type { AuthorizationCallback, AuthorizationStart, PendingAuthorization } from './identity-provider';

/**
 * The account use cases as the local server drives them (ports/account-backend.ts is their wire contract): built by
 * the Node composition root from core/customers use cases. The server owns the sessions (cookies, rotation); this
 * service owns accounts, keys, mail and the carts' ownership. `origin` is the site's origin for mailed links
 * ('https://shop.example'). Expected failures are Results with ACCOUNT_ERROR_CODES and 'validation/invalid'.
 */
export interface AccountService {
  /** The account of an e-mail and password ('account/invalid-credentials' for either wrong, in the same time). */
  signIn(input: { readonly email: string; readonly password: string }): Promise<Result<Customer>>;
  /** A new account (or a guest account upgraded), its welcome mail sent and, when asked, the guest orders attached. */
  signUp(input: SignUpRequest): Promise<Result<Customer>>;
  /** The looked-up user of an e-mail, or null without an account. */
  findUser(email: string): Promise<LookedUpUser | null>;
  /**
   * A new OpenID Connect sign-in with `provider` (a name from the URL, checked): the authorization URL and the
   * checks to keep; 'validation/invalid' for an unknown provider, 'account/social-sign-in-failed' for one not
   * configured. Throws PortError when the provider cannot be reached.
   */
  startProviderSignIn(provider: string): Promise<Result<AuthorizationStart>>;
  /**
   * The customer of a provider's answer (SignInWithProvider: the subject's account, a verified e-mail's account, or
   * a new one); 'account/social-sign-in-failed', 'account/email-unverified'.
   */
  signInWithProvider(input: ProviderSignInRequest): Promise<Result<Customer>>;
  /** Mails a sign-in link to an account's e-mail; nothing for an unknown one (the caller answers the same). */
  sendSignInLink(input: {
    readonly email: string;
    readonly redirectPath: string;
    readonly origin: string;
  }): Promise<void>;
  /** Signs in with a link key (once): the customer and where the link leads; 'account/link-expired' otherwise. */
  signInByLinkKey(key: string): Promise<Result<{ readonly customer: Customer; readonly redirectPath: string }>>;
  /** Mails a reset (a guest: set-password) link; nothing for an unknown e-mail. */
  forgotPassword(input: { readonly email: string; readonly origin: string }): Promise<void>;
  /**
   * At payment, the set-password flow: a guest account for the order's e-mail (or its existing one), the unowned
   * orders of that e-mail attached, the set-password link mailed; 'account/email-taken' for a full account.
   */
  createGuestAccount(input: {
    readonly email: string;
    readonly name: string;
    readonly origin: string;
  }): Promise<Result<Customer>>;
  /** Sets a new password with a reset key (once): the customer; 'account/link-expired', 'account/weak-password'. */
  resetPassword(input: { readonly key: string; readonly password: string }): Promise<Result<Customer>>;
  /** The page of a mailed link's path ('/sign/magic-link/{key}', '/sign/reset-password/{key}'), else undefined. */
  signKeyPage(path: string): Promise<ResolvedPage | undefined>;
  /** The account with this id, or undefined. */
  customer(id: string): Promise<Customer | undefined>;
  /** The account of an e-mail (compared case-insensitively), or undefined. */
  customerByEmail(email: string): Promise<Customer | undefined>;
  /** The signed-in customer's description ('account/not-signed-in' when the account is gone). */
  describe(customerId: string): Promise<Result<CustomerDescription>>;
  /**
   * Allows and disallows carriers for the customer (SetCarrierOptions: names of CARRIER_NAMES); the flags afterwards;
   * 'validation/invalid', 'resource/not-found'.
   */
  setCarrierOptions(input: SetCarrierOptionsInput): Promise<Result<CarrierOptions>>;
  /** The customer's address book. */
  listAddresses(customerId: string): Promise<readonly SavedAddress[]>;
  /**
   * Adds (`addressId` absent) or changes an address. `address` is the form's fields as sent (the use case applies the
   * §5 rules: 'validation/invalid-address' with `details.fields`); 'account/address-not-found'.
   */
  saveAddress(
    customerId: string,
    input: { readonly addressId?: string; readonly address: unknown; readonly isDefault?: boolean },
  ): Promise<Result<{ readonly address: SavedAddress; readonly addresses: readonly SavedAddress[] }>>;
  /** Deletes an address: the book afterwards, or 'account/address-not-found'. */
  deleteAddress(customerId: string, addressId: string): Promise<Result<readonly SavedAddress[]>>;
  /**
   * The cart of a session that just signed in (core-cart-checkout §4): with `preserveCart` the anonymous cart is
   * merged into the customer's active cart (or taken over when there is none); without it the customer's active
   * cart, else the anonymous one taken over; null when neither exists.
   */
  adoptCart(input: {
    readonly anonymousOwnerId: string;
    readonly customerId: string;
    readonly preserveCart: boolean;
  }): Promise<Result<Cart | null>>;
  /** A copy of the lines of `fromOwnerId`'s active cart in a new cart of `toAnonymousId` (null: nothing to copy). */
  copyCart(input: { readonly fromOwnerId: string; readonly toAnonymousId: string }): Promise<Result<Cart | null>>;
  /** Changes the full name (shell-account §5: 'validation/invalid' "Please enter your full name" for a blank one). */
  changeName(customerId: string, input: { readonly fullName: string }): Promise<Result<Customer>>;
  /**
   * Changes the password given the current one: 'account/password-not-set' (no password yet: the set-password link),
   * 'account/weak-password', 'account/wrong-password'. The caller signs the customer's other sessions out.
   */
  changePassword(
    customerId: string,
    input: { readonly currentPassword: string; readonly newPassword: string },
  ): Promise<Result<Customer>>;
  /** Whether the account has a password (false for a guest's or a social sign-in's, and for an unknown id). */
  hasPassword(customerId: string): Promise<boolean>;
  /** Records the newsletter choice (the contact's `subscribed` follows). */
  setNewsletterChoice(customerId: string, input: { readonly optInNewsletter: boolean }): Promise<Result<Customer>>;
  /** The account's staff role, read from the store now (NO_STAFF_ROLE for others): the staff guard, summaries. */
  roleOf(customerId: string): Promise<StaffRole>;
  /** AddStaff: the account of `email` (made when missing) gets 'checkOutAsCustomer'; a set-password link mailed. */
  addStaff(input: {
    readonly email: string;
    readonly name?: string;
    readonly admin: boolean;
    readonly origin: string;
  }): Promise<Result<AddedStaff>>;
  /** RemoveStaff: the permission and admin flag taken away, the account's sessions ended; 'resource/not-found'. */
  removeStaff(email: string): Promise<Result<StaffMember>>;
  /** Every staff member, by e-mail. */
  listStaff(): Promise<readonly StaffMember[]>;
  /** The customer's business facts (name, industry) for the session data, or undefined without a business account. */
  businessAccountOf(customerId: string): Promise<BusinessAccountFacts | undefined>;
  /**
   * The customer's new business account from a registration form with its `source` (CreateBusinessAccount):
   * 'validation/invalid' (details.fields), 'business/account-exists', 'account/not-signed-in'.
   */
  createBusinessAccount(customerId: string, input: unknown): Promise<Result<BusinessProfile>>;
  /** The customer's own business profile; 'business/not-found' without one. */
  businessProfile(customerId: string): Promise<Result<BusinessProfile>>;
  /** Replaces the customer's own profile fields (UpdateBusinessProfile): 'validation/invalid', 'business/not-found'. */
  updateBusinessProfile(customerId: string, input: unknown): Promise<Result<BusinessProfile>>;
}

/** A sign-up as the server hands it over (ports/account-backend.ts SignUpInput with its defaults applied). */
export interface SignUpRequest {
  readonly email: string;
  readonly name: string;
  readonly password: string;
  readonly isB2b: boolean;
  readonly optInNewsletter: boolean;
  readonly attachGuestOrders: boolean;
  readonly origin: string;
}

/** A social sign-in's answer as the server hands it over, with the checks it kept since the start. */
export interface ProviderSignInRequest {
  readonly provider: IdentityProviderName;
  readonly callback: AuthorizationCallback;
  readonly pending: PendingAuthorization;
  readonly attachGuestOrders: boolean;
  readonly optInNewsletter: boolean;
  readonly origin: string;
}
