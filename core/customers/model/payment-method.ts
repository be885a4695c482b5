/**
 * A card saved to the customer's wallet (spec: shell-account §2 Account area, Wallet; core-cart-checkout §7 GET
 * /api/payment-methods "saved methods"): kept by the payment gateway's vault, of which the store holds only a token
 * and what the customer sees. `last4` is the card number's last four digits; `expirationMonth` 1–12 and
 * `expirationYear` four digits; `createdAt` ISO 8601.
 */
export interface SavedPaymentMethod {
  readonly id: string;
  /** The card brand as shown, e.g. 'Visa', 'Mastercard', 'American Express', 'Discover'. */
  readonly brand: string;
  readonly last4: string;
  readonly expirationMonth: number;
  readonly expirationYear: number;
  readonly cardholderName: string;
  /** The card checkout offers first. */
  readonly isDefault: boolean;
  readonly createdAt: string;
}
