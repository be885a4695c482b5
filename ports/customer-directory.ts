import type { AddedStaff, Customer, CustomerDescription, StaffMember } from '../core/customers';
import type { Result } from '../core/shared';
import type { BusinessProfile } from '../core/business';
import type { CarrierName, CarrierOptions } from '../core/shipping';
import type { OrderHistoryRow } from './account-area';

/** A customer and its business profile (null when the customer has no business account). */
export interface CustomerBusiness {
  readonly customer: Customer;
  readonly profile: BusinessProfile | null;
}

/**
 * The store's customers as a CX agent's CLI reads them (`nutshell customer find|show|orders`), by e-mail compared
 * case-insensitively, and its staff (`nutshell staff add|remove|list`, spec: core-cart-checkout §6). In-process it
 * is the account use cases on the database; while a local server holds the data directory it is that server's
 * `/nutshell/customers` and `/nutshell/staff` routes (behind the API client's bearer token). Throws PortError
 * only when the server cannot be reached or answers out of contract.
 */
export interface CustomerDirectory {
  /** The account of `email`, or undefined when there is none. */
  find(email: string): Promise<Customer | undefined>;
  /**
   * The account's description as POST /api/customers/{customer}/describe answers it (spec: core-cart-checkout §7;
   * addresses, contact, customer, signedUpAt, ...), or undefined when there is no account for `email`.
   */
  describe(email: string): Promise<CustomerDescription | undefined>;
  /**
   * The account's orders, newest first, as its Order History lists them (spec: shell-account §2 Orders table, §3
   * Order row), or undefined when there is no account for `email`.
   */
  orders(email: string): Promise<readonly OrderHistoryRow[] | undefined>;
  /**
   * AddStaff: the account of `email` (made when missing, named `name`) gets 'checkOutAsCustomer' (and the admin flag
   * with `admin`); an account without a password is mailed the set-password link. 'validation/invalid' for a bad
   * e-mail.
   */
  addStaff(input: {
    readonly email: string;
    readonly name?: string;
    readonly admin: boolean;
  }): Promise<Result<AddedStaff>>;
  /** RemoveStaff: the permission and admin flag taken away, every session ended; 'resource/not-found'. */
  removeStaff(email: string): Promise<Result<StaffMember>>;
  /**
   * The business account of `email` (spec: core-cart-checkout §6 Business; `nutshell business show`): the account
   * and its business profile (null without one), or undefined when there is no account for `email`. Read-only.
   */
  business(email: string): Promise<CustomerBusiness | undefined>;
  /** Every staff member, by e-mail. */
  listStaff(): Promise<readonly StaffMember[]>;
  /**
   * Allows and disallows carriers for the account of `email` (spec: core-cart-checkout §3 carrierOptions, §6; names of
   * CARRIER_NAMES); the flags afterwards, or undefined when there is no account ('validation/invalid' for an unknown
   * carrier name).
   */
  setCarriers(
    email: string,
    changes: { readonly allow: readonly CarrierName[]; readonly disallow: readonly CarrierName[] },
  ): Promise<Result<CarrierOptions> | undefined>;
}
