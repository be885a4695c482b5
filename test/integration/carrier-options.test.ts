import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpCustomerDirectory } from '../../adapters/storefront-backend/http-customer-directory';
import { buildTestApp, TEST_CLIENT, type TestApp } from '../support/test-server';
import { call, signUp } from '../support/account-client';

/**
 * A customer's carrier allow flags on the local server (spec: core-cart-checkout §3 Customer store carrierOptions,
 * §6, §7 POST /api/shipping-calculator allow flags): set over HTTP as `nutshell customer carriers` does, answered by
 * /api/me/describe, and honoured by every quote for the customer's session whatever the request says.
 */
let t: TestApp;
let directory: HttpCustomerDirectory;
const NJ = { name: 'Cora Carrier', street1: '1 Main St', city: 'Cranford', state: 'NJ', postalCode: '07016' };
const GA = { ...NJ, city: 'Atlanta', state: 'GA', postalCode: '30301' };

beforeAll(async () => {
  t = await buildTestApp();
  const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  directory = new HttpCustomerDirectory({ baseUrl: base, ...TEST_CLIENT, fetch });
});
afterAll(async () => t?.close());

/** The shipping methods the calculator offers for one 1 lb line to `address`, with `flags` in the body. */
async function offered(address: typeof NJ, cookie?: string, flags: Record<string, boolean> = {}): Promise<string[]> {
  const res = await call(t.app, 'POST', '/api/shipping-calculator', cookie, {
    shipments: [
      {
        key: 'shipment-1',
        address: { ...address, country: 'US', residential: true },
        lines: [{ id: 'l1', sku: '1072-01', quantity: 1, weightGrams: 454, meltable: false }],
        shipmentValue: { cents: 2000, currency: 'USD' },
      },
    ],
    ...flags,
  });
  expect(res.statusCode).toBe(200);
  const body = res.json<{ data: { offerSets: { shippingOffers: { shippingMethodId: string }[] }[] } }>();
  return body.data.offerSets[0]!.shippingOffers.map((o) => o.shippingMethodId);
}

describe('carrier allow flags', () => {
  it('are all allowed for a new customer, in /api/me/describe', async () => {
    const { cookie } = await signUp(t.app, 'cora.carrier@example.com', { name: 'Cora Carrier' });
    const res = await call(t.app, 'POST', '/api/me/describe', cookie);
    expect(res.json()).toMatchObject({
      data: {
        carrierOptions: {
          allowLasership: true,
          allowOntrac: true,
          allowBlueStreak: true,
          allowCdl: true,
          allowGrandHusky: true,
          allowTforce: true,
          allowUds: true,
        },
      },
    });
  });

  it("a visitor's body flags remove carriers", async () => {
    expect(await offered(NJ)).toEqual(['ground', 'regional', 'two-day', 'overnight']);
    expect(await offered(NJ, undefined, { allowOntrac: false })).toEqual(['ground', 'two-day', 'overnight']);
    expect(await offered(GA, undefined, { allowLasership: false })).not.toContain('lasership');
  });

  it("the customer's disallowed carriers stay disallowed whatever the body says", async () => {
    const { cookie } = await signUp(t.app, 'dan.disallow@example.com', { name: 'Dan Disallow' });
    const set = await directory.setCarriers('DAN.disallow@example.com', {
      allow: [],
      disallow: ['ontrac', 'lasership'],
    });
    expect(set).toMatchObject({ ok: true, value: { allowOntrac: false, allowLasership: false, allowUds: true } });
    expect(await offered(NJ, cookie)).toEqual(['ground', 'two-day', 'overnight']);
    expect(await offered(NJ, cookie, { allowOntrac: true })).toEqual(['ground', 'two-day', 'overnight']);
    expect(await offered(GA, cookie, { allowLasership: true })).not.toContain('lasership');
    expect((await directory.describe('dan.disallow@example.com'))?.carrierOptions.allowOntrac).toBe(false);
    await directory.setCarriers('dan.disallow@example.com', { allow: ['ontrac'], disallow: [] });
    expect(await offered(NJ, cookie)).toEqual(['ground', 'regional', 'two-day', 'overnight']);
  });

  it('answers none for an unknown e-mail and refuses a request without the bearer token', async () => {
    expect(await directory.setCarriers('nobody@example.com', { allow: [], disallow: ['uds'] })).toBeUndefined();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/nutshell/customers/carriers?email=cora.carrier%40example.com',
      payload: { allow: [], disallow: ['uds'] },
    });
    expect(res.statusCode).toBe(401);
  });
});
