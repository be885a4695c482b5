import type { CountryCode } from '../core/cart';
import type { Result } from '../core/shared';
import type { CarrierOptions, PredictedShipping, ShipmentRequest, ShippingOfferSet } from '../core/shipping';

/** The shipping offers' filter (core-cart-checkout §6: CX agents "filter shipping offers as 'customerService'"). */
export type ShippingOfferFilter = 'customerService';

/**
 * The shipping calculator (spec: core-cart-checkout §7 POST /api/shipping-calculator, predicted shipping,
 * restricted-country SKUs). Offers come sorted by position. Error code: 'shipping/invalid-postal-code'
 * (message contains 'Invalid postal code'); countries are US and CA by type, so none is unsupported.
 */
export interface ShippingRatesPort {
  /**
   * Offer sets, one per shipment, at time `nowMs` (ms since epoch). `carrierOptions`: the customer's carrier allow
   * flags (a flag set to false removes that carrier's offers; absent flags allow). `filter` 'customerService' (a CX
   * agent's checkout, core-cart-checkout §6) also offers the options hidden from shoppers.
   */
  quote(input: {
    readonly shipments: readonly ShipmentRequest[];
    readonly carrierOptions?: Partial<CarrierOptions>;
    readonly filter?: ShippingOfferFilter;
    readonly nowMs: number;
  }): Promise<Result<readonly ShippingOfferSet[]>>;
  /** The next shipping cutoff at `nowMs`. */
  predictedShipping(nowMs: number): PredictedShipping;
  /**
   * The business days (YYYY-MM-DD, ascending) the warehouse ships on to `country` from the next ship day through
   * `days` calendar days after the warehouse's today (spec: core-cart-checkout §7 GET /api/shipping-calculator/
   * ship-dates). Never fails.
   */
  shipDates(input: { readonly country: CountryCode; readonly nowMs: number; readonly days: number }): readonly string[];
  /** For each SKU that cannot ship to some countries, those countries. */
  restrictedCountrySkus(skus: readonly string[]): Promise<Readonly<Record<string, readonly CountryCode[]>>>;
}
