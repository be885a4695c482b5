import { z } from 'zod';
import { domainError, err, ok, type Result } from '../../shared';
import type { CountryCode } from '../../cart/model';
import type { CommercePort } from '../../../ports/commerce';
import type { Clock } from '../../../ports/clock';
import type { ShippingRatesPort } from '../../../ports/shipping-rates';

/** The days ahead the ship dates cover (spec: core-cart-checkout §7 ship dates; ours: 30 calendar days). */
export const SHIP_DATES_DAYS = 30;

const inputSchema = z.union([
  z.strictObject({ country: z.enum(['US', 'CA']) }),
  z.strictObject({ shipmentKey: z.string().regex(/^shipment-\d+$/) }),
]);

/** A country, or the key of one of the session's cart's shipments (its address's country). */
export type ListShipDatesInput = z.input<typeof inputSchema>;

/**
 * `GET /api/shipping-calculator/ship-dates` (spec: core-cart-checkout §7): the business days the warehouse ships on
 * over the next 30 days (YYYY-MM-DD, ascending, from the next ship day), for a country or for a shipment of the
 * session's active cart (read through the commerce port). Errors: 'validation/invalid' (neither, or a malformed
 * one), 'cart/unknown-shipment' ('unknown shipment: {key}', also without a cart).
 */
export class ListShipDates {
  constructor(
    private readonly rates: Pick<ShippingRatesPort, 'shipDates'>,
    private readonly clock: Clock,
    private readonly commerce: Pick<CommercePort, 'getActiveCartOf'>,
  ) {}

  /** `anonymousId`: the session whose active cart holds the shipment (undefined: no session, so no shipment). */
  async execute(
    raw: ListShipDatesInput,
    anonymousId: string | undefined,
  ): Promise<Result<{ shipDates: readonly string[] }>> {
    const parsed = inputSchema.safeParse(raw);
    if (!parsed.success) return err(domainError('validation/invalid', 'Give a country (US or CA) or a shipment key'));
    const input = parsed.data;
    let country: CountryCode;
    if ('country' in input) country = input.country;
    else {
      const cart = anonymousId ? await this.commerce.getActiveCartOf(anonymousId) : undefined;
      const shipment = cart?.itemShippingAddresses.find((a) => a.key === input.shipmentKey);
      if (!shipment)
        return err(
          domainError('cart/unknown-shipment', `unknown shipment: ${input.shipmentKey}`, { key: input.shipmentKey }),
        );
      country = shipment.country;
    }
    return ok({ shipDates: this.rates.shipDates({ country, nowMs: this.clock.nowMs(), days: SHIP_DATES_DAYS }) });
  }
}
