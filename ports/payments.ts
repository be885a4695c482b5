import type { Money } from '../core/shared';
import type { Result } from '../core/shared';
import type { SavedPaymentMethod } from '../core/customers';

/**
 * Card payments through a gateway (the embedded test gateway by default).
 * The browser tokenizes a card into a single-use nonce; the server authorizes an amount against it.
 * No card number is ever stored: only the last four digits and the brand.
 * Error codes: 'payment/invalid-card' (bad number, expiry or CVC), 'payment/declined', 'payment/nonce-unknown',
 * 'payment/nonce-used', 'payment/transaction-unknown' (void or capture of an authorization the gateway never gave),
 * 'payment/declined' also when the issuer refuses the capture of an approved authorization (`details.stage`).
 */
export interface PaymentTokenizerPort {
  /**
   * Exchanges card data for a nonce. `owner` (server side only: the tokenizing session's anonymousId) binds the
   * nonce to that session; the browser's adapter sends none, the server derives it from the session cookie.
   */
  tokenizeCard(
    card: CardInput,
    owner?: string,
  ): Promise<Result<{ readonly nonce: string; readonly last4: string; readonly brand: string }>>;
}

/** Server side of the gateway. */
export interface PaymentGatewayPort {
  /**
   * Authorizes `amount` on the card behind `nonce`; a nonce authorizes once, and a nonce bound to an owner only
   * for that `payer` (another payer gets 'payment/nonce-unknown', as if the nonce did not exist).
   * `idempotencyKey` (the order's): authorizing the same nonce again with the same key, by the same payer, for
   * the same amount, returns the first authorization instead of 'payment/nonce-used', so that an order call
   * retried after a crash between authorization and order creation completes (test/reliability/crash.test.ts).
   * A voided authorization is never given back: the same nonce then answers 'payment/nonce-used' (a nonce is
   * spent once a transaction used it, as at a card gateway), so a retry needs a new nonce and gets a new
   * authorization.
   */
  authorize(
    nonce: string,
    amount: Money,
    payer?: string,
    idempotencyKey?: string,
  ): Promise<Result<{ readonly transactionId: string; readonly last4: string; readonly brand: string }>>;
  /**
   * Voids the authorization `transactionId` (from `authorize`): the held amount is released and nothing can be
   * captured on it. Idempotent: voiding a voided authorization answers the same success again, so a caller may
   * retry a void whose answer it lost. Returns the transaction id and its status, always 'voided'.
   * Errors: 'payment/transaction-unknown' when the gateway gave no approved authorization with that id.
   * Throws PortError when the gateway is unreachable (the authorization may or may not be voided then).
   * Used by PlaceOrder to release the payment of an order that was not created (core-cart-checkout §4 Placing
   * an order).
   */
  void(transactionId: string): Promise<Result<VoidedAuthorization>>;
  /**
   * Captures `amount` (cents, at most the authorized amount) of the approved authorization `transactionId`: the
   * money is taken. Idempotent: capturing a captured authorization answers the same success again. Errors:
   * 'payment/declined' with `details.stage` 'capture' (the issuer refused it: the gateway's message, e.g. 'Your
   * card was declined.'; the authorization stays uncaptured), 'payment/transaction-unknown' (no approved, unvoided
   * authorization with that
   * id, or an amount above the authorized one). Throws PortError when the gateway is unreachable. Used by
   * PlaceOrder after the order commits and by ChangePaymentMethod (core-cart-checkout §4 Placing an order, §7).
   */
  capture(transactionId: string, amount: Money): Promise<Result<CapturedPayment>>;
}

/** The answer to a capture: the authorization's transaction id, its status (always 'captured') and the cents taken. */
export interface CapturedPayment {
  readonly transactionId: string;
  readonly status: 'captured';
  readonly amount: Money;
}

/** The answer to a void: the authorization's transaction id and its status. */
export interface VoidedAuthorization {
  readonly transactionId: string;
  readonly status: 'voided';
}

/** Card data typed by the shopper: `expMonth` 1-12, `expYear` four digits. */
export interface CardInput {
  readonly number: string;
  readonly expMonth: number;
  readonly expYear: number;
  readonly cvc: string;
  readonly postalCode?: string;
}

/** A card to keep in the vault: the nonce of a card just tokenized by the customer's session, and its holder's name. */
export interface VaultCardInput {
  readonly nonce: string;
  /** The name on the card, as typed (1–200 characters). */
  readonly cardholderName: string;
  /** Make it the card checkout offers first (the first saved card is the default anyway). */
  readonly isDefault?: boolean;
}

/**
 * The gateway's vault of saved cards, the customer's wallet (spec: shell-account §2 Account area, Wallet;
 * core-cart-checkout §7 GET /api/payment-methods "saved methods", "saved payment methods in checkout"). The vault
 * keeps a gateway token per card and what the customer sees (brand, last four digits, expiry, holder): never the
 * card number or its security code. Every call names the customer; a card of another customer reads as absent.
 * Errors: 'payment/nonce-unknown' (no such nonce of this customer's), 'payment/nonce-used', 'payment/declined'
 * (a card the gateway refuses is not saved), 'payment/method-not-found'. Throws PortError when unreachable.
 */
export interface PaymentVaultPort {
  /** Saves the card behind `input.nonce` (which it spends) to `customerId`'s wallet: the card saved. */
  saveCard(customerId: string, input: VaultCardInput): Promise<Result<SavedPaymentMethod>>;
  /** The customer's saved cards: the default first, then the newest first. */
  listCards(customerId: string): Promise<readonly SavedPaymentMethod[]>;
  /**
   * Removes one of the customer's cards (the newest remaining one becomes the default when it was the default):
   * the wallet afterwards, or 'payment/method-not-found'.
   */
  removeCard(customerId: string, paymentMethodId: string): Promise<Result<readonly SavedPaymentMethod[]>>;
  /**
   * A single-use nonce that charges one of the customer's saved cards, bound to `customerId` as its payer (as
   * PaymentTokenizerPort's nonces are to their session), for PlaceOrder; or 'payment/method-not-found'.
   */
  nonceForCard(
    customerId: string,
    paymentMethodId: string,
  ): Promise<Result<{ readonly nonce: string; readonly last4: string; readonly brand: string }>>;
}
