import type { CarrierOptions } from './offers';

/**
 * The carriers a customer may disallow (spec: core-cart-checkout §3 Customer store carrierOptions; §6 "Customers may
 * disallow carriers (Lasership, Ontrac, a group of regional carriers); default allowed"): each with the name the CLI
 * takes, its allow flag and its display label.
 */
export const CARRIERS = [
  { name: 'lasership', flag: 'allowLasership', label: 'LaserShip' },
  { name: 'ontrac', flag: 'allowOntrac', label: 'OnTrac' },
  { name: 'bluestreak', flag: 'allowBlueStreak', label: 'BlueStreak' },
  { name: 'cdl', flag: 'allowCdl', label: 'CDL' },
  { name: 'grandhusky', flag: 'allowGrandHusky', label: 'GrandHusky' },
  { name: 'tforce', flag: 'allowTforce', label: 'TForce' },
  { name: 'uds', flag: 'allowUds', label: 'UDS' },
] as const satisfies readonly { name: string; flag: keyof CarrierOptions; label: string }[];

/** A carrier's name as the CLI takes it: 'lasership', 'ontrac', 'bluestreak', 'cdl', 'grandhusky', 'tforce', 'uds'. */
export type CarrierName = (typeof CARRIERS)[number]['name'];

/** The carrier names, in the order of CARRIERS. */
export const CARRIER_NAMES: readonly CarrierName[] = CARRIERS.map((c) => c.name);

/** The flags as a value being built. */
type Flags = { -readonly [K in keyof CarrierOptions]: boolean };

/** Every carrier allowed: a customer's flags until they disallow one (core-cart-checkout §3). */
export const ALL_CARRIERS_ALLOWED: CarrierOptions = {
  allowLasership: true,
  allowOntrac: true,
  allowBlueStreak: true,
  allowCdl: true,
  allowGrandHusky: true,
  allowTforce: true,
  allowUds: true,
};

/** The full flags of partial ones: an absent flag allows its carrier. */
export function carrierOptionsOf(partial: Partial<CarrierOptions> = {}): CarrierOptions {
  const full: Flags = { ...ALL_CARRIERS_ALLOWED };
  for (const { flag } of CARRIERS) if (partial[flag] === false) full[flag] = false;
  return full;
}

/**
 * The flags a quote uses (spec: core-cart-checkout §7 POST /api/shipping-calculator "allow flags"): a carrier is
 * allowed only when the customer allows it and the request does not disallow it, so a flag the customer disallowed
 * stays disallowed whatever the request says.
 */
export function honouredCarrierOptions(
  customer: CarrierOptions,
  requested: Partial<CarrierOptions> = {},
): CarrierOptions {
  const full: Flags = { ...customer };
  for (const { flag } of CARRIERS) if (requested[flag] === false) full[flag] = false;
  return full;
}

/** `flags` with each carrier of `disallow` set to false and each of `allow` to true (`allow` wins a tie). */
export function withCarrierChanges(
  flags: CarrierOptions,
  changes: { readonly allow?: readonly CarrierName[]; readonly disallow?: readonly CarrierName[] },
): CarrierOptions {
  const next: Flags = { ...flags };
  for (const c of CARRIERS) {
    if (changes.disallow?.includes(c.name)) next[c.flag] = false;
    if (changes.allow?.includes(c.name)) next[c.flag] = true;
  }
  return next;
}
