import { domainError, err, ok, type Result } from '../../../core/shared';
import { usd } from '../../../core/shared';
import { isSameDeliveryLocation, type Address, type CountryCode } from '../../../core/cart';
import type {
  CarrierOptions,
  PredictedShipping,
  ShipmentRequest,
  ShippingOfferSet,
  ShippingOption,
} from '../../../core/shipping';
import type { ShippingOfferFilter, ShippingRatesPort } from '../../../ports/shipping-rates';
import { calendarInZone } from '../../../core/shared';
import { WAREHOUSE_TIME_ZONE } from '../../../core/shipping';
import { addBusinessDays, addDays, isWeekend, nextShipment } from './calendar';
import { FREE_GROUND_THRESHOLD_CENTS, SERVICES, isContiguousUs, serves, zoneFor } from './rate-table';

const US_ZIP = /^\d{5}(-?\d{4})?$/;
const CA_POSTAL = /^[A-Za-z]\d[A-Za-z][ -]?\d[A-Za-z]\d$/;
const GRAMS_PER_POUND = 453.59237;
/** Packaging adds 8 oz per shipment. */
const PACKAGING_GRAMS = 227;

/**
 * The embedded shipping calculator: offers by zone and weight from the rate table, free ground shipping
 * for contiguous-US shipments at or above $59 (per shipping address: shipments to one address count
 * together), meltable handling, regional-carrier allow flags, the daily cutoff, and the restriction that
 * meltable products do not ship to Canada.
 */
export class EmbeddedShippingRates implements ShippingRatesPort {
  /** @param isMeltableSku tells whether a SKU is a meltable product (used for country restrictions). */
  constructor(private readonly isMeltableSku: (skus: readonly string[]) => Promise<ReadonlySet<string>>) {}

  async quote(input: {
    shipments: readonly ShipmentRequest[];
    carrierOptions?: Partial<CarrierOptions>;
    filter?: ShippingOfferFilter;
    nowMs: number;
  }): Promise<Result<readonly ShippingOfferSet[]>> {
    const { shipOn } = nextShipment(input.nowMs);
    const sets: ShippingOfferSet[] = [];
    // Free shipping counts each shipping address separately: shipments to one address add up (spec §4).
    const valueAt = (address: Address) =>
      input.shipments
        .filter((o) => isSameDeliveryLocation(o.address, address))
        .reduce((a, o) => a + o.shipmentValue.cents, 0);
    for (const s of input.shipments) {
      const code = s.address.postalCode ?? '';
      if (!(s.address.country === 'CA' ? CA_POSTAL : US_ZIP).test(code)) {
        return err(domainError('shipping/invalid-postal-code', `Invalid postal code: ${code}`, { key: s.key }));
      }
      const zone = zoneFor(s.address);
      const grams = s.lines.reduce((a, l) => a + l.weightGrams * l.quantity, 0) + PACKAGING_GRAMS;
      const pounds = Math.max(1, Math.ceil(grams / GRAMS_PER_POUND));
      const containsMeltables = s.lines.some((l) => l.meltable);
      const offers: ShippingOption[] = SERVICES.filter((svc) => serves(svc, s.address))
        .filter((svc) => !svc.allowFlag || input.carrierOptions?.[svc.allowFlag] !== false)
        .filter((svc) => !svc.hidden || input.filter === 'customerService')
        .map((svc) => {
          const list = svc.baseCents + svc.perPoundCents * pounds + svc.perZoneCents * Math.max(0, zone - 2);
          const free =
            svc.id === 'ground' && isContiguousUs(s.address) && valueAt(s.address) >= FREE_GROUND_THRESHOLD_CENTS;
          const days = svc.days(zone);
          return {
            shippingMethodId: svc.id,
            carrier: svc.carrier,
            carrierCode: svc.carrierCode,
            name: free ? `${svc.name} (FREE)` : svc.name,
            price: usd(free ? 0 : list),
            listPrice: usd(list),
            days,
            earliestArrivalOn: addBusinessDays(shipOn, days),
            latestArrivalOn: addBusinessDays(shipOn, svc.id === 'ground' || svc.allowFlag ? days + 1 : days),
            requestedShipOn: shipOn,
            flatRate: false,
            hidden: svc.hidden ?? false,
            position: svc.position,
            warnings:
              containsMeltables && !svc.heatResistantIncluded
                ? ['Contains heat-sensitive items: heat-resistant packaging is added.']
                : [],
            heatResistantIncluded: svc.heatResistantIncluded,
          };
        })
        .sort((a, b) => a.position - b.position);
      sets.push({ key: s.key, address: s.address, containsMeltables, shippingOffers: offers });
    }
    return ok(sets);
  }

  predictedShipping(nowMs: number): PredictedShipping {
    const { shipOn, cutoffMs } = nextShipment(nowMs);
    const today = calendarInZone(nowMs, WAREHOUSE_TIME_ZONE).date;
    return { expiresAt: Math.floor(cutoffMs / 1000), friendly: shipOn === today ? 'today' : 'tomorrow', date: shipOn };
  }

  /** Weekdays from the next ship day (nextShipment) through `days` calendar days after the warehouse's today. */
  shipDates(input: { country: CountryCode; nowMs: number; days: number }): readonly string[] {
    const today = calendarInZone(input.nowMs, WAREHOUSE_TIME_ZONE).date;
    const last = addDays(today, input.days);
    const dates: string[] = [];
    for (let d = nextShipment(input.nowMs).shipOn; d <= last; d = addDays(d, 1)) if (!isWeekend(d)) dates.push(d);
    return dates;
  }

  async restrictedCountrySkus(skus: readonly string[]): Promise<Readonly<Record<string, readonly CountryCode[]>>> {
    const meltable = await this.isMeltableSku(skus);
    return Object.fromEntries(skus.filter((s) => meltable.has(s)).map((s) => [s, ['CA'] as const]));
  }
}
