import type { Address } from '../../../core/cart';
import type { CarrierOptions } from '../../../core/shipping';

/**
 * The embedded shipping calculator's rate table: zones from the New Jersey warehouse by destination, and
 * services with a base price, a price per pound and per zone, and transit days. Prices in cents.
 */
export interface Service {
  readonly id: string;
  readonly name: string;
  readonly carrier: string;
  readonly carrierCode: string;
  readonly baseCents: number;
  readonly perPoundCents: number;
  readonly perZoneCents: number;
  /** Transit business days by zone (index = zone). */
  readonly days: (zone: number) => number;
  readonly heatResistantIncluded: boolean;
  readonly countries: readonly ('US' | 'CA')[];
  readonly position: number;
  /** Regional carriers need their allow flag (spec: core-cart-checkout §3 carrierOptions). */
  readonly allowFlag?: keyof CarrierOptions;
  /** Hidden from shoppers: offered only with the 'customerService' filter (a CX agent's checkout, core §6). */
  readonly hidden?: boolean;
  /** A regional carrier's own zone: the ranges of 3-digit ZIP prefixes it delivers to (absent: the whole country). */
  readonly zip3?: readonly (readonly [number, number])[];
}

/**
 * A regional carrier's ground service: cheaper than UPS ground within its own zone of ZIP prefixes, 1 to 4
 * business days, needing its allow flag.
 */
function regional(
  id: string,
  carrier: string,
  carrierCode: string,
  allowFlag: keyof CarrierOptions,
  zip3: readonly (readonly [number, number])[],
  position: number,
): Service {
  return {
    id,
    name: `${carrier} Regional Ground`,
    carrier,
    carrierCode,
    baseCents: 599,
    perPoundCents: 50,
    perZoneCents: 40,
    days: (z) => Math.min(1 + Math.floor(z / 2), 4),
    heatResistantIncluded: false,
    countries: ['US'],
    position,
    allowFlag,
    zip3,
  };
}

/**
 * The regional carriers (spec: core-cart-checkout §6 "a group of regional carriers") and their zones: LaserShip on
 * the East Coast and in the Southeast (ZIP 200-399), BlueStreak in New England (010-069), CDL in New York City and
 * Long Island (100-119), GrandHusky in the Great Lakes states (400-499), TForce in Texas (750-799) and UDS in the
 * upper Midwest (530-569).
 */
export const REGIONAL_SERVICES: readonly Service[] = [
  regional('lasership', 'LaserShip', 'LSHP', 'allowLasership', [[200, 399]], 16),
  regional('bluestreak', 'BlueStreak', 'BLST', 'allowBlueStreak', [[10, 69]], 17),
  regional('cdl', 'CDL', 'CDLL', 'allowCdl', [[100, 119]], 17),
  regional('grandhusky', 'GrandHusky', 'GRHK', 'allowGrandHusky', [[400, 499]], 17),
  regional('tforce', 'TForce', 'TFRC', 'allowTforce', [[750, 799]], 17),
  regional('uds', 'UDS', 'UDSL', 'allowUds', [[530, 569]], 17),
];

/** Whether `service` delivers to `address`: its countries and, for a regional carrier, its ZIP prefixes. */
export function serves(service: Service, address: Address): boolean {
  if (!service.countries.includes(address.country as 'US' | 'CA')) return false;
  if (!service.zip3) return true;
  const zip3 = Number((address.postalCode ?? '').slice(0, 3));
  return service.zip3.some(([from, to]) => zip3 >= from && zip3 <= to);
}

/** Free ground shipping threshold for the contiguous US (spec: core-cart-checkout §4 Free-shipping progress). */
export const FREE_GROUND_THRESHOLD_CENTS = 5900;

/** The services offered, by position; prices in cents, transit in business days. */
export const SERVICES: readonly Service[] = [
  {
    id: 'ground',
    name: 'Standard Ground',
    carrier: 'UPS',
    carrierCode: 'UPSG',
    baseCents: 699,
    perPoundCents: 60,
    perZoneCents: 50,
    days: (z) => Math.min(2 + Math.floor(z / 2), 6),
    heatResistantIncluded: false,
    countries: ['US'],
    position: 10,
  },
  {
    id: 'regional',
    name: 'Regional Ground',
    carrier: 'OnTrac',
    carrierCode: 'ONTR',
    baseCents: 649,
    perPoundCents: 55,
    perZoneCents: 45,
    days: (z) => Math.min(2 + Math.floor(z / 2), 5),
    heatResistantIncluded: false,
    countries: ['US'],
    position: 15,
    allowFlag: 'allowOntrac',
  },
  {
    id: 'two-day',
    name: '2-Day',
    carrier: 'FedEx',
    carrierCode: 'FX2D',
    baseCents: 1499,
    perPoundCents: 120,
    perZoneCents: 150,
    days: () => 2,
    heatResistantIncluded: false,
    countries: ['US'],
    position: 20,
  },
  {
    id: 'overnight',
    name: 'Overnight (cold pack included)',
    carrier: 'FedEx',
    carrierCode: 'FXON',
    baseCents: 2999,
    perPoundCents: 200,
    perZoneCents: 300,
    days: () => 1,
    heatResistantIncluded: true,
    countries: ['US'],
    position: 30,
  },
  {
    id: 'canada-expedited',
    name: 'Canada Expedited',
    carrier: 'Canada Post',
    carrierCode: 'CPEX',
    baseCents: 1999,
    perPoundCents: 250,
    perZoneCents: 0,
    days: () => 6,
    heatResistantIncluded: false,
    countries: ['CA'],
    position: 40,
  },
  ...REGIONAL_SERVICES,
  {
    id: 'will-call',
    name: 'Will Call / Warehouse Pickup',
    carrier: 'None',
    carrierCode: '00',
    baseCents: 0,
    perPoundCents: 0,
    perZoneCents: 0,
    days: () => 0,
    heatResistantIncluded: true,
    countries: ['US'],
    position: 90,
    hidden: true,
  },
];

/** Zone 2 to 8 in the contiguous US by ZIP prefix, 9 for Alaska, Hawaii, Puerto Rico and overseas, 10 for Canada. */
export function zoneFor(address: Address): number {
  if (address.country === 'CA') return 10;
  const zip3 = Number((address.postalCode ?? '').slice(0, 3));
  if (
    (zip3 >= 995 && zip3 <= 999) ||
    (zip3 >= 967 && zip3 <= 968) ||
    (zip3 >= 6 && zip3 <= 9) ||
    ['AK', 'HI', 'PR', 'GU', 'VI', 'AS', 'MP', 'AA', 'AE', 'AP'].includes(address.state ?? '')
  )
    return 9;
  const first = Number((address.postalCode ?? '0')[0]);
  return [2, 2, 3, 3, 5, 5, 6, 6, 8, 8][first] ?? 8;
}

/** true when the address is in the contiguous US (free ground shipping applies there only). */
export function isContiguousUs(address: Address): boolean {
  return address.country === 'US' && zoneFor(address) <= 8;
}
