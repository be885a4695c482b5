import type { Result } from '../core/shared';
import type { OrderReasonLabel } from '../core/checkout';
import type { StoreCreditAccount } from './stored-value';

/** A store credit to issue by e-mail: `amountCents` 1 to 100,000, an order reason label, a note, who issued it. */
export interface StoreCreditRequest {
  readonly email: string;
  readonly amountCents: number;
  readonly reason: OrderReasonLabel;
  readonly note?: string;
  readonly issuedBy: string;
}

/**
 * A CX agent's store credit desk (`nutshell customer credit add|show`; spec: core-cart-checkout §6 courtesy credit):
 * in-process the IssueStoreCredit and GetStoreCredit use cases on the database; while a local server holds the data
 * directory, its `/nutshell/customers/credit` routes (behind the API client's bearer token). Errors:
 * 'validation/invalid', 'store-credit/customer-not-found'. Throws PortError when the server cannot be reached or
 * answers out of contract.
 */
export interface StoreCreditDesk {
  /** Credits the customer of `request.email`: the account afterwards (balance in cents, ledger newest first). */
  credit(request: StoreCreditRequest): Promise<Result<StoreCreditAccount>>;
  /** The customer's balance and ledger (a zero balance and no entries when never credited). */
  show(email: string): Promise<Result<StoreCreditAccount>>;
}
