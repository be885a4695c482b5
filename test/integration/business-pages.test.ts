import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/test-server';
import { call, GOOD_PASSWORD, signUp } from '../support/account-client';

/**
 * The business pages through the local server (spec: core-cart-checkout §2 /business/register, §6 Business; shell-account
 * §1 /business, §2 Account area "Business Account (only for business contacts)", "Reseller Certifications
 * (/account/reseller-certification, resellers only)", "Order Upload (only if bulk upload is available)", account flags):
 * server-rendered, with the account flags and the business profile in the page data.
 */
let t: TestApp;
let biz = '';
let personal = '';

const FORM = {
  companyName: 'Corner Shop LLC',
  industry: 'Retail / Reseller',
  phone: '(201) 555-0123',
  address: { street1: '5 Market St', city: 'Trenton', state: 'NJ', postalCode: '08608' },
  teamSize: '1-10',
};

beforeAll(async () => {
  t = await buildTestApp(undefined, { pages: true });
  const signedUp = await call(t.app, 'POST', '/api/sign/up', undefined, {
    email: 'corner.shop@example.com',
    name: 'Cora Corner',
    password: GOOD_PASSWORD,
    isB2b: true,
  });
  biz = String(signedUp.headers['set-cookie']).split(';')[0]!;
  personal = (await signUp(t.app, 'pat.personal@example.com', { name: 'Pat Personal' })).cookie;
});
afterAll(async () => {
  await t?.close();
});

const page = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const accountPage = async (path: string, cookie: string) => {
  const res = await call(t.app, 'GET', `/api/account/page?path=${encodeURIComponent(path)}`, cookie);
  return { status: res.statusCode, data: (res.json() as { data?: Record<string, unknown> }).data };
};

describe('business pages, server-rendered', () => {
  it('/business and /business/register render for a visitor with their headings', async () => {
    const landing = await page('/business');
    expect(landing.statusCode).toBe(200);
    expect(landing.body).toContain('<title>Nuts For Business');
    expect(landing.body).toMatch(/<h1[^>]*>Nuts For Business<\/h1>/);
    const register = await page('/business/register');
    expect(register.statusCode).toBe(200);
    expect(register.body).toMatch(/<h1[^>]*>Business registration<\/h1>/);
    expect(register.body).toContain('Sign in or create an account to register your business.');
  });

  it('/business/register renders the form for a business contact without a registered business', async () => {
    const res = await page('/business/register?source=Account+Creation', biz);
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<label[^>]*>Company name<\/label>/);
    expect(res.body).toMatch(/<button type="submit"[^>]*>Create business account<\/button>/);
  });

  it('a business contact has Business Account before registering; a personal customer has no such page', async () => {
    const before = await accountPage('/account/business', biz);
    expect(before).toMatchObject({ status: 200, data: { businessProfile: null, flags: { is_b2b: true } } });
    expect((await accountPage('/account/business', personal)).status).toBe(404);
    expect((await accountPage('/account/reseller-certification', personal)).status).toBe(404);
  });

  it('after registering as a reseller: the profile, is_reseller and the sidebar entries, in the HTML too', async () => {
    const created = await call(t.app, 'POST', '/api/business-units', biz, { ...FORM, source: 'Account Creation' });
    expect(created.statusCode).toBe(200);
    const data = await accountPage('/account/business', biz);
    expect(data).toMatchObject({
      status: 200,
      data: {
        flags: { is_b2b: true, is_reseller: true, is_bulk_upload_available: true },
        businessProfile: { companyName: 'Corner Shop LLC', industry: 'Retail / Reseller', source: 'Account Creation' },
      },
    });
    const html = await page('/account/business', biz);
    expect(html.statusCode).toBe(200);
    expect(html.body).toMatch(/<a[^>]*href="\/account\/business"[^>]*>Business Account<\/a>/);
    expect(html.body).toMatch(/<a[^>]*href="\/account\/reseller-certification"[^>]*>Reseller Certifications<\/a>/);
    expect(html.body).toMatch(/<a[^>]*href="\/order-upload"[^>]*>Order Upload<\/a>/);
    expect(html.body).toContain('Corner Shop LLC');
    expect(html.body).toContain('Refer a business and get $50 when it places its first order.');
    expect((await accountPage('/account/reseller-certification', biz)).status).toBe(200);
  });
});
