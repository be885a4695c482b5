/**
 * The product page's social proof message (spec: shell-account §4 "Flags seen: … socialProofMessaging"): how many
 * orders bought the product in a recent window, shown only behind the socialProofMessaging flag and only when the
 * count is large enough to mean something (a local rule: the spec names the flag, not the message).
 */

/** The window the count covers, days. */
export const SOCIAL_PROOF_WINDOW_DAYS = 30;
/** The fewest orders in the window that show the message. */
export const SOCIAL_PROOF_MIN_ORDERS = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The start of the window ending at `nowMs` (epoch ms): SOCIAL_PROOF_WINDOW_DAYS earlier. */
export function socialProofSinceMs(nowMs: number): number {
  return nowMs - SOCIAL_PROOF_WINDOW_DAYS * DAY_MS;
}

/** Whether `orders` in the window are enough to show (at least SOCIAL_PROOF_MIN_ORDERS). */
export function showsSocialProof(orders: number): boolean {
  return Number.isInteger(orders) && orders >= SOCIAL_PROOF_MIN_ORDERS;
}
