import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, GOOD_PASSWORD, signIn, signUp } from '../support/account-client';
import { buildTestApp, TEST_CLIENT, type TestApp } from '../support/test-server';
import { HttpCustomerDirectory } from '../../adapters/storefront-backend/http-customer-directory';
import { customerDirectory } from '../../adapters/wiring/customer-directory';
import { runCli } from '../../cli/testing/run-cli';

/**
 * Business accounts through the local server (spec: core-cart-checkout §6 Business, §7 "GET, POST, PUT
 * /api/business-units/me/profile; POST /api/business-units | payload includes source | profile", §3 Customer
 * description; shell-account §3 Session and Contact, §4 "A new business account outside checkout goes to
 * /business/register, recording the source as Account Creation"). The authorization matrix: the owner, another
 * customer, a CX agent (acting for the owner or not) and no session; every route serves only the session's own
 * customer.
 */
let t: TestApp;
let ada = '';
let bo = '';
let agent = '';
let adaId = '';

const FORM = {
  companyName: 'Ada Coffee LLC',
  industry: 'Restaurant / Cafe',
  taxId: '12-3456789',
  phone: '(201) 555-0123',
  address: { street1: '1 Main St', city: 'Hoboken', state: 'NJ', postalCode: '07030' },
  teamSize: '11-50',
};
const ADA_ADDRESS = {
  name: 'Ada Coffee LLC',
  company: 'Ada Coffee LLC',
  street1: '1 Main St',
  city: 'Hoboken',
  state: 'NJ',
  postalCode: '07030',
  country: 'US',
};

type Json = Record<string, unknown> & { data?: Record<string, unknown>; errors?: unknown[] };
const json = (res: { json: () => unknown }) => res.json() as Json;

beforeAll(async () => {
  t = await buildTestApp();
  const signedUp = await call(t.app, 'POST', '/api/sign/up', undefined, {
    email: 'ada.owner@example.com',
    name: 'Ada Lovelace',
    password: GOOD_PASSWORD,
    isB2b: true,
  });
  ada = String(signedUp.headers['set-cookie']).split(';')[0]!;
  adaId = (json(signedUp).data!.customer as { id: string }).id;
  bo = (await signUp(t.app, 'bo.other@example.com', { name: 'Bo Other' })).cookie;
  await signUp(t.app, 'biz.agent@nutshell.example');
  const added = await t.services.accounts.addStaff({ email: 'biz.agent@nutshell.example', admin: false, origin: 'x' });
  if (!added.ok) throw new Error(added.error.message);
  agent = (await signIn(t.app, { email: 'biz.agent@nutshell.example', password: GOOD_PASSWORD })).cookie;
});
afterAll(async () => {
  await t?.close();
});

describe('a business sign-up before registering (shell-account §4, §6)', () => {
  it('is a business contact without a business account yet: the flag that sends it to /business/register', async () => {
    const describe = json(await call(t.app, 'POST', '/api/me/describe', ada)).data!;
    expect(describe).toMatchObject({ hasBusinessAccount: false, businessName: null });
    expect(describe.contact).toMatchObject({ isB2b: true, businessIndustry: null });
    const profile = await call(t.app, 'GET', '/api/business-units/me/profile', ada);
    expect([profile.statusCode, json(profile).errors]).toEqual([
      404,
      [{ key: 'business/not-found', message: 'This account has no business account.' }],
    ]);
  });
});

describe('POST /api/business-units', () => {
  it('without a session: 401, and 403 without the CSRF header before anything else', async () => {
    const anonymous = await call(t.app, 'POST', '/api/business-units', undefined, {
      ...FORM,
      source: 'User Converted',
    });
    expect([anonymous.statusCode, json(anonymous).errors]).toEqual([
      401,
      [{ key: 'account/not-signed-in', message: 'Please sign in to continue.' }],
    ]);
    const noCsrf = await t.app.inject({ method: 'POST', url: '/api/business-units', headers: { cookie: ada } });
    expect(noCsrf.statusCode).toBe(403);
  });

  it('a bad form is 400 with every field named, and nothing is created', async () => {
    const res = await call(t.app, 'POST', '/api/business-units', ada, {
      ...FORM,
      companyName: '',
      taxId: '123',
      phone: '555-0123',
      address: { ...FORM.address, postalCode: 'ABCDE' },
      source: 'Walk-in',
    });
    expect(res.statusCode).toBe(400);
    expect(json(res).errors).toEqual([
      {
        key: 'validation/invalid',
        message: 'Please enter a value',
        fields: {
          companyName: 'Please enter a value',
          taxId: 'Please enter a valid tax ID (NN-NNNNNNN)',
          phone: 'Phone number must be at least 10 characters',
          'address.name': 'Please enter your full name',
          'address.postalCode': 'Please enter a valid ZIP code',
          source: "Source must be 'Account Creation' or 'User Converted'",
        },
      },
    ]);
    expect((await call(t.app, 'GET', '/api/business-units/me/profile', ada)).statusCode).toBe(404);
  });

  it.each([
    ['an array', []],
    ['wrong types', { companyName: 7, address: 'here', source: 'Account Creation' }],
    ['a huge address value', { ...FORM, address: { street1: 'x'.repeat(5000) }, source: 'Account Creation' }],
  ])('%s is 400, never 500', async (_name, body) => {
    const res = await call(t.app, 'POST', '/api/business-units', ada, body as object);
    expect(res.statusCode).toBe(400);
  });

  it("registers Ada's business with source 'Account Creation'; a second is 409", async () => {
    const res = await call(t.app, 'POST', '/api/business-units', ada, { ...FORM, source: 'Account Creation' });
    expect(res.statusCode).toBe(200);
    expect(json(res).data!.profile).toMatchObject({
      customerId: adaId,
      companyName: 'Ada Coffee LLC',
      industry: 'Restaurant / Cafe',
      taxId: '12-3456789',
      phone: '2015550123',
      address: ADA_ADDRESS,
      teamSize: '11-50',
      source: 'Account Creation',
    });
    const again = await call(t.app, 'POST', '/api/business-units', ada, { ...FORM, source: 'User Converted' });
    expect([again.statusCode, json(again).errors]).toEqual([
      409,
      [{ key: 'business/account-exists', message: 'This account already has a business account.' }],
    ]);
  });
});

describe('the session and describe data follow the profile (core §3; shell-account §3)', () => {
  it('POST /api/me/describe: hasBusinessAccount, businessName, contact.isB2b and businessIndustry', async () => {
    const d = json(await call(t.app, 'POST', '/api/me/describe', ada)).data!;
    expect(d).toMatchObject({ hasBusinessAccount: true, businessName: 'Ada Coffee LLC' });
    expect(d.contact).toMatchObject({ isB2b: true, businessIndustry: 'Restaurant / Cafe' });
  });

  it('a sign-in answers businessAccountInfo, userHasBusinessAccount and the contact', async () => {
    const r = await signIn(t.app, { email: 'ada.owner@example.com', password: GOOD_PASSWORD });
    const data = json(r.res).data!;
    expect(data).toMatchObject({
      businessAccountInfo: { businessName: 'Ada Coffee LLC' },
      userHasBusinessAccount: true,
      contact: { isB2b: true, businessIndustry: 'Restaurant / Cafe' },
    });
    ada = r.cookie;
  });
});

describe('GET, PUT, POST /api/business-units/me/profile: only the session’s own profile', () => {
  it('the owner reads and replaces it; source and createdAt stay', async () => {
    const before = json(await call(t.app, 'GET', '/api/business-units/me/profile', ada)).data!.profile as Json;
    const put = await call(t.app, 'PUT', '/api/business-units/me/profile', ada, {
      ...FORM,
      industry: 'Office / Corporate',
      taxId: '',
      source: 'User Converted',
    });
    expect(put.statusCode).toBe(200);
    const after = json(put).data!.profile as Json;
    expect(after).toMatchObject({ industry: 'Office / Corporate', source: 'Account Creation' });
    expect(after.taxId).toBeUndefined();
    expect(after.createdAt).toBe(before.createdAt);
    const d = json(await call(t.app, 'POST', '/api/me/describe', ada)).data!;
    expect(d.contact).toMatchObject({ businessIndustry: 'Office / Corporate' });
  });

  it('POST saves: it updates an existing profile', async () => {
    const res = await call(t.app, 'POST', '/api/business-units/me/profile', ada, { ...FORM, teamSize: '1000+' });
    expect([res.statusCode, (json(res).data!.profile as Json).teamSize]).toEqual([200, '1000+']);
  });

  it('another customer sees none of it and cannot change it: each call reaches only their own (none)', async () => {
    const get = await call(t.app, 'GET', '/api/business-units/me/profile', bo);
    expect(get.statusCode).toBe(404);
    const put = await call(t.app, 'PUT', '/api/business-units/me/profile', bo, { ...FORM, companyName: 'Hijack' });
    expect(put.statusCode).toBe(404);
    const ids = await call(t.app, 'GET', `/api/business-units/${adaId}/profile`, bo);
    expect(ids.statusCode).toBe(404);
    expect(json(await call(t.app, 'GET', '/api/business-units/me/profile', ada)).data!.profile).toMatchObject({
      companyName: 'Ada Coffee LLC',
    });
  });

  it("another customer converts with POST /me/profile and source 'User Converted': their own profile", async () => {
    const res = await call(t.app, 'POST', '/api/business-units/me/profile', bo, {
      ...FORM,
      companyName: 'Bo Events',
      industry: 'Event Planning',
      source: 'User Converted',
    });
    expect(json(res).data!.profile).toMatchObject({ companyName: 'Bo Events', source: 'User Converted' });
    const adas = json(await call(t.app, 'GET', '/api/business-units/me/profile', ada)).data!.profile;
    expect(adas).toMatchObject({ companyName: 'Ada Coffee LLC' });
  });

  it('a CX agent, even acting for the owner, reaches only their own (no) profile', async () => {
    const acted = await call(t.app, 'POST', '/api/cx/act-for', agent, { email: 'ada.owner@example.com' });
    expect(acted.statusCode).toBe(200);
    agent = acted.headers['set-cookie'] ? String(acted.headers['set-cookie']).split(';')[0]! : agent;
    expect((await call(t.app, 'GET', '/api/business-units/me/profile', agent)).statusCode).toBe(404);
    const put = await call(t.app, 'PUT', '/api/business-units/me/profile', agent, FORM);
    expect(put.statusCode).toBe(404);
  });

  it('no session: 401 on every route; writes without the CSRF header: 403', async () => {
    for (const method of ['GET', 'PUT', 'POST'] as const) {
      const res = await call(t.app, method, '/api/business-units/me/profile', undefined, FORM);
      expect([method, res.statusCode]).toEqual([method, 401]);
    }
    const put = await t.app.inject({ method: 'PUT', url: '/api/business-units/me/profile', headers: { cookie: ada } });
    expect(put.statusCode).toBe(403);
  });
});

describe('nutshell business show (read-only, for CX agents)', () => {
  it('in-process and over a running server: the profile, or "Business account: no"', async () => {
    const inProcess = customerDirectory(t.services.accounts, t.services.storefront, 'http://localhost');
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const overHttp = new HttpCustomerDirectory({ baseUrl: base, ...TEST_CLIENT, fetch });
    for (const customers of [inProcess, overHttp]) {
      const run = await runCli(['business', 'show', 'ADA.OWNER@example.com'], { customers });
      expect(run.exitCode).toBe(0);
      expect(run.stdout).toContain('Business account: yes\nCompany: Ada Coffee LLC\nIndustry: Restaurant / Cafe\n');
      expect(run.stdout).toContain('Phone: (201) 555-0123\nAddress: Ada Coffee LLC, Ada Coffee LLC, 1 Main St,');
      expect(run.stdout).toContain('Team size: 1000+\nSource: Account Creation\n');
      const none = await runCli(['business', 'show', 'biz.agent@nutshell.example', '--json'], { customers });
      expect(JSON.parse(none.stdout)).toMatchObject({ profile: null });
      const unknown = await runCli(['business', 'show', 'nobody@example.com'], { customers });
      expect(unknown.exitCode).toBe(3);
    }
  });
});
