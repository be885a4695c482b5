import { describe, expect, it } from 'vitest';
import { ok } from '../../shared';
import { ALL_CARRIERS_ALLOWED, type CarrierOptions } from '../model';
import { QuoteShipping } from './quote-shipping';

/** spec: core-cart-checkout §7 POST /api/shipping-calculator "allow flags"; §3 carrierOptions. */
describe('QuoteShipping and carrier flags', () => {
  function setup(stored: Record<string, CarrierOptions>) {
    const asked: CarrierOptions[] = [];
    const rates = {
      quote: async (input: { carrierOptions?: Partial<CarrierOptions> }) => {
        asked.push({ ...ALL_CARRIERS_ALLOWED, ...input.carrierOptions });
        return ok([]);
      },
    };
    const carriers = { carrierOptions: async (id: string) => stored[id] ?? ALL_CARRIERS_ALLOWED };
    return { asked, quote: new QuoteShipping(rates, { nowMs: () => 0 }, carriers) };
  }

  it("quotes with the owner's flags, the request only disallowing more", async () => {
    const { asked, quote } = setup({ 'cust-1': { ...ALL_CARRIERS_ALLOWED, allowOntrac: false } });
    await quote.execute({ shipments: [], ownerId: 'cust-1', carrierOptions: { allowOntrac: true, allowUds: false } });
    await quote.execute({ shipments: [], ownerId: 'anon-9', carrierOptions: { allowCdl: false } });
    expect(asked).toEqual([
      { ...ALL_CARRIERS_ALLOWED, allowOntrac: false, allowUds: false },
      { ...ALL_CARRIERS_ALLOWED, allowCdl: false },
    ]);
  });
});
