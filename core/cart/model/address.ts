/**
 * Address in the product form (spec: core-cart-checkout §3 Address).
 * Countries offered: US and CA. `state` is a two-letter state or province code once validated.
 */
export type CountryCode = 'US' | 'CA';

/** A postal address as the storefront forms hold it. */
export interface Address {
  readonly name?: string;
  readonly company?: string;
  readonly street1?: string;
  readonly street2?: string;
  readonly city?: string;
  readonly state?: string;
  readonly postalCode?: string;
  readonly country: CountryCode;
  /** true for a home, false for a business address. */
  readonly residential?: boolean;
  readonly email?: string;
  readonly phone?: string;
}

/**
 * Custom fields of a shipping address (spec: core-cart-checkout §3 "Shipping address custom fields").
 * Dates are YYYY-MM-DD; `price` is the chosen delivery option's price in cents.
 */
export interface ShippingAddressCustomFields {
  readonly requestedDeliveryOn?: string;
  readonly priceCents?: number;
  readonly shipmentPickupCarrier?: string;
  readonly shipmentPickupCarrierCode?: string;
  /** Name of the chosen delivery option, e.g. 'UPS Ground'. */
  readonly shippingMethodName?: string;
  /** Id of the chosen delivery option in the shipping calculator's offer set. */
  readonly shippingMethodId?: string;
  readonly signedTrustedMatchkey?: string;
}

/** An entry of `itemShippingAddresses`: an address with a shipment key `shipment-N` and its custom fields. */
export interface ItemShippingAddress extends Address {
  readonly key: string;
  readonly custom: ShippingAddressCustomFields;
}
