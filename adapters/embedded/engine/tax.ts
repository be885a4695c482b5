import type { Address } from '../../../core/cart';

/**
 * The embedded engine's small sales-tax table by state or province: rate as a fraction.
 * A demo table, not tax advice: states not listed are untaxed.
 */
const US_RATES: Readonly<Record<string, number>> = {
  NJ: 0.06625,
  NY: 0.08875,
  CA: 0.0725,
  PA: 0.06,
  TX: 0.0625,
  FL: 0.06,
  WA: 0.065,
  IL: 0.0625,
  MA: 0.0625,
  GA: 0.04,
  OH: 0.0575,
  NC: 0.0475,
  VA: 0.053,
  CO: 0.029,
  AZ: 0.056,
};
const CA_HST: Readonly<Record<string, number>> = { ON: 0.13, NB: 0.15, NS: 0.14, NL: 0.15, PE: 0.15 };

/** Tax rate and label for a shipping address; undefined when no address or no state is known. */
export function taxRateFor(address: Address | undefined): { name: string; rate: number } | undefined {
  if (!address?.state) return undefined;
  if (address.country === 'CA') return { name: 'GST/HST', rate: CA_HST[address.state] ?? 0.05 };
  const rate = US_RATES[address.state] ?? 0;
  return { name: `${address.state} Sales Tax`, rate };
}

/**
 * Tax in cents on `netCents` at `rate` (a fraction), rounded half up to the cent. The rate is taken as an
 * integer number of 1/100,000ths so that half cents are exact (14.5 at 7.25% of 200 is not 14.499…).
 */
export function taxCents(netCents: number, rate: number): number {
  return Math.round((netCents * Math.round(rate * 100_000)) / 100_000);
}
