/**
 * Texts of what the feature flags and targeting switch on (apart from copy.ts, so that only the code showing them
 * carries them).
 */
export const targetingCopy = {
  /** The product page's social proof line (shell-account §4 socialProofMessaging; core/catalogue social-proof.ts). */
  socialProof: (orders: number) => `${orders} bought in the last 30 days`,
} as const;
