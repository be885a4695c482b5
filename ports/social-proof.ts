/**
 * Recent purchases of a product, for the product page's social proof message (spec: shell-account §4 Flags
 * socialProofMessaging; core/catalogue/model/social-proof.ts).
 */
export interface SocialProofPort {
  /**
   * The number of orders with a line of product `productKey` placed in the last SOCIAL_PROOF_WINDOW_DAYS (30) days
   * by the adapter's clock; 0 when none. Throws PortError when the orders cannot be read.
   */
  recentOrdersOf(productKey: string): Promise<number>;
}
