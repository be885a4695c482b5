import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PortError } from '../../core/shared';
import { HttpCustomerDirectory } from '../../adapters/storefront-backend/http-customer-directory';
import { buildTestApp, TEST_CLIENT, type TestApp } from '../support/test-server';
import { call, signUp } from '../support/account-client';

/**
 * The customer directory over HTTP, as `nutshell customer find|show` reads it while a local server holds the data
 * directory: routes behind the API client's bearer token, and the CLI's HttpCustomerDirectory reading them.
 */
describe('the customer directory over HTTP', () => {
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    t = await buildTestApp();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { cookie } = await signUp(t.app, 'Dora.Dir@example.com', { name: 'Dora Directory' });
    await call(t.app, 'POST', '/api/customers/me/addresses', cookie, {
      address: {
        name: 'Dora Directory',
        street1: '5 Main St',
        city: 'Austin',
        state: 'TX',
        postalCode: '78701',
        country: 'US',
        phone: '5125550100',
        residential: true,
      },
      isDefault: true,
    });
  });
  afterAll(async () => t.close());

  it('refuses a request without a bearer token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/nutshell/customers?email=dora.dir%40example.com' });
    expect(res.statusCode).toBe(401);
  });

  it('finds an account by e-mail in any case and describes it with its address book', async () => {
    const directory = new HttpCustomerDirectory({ baseUrl: base, ...TEST_CLIENT, fetch });
    const customer = await directory.find('DORA.DIR@example.com');
    expect(customer).toMatchObject({
      email: 'Dora.Dir@example.com',
      fullName: 'Dora Directory',
      isGuest: false,
      loginTypes: ['password'],
    });
    const description = await directory.describe('dora.dir@example.com');
    expect(description?.customer).toEqual({ id: customer!.id, email: 'Dora.Dir@example.com' });
    expect(description?.addresses).toHaveLength(1);
    expect(description?.addresses[0]).toMatchObject({ isDefault: true, address: { city: 'Austin', state: 'TX' } });
    expect(JSON.stringify(description)).not.toMatch(/password|hash/i);
  });

  it("lists the account's orders as Order History rows (none yet), newest first", async () => {
    const directory = new HttpCustomerDirectory({ baseUrl: base, ...TEST_CLIENT, fetch });
    expect(await directory.orders('dora.dir@example.com')).toEqual([]);
    expect(await directory.orders('nobody@example.com')).toBeUndefined();
  });

  it('answers undefined for an unknown e-mail; an unknown API client gets a PortError', async () => {
    const directory = new HttpCustomerDirectory({ baseUrl: base, ...TEST_CLIENT, fetch });
    expect(await directory.find('nobody@example.com')).toBeUndefined();
    expect(await directory.describe('nobody@example.com')).toBeUndefined();
    const stranger = new HttpCustomerDirectory({ baseUrl: base, clientId: 'nobody', clientSecret: 'x', fetch });
    await expect(stranger.find('dora.dir@example.com')).rejects.toBeInstanceOf(PortError);
  });
});
