import fc from 'fast-check';
import { taxCents, taxRateFor } from './tax';

describe('taxRateFor', () => {
  it('gives the state sales tax of a listed US state', () => {
    expect(taxRateFor({ country: 'US', state: 'NJ' })).toEqual({ name: 'NJ Sales Tax', rate: 0.06625 });
    expect(taxRateFor({ country: 'US', state: 'NY' })).toEqual({ name: 'NY Sales Tax', rate: 0.08875 });
    expect(taxRateFor({ country: 'US', state: 'CA' })).toEqual({ name: 'CA Sales Tax', rate: 0.0725 });
  });

  it('gives a zero rate for an unlisted US state', () => {
    expect(taxRateFor({ country: 'US', state: 'OR' })).toEqual({ name: 'OR Sales Tax', rate: 0 });
  });

  it('gives GST/HST in Canada: HST where a province has one, 5% GST elsewhere', () => {
    expect(taxRateFor({ country: 'CA', state: 'ON' })).toEqual({ name: 'GST/HST', rate: 0.13 });
    expect(taxRateFor({ country: 'CA', state: 'NS' })).toEqual({ name: 'GST/HST', rate: 0.14 });
    expect(taxRateFor({ country: 'CA', state: 'NB' })).toEqual({ name: 'GST/HST', rate: 0.15 });
    expect(taxRateFor({ country: 'CA', state: 'AB' })).toEqual({ name: 'GST/HST', rate: 0.05 });
    expect(taxRateFor({ country: 'CA', state: 'BC' })).toEqual({ name: 'GST/HST', rate: 0.05 });
  });

  it('is undefined without an address or without a state', () => {
    expect(taxRateFor(undefined)).toBeUndefined();
    expect(taxRateFor({ country: 'US', postalCode: '07016' })).toBeUndefined();
  });
});

describe('taxCents', () => {
  it('rounds to the cent, half up', () => {
    expect(taxCents(1999, 0.06625)).toBe(132); // 132.43
    expect(taxCents(400, 0.06625)).toBe(27); // 26.5
    expect(taxCents(200, 0.0725)).toBe(15); // 14.5, although 200 × 0.0725 is 14.4999… in binary
    expect(taxCents(10_000, 0.13)).toBe(1300);
    expect(taxCents(0, 0.06625)).toBe(0);
    expect(taxCents(1999, 0)).toBe(0);
  });

  it('property: equals the exact integer rounding of cents × rate for every rate of the table', () => {
    const rates = [
      0.06625, 0.08875, 0.0725, 0.06, 0.0625, 0.065, 0.04, 0.0575, 0.0475, 0.053, 0.029, 0.056, 0.13, 0.15, 0.14, 0.05,
    ];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.constantFrom(...rates), (cents, rate) => {
        const perHundredThousand = Math.round(rate * 100_000);
        expect(taxCents(cents, rate)).toBe(Math.floor((cents * perHundredThousand + 50_000) / 100_000));
      }),
    );
  });
});
