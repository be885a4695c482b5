import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_CLIENT, type TestApp } from '../support/test-server';
import { call, CSRF, GOOD_PASSWORD, sessionCookieOf, twoSkus } from '../support/account-client';
import type { Address } from '../../core/cart';
import { HttpResellerDesk } from '../../adapters/storefront-backend/http-reseller-desk';

/**
 * Resale certificates over the real server (shell-account §2 Reseller Certifications): a
 * reseller uploads a certificate as the raw body, sees it in its list and downloads its file; refusals are 4xx with
 * the field's message; an agent approves it over the bearer-token API; then the reseller's cart shipped to that state
 * is priced without tax, and the cart records the exemption.
 */
let t: TestApp;
let sku = '';
const PDF = Buffer.from('%PDF-1.7\n% resale certificate\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const NJ: Address = {
  name: 'Rita Reseller',
  street1: '1 Main St',
  city: 'Hoboken',
  state: 'NJ',
  postalCode: '07030',
  country: 'US',
};
const PROFILE = {
  companyName: 'Rita Resells LLC',
  industry: 'Retail / Reseller',
  phone: '(201) 555-0123',
  address: { street1: '1 Main St', city: 'Hoboken', state: 'NJ', postalCode: '07030' },
  teamSize: '1-10',
  source: 'User Converted',
};

beforeAll(async () => {
  t = await buildTestApp();
  [sku] = await twoSkus(t.services);
});
afterAll(async () => {
  await t?.close();
});

async function customer(email: string, industry?: string): Promise<{ cookie: string; customerId: string }> {
  const res = await call(t.app, 'POST', '/api/sign/up', undefined, {
    email,
    name: 'Rita',
    password: GOOD_PASSWORD,
    isB2b: true,
  });
  const cookie = sessionCookieOf(res) ?? '';
  if (industry) {
    const made = await call(t.app, 'POST', '/api/business-units', cookie, { ...PROFILE, industry });
    expect(made.statusCode).toBe(200);
  }
  return { cookie, customerId: (await t.services.accounts.customerByEmail(email))!.id };
}

const query = (o: Record<string, string>) => new URLSearchParams(o).toString();
const FORM = { state: 'NJ', certificateNumber: 'NJ-2026-001', expiresOn: '2030-12-31', fileName: 'nj.pdf' };

function upload(cookie: string, body: Buffer, form: Record<string, string> = FORM, type = 'application/octet-stream') {
  return t.app.inject({
    method: 'POST',
    url: `/api/reseller-certificates?${query(form)}`,
    headers: { ...CSRF, cookie, 'content-type': type },
    payload: body,
  });
}

describe('POST /api/reseller-certificates', () => {
  it('is for a signed-in reseller only, behind the CSRF header', async () => {
    expect((await upload('', PDF)).statusCode).toBe(401);
    const cafe = await customer('cafe-cert@example.com', 'Restaurant / Cafe');
    const refused = await upload(cafe.cookie, PDF);
    expect([refused.statusCode, refused.json()]).toEqual([
      403,
      {
        errors: [{ message: 'Resale certificates are for reseller business accounts.', key: 'business/not-reseller' }],
      },
    ]);
    const rita = await customer('rita-csrf@example.com', 'Retail / Reseller');
    const noCsrf = await t.app.inject({
      method: 'POST',
      url: `/api/reseller-certificates?${query(FORM)}`,
      headers: { cookie: rita.cookie, 'content-type': 'application/pdf' },
      payload: PDF,
    });
    expect(noCsrf.statusCode).toBe(403);
  });

  it('refuses a text file renamed .pdf, a past expiry and a file over 10 MB with their messages (4xx)', async () => {
    const { cookie, customerId } = await customer('rita-bad@example.com', 'Retail / Reseller');
    const text = await upload(cookie, Buffer.from('hello, not a pdf'), FORM, 'application/pdf');
    expect([text.statusCode, text.json()]).toEqual([
      400,
      {
        errors: [
          {
            message: 'Upload a PDF, PNG or JPEG file.',
            key: 'validation/invalid',
            fields: { file: 'Upload a PDF, PNG or JPEG file.' },
          },
        ],
      },
    ]);
    const past = await upload(cookie, PDF, { ...FORM, expiresOn: '2020-01-01' });
    expect([past.statusCode, past.json().errors[0].fields]).toEqual([
      400,
      { expiresOn: 'The expiry date must be after today.' },
    ]);
    const big = Buffer.alloc(10 * 1024 * 1024 + 1);
    PDF.copy(big);
    const tooBig = await upload(cookie, big);
    expect([tooBig.statusCode, tooBig.json().errors[0].message]).toEqual([413, 'The file is larger than 10 MB.']);
    const odd = await upload(cookie, PDF, FORM, 'text/plain');
    expect(odd.statusCode).toBeGreaterThanOrEqual(400);
    expect(odd.statusCode).toBeLessThan(500);
    expect(await t.services.resellers.listOwn(customerId)).toEqual([]);
  });

  it("stores a PNG renamed .pdf as image/png; the list and the file are the owner's only", async () => {
    const rita = await customer('rita-png@example.com', 'Retail / Reseller');
    const other = await customer('other-png@example.com', 'Retail / Reseller');
    const res = await upload(rita.cookie, PNG, { ...FORM, state: 'NY' });
    expect(res.statusCode).toBe(200);
    const certificate = res.json().data.certificate as { id: string; contentType: string; status: string };
    expect([certificate.contentType, certificate.status]).toEqual(['image/png', 'pending']);
    const list = await call(t.app, 'GET', '/api/reseller-certificates', rita.cookie);
    expect(list.json().data.certificates.map((c: { id: string }) => c.id)).toEqual([certificate.id]);
    const file = await call(t.app, 'GET', `/api/reseller-certificates/${certificate.id}/file`, rita.cookie);
    expect([file.statusCode, file.headers['content-type'], file.headers['content-disposition']]).toEqual([
      200,
      'image/png',
      'attachment; filename="nj.pdf"',
    ]);
    expect(Buffer.compare(file.rawPayload, PNG)).toBe(0);
    expect((await call(t.app, 'GET', '/api/reseller-certificates', other.cookie)).json().data.certificates).toEqual([]);
    const stolen = await call(t.app, 'GET', `/api/reseller-certificates/${certificate.id}/file`, other.cookie);
    expect(stolen.statusCode).toBe(404);
    const anonymous = await call(t.app, 'GET', `/api/reseller-certificates/${certificate.id}/file`, undefined);
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('an approved certificate makes the reseller’s cart to that state tax-free', () => {
  it('taxes NJ until an agent approves the NJ certificate over the bearer-token API, then 0 with the exemption', async () => {
    const { cookie, customerId } = await customer('rita-tax@example.com', 'Retail / Reseller');
    const created = await t.services.commerce.createCart({
      customerId,
      anonymousId: customerId,
      actions: [
        { action: 'addLineItem', sku, quantity: 2 },
        { action: 'setShippingAddress', address: NJ },
      ],
    });
    if (!created.ok) throw new Error(created.error.message);
    expect(created.value.taxedPrice?.totalTax.cents).toBeGreaterThan(0);
    const id = (await upload(cookie, PDF)).json().data.certificate.id as string;

    const desk = new HttpResellerDesk({
      ...TEST_CLIENT,
      baseUrl: await t.app.listen({ port: 0, host: '127.0.0.1' }),
      fetch,
    });
    expect((await desk.list({ pending: true })).map((c) => [c.id, c.customerEmail, c.companyName])).toContainEqual([
      id,
      'rita-tax@example.com',
      'Rita Resells LLC',
    ]);
    const approved = await desk.approve(id, 'cli');
    expect(approved.ok && approved.value.status).toBe('approved');
    const again = await desk.reject(id, 'Too late', 'cli');
    expect(again.ok ? '' : again.error.code).toBe('business/certificate-reviewed');

    // The approval prices the reseller's active cart again: tax-free before any change of the cart.
    const cart = (await t.services.commerce.getActiveCartOf(customerId))!;
    expect(cart.taxedPrice?.totalTax.cents).toBe(0);
    expect(cart.custom.taxExemptStates).toBe('NJ');
    const updated = await t.services.commerce.updateCart(cart.id, cart.version, [
      { action: 'changeLineItemQuantity', lineItemId: cart.lineItems[0]!.id, quantity: 3 },
    ]);
    if (!updated.ok) throw new Error(updated.error.message);
    expect(updated.value.taxedPrice?.totalTax.cents).toBe(0);
    expect(updated.value.taxedPrice?.totalGross).toEqual(updated.value.totalPrice);
    expect(updated.value.custom.taxExemptStates).toBe('NJ');
    const ny = await t.services.commerce.updateCart(cart.id, updated.value.version, [
      { action: 'setShippingAddress', address: { ...NJ, state: 'NY', postalCode: '10001', city: 'New York' } },
    ]);
    if (!ny.ok) throw new Error(ny.error.message);
    expect(ny.value.taxedPrice?.totalTax.cents).toBeGreaterThan(0);
    expect(ny.value.custom.taxExemptStates).toBeUndefined();
  });

  it('the bearer-token routes refuse a browser session', async () => {
    const { cookie } = await customer('rita-cx@example.com', 'Retail / Reseller');
    const res = await call(t.app, 'GET', '/nutshell/resellers/certificates?pending=true', cookie);
    expect(res.statusCode).toBe(401);
  });
});
