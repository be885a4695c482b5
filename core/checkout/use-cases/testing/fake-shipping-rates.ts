import { usd } from '../../../shared';
import { ok, type Result } from '../../../shared';
import type { CountryCode } from '../../../cart/model';
import type {
  CarrierOptions,
  PredictedShipping,
  ShipmentRequest,
  ShippingOfferSet,
  ShippingOption,
} from '../../../shipping/model';
import type { ShippingRatesPort } from '../../../../ports/shipping-rates';

/** A UPS Ground option with `shippingMethodId` at `cents` (default 899), packaging not included. */
export function testOption(shippingMethodId: string, overrides: Partial<ShippingOption> = {}): ShippingOption {
  const cents = overrides.price?.cents ?? 899;
  return {
    shippingMethodId,
    carrier: 'UPS',
    carrierCode: '03',
    name: 'UPS Ground',
    price: usd(cents),
    listPrice: usd(cents),
    days: 3,
    earliestArrivalOn: '2025-06-11',
    latestArrivalOn: '2025-06-12',
    requestedShipOn: '2025-06-09',
    flatRate: false,
    hidden: false,
    position: 10,
    warnings: [],
    heatResistantIncluded: false,
    ...overrides,
  };
}

/** An offer set for shipment `key` to Cranford, NJ. */
export function testOfferSet(
  key: string,
  shippingOffers: readonly ShippingOption[],
  containsMeltables = false,
): ShippingOfferSet {
  return {
    key,
    address: {
      name: 'Pat Jones',
      street1: '125 Moen Ave',
      city: 'Cranford',
      state: 'NJ',
      postalCode: '07016',
      country: 'US',
      residential: true,
    },
    containsMeltables,
    shippingOffers,
  };
}

/** One quote request the fake received. */
export interface RecordedQuote {
  readonly shipments: readonly ShipmentRequest[];
  readonly carrierOptions?: Partial<CarrierOptions>;
  readonly nowMs: number;
}

/**
 * ShippingRatesPort for unit tests: `quote` answers the fixed `result` (offer sets or an error) whatever the
 * shipments, and records each request; `restricted` is the restricted-country SKU map (only asked SKUs returned).
 */
export class FakeShippingRates implements ShippingRatesPort {
  readonly quotes: RecordedQuote[] = [];
  readonly restrictedAsked: (readonly string[])[] = [];

  constructor(
    public result: Result<readonly ShippingOfferSet[]> = ok([]),
    public restricted: Readonly<Record<string, readonly CountryCode[]>> = {},
  ) {}

  async quote(input: RecordedQuote): Promise<Result<readonly ShippingOfferSet[]>> {
    this.quotes.push(input);
    return this.result;
  }

  predictedShipping(nowMs: number): PredictedShipping {
    return { expiresAt: Math.floor(nowMs / 1000) + 3600, friendly: 'today', date: '2025-06-09' };
  }

  /** Fixed ship days: the weekdays of 9 to 17 June 2025. */
  shipDates(): readonly string[] {
    return ['2025-06-09', '2025-06-10', '2025-06-11', '2025-06-12', '2025-06-13', '2025-06-16', '2025-06-17'];
  }

  async restrictedCountrySkus(skus: readonly string[]): Promise<Readonly<Record<string, readonly CountryCode[]>>> {
    this.restrictedAsked.push(skus);
    return Object.fromEntries(skus.flatMap((s) => (this.restricted[s] ? [[s, this.restricted[s]]] : [])));
  }
}
