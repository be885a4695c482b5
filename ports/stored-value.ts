import type { Money, Result } from '../core/shared';
import type { GiftCertificateUnit } from '../core/cart';
import type { OrderReasonLabel, StoredValueFunds } from '../core/checkout';

/** A gift certificate issued for an order's unit, with its code, which only its mail carries. */
export interface IssuedGiftCertificate extends GiftCertificateUnit {
  readonly id: string;
  /** The code grouped as 'ABCD-EFGH-JKLM-NPQR'. */
  readonly code: string;
}

/** One entry of a store credit account's ledger: `amount` in cents (> 0 a credit, < 0 a debit by an order). */
export interface StoreCreditEntry {
  readonly id: string;
  readonly amount: Money;
  /** One of ORDER_REASON_LABELS for a credit issued by staff; 'Order' for an order's debit. */
  readonly reason: string;
  readonly note?: string;
  /** Who issued it (the agent's e-mail or 'cli'); absent for an order's debit. */
  readonly issuedBy?: string;
  readonly orderNumber?: string;
  /** ISO 8601. */
  readonly createdAt: string;
}

/** A customer's store credit: the balance (cents, ≥ 0) and the ledger, newest first. */
export interface StoreCreditAccount {
  readonly customerId: string;
  readonly balance: Money;
  readonly entries: readonly StoreCreditEntry[];
}

/** A store credit to issue: `amount` in cents (1 to MAX_STORE_CREDIT_CENTS), with its reason and who issued it. */
export interface StoreCreditGrant {
  readonly amount: Money;
  readonly reason: OrderReasonLabel;
  readonly note?: string;
  readonly issuedBy: string;
}

/**
 * Gift certificates and store credit (spec: core-cart-checkout §3 Order payments, Customer "credit accounts (with
 * nonce), store credit (balance, nonce)"; §7 GET /api/credit-accounts, place order). Balances are cents and never
 * below zero. A nonce stands for one certificate or one customer's credit, is single-use, is stored hashed, and is
 * bound to its payer (the cart owner id: a customer's id, or a guest session's anonymousId); another payer's nonce
 * reads as absent. The balances drop only in the order's own transaction (CommercePort.createOrderFromCart with
 * `storedValueDebits`). Throws PortError when the database is unreachable.
 */
export interface StoredValuePort {
  /**
   * The customer's store credit balance with a new nonce bound to `customerId`, or undefined when the customer has
   * no store credit account (never credited).
   */
  storeCreditNonce(customerId: string): Promise<{ readonly balance: Money; readonly nonce: string } | undefined>;
  /**
   * Turns a typed gift certificate `code` (any case, dashes and spaces ignored) into a nonce bound to `payer`:
   * the masked code, the balance and the nonce. Errors: 'gift-certificate/invalid' (no such code),
   * 'gift-certificate/empty' (balance zero).
   */
  applyGiftCertificate(
    code: string,
    payer: string,
  ): Promise<Result<{ readonly code: string; readonly balance: Money; readonly nonce: string }>>;
  /** What an unspent nonce of `payer` stands for, with the balance now; undefined for an unknown, spent or other's. */
  redeemable(nonce: string, payer: string): Promise<StoredValueFunds | undefined>;
  /**
   * Issues the gift certificates of `units` for order `orderNumber`, once per (order, line, unit): a repeated call
   * issues nothing new. Answers every certificate of the order not yet marked mailed, with its code.
   */
  issueGiftCertificates(
    orderNumber: string,
    units: readonly GiftCertificateUnit[],
  ): Promise<readonly IssuedGiftCertificate[]>;
  /** Marks a certificate mailed: its code is then kept only hashed (no later call answers it). */
  markGiftCertificateMailed(id: string): Promise<void>;
  /** Credits `customerId`'s store credit (opening the account on first use): the account afterwards. */
  issueStoreCredit(customerId: string, grant: StoreCreditGrant): Promise<StoreCreditAccount>;
  /** The customer's store credit account, or undefined when never credited. */
  storeCreditAccount(customerId: string): Promise<StoreCreditAccount | undefined>;
}
