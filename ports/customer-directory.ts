import type { Result } from '../core/shared';
import type { CarrierName, CarrierOptions } from '../core/shipping';
import type { Customer, CustomerDescription } from '../core/customers';
import type { OrderHistoryRow } from './account-area';

/**
 * The store's customers as a CX agent's CLI reads them (`nutshell customer find|show|orders`), by e-mail compared
 * case-insensitively. In-process it is the account use cases on the database; while a local server holds the data
 * directory it is that server's `/nutshell/customers` routes (behind the API client's bearer token). Throws PortError
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
   * Allows and disallows carriers for the account of `email` (spec: core-cart-checkout §3 carrierOptions, §6; names of
   * CARRIER_NAMES); the flags afterwards, or undefined when there is no account ('validation/invalid' for an unknown
   * carrier name).
   */
  setCarriers(
    email: string,
    changes: { readonly allow: readonly CarrierName[]; readonly disallow: readonly CarrierName[] },
  ): Promise<Result<CarrierOptions> | undefined>;
}
