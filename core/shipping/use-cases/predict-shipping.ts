import type { Clock } from '../../../ports/clock';
import type { ShippingRatesPort } from '../../../ports/shipping-rates';
import type { PredictedShipping } from '../model/offers';

/**
 * `GET /api/predicted-shipping` (spec: core-cart-checkout §3 Predicted-shipping cutoff): the next ship date and
 * the cutoff (ms since the epoch) to order by for it, as of the clock's now. Never fails.
 */
export class PredictShipping {
  constructor(
    private readonly rates: Pick<ShippingRatesPort, 'predictedShipping'>,
    private readonly clock: Clock,
  ) {}

  /** The predicted shipping of an order placed now. */
  execute(): PredictedShipping {
    return this.rates.predictedShipping(this.clock.nowMs());
  }
}
