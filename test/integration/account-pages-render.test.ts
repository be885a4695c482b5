import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/test-server';
import { call, signUp } from '../support/account-client';

/**
 * Your Account, Email Communications and Address Book are rendered on the server with the customer's data (spec:
 * shell-account §2 Account area; ARCHITECTURE §5(d)): the forms and the saved addresses are in the HTML.
 */
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp(undefined, { pages: true });
});
afterAll(async () => {
  await t?.close();
});

const page = async (url: string, cookie: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.body;
};

describe('the account pages, rendered on the server', () => {
  it('renders Your Account with its facts and both forms', async () => {
    const { cookie } = await signUp(t.app, 'render@example.com', { name: 'Rita Render' });
    const html = await page('/account', cookie);
    expect(html).toContain('<dd>Rita Render</dd>');
    expect(html).toContain('<dd>Personal Account</dd>');
    expect(html).toContain('Change your name');
    expect(html).toMatch(/<input[^>]*autocomplete="current-password"/i);
    expect(html).toContain('At least 8 characters');
  });

  it('renders Email Communications with the choice checked as saved', async () => {
    const { cookie } = await signUp(t.app, 'render-news@example.com');
    await call(t.app, 'PUT', '/api/me/communications', cookie, { optInNewsletter: false });
    const html = await page('/account/communications', cookie);
    expect(html).toContain('Email me about new products, deals and exclusive offers');
    expect(html).toMatch(/<input type="checkbox" name="optInNewsletter"\/>/);
  });

  it('renders the Address Book with the default address first and marked Default', async () => {
    const { cookie } = await signUp(t.app, 'render-book@example.com');
    const address = { street1: '1 Elm St', city: 'Newark', state: 'NJ', postalCode: '07102', country: 'US' };
    await call(t.app, 'POST', '/api/customers/me/addresses', cookie, { address: { ...address, name: 'First Home' } });
    await call(t.app, 'POST', '/api/customers/me/addresses', cookie, {
      address: { ...address, name: 'Second Home' },
      isDefault: true,
    });
    const html = await page('/account/address-book', cookie);
    const second = html.indexOf('Second Home');
    expect(second).toBeGreaterThan(0);
    expect(html.indexOf('First Home')).toBeGreaterThan(second);
    expect(html).toContain('<span class="address-card__badge">Default</span>');
    expect(html).toContain('Add a new address');
  });
});
