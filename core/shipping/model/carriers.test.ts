import { describe, expect, it } from 'vitest';
import { ALL_CARRIERS_ALLOWED, carrierOptionsOf, honouredCarrierOptions, withCarrierChanges } from './carriers';

/** spec: core-cart-checkout §3 Customer store carrierOptions; §6; §7 POST /api/shipping-calculator allow flags. */
describe('carrier allow flags', () => {
  it('allow every carrier unless a flag is false', () => {
    expect(carrierOptionsOf()).toEqual(ALL_CARRIERS_ALLOWED);
    expect(carrierOptionsOf({ allowUds: false, allowCdl: true })).toEqual({ ...ALL_CARRIERS_ALLOWED, allowUds: false });
  });

  it("keep the customer's disallowed carriers disallowed whatever the request says", () => {
    const customer = { ...ALL_CARRIERS_ALLOWED, allowOntrac: false };
    expect(honouredCarrierOptions(customer, { allowOntrac: true, allowTforce: false })).toEqual({
      ...ALL_CARRIERS_ALLOWED,
      allowOntrac: false,
      allowTforce: false,
    });
  });

  it('change by carrier name, allow winning a carrier named in both', () => {
    const changed = withCarrierChanges(ALL_CARRIERS_ALLOWED, {
      disallow: ['lasership', 'grandhusky'],
      allow: ['grandhusky'],
    });
    expect(changed).toEqual({ ...ALL_CARRIERS_ALLOWED, allowLasership: false });
  });
});
