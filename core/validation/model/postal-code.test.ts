import fc from 'fast-check';
import { addressLabels, isCanadianPostalCode, isValidPostalCode, normalizePostalCode } from './postal-code';

describe('isValidPostalCode (spec: core-cart-checkout §5 Postal codes)', () => {
  it.each(['12345', '12345-6789', '123456789', ' 07001 '])('accepts the US ZIP %j', (zip) => {
    expect(isValidPostalCode('US', zip)).toBe(true);
  });

  it.each(['', '1234', '123456', '12345-678', '12345 6789', '12345--6789', 'ABCDE', 'K1A 0B1'])(
    'rejects the US ZIP %j',
    (zip) => expect(isValidPostalCode('US', zip)).toBe(false),
  );

  it.each(['K1A 0B1', 'k1a0b1', 'K1A-0B1', 'm5v 3l9'])('accepts the Canadian postal code %j', (code) => {
    expect(isValidPostalCode('CA', code)).toBe(true);
  });

  it.each(['', 'K1A  0B1', 'K1A_0B1', '1A1 A1A', 'KK1 0B1', '12345'])('rejects the Canadian postal code %j', (code) => {
    expect(isValidPostalCode('CA', code)).toBe(false);
  });

  it('accepts every 5-digit and 9-digit ZIP (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{5}$/), fc.stringMatching(/^\d{4}$/), fc.boolean(), (five, four, dash) => {
        expect(isValidPostalCode('US', five)).toBe(true);
        expect(isValidPostalCode('US', `${five}${dash ? '-' : ''}${four}`)).toBe(true);
      }),
    );
  });
});

describe('isCanadianPostalCode', () => {
  it('detects the Canadian pattern only', () => {
    expect(isCanadianPostalCode('H2X 1Y4')).toBe(true);
    expect(isCanadianPostalCode('h2x1y4')).toBe(true);
    expect(isCanadianPostalCode('10001')).toBe(false);
  });
});

describe('normalizePostalCode', () => {
  it('upper-cases Canadian codes with one space', () => {
    expect(normalizePostalCode('CA', 'k1a0b1')).toBe('K1A 0B1');
    expect(normalizePostalCode('CA', 'k1a-0b1')).toBe('K1A 0B1');
  });

  it('gives a 9-digit ZIP its dash and keeps a 5-digit ZIP', () => {
    expect(normalizePostalCode('US', '070011234')).toBe('07001-1234');
    expect(normalizePostalCode('US', ' 07001 ')).toBe('07001');
  });

  it('is undefined for an invalid code', () => {
    expect(normalizePostalCode('US', '0700')).toBeUndefined();
    expect(normalizePostalCode('CA', '07001')).toBeUndefined();
  });
});

describe('addressLabels', () => {
  it("labels US 'ZIP code' and 'State', Canada 'Postal code' and 'Province'", () => {
    expect(addressLabels('US')).toEqual({ postalCode: 'ZIP code', state: 'State' });
    expect(addressLabels('CA')).toEqual({ postalCode: 'Postal code', state: 'Province' });
  });
});
