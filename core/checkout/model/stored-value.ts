import { usd, type Money } from '../../shared';

/**
 * Stored value: gift certificates and store credit, the payments applied before the card (spec: core-cart-checkout
 * §3 Order "paymentInfo.payments (kinds gift_certificate and store_credit, each with amountPlanned)"; §7 place order
 * "paymentNonces (store credit and gift certificate nonces prepended)").
 */

/** The kinds of stored value, named as the order's payments name them. */
export type StoredValueKind = 'gift_certificate' | 'store_credit';

/** What a stored-value nonce stands for when PlaceOrder redeems it: the account, its balance now, what to show. */
export interface StoredValueFunds {
  readonly kind: StoredValueKind;
  /** The gift certificate's id or the store credit account's id (its customer's id). */
  readonly accountId: string;
  /** The balance when the nonce was read, in cents (≥ 0); the debit checks it again in the order's transaction. */
  readonly balance: Money;
  /** The nonce as the payer sent it (spent with the order). */
  readonly nonce: string;
  /** A gift certificate's masked code ('XXXX-XXXX-XXXX-NPQR'); absent for store credit. */
  readonly maskedCode?: string;
}

/** An amount PlaceOrder takes from one stored value: `amount` in cents, > 0, ≤ the funds' balance. */
export interface StoredValueDebit {
  readonly kind: StoredValueKind;
  readonly accountId: string;
  readonly nonce: string;
  readonly amount: Money;
}

/** How an order's total is paid: the stored values in the order given, then the card for `cardAmount` (≥ 0). */
export interface PaymentPlan {
  readonly debits: readonly StoredValueDebit[];
  readonly cardAmount: Money;
}

/** The prefix of every stored-value nonce, which tells it from a card nonce without a lookup. */
export const STORED_VALUE_NONCE_PREFIX = 'sv_';

/** The nonce that pays what remains offline: accepted only in CX mode (spec: core-cart-checkout §6). */
export const OFFLINE_NONCE = 'offline';

/** Whether `nonce` names a gift certificate or store credit rather than a card. */
export function isStoredValueNonce(nonce: string): boolean {
  return nonce.startsWith(STORED_VALUE_NONCE_PREFIX);
}

/**
 * Splits `total` (cents, ≥ 0) over `funds` in their order, each paying what remains up to its balance, and leaves
 * the rest to the card. Funds that would pay nothing (zero balance, or the total already covered) get no debit. The
 * debits plus `cardAmount` always equal `total`; no debit exceeds its balance.
 */
export function planPayments(total: Money, funds: readonly StoredValueFunds[]): PaymentPlan {
  let remaining = Math.max(0, total.cents);
  const debits: StoredValueDebit[] = [];
  for (const f of funds) {
    const amount = Math.min(remaining, Math.max(0, f.balance.cents));
    if (amount <= 0) continue;
    debits.push({ kind: f.kind, accountId: f.accountId, nonce: f.nonce, amount: usd(amount) });
    remaining -= amount;
  }
  return { debits, cardAmount: usd(remaining) };
}

/** The letters and digits of a gift certificate code: no 0/O, 1/I, so that a code read aloud stays unambiguous. */
export const GIFT_CERTIFICATE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Characters in a code (16 of 32 symbols: 80 bits). */
export const GIFT_CERTIFICATE_CODE_LENGTH = 16;

/**
 * A code's 16 symbols shown in groups of four: 'ABCDEFGHJKLMNPQR' → 'ABCD-EFGH-JKLM-NPQR'. `symbols` is the raw
 * code (normalizeGiftCertificateCode's output).
 */
export function formatGiftCertificateCode(symbols: string): string {
  return (symbols.match(/.{1,4}/g) ?? []).join('-');
}

/**
 * The code as typed, reduced to its symbols: upper case, spaces and dashes dropped ('abcd-efgh jklm-npqr' →
 * 'ABCDEFGHJKLMNPQR'); undefined when what remains is not 16 symbols of GIFT_CERTIFICATE_ALPHABET.
 */
export function normalizeGiftCertificateCode(typed: string): string | undefined {
  const symbols = typed.toUpperCase().replace(/[\s-]/g, '');
  if (symbols.length !== GIFT_CERTIFICATE_CODE_LENGTH) return undefined;
  return [...symbols].every((c) => GIFT_CERTIFICATE_ALPHABET.includes(c)) ? symbols : undefined;
}

/** A code masked but its last four symbols: 'ABCDEFGHJKLMNPQR' → 'XXXX-XXXX-XXXX-NPQR'. */
export function maskGiftCertificateCode(symbols: string): string {
  return `XXXX-XXXX-XXXX-${symbols.slice(-4)}`;
}

/** The order's payment label of a stored value kind (spec §3 "Order totals ... use the labels"). */
export function storedValueLabel(kind: StoredValueKind): 'Store Credit' | 'Gift Certificate' {
  return kind === 'store_credit' ? 'Store Credit' : 'Gift Certificate';
}

/** The most a single store credit may be, in cents ($1,000.00). */
export const MAX_STORE_CREDIT_CENTS = 100_000;
