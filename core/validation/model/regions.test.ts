import { CA_REGIONS, isValidRegion, normalizeRegion, regionsFor, US_REGIONS } from './regions';

describe('regions (spec: core-cart-checkout §5 State or province)', () => {
  it('lists 63 US codes: 50 states, DC, 6 territories, 3 military, 3 Pacific', () => {
    expect(US_REGIONS).toHaveLength(63);
    const codes = US_REGIONS.map((r) => r.code);
    for (const code of ['DC', 'AS', 'GU', 'MP', 'PR', 'VI', 'UM', 'AA', 'AE', 'AP', 'FM', 'MH', 'PW']) {
      expect(codes).toContain(code);
    }
    expect(new Set(codes).size).toBe(63);
  });

  it("lists Canada's 13 provinces and territories", () => {
    expect(CA_REGIONS.map((r) => r.code).sort()).toEqual([
      'AB',
      'BC',
      'MB',
      'NB',
      'NL',
      'NS',
      'NT',
      'NU',
      'ON',
      'PE',
      'QC',
      'SK',
      'YT',
    ]);
    expect(regionsFor('CA')).toBe(CA_REGIONS);
  });

  it('converts codes and full names case-insensitively', () => {
    expect(normalizeRegion('US', 'nj')).toBe('NJ');
    expect(normalizeRegion('US', 'New Jersey')).toBe('NJ');
    expect(normalizeRegion('US', '  new   YORK ')).toBe('NY');
    expect(normalizeRegion('US', 'district of columbia')).toBe('DC');
    expect(normalizeRegion('US', 'Armed Forces Europe')).toBe('AE');
    expect(normalizeRegion('CA', 'Québec')).toBe('QC');
    expect(normalizeRegion('CA', 'british columbia')).toBe('BC');
    expect(normalizeRegion('CA', 'Newfoundland & Labrador')).toBe('NL');
  });

  it('rejects codes of the other country and unknown names', () => {
    expect(normalizeRegion('CA', 'NY')).toBeUndefined();
    expect(normalizeRegion('US', 'Ontario')).toBeUndefined();
    expect(normalizeRegion('US', 'XX')).toBeUndefined();
    expect(normalizeRegion('US', '')).toBeUndefined();
  });

  it('round-trips every name to its code', () => {
    for (const country of ['US', 'CA'] as const) {
      for (const { code, name } of regionsFor(country)) {
        expect(normalizeRegion(country, name.toUpperCase())).toBe(code);
        expect(isValidRegion(country, code)).toBe(true);
      }
    }
    expect(isValidRegion('US', 'ny')).toBe(false);
  });
});
