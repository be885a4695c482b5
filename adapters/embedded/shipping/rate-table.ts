import type { Address } from '../../../core/cart';

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
  readonly allowFlag?: 'allowLasership' | 'allowOntrac';
  /** Hidden from shoppers: offered only with the 'customerService' filter (a CX agent's checkout, core §6). */
  readonly hidden?: boolean;
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
