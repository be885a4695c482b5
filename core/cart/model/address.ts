import { z } from 'zod';

/**
 * Address in the product form (spec: core-cart-checkout §3 Address).
 * Countries offered: US and CA. `state` is a two-letter state or province code once validated.
 */
export type CountryCode = 'US' | 'CA';

const text = (max: number) => z.string().max(max);

/**
 * The one zod schema of a domain Address (spec: core-cart-checkout §3 Address): every field optional but
 * `country` ('US' or 'CA'); lengths in UTF-16 units (name, company, street lines 200, city 100, state 50,
 * postal code 20, e-mail 254 and well-formed, phone 40); `residential` is true for a home, false for a
 * business address. Strict: an unknown key is an error. It checks shape and lengths only; the §5 rules
 * (required fields, postal codes, regions, messages) are `validateShippingAddress` in core/validation.
 * Use cases, wire schemas and vendor readers build on it (`.shape`, `z.object(addressSchema.shape)` to drop
 * unknown keys) rather than declaring the fields again.
 */
export const addressSchema = z.strictObject({
  name: text(200).optional(),
  company: text(200).optional(),
  street1: text(200).optional(),
  street2: text(200).optional(),
  city: text(100).optional(),
  state: text(50).optional(),
  postalCode: text(20).optional(),
  country: z.enum(['US', 'CA']),
  residential: z.boolean().optional(),
  email: z.email().max(254).optional(),
  phone: text(40).optional(),
});

/** A postal address as the storefront forms hold it: the fields of `addressSchema`, read-only. */
export type Address = Readonly<z.output<typeof addressSchema>>;

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
