import type { CarrierOptions } from '../core/shipping';
import type { Address, Cart } from '../core/cart';
import type { Customer, LoginType, SavedAddress, StaffMember, StaffRole } from '../core/customers';
import type { Result } from '../core/shared';
import type { IdentityProviderName } from './identity-provider';

/** A customer as stored: the account and its argon2id password hash (null for a guest account without one). */
export interface StoredCustomer {
  readonly customer: Customer;
  readonly passwordHash: string | null;
}

/** A new account: the customer without id and time (the store assigns them), and its password hash. */
export interface NewCustomer {
  readonly email: string;
  readonly fullName: string;
  readonly isB2b: boolean;
  readonly isGuest: boolean;
  readonly newsletterOptIn: boolean;
  readonly passwordHash: string | null;
  readonly loginTypes: readonly LoginType[];
}

/** What a mailed key is for: a one-time sign-in link, or a password reset (a guest's first password). */
export type SignKeyPurpose = 'sign-in-link' | 'reset-password';

/** A mailed key as the store holds it (by its hash): whose it is, what for, where it leads, and whether it is live. */
export interface SignKeyRecord {
  readonly customerId: string;
  readonly purpose: SignKeyPurpose;
  /** Where a sign-in link leads after signing in (a path on this site); null for reset keys. */
  readonly redirectPath: string | null;
  /** false once used or past its expiry (the expired-link page, shell-account §8). */
  readonly live: boolean;
}

/**
 * Customer accounts, their mailed keys and address books (spec: shell-account §3 to §6; core-cart-checkout §3
 * Customer description). E-mails are looked up by `normalizeEmail`. Keys are passed in the clear and stored as
 * SHA-256 hashes; a key is used at most once (`useKey` is atomic). Absent is `undefined`. Times are epoch ms.
 * Throws PortError only when the store is unreachable.
 */
export interface CustomerStore {
  /** The account of a normalized e-mail, or undefined. */
  byEmail(emailNormalized: string): Promise<StoredCustomer | undefined>;
  /** The account with this id, or undefined. */
  byId(id: string): Promise<Customer | undefined>;
  /** Creates an account; 'account/email-taken' when the normalized e-mail already has one. */
  create(draft: NewCustomer, nowMs: number): Promise<Result<Customer>>;
  /**
   * Turns a guest account into a full one (sign-up with a guest's e-mail): name, business flag, newsletter, password;
   * undefined when `id` is no guest account (any more).
   */
  upgradeGuest(
    id: string,
    changes: Pick<NewCustomer, 'fullName' | 'isB2b' | 'newsletterOptIn'> & { readonly passwordHash: string },
  ): Promise<Customer | undefined>;
  /** Sets the password hash (a guest becomes a full account); undefined when there is no such account. */
  setPassword(id: string, passwordHash: string): Promise<Customer | undefined>;
  /**
   * Changes the account's profile: its full name (the first name follows, `firstNameOf`) and/or its newsletter choice;
   * the account afterwards, or undefined when there is no such account.
   */
  updateProfile(
    id: string,
    changes: { readonly fullName?: string; readonly newsletterOptIn?: boolean },
  ): Promise<Customer | undefined>;
  /** Records that the account signed in this way (kept once); the account afterwards. */
  addLoginType(id: string, loginType: LoginType): Promise<Customer | undefined>;
  /** The account an identity provider's subject was linked to (linkIdentity), or undefined. */
  byIdentity(provider: IdentityProviderName, subject: string): Promise<StoredCustomer | undefined>;
  /**
   * Links the provider's subject to the account (a later sign-in finds it by the subject even when the e-mail at the
   * provider has changed). Kept once: a subject already linked stays with its account.
   */
  linkIdentity(customerId: string, provider: IdentityProviderName, subject: string, nowMs: number): Promise<void>;
  /** Gives the customer the orders placed with this normalized e-mail that belong to nobody; how many. */
  attachGuestOrders(customerId: string, emailNormalized: string): Promise<number>;
  /** Stores a key (hashed) for the customer, valid until `expiresAtMs`. */
  addKey(
    key: string,
    record: Omit<SignKeyRecord, 'live'> & { readonly expiresAtMs: number },
    nowMs: number,
  ): Promise<void>;
  /** The key's record (live or not), or undefined for an unknown key. */
  findKey(key: string, nowMs: number): Promise<SignKeyRecord | undefined>;
  /** Marks a live key of `purpose` used, atomically; its record, or undefined when unknown, used or expired. */
  useKey(key: string, purpose: SignKeyPurpose, nowMs: number): Promise<SignKeyRecord | undefined>;
  /** The customer's saved addresses, oldest first. */
  addresses(customerId: string): Promise<readonly SavedAddress[]>;
  /**
   * Saves an address: a new one (`addressId` undefined) or the customer's `addressId` (undefined when the customer
   * has no such address). `isDefault` true makes it the only default; the first address is the default anyway.
   */
  saveAddress(
    customerId: string,
    input: { readonly addressId?: string; readonly address: Address; readonly isDefault: boolean },
    nowMs: number,
  ): Promise<SavedAddress | undefined>;
  /** Deletes the customer's address; false when the customer has no such address. */
  deleteAddress(customerId: string, addressId: string): Promise<boolean>;
  /** The account's staff role (permissions, admin flag); NO_STAFF_ROLE for an unknown id. */
  roleOf(customerId: string): Promise<StaffRole>;
  /**
   * Gives the account 'checkOutAsCustomer' (kept once) and, when `isAdmin` is given, that admin flag: the role
   * afterwards, or undefined for an unknown id (spec: core-cart-checkout §6; `nutshell staff add`).
   */
  grantStaff(customerId: string, isAdmin?: boolean): Promise<StaffRole | undefined>;
  /**
   * Takes 'checkOutAsCustomer' and the admin flag away and ends every session of the account, atomically: the role
   * afterwards, or undefined for an unknown id (`nutshell staff remove`).
   */
  revokeStaff(customerId: string): Promise<StaffRole | undefined>;
  /** Every account with 'checkOutAsCustomer', by e-mail. */
  listStaff(): Promise<readonly StaffMember[]>;
  /**
   * The customer's carrier allow flags (core-cart-checkout §3 carrierOptions); every carrier allowed for an id that is
   * no customer (a guest's session id), so quotes may ask with any owner id.
   */
  carrierOptions(customerId: string): Promise<CarrierOptions>;
  /** Stores the customer's carrier allow flags; the flags afterwards, or undefined when there is no such customer. */
  setCarrierOptions(customerId: string, flags: CarrierOptions): Promise<CarrierOptions | undefined>;
}

/**
 * Who owns a cart on the commerce platform (commercetools' setAnonymousId / setCustomerId update actions): a
 * signed-in session's carts belong to its customer (sessions.ts: the cart owner id is the customer's id).
 * Errors: 'cart/not-found', 'cart/version-conflict'.
 */
export interface CartOwnershipPort {
  /** Makes the cart at `version` the customer's: its owner id and customer id become `customerId`. */
  assignToCustomer(cartId: string, version: number, customerId: string): Promise<Result<Cart>>;
}
