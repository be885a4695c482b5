import type { Cart } from '../../../core/cart';
import { certificateToday, taxExemptStatesOf } from '../../../core/resellers';
import type { Clock } from '../../../ports/clock';
import type { ResaleCertificateStore } from '../../../ports/resale-certificates';

/** What the engine reads of the resale certificates: a customer's (ports/resale-certificates.ts). */
export type CertificateReader = Pick<ResaleCertificateStore, 'listByCustomer'>;

/**
 * The states (US codes) where the cart's customer is tax-exempt today (the warehouse's date) by an approved, unexpired
 * resale certificate (shell-account §2 Reseller Certifications; core/resellers `taxExemptStatesOf`): read only for a
 * customer's cart (its customerId, else its owner's anonymousId) whose tax address is in the US; none for a guest's
 * cart or without a certificate store. The engine prices with them (recalculate.ts), so the server, never the browser,
 * decides the exemption.
 */
export async function taxExemptStatesFor(
  cart: Cart,
  certificates: CertificateReader | undefined,
  clock: Clock,
): Promise<readonly string[]> {
  // A signed-in session's cart is owned through its anonymousId, the customer's id (AddToCart, CartOwnershipPort);
  // a guest's anonymous id is a session's random id, which no certificate names.
  const owner = cart.customerId ?? cart.anonymousId;
  if (!certificates || !owner) return [];
  const address = cart.shippingAddress ?? cart.itemShippingAddresses[0];
  if (address?.country !== 'US' || !address.state) return [];
  return taxExemptStatesOf(await certificates.listByCustomer(owner), certificateToday(clock.nowMs()));
}
