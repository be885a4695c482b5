import type { Result } from '../../shared';
import type { Clock } from '../../../ports/clock';
import type { ShippingRatesPort } from '../../../ports/shipping-rates';
import type { CarrierOptions, ShippingOfferSet, ShipmentRequest } from '../model/offers';
import { ALL_CARRIERS_ALLOWED, honouredCarrierOptions } from '../model/carriers';
import type { CustomerStore } from '../../../ports/customers';

/**
 * Input of QuoteShipping: the shipments to price, the caller's carrier allow flags and the session's owner (a
 * customer's id when signed in), whose own flags a request cannot override.
 */
export interface QuoteShippingInput {
  readonly shipments: readonly ShipmentRequest[];
  readonly carrierOptions?: Partial<CarrierOptions>;
  readonly ownerId?: string;
  /** 'customerService' for a CX agent's session (core §6): the options hidden from shoppers are offered too. */
  readonly filter?: 'customerService';
}

/**
 * The offer sets of `POST /api/shipping-calculator` (spec: core-cart-checkout §7 shipping calculator, §3 Offer
 * sets): each shipment priced by the rate service as of the clock's now, so cutoffs and arrival dates follow
 * the time the question is asked. The carriers offered follow `honouredCarrierOptions` (§7 "allow flags"): the
 * owner's stored flags (when `carriers` is given; an owner that is no customer allows all) with the request's false
 * flags on top; a CX agent's `filter` 'customerService' also offers the hidden options (§6). Errors: the rate
 * service's codes ('shipping/…', 'validation/invalid').
 */
export class QuoteShipping {
  constructor(
    private readonly rates: Pick<ShippingRatesPort, 'quote'>,
    private readonly clock: Clock,
    private readonly carriers?: Pick<CustomerStore, 'carrierOptions'>,
  ) {}

  /** The offer sets, one per shipment request, in request order. */
  async execute(input: QuoteShippingInput): Promise<Result<readonly ShippingOfferSet[]>> {
    const carrierOptions = await carrierOptionsFor(this.carriers, input.ownerId, input.carrierOptions);
    const filter = input.filter ? { filter: input.filter } : {};
    return this.rates.quote({ shipments: input.shipments, carrierOptions, ...filter, nowMs: this.clock.nowMs() });
  }
}

/**
 * The flags a quote for `ownerId` uses: the owner's stored flags (all allowed without a store or an owner) with
 * `requested`'s false flags on top (core-cart-checkout §7 POST /api/shipping-calculator).
 */
export async function carrierOptionsFor(
  carriers: Pick<CustomerStore, 'carrierOptions'> | undefined,
  ownerId: string | undefined,
  requested?: Partial<CarrierOptions>,
): Promise<CarrierOptions> {
  const stored = carriers && ownerId ? await carriers.carrierOptions(ownerId) : ALL_CARRIERS_ALLOWED;
  return honouredCarrierOptions(stored, requested);
}
