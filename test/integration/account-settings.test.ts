import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/test-server';
import { call, GOOD_PASSWORD, mailedLink, sessionCookieOf, signIn, signUp } from '../support/account-client';

/**
 * The signed-in customer's settings (spec: shell-account §2 Account area: Your Account, Email Communications; §5
 * name and New password): PUT /api/me/profile, POST /api/me/password, PUT /api/me/communications (me-profile-routes.ts),
 * each for the session's own customer only, behind the CSRF header, with strict bodies.
 */
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const NEW_PASSWORD = 'Pecan!Grove9';
type Answer = { data?: { customer: { id: string; fullName: string; firstName: string; newsletterOptIn: boolean } } };
const keyOf = (body: string) => (JSON.parse(body) as { errors?: { key: string; message: string }[] }).errors?.[0];

describe('PUT /api/me/profile', () => {
  it('changes the name of the session’s customer; the session summary and page data follow', async () => {
    const { cookie } = await signUp(t.app, 'name@example.com', { name: 'Nina Name' });
    const res = await call(t.app, 'PUT', '/api/me/profile', cookie, { fullName: '  Nina Newname ' });
    expect(res.statusCode).toBe(200);
    expect((res.json() as Answer).data?.customer).toMatchObject({ fullName: 'Nina Newname', firstName: 'Nina' });
    const page = await call(t.app, 'GET', '/api/account/page?path=%2Faccount', cookie);
    expect(page.json()).toMatchObject({ data: { customer: { fullName: 'Nina Newname' }, hasPassword: true } });
  });

  it('answers 400 with the spec’s message for a blank name, 400 for a bad body, 403 without CSRF, 401 signed out', async () => {
    const { cookie } = await signUp(t.app, 'name2@example.com');
    const blank = await call(t.app, 'PUT', '/api/me/profile', cookie, { fullName: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(keyOf(blank.body)).toEqual({ key: 'validation/invalid', message: 'Please enter your full name' });
    const extra = await call(t.app, 'PUT', '/api/me/profile', cookie, { fullName: 'A', email: 'x@example.com' });
    expect(extra.statusCode).toBe(400);
    const wrongType = await call(t.app, 'PUT', '/api/me/profile', cookie, { fullName: 7 });
    expect(wrongType.statusCode).toBe(400);
    const noCsrf = await t.app.inject({
      method: 'PUT',
      url: '/api/me/profile',
      headers: { cookie },
      payload: { fullName: 'Mallory' },
    });
    expect(noCsrf.statusCode).toBe(403);
    const visitor = await call(t.app, 'PUT', '/api/me/profile', undefined, { fullName: 'Mallory' });
    expect(visitor.statusCode).toBe(401);
    expect(keyOf(visitor.body)?.key).toBe('account/not-signed-in');
    const page = await call(t.app, 'GET', '/api/account/page?path=%2Faccount', cookie);
    expect(page.json()).toMatchObject({ data: { customer: { fullName: 'Ann Lee' } } });
  });

  it('changes only the caller’s own account, never another customer’s', async () => {
    const ann = await signUp(t.app, 'own-a@example.com', { name: 'Ann Own' });
    const bob = await signUp(t.app, 'own-b@example.com', { name: 'Bob Own' });
    await call(t.app, 'PUT', '/api/me/profile', bob.cookie, { fullName: 'Bob Changed' });
    const annPage = await call(t.app, 'GET', '/api/account/page?path=%2Faccount', ann.cookie);
    expect(annPage.json()).toMatchObject({ data: { customer: { fullName: 'Ann Own' } } });
  });
});

describe('POST /api/me/password', () => {
  it('changes the password, signs every other session out and rotates this one', async () => {
    const first = await signUp(t.app, 'pw@example.com');
    const other = await signIn(t.app, { email: 'pw@example.com', password: GOOD_PASSWORD });
    const res = await call(t.app, 'POST', '/api/me/password', first.cookie, {
      currentPassword: GOOD_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as Answer).data?.customer).toMatchObject({ fullName: 'Ann Lee' });
    const rotated = sessionCookieOf(res);
    expect(rotated).toBeDefined();
    expect(rotated).not.toBe(first.cookie);
    for (const ended of [first.cookie, other.cookie]) {
      const page = await call(t.app, 'GET', '/api/account/page?path=%2Faccount', ended);
      expect(page.statusCode).toBe(401);
    }
    const still = await call(t.app, 'GET', '/api/account/page?path=%2Faccount', rotated);
    expect(still.statusCode).toBe(200);
    expect((await signIn(t.app, { email: 'pw@example.com', password: GOOD_PASSWORD })).res.statusCode).toBe(401);
    expect((await signIn(t.app, { email: 'pw@example.com', password: NEW_PASSWORD })).res.statusCode).toBe(200);
  });

  it('refuses a wrong current password (400) and a weak new one (400), changing nothing', async () => {
    const { cookie } = await signUp(t.app, 'pw2@example.com');
    const wrong = await call(t.app, 'POST', '/api/me/password', cookie, {
      currentPassword: 'Not.The.One1',
      newPassword: NEW_PASSWORD,
    });
    expect(wrong.statusCode).toBe(400);
    expect(keyOf(wrong.body)).toEqual({
      key: 'account/wrong-password',
      message: 'Your current password is incorrect.',
    });
    const weak = await call(t.app, 'POST', '/api/me/password', cookie, {
      currentPassword: GOOD_PASSWORD,
      newPassword: 'short',
    });
    expect(weak.statusCode).toBe(400);
    expect(keyOf(weak.body)).toEqual({
      key: 'account/weak-password',
      message: 'Your password needs to be at least 8 characters. Capitalization matters.',
    });
    expect(sessionCookieOf(wrong)).toBeUndefined();
    expect((await signIn(t.app, { email: 'pw2@example.com', password: GOOD_PASSWORD })).res.statusCode).toBe(200);
  });

  it('answers 400 for bad bodies, 403 without CSRF and 401 without a customer', async () => {
    const { cookie } = await signUp(t.app, 'pw3@example.com');
    for (const body of [{}, { currentPassword: GOOD_PASSWORD }, { currentPassword: 1, newPassword: NEW_PASSWORD }]) {
      expect((await call(t.app, 'POST', '/api/me/password', cookie, body)).statusCode).toBe(400);
    }
    const noCsrf = await t.app.inject({
      method: 'POST',
      url: '/api/me/password',
      headers: { cookie },
      payload: { currentPassword: GOOD_PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(noCsrf.statusCode).toBe(403);
    const visitor = await call(t.app, 'POST', '/api/me/password', undefined, {
      currentPassword: GOOD_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('answers 409 password-not-set for an account without a password, which sets one by the mailed link', async () => {
    const { cookie } = await signUp(t.app, 'nopw@example.com');
    await t.services.db.query(
      "UPDATE customers SET password_hash = NULL, is_guest = true WHERE email_normalized = 'nopw@example.com'",
    );
    const page = await call(t.app, 'GET', '/api/account/page?path=%2Faccount', cookie);
    expect(page.json()).toMatchObject({ data: { hasPassword: false } });
    const res = await call(t.app, 'POST', '/api/me/password', cookie, {
      currentPassword: '',
      newPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(409);
    expect(keyOf(res.body)?.key).toBe('account/password-not-set');
    await call(t.app, 'POST', '/api/sign/forgot-password', cookie, { email: 'nopw@example.com' });
    expect((await mailedLink(t.services, 'nopw@example.com'))?.url).toMatch(/\/sign\/reset-password\//);
  });

  it('is rate limited per session like the sign-in: the 11th try in 15 minutes is 429', async () => {
    const { cookie } = await signUp(t.app, 'pw-rate@example.com');
    const body = { currentPassword: 'Wrong.Guess1', newPassword: NEW_PASSWORD };
    const codes: number[] = [];
    for (let i = 0; i < 11; i += 1)
      codes.push((await call(t.app, 'POST', '/api/me/password', cookie, body)).statusCode);
    expect(codes).toEqual([...Array<number>(10).fill(400), 429]);
  });
});

describe('PUT /api/me/communications', () => {
  it('records the newsletter choice; the contact’s subscribed follows', async () => {
    const { cookie } = await signUp(t.app, 'news@example.com');
    const off = await call(t.app, 'PUT', '/api/me/communications', cookie, { optInNewsletter: false });
    expect(off.statusCode).toBe(200);
    expect((off.json() as Answer).data?.customer.newsletterOptIn).toBe(false);
    const described = await call(t.app, 'POST', '/api/me/describe', cookie, {});
    expect(described.json()).toMatchObject({ data: { contact: { subscribed: false } } });
    await call(t.app, 'PUT', '/api/me/communications', cookie, { optInNewsletter: true });
    const again = await call(t.app, 'POST', '/api/me/describe', cookie, {});
    expect(again.json()).toMatchObject({ data: { contact: { subscribed: true } } });
  });

  it('answers 400 for a bad body, 403 without CSRF and 401 without a customer', async () => {
    const { cookie } = await signUp(t.app, 'news2@example.com');
    for (const body of [{}, { optInNewsletter: 'yes' }, { optInNewsletter: true, extra: 1 }]) {
      expect((await call(t.app, 'PUT', '/api/me/communications', cookie, body)).statusCode).toBe(400);
    }
    const noCsrf = await t.app.inject({
      method: 'PUT',
      url: '/api/me/communications',
      headers: { cookie },
      payload: { optInNewsletter: false },
    });
    expect(noCsrf.statusCode).toBe(403);
    expect((await call(t.app, 'PUT', '/api/me/communications', undefined, { optInNewsletter: false })).statusCode).toBe(
      401,
    );
  });
});

describe('the address book page data', () => {
  it('lists the default address first', async () => {
    const { cookie } = await signUp(t.app, 'book@example.com');
    const address = (street1: string) => ({
      name: 'Ann Lee',
      street1,
      city: 'Newark',
      state: 'NJ',
      postalCode: '07102',
      country: 'US',
    });
    await call(t.app, 'POST', '/api/customers/me/addresses', cookie, { address: address('1 First St') });
    await call(t.app, 'POST', '/api/customers/me/addresses', cookie, {
      address: address('2 Second St'),
      isDefault: true,
    });
    const page = await call(t.app, 'GET', '/api/account/page?path=%2Faccount%2Faddress-book', cookie);
    const { addresses } = (
      page.json() as { data: { addresses: { address: { street1: string }; isDefault: boolean }[] } }
    ).data;
    expect(addresses.map((a) => [a.address.street1, a.isDefault])).toEqual([
      ['2 Second St', true],
      ['1 First St', false],
    ]);
  });
});
