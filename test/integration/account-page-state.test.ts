import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/test-server';
import { call, GOOD_PASSWORD, sessionCookieOf, signIn, signUp } from '../support/account-client';

/**
 * A server-rendered page's state carries the session's summary (ports/page-renderer.ts PageState.session; spec:
 * shell-account §3 Session): the signed-in customer's first name, login type and account creation time; nothing
 * for an anonymous session. A mailed link's path renders its page with the key's status.
 */
let t: TestApp;
const nowMs = Date.parse('2026-04-01T08:00:00Z');

beforeAll(async () => {
  t = await buildTestApp(undefined, { pages: true, clock: { nowMs: () => nowMs } });
});
afterAll(async () => {
  await t?.close();
});

function stateOf(html: string): {
  session?: { userFirstName: string; signedLoginType: string; userCreatedAt: string; customer: { email: string } };
  page?: { resolved: { pageType: string; props: unknown } };
} {
  const json = /<script type="application\/json" id="nutshell-state" nonce="[^"]+">(.*?)<\/script>/s.exec(html)?.[1];
  if (json === undefined) throw new Error('no page state in the page');
  return JSON.parse(json) as ReturnType<typeof stateOf>;
}

describe("a page's session", () => {
  it('is the signed-in customer, and absent once signed out', async () => {
    await signUp(t.app, 'page@example.com', { name: 'Paula Page' });
    const { cookie } = await signIn(t.app, { email: 'page@example.com', password: GOOD_PASSWORD, keepLoggedIn: false });
    const page = await t.app.inject({ method: 'GET', url: '/', headers: { cookie } });
    expect(stateOf(page.body).session).toMatchObject({
      customer: { email: 'page@example.com' },
      userFirstName: 'Paula',
      signedLoginType: 'password',
      userCreatedAt: new Date(nowMs).toISOString(),
    });
    const out = await call(t.app, 'POST', '/api/sign/out', cookie, { copyCartToAnonymousCart: false });
    const after = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { cookie: sessionCookieOf(out)! },
    });
    expect(stateOf(after.body).session).toBeUndefined();
  });

  it("a mailed link's path is its page, expired for an unknown key", async () => {
    const page = await t.app.inject({ method: 'GET', url: '/sign/magic-link/no-such-key' });
    expect(stateOf(page.body).page?.resolved).toEqual({
      pageType: 'MagicLinkPage',
      props: { key: 'no-such-key', status: 'expired', setPassword: false },
    });
  });
});
