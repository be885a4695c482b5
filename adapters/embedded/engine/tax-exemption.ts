import type { Cart } from '../../../core/cart';
import { certificateToday, taxExemptStatesOf } from '../../../core/resellers';
import type { Clock } from '../../../ports/clock';
import type { ResaleCertificateStore } from '../../../ports/resale-certificates';

/** What the engine reads of the resale certificates: a customer's (ports/resale-certificates.ts). */
export type CertificateReader = Pick<ResaleCertificateStore, 'listByCustomer'>;

/**
 * The states (US codes) where the cart's customer is tax-exempt today (the warehouse's date) by an approved,
 * unexpired resale certificate (issue 18 "Resellers"; core/resellers `taxExemptStatesOf`): read only for a customer's
 * cart whose tax address is in the US; none for a guest's cart or without a certificate store. The engine prices with
 * them (recalculate.ts), so the server, never the browser, decides the exemption.
 */
export async function taxExemptStatesFor(
  cart: Cart,
  certificates: CertificateReader | undefined,
  clock: Clock,
): Promise<readonly string[]> {
  if (!certificates || !cart.customerId) return [];
  const address = cart.shippingAddress ?? cart.itemShippingAddresses[0];
  if (address?.country !== 'US' || !address.state) return [];
  return taxExemptStatesOf(await certificates.listByCustomer(cart.customerId), certificateToday(clock.nowMs()));
}
