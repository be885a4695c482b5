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
