import type { Result } from '../../shared';
import type { Clock } from '../../../ports/clock';
import type { ShippingRatesPort } from '../../../ports/shipping-rates';
import type { CarrierOptions, ShippingOfferSet, ShipmentRequest } from '../model/offers';

/** Input of QuoteShipping: the shipments to price and the caller's carrier allow flags. */
export interface QuoteShippingInput {
  readonly shipments: readonly ShipmentRequest[];
  readonly carrierOptions?: Partial<CarrierOptions>;
  /** 'customerService' for a CX agent's session (core §6): the options hidden from shoppers are offered too. */
  readonly filter?: 'customerService';
}

/**
 * The offer sets of `POST /api/shipping-calculator` (spec: core-cart-checkout §7 shipping calculator, §3 Offer
 * sets): each shipment priced by the rate service as of the clock's now, so cutoffs and arrival dates follow
 * the time the question is asked. Errors: the rate service's codes ('shipping/…', 'validation/invalid').
 */
export class QuoteShipping {
  constructor(
    private readonly rates: Pick<ShippingRatesPort, 'quote'>,
    private readonly clock: Clock,
  ) {}

  /** The offer sets, one per shipment request, in request order. */
  execute(input: QuoteShippingInput): Promise<Result<readonly ShippingOfferSet[]>> {
    return this.rates.quote({ ...input, nowMs: this.clock.nowMs() });
  }
}
