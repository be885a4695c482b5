import type { CarrierOptions } from '../../shipping/model';
import type { Address, Cart } from '../../cart/model';
import type { ActingFor } from './staff';

/** How a session signed in (spec: shell-account §3 Session: apple, facebook, google, magic link, password). */
export const LOGIN_TYPES = ['password', 'magic link', 'google', 'apple', 'facebook'] as const;
/** One of LOGIN_TYPES. */
export type LoginType = (typeof LOGIN_TYPES)[number];

/**
 * A customer account (spec: shell-account §3, core-cart-checkout §3 Customer description). `email` as the customer
 * typed it; accounts are unique by e-mail compared case-insensitively (`normalizeEmail`). A guest is an account
 * made at checkout without a password (it may set one later). Times are ISO 8601 strings.
 */
export interface Customer {
  readonly id: string;
  readonly email: string;
  /** The full name given at sign-up (spec: Sign-up form `name`). */
  readonly fullName: string;
  /** The first word of the full name, as the utility bar greets ("Hi {first name}"). */
  readonly firstName: string;
  /** A business (B2B) account rather than a personal one (Sign-up form `isB2b`). */
  readonly isB2b: boolean;
  /** An account without a password, made by a guest checkout (spec: shell-account §6 Guest). */
  readonly isGuest: boolean;
  /** The ways this account has signed in so far. */
  readonly loginTypes: readonly LoginType[];
  /** Whether the customer takes the newsletter (Sign-up option optInNewsletter, default true). */
  readonly newsletterOptIn: boolean;
  readonly createdAt: string;
}

/** The contact of a session (spec: core-cart-checkout §3 Customer description `contact`; shell-account §3 Contact). */
export interface Contact {
  readonly id: string;
  readonly email: string;
  readonly firstName: string;
  readonly isB2b: boolean;
  readonly subscribed: boolean;
  readonly businessIndustry: string | null;
}

/** Feature flags by layer, highest precedence first: local, session, site, visitor (shell-account §4 Analytics). */
export type FlagsByLayer = Readonly<
  Record<'local' | 'session' | 'site' | 'visitor', Readonly<Record<string, boolean>>>
>;

/**
 * Who the session is, without its cart: what the page state carries and what every sign-in, sign-up and sign-out
 * answer holds besides the cart (spec: shell-account §3 Session and "Sign-in, sign-up and sign-out results carry
 * cart, customer, contact, businessAccountInfo, flagsByLayer, signedLoginType, userCreatedAt, userFirstName").
 * Every field is null (permissions empty) for an anonymous session.
 */
export interface SessionSummary {
  readonly customer: { readonly id: string; readonly email: string } | null;
  readonly contact: Contact | null;
  /** Business account details; null until business accounts exist for the customer. */
  readonly businessAccountInfo: { readonly businessName: string | null } | null;
  readonly flagsByLayer: FlagsByLayer;
  readonly signedLoginType: LoginType | null;
  readonly userCreatedAt: string | null;
  readonly userFirstName: string | null;
  readonly email: string | null;
  /** Session permissions, e.g. 'checkOutAsCustomer' for staff (shell-account §6). */
  readonly permissions: readonly string[];
  readonly userHasBusinessAccount: boolean;
  /** The account's admin flag (shell-account §2 "An isAdmin value is available app-wide"); false for others. */
  readonly isAdmin: boolean;
  /**
   * Whom a CX agent's session acts for (core §6 CX mode), null when it acts for nobody; always null without the
   * 'checkOutAsCustomer' permission.
   */
  readonly actingFor: ActingFor | null;
}

/** A sign-in, sign-up, sign-out or link answer: the session summary and the session's cart (null without one). */
export interface SessionData extends SessionSummary {
  readonly cart: Cart | null;
}

/** The answer of GET /api/users/find for a known e-mail (spec: shell-account §3 Looked-up user). */
export interface LookedUpUser {
  readonly firstName: string | null;
  readonly guest: boolean;
}

/** A saved address of the address book: its id, the address and whether it is the default one. */
export interface SavedAddress {
  readonly id: string;
  readonly address: Address;
  readonly isDefault: boolean;
}

/**
 * POST /api/me/describe (spec: core-cart-checkout §3 Customer description; shell-account §7): the signed-in
 * customer's addresses, contact, customer and account facts. Credit accounts, discount codes, issues and notes are
 * empty until the features that fill them exist.
 */
export interface CustomerDescription {
  readonly addresses: readonly SavedAddress[];
  readonly adminUrl: string | null;
  readonly allowSplitShipments: boolean;
  /** The carrier allow flags (core-cart-checkout §3 carrierOptions; all allowed by default). */
  readonly carrierOptions: CarrierOptions;
  readonly contact: Contact;
  readonly creditAccounts: readonly unknown[];
  readonly customer: { readonly id: string; readonly email: string };
  readonly discountCodes: readonly string[];
  /** Whether the customer has a business account (a business profile, core-cart-checkout §6 Business). */
  readonly hasBusinessAccount: boolean;
  /** The business account's company name; null without one (the server always sends it). */
  readonly businessName?: string | null;
  readonly issues: readonly string[];
  readonly notes: readonly string[];
  readonly signedUpAt: string;
}

/** An address book as it is shown and offered: the default first, the others in their order (oldest first). */
export function defaultFirst(book: readonly SavedAddress[]): readonly SavedAddress[] {
  return [...book.filter((a) => a.isDefault), ...book.filter((a) => !a.isDefault)];
}

/** The summary of a session nobody has signed in to. */
export const ANONYMOUS_SESSION: SessionSummary = {
  customer: null,
  contact: null,
  businessAccountInfo: null,
  flagsByLayer: { local: {}, session: {}, site: {}, visitor: {} },
  signedLoginType: null,
  userCreatedAt: null,
  userFirstName: null,
  email: null,
  permissions: [],
  userHasBusinessAccount: false,
  isAdmin: false,
  actingFor: null,
};

/** The first name of a full name: its first word ('' for a blank name). */
export function firstNameOf(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}

/**
 * Whether the customer may upload bulk orders (shell-account §2 account flag is_bulk_upload_available; /order-upload
 * of core-cart-checkout §2): business accounts (isB2b) may; personal accounts and guests may not.
 */
export function isBulkUploadAvailable(customer: Pick<Customer, 'isB2b' | 'isGuest'>): boolean {
  return customer.isB2b && !customer.isGuest;
}
