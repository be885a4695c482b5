import type { CountryCode } from '../core/cart';
import type { Result } from '../core/shared';
import type { CarrierOptions, PredictedShipping, ShipmentRequest, ShippingOfferSet } from '../core/shipping';

/**
 * The shipping calculator (spec: core-cart-checkout §7 POST /api/shipping-calculator, predicted shipping,
 * restricted-country SKUs). Offers come sorted by position. Error code: 'shipping/invalid-postal-code'
 * (message contains 'Invalid postal code'); countries are US and CA by type, so none is unsupported.
 */
export interface ShippingRatesPort {
  /** Offer sets, one per shipment, at time `nowMs` (ms since epoch). */
  quote(input: {
    readonly shipments: readonly ShipmentRequest[];
    readonly carrierOptions?: Partial<CarrierOptions>;
    readonly nowMs: number;
  }): Promise<Result<readonly ShippingOfferSet[]>>;
  /** The next shipping cutoff at `nowMs`. */
  predictedShipping(nowMs: number): PredictedShipping;
  /** For each SKU that cannot ship to some countries, those countries. */
  restrictedCountrySkus(skus: readonly string[]): Promise<Readonly<Record<string, readonly CountryCode[]>>>;
}
