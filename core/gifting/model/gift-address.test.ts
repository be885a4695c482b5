import { describe, expect, it } from 'vitest';
import { validateGiftAddress } from './gift-address';

const OUTSIDE = 'Gifts ship only within the United States (including Hawaii and Alaska) and Puerto Rico.';
const at = (state: string, postalCode: string, country = 'US') => ({
  name: 'Sam Lee',
  street1: '1 Main St',
  city: 'Somewhere',
  state,
  postalCode,
  country,
});

describe('where a redeemed gift ships (catalogue-gifting §1)', () => {
  it('accepts the states, Hawaii, Alaska, DC and Puerto Rico, normalised', () => {
    for (const [state, zip] of [
      ['NJ', '07102'],
      ['HI', '96813'],
      ['alaska', '99501'],
      ['DC', '20001'],
      ['Puerto Rico', '00901'],
    ] as const) {
      expect(validateGiftAddress(at(state, zip)).ok).toBe(true);
    }
    const r = validateGiftAddress(at('hawaii', '968131234'));
    expect(r.ok && [r.value.state, r.value.postalCode]).toEqual(['HI', '96813-1234']);
  });

  it('refuses territories, military addresses and Canada with a clear message', () => {
    for (const [state, zip, country] of [
      ['GU', '96910', 'US'],
      ['VI', '00802', 'US'],
      ['AE', '09001', 'US'],
      ['ON', 'K1A 0B1', 'CA'],
    ] as const) {
      const r = validateGiftAddress(at(state, zip, country));
      expect(r.ok ? undefined : [r.error.code, r.error.message]).toEqual(['gift/invalid-address', OUTSIDE]);
    }
  });

  it("keeps the address forms' field messages", () => {
    const r = validateGiftAddress({ name: '', street1: '', city: 'Honolulu', state: 'HI', postalCode: '968' });
    expect(r.ok ? undefined : r.error).toEqual({
      code: 'validation/invalid-address',
      message: 'Please enter your full name',
      details: {
        fields: {
          name: 'Please enter your full name',
          street1: 'Please enter a value',
          postalCode: 'Please enter a valid ZIP code',
        },
      },
    });
  });
});
