import type { Money } from '../../shared';
import type { Address } from '../../cart/model';

/**
 * Shipping offers (spec: core-cart-checkout §3 "Shipping offer set and option").
 * Dates are YYYY-MM-DD; `days` is transit days; prices are cents.
 */
export interface ShippingOption {
  /** Stable id of the option within the calculator, e.g. 'ups-ground'. */
  readonly shippingMethodId: string;
  readonly carrier: string;
  readonly carrierCode: string;
  readonly name: string;
  readonly price: Money;
  readonly listPrice: Money;
  readonly days: number;
  readonly earliestArrivalOn: string;
  readonly latestArrivalOn: string;
  readonly requestedShipOn: string;
  readonly flatRate: boolean;
  readonly hidden: boolean;
  readonly position: number;
  readonly warnings: readonly string[];
  /** true when the option ships heat-resistant packaging already included in its price. */
  readonly heatResistantIncluded: boolean;
}

/** The offers for one shipment (keyed by shipment key). `containsMeltables` when any line is meltable. */
export interface ShippingOfferSet {
  readonly key: string;
  readonly address: Address;
  readonly containsMeltables: boolean;
  readonly shippingOffers: readonly ShippingOption[];
}

/** A line of a shipment sent to the shipping calculator: weight in grams. */
export interface ShipmentLine {
  readonly id: string;
  readonly sku: string;
  readonly quantity: number;
  readonly weightGrams: number;
  readonly meltable: boolean;
}

/** A shipment sent to the shipping calculator: `shipmentValue` is the merchandise value in cents. */
export interface ShipmentRequest {
  readonly key: string;
  readonly address: Address;
  readonly lines: readonly ShipmentLine[];
  readonly shipmentValue: Money;
}

/** Carrier allow flags (spec: core-cart-checkout §3 Customer store carrierOptions; all allowed by default). */
export interface CarrierOptions {
  readonly allowLasership: boolean;
  readonly allowOntrac: boolean;
  readonly allowBlueStreak: boolean;
  readonly allowCdl: boolean;
  readonly allowGrandHusky: boolean;
  readonly allowTforce: boolean;
  readonly allowUds: boolean;
}

/** Predicted shipping cutoff (spec: core-cart-checkout §3 Other): `expiresAt` in unix seconds. */
export interface PredictedShipping {
  readonly expiresAt: number;
  readonly friendly: 'today' | 'tomorrow';
  readonly date: string;
}

/**
 * Whether the shopper may ask for a later delivery date with `option` (ours: the ground-style offers that arrive
 * within a window, earliest before latest; not pickup).
 */
export function allowsRequestedDate(option: ShippingOption): boolean {
  return option.carrierCode !== '00' && option.earliestArrivalOn < option.latestArrivalOn;
}

/**
 * The delivery dates a shopper may request with `option` (spec §3 Shipping address custom field requestedDeliveryOn):
 * the business days of `shipDates` (the warehouse calendar, YYYY-MM-DD) from its latest arrival on; [] when the
 * option allows none.
 */
export function requestedDateChoices(option: ShippingOption, shipDates: readonly string[]): string[] {
  return allowsRequestedDate(option) ? shipDates.filter((d) => d >= option.latestArrivalOn) : [];
}

/** Position of the default 'Pickup' option (spec §3 Shipping option; §9 "pickup shippingMethodId 38, position 80"). */
export const PICKUP_POSITION = 80;

/**
 * The default 'Pickup' option (spec §3: shippingMethodId '38', position 80, carrier 'None', carrier code '00',
 * free) of a shipment whose fulfilment is skipped (a fixed-address product with skipFulfillment), for `day`
 * (YYYY-MM-DD: it is not shipped, so it "arrives" that day). `name` is the product's shippingMethod when it has one.
 */
export function pickupOption(day: string, name = 'Pickup'): ShippingOption {
  return {
    shippingMethodId: '38',
    carrier: 'None',
    carrierCode: '00',
    name,
    price: { cents: 0, currency: 'USD' },
    listPrice: { cents: 0, currency: 'USD' },
    days: 0,
    earliestArrivalOn: day,
    latestArrivalOn: day,
    requestedShipOn: day,
    flatRate: true,
    hidden: false,
    position: PICKUP_POSITION,
    warnings: [],
    heatResistantIncluded: false,
  };
}
