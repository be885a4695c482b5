import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';
import { formsOf, HandBrowser, socialSignIn } from '../support/social-browser';
import { GOOD_PASSWORD, twoSkus } from '../support/account-client';
import { sameSitePath } from '../../adapters/embedded/server/social-routes';

/**
 * Social sign-in end to end (spec: shell-account §3 Session sign-in types, §7 POST /api/sign/{provider}): the
 * browser's whole OpenID Connect code flow with PKCE against the local test identity provider, through the local
 * server listening on a random port; the site's public origin is http://localhost, which the hand-driven browser
 * maps to the server.
 */
const ORIGIN = 'http://localhost';
let server: TestServer;
const browser = () => new HandBrowser(server.baseUrl, ORIGIN);

beforeAll(async () => {
  server = await startTestServer(undefined, { siteUrl: ORIGIN });
});
afterAll(async () => {
  await server?.close();
});

async function customerRow(email: string) {
  const [row] = await server.services.db.query<{ id: string; login_types: string[]; password_hash: string | null }>(
    'SELECT id, login_types, password_hash FROM customers WHERE email_normalized = $1',
    [email],
  );
  return row;
}

async function describeSession(b: HandBrowser) {
  const res = await b.request('/api/me/describe', { json: {} });
  return { status: res.status, body: JSON.parse(res.text) as { data?: { customer: { id: string; email: string } } } };
}

describe('signing in with the test Google provider', () => {
  it('creates an account with login type google, rotates the session and lands on the redirect path', async () => {
    const b = browser();
    const [sku] = await twoSkus(server.services);
    const anonymous = await b.request('/cart', { json: { cart_sku: { sku_external_id: sku, quantity: 2 } } });
    const before = b.jar.get('nutshell_session');
    expect([anonymous.status, before === undefined]).toEqual([200, false]);
    const { answers, page } = await socialSignIn(b, 'google', 'Nova Newcomer');
    expect(page.text).toContain('<h1>Sign in with Google</h1>');
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self' 'nonce-[^']+'/);
    const authorize = answers[1]!;
    expect([authorize.url.startsWith(`${ORIGIN}/oidc/auth?`), authorize.headers.get('x-frame-options')]).toEqual([
      true,
      'DENY',
    ]);
    expect(formsOf(page.text).map((f) => f.button)).toEqual([
      'Test Shopper <shopper@example.test>',
      'Nova Newcomer <newcomer@example.test>',
      'Uma Unverified <unverified@example.test>',
      'Cancel',
    ]);
    const last = answers.at(-2)!;
    expect([last.status, last.location]).toEqual([303, '/cart']);
    expect(answers[0]!.location).toMatch(/^http:\/\/localhost\/oidc\/auth\?.*code_challenge_method=S256/);
    const after = b.jar.get('nutshell_session');
    expect(after).not.toBe(before);
    expect(b.jar.has('nutshell_oidc')).toBe(false);
    const row = await customerRow('newcomer@example.test');
    expect([row?.login_types, row?.password_hash]).toEqual([['google'], null]);
    const active = await b.request('/commerce/nutshell/me/active-cart');
    const cart = JSON.parse(active.text) as { lineItems: { variant: { sku: string }; quantity: number }[] };
    expect(cart.lineItems.map((l) => [l.variant.sku, l.quantity])).toEqual([[sku, 2]]);
    const described = await describeSession(b);
    expect([described.status, described.body.data?.customer.email]).toEqual([200, 'newcomer@example.test']);
    const mail = await server.services.outbox.list({ limit: 5, to: 'newcomer@example.test' });
    expect(mail.map((m) => m.kind)).toEqual(['welcome']);
    const old = new HandBrowser(server.baseUrl, ORIGIN);
    old.jar.set('nutshell_session', before!);
    expect((await describeSession(old)).status).toBe(401);
  });

  it('finds the same account on a second sign-in', async () => {
    const first = await customerRow('newcomer@example.test');
    const b = browser();
    await socialSignIn(b, 'google', 'Nova Newcomer');
    expect((await describeSession(b)).body.data?.customer.id).toBe(first!.id);
    const [{ n }] = (await server.services.db.query('SELECT count(*)::int AS n FROM customer_identities')) as [
      { n: number },
    ];
    expect(n).toBe(1);
  });

  it('lets an existing password account sign in with Google, which it gains as a login type', async () => {
    const b = browser();
    const up = await b.request('/api/sign/up', {
      json: { email: 'shopper@example.test', name: 'Ann Lee', password: GOOD_PASSWORD, isB2b: false },
    });
    expect(up.status).toBe(200);
    const id = (await customerRow('shopper@example.test'))!.id;
    const other = browser();
    await socialSignIn(other, 'google', 'Test Shopper');
    expect((await describeSession(other)).body.data?.customer.id).toBe(id);
    expect((await customerRow('shopper@example.test'))!.login_types).toEqual(['password', 'google']);
  });

  it('signs in with Apple through its form_post answer', async () => {
    const b = browser();
    const { answers } = await socialSignIn(b, 'apple', 'Test Shopper', 'redirectPath=%2Fcheckout');
    const formPost = answers.find((a) => a.text.includes('Submitting Callback'))!;
    const inlineScript = /<script>([\s\S]*?)<\/script>/.exec(formPost.text)![1]!;
    const sha = createHash('sha256').update(inlineScript).digest('base64');
    expect(formPost.headers.get('content-security-policy')).toContain(`'sha256-${sha}'`);
    const posted = answers.find((a) => a.url === `${ORIGIN}/api/sign/apple`);
    expect([posted?.status, posted?.location]).toEqual([303, '/checkout']);
    expect((await customerRow('shopper@example.test'))!.login_types).toEqual(['password', 'google', 'apple']);
  });

  it('answers the JSON POST with the session data, as /api/sign/in does', async () => {
    const b = browser();
    const toPage = await b.follow('/api/sign/google/start');
    const form = formsOf(toPage.at(-1)!.text).find((f) => f.button.startsWith('Nova'))!;
    const steps = [await b.request(form.action, { form: form.fields })];
    while (!steps.at(-1)!.location!.includes('/api/sign/google?')) steps.push(await b.request(steps.at(-1)!.location!));
    const callback = new URL(steps.at(-1)!.location!);
    const code = callback.searchParams.get('code')!;
    const state = callback.searchParams.get('state')!;
    const iss = callback.searchParams.get('iss')!;
    expect(iss).toBe('http://localhost/oidc');
    const res = await b.request('/api/sign/google', { json: { code, state, iss, attachGuestOrders: false } });
    if (res.status !== 200) throw new Error(res.text);
    const data = (JSON.parse(res.text) as { data: Record<string, unknown> }).data;
    expect([res.status, data.signedLoginType, data.userFirstName, data.email]).toEqual([
      200,
      'google',
      'Nova',
      'newcomer@example.test',
    ]);
    const again = await b.request('/api/sign/google', { json: { code, state, iss } });
    expect([again.status, JSON.parse(again.text)]).toEqual([
      400,
      { errors: [{ key: 'account/social-sign-in-failed', message: 'This sign-in has expired. Please start again.' }] },
    ]);
  });
});

describe('refusals', () => {
  const failed = (provider: string, code = 'account%2Fsocial-sign-in-failed') =>
    `/sign/in?signInError=${code}&provider=${provider}`;

  it('refuses a state that does not match the started sign-in, and an answer without a started one', async () => {
    const b = browser();
    await b.request('/api/sign/google/start');
    const wrong = await b.request('/api/sign/google?code=abc&state=not-the-state');
    expect([wrong.status, wrong.location, b.jar.has('nutshell_session')]).toEqual([303, failed('google'), false]);
    const none = await browser().request('/api/sign/google?code=abc&state=whatever');
    expect([none.status, none.location]).toEqual([303, failed('google')]);
  });

  it('goes back to /sign/in when the shopper cancels at the provider', async () => {
    const b = browser();
    const { answers } = await socialSignIn(b, 'facebook', 'Cancel');
    expect(answers.at(-2)!.location).toBe(failed('facebook'));
  });

  it('refuses an unverified e-mail that has an account', async () => {
    const b = browser();
    await b.request('/api/sign/up', {
      json: { email: 'unverified@example.test', name: 'Uma Owner', password: GOOD_PASSWORD, isB2b: false },
    });
    const other = browser();
    const { answers } = await socialSignIn(other, 'google', 'Uma Unverified');
    expect(answers.at(-2)!.location).toBe(failed('google', 'account%2Femail-unverified'));
    expect((await customerRow('unverified@example.test'))!.login_types).toEqual(['password']);
  });

  it('never leads off the site after signing in', async () => {
    for (const path of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
      const b = browser();
      const { answers } = await socialSignIn(b, 'google', 'Nova', `redirectPath=${encodeURIComponent(path)}`);
      expect(answers.at(-2)!.location).toBe('/');
    }
    expect(sameSitePath('/checkout?step=2#top')).toBe('/checkout?step=2#top');
    expect(sameSitePath('/a/../b')).toBe('/b');
    expect(sameSitePath('javascript:alert(1)')).toBe('/');
  });

  it('answers an unknown provider with 404 and a bad start query with 400', async () => {
    const unknown = await browser().request('/api/sign/myspace/start');
    expect(unknown.status).toBe(404);
    const bad = await browser().request('/api/sign/google/start?preserveCart=maybe');
    expect(bad.status).toBe(400);
  });
});
