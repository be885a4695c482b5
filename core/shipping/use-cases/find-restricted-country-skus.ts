import type { CountryCode } from '../../cart/model';
import type { ShippingRatesPort } from '../../../ports/shipping-rates';

/**
 * `GET /api/restricted-country-skus?skus=` (spec: core-cart-checkout §4 Checkout step enablement, country
 * restrictions): for each of `skus` that cannot ship to some country, those countries; SKUs without
 * restrictions are absent from the map. Never fails; an empty list gives an empty map without asking the port.
 */
export class FindRestrictedCountrySkus {
  constructor(private readonly rates: Pick<ShippingRatesPort, 'restrictedCountrySkus'>) {}

  /** SKU → the countries it cannot ship to. */
  async execute(skus: readonly string[]): Promise<Readonly<Record<string, readonly CountryCode[]>>> {
    return skus.length === 0 ? {} : this.rates.restrictedCountrySkus(skus);
  }
}
