import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { EmbeddedServices } from '../../adapters/wiring/embedded-services';
import { buildTestApp, type TestApp } from '../support/test-server';
import { call, GOOD_PASSWORD, mailedLink, signIn, signUp } from '../support/account-client';
import { redactUrl } from '../../adapters/embedded/server/app';

/**
 * No secrets in logs (Security suite): the server's request log over a run of sign-up, a sign-in link (requested,
 * its page resolved and opened, used), a password reset (page, refused and accepted passwords) and sign-in holds no
 * password, no link or reset key, no session token and no password hash.
 */
let built: TestApp;
let app: FastifyInstance;
let s: EmbeddedServices;
const logLines: string[] = [];

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _enc, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  built = await buildTestApp(undefined, { logger: { stream }, pages: true });
  ({ app, services: s } = built);
});
afterAll(async () => {
  await built?.close();
});

describe('the request log of the account routes', () => {
  it('holds no password, key, token or hash', async () => {
    const NEW_PASSWORD = 'Hazel.Nut.Secret42';
    const { cookie } = await signUp(app, 'logs@example.com');
    await call(app, 'POST', '/api/sign/send-sign-in-link-email', undefined, {
      email: 'logs@example.com',
      redirectPath: '/',
    });
    const link = (await mailedLink(s, 'logs@example.com'))!;
    await call(app, 'GET', `/api/resolve-path?path=${encodeURIComponent(`/sign/magic-link/${link.key}`)}`);
    await app.inject({ method: 'GET', url: `/sign/magic-link/${link.key}` });
    await call(app, 'POST', '/api/sign/in-by-link-key', undefined, { key: link.key });
    await call(app, 'POST', '/api/sign/forgot-password', undefined, { email: 'logs@example.com' });
    const reset = (await mailedLink(s, 'logs@example.com'))!;
    await app.inject({ method: 'GET', url: `/sign/reset-password/${reset.key}?from=mail` });
    await call(app, 'POST', '/api/sign/reset-password', undefined, { key: reset.key, password: 'weak' });
    await call(app, 'POST', '/api/sign/reset-password', undefined, { key: reset.key, password: NEW_PASSWORD });
    const signedIn = await signIn(app, { email: 'logs@example.com', password: NEW_PASSWORD });
    await signIn(app, { email: 'logs@example.com', password: GOOD_PASSWORD });
    const [row] = await s.db.query<{ password_hash: string }>(
      'SELECT password_hash FROM customers WHERE email_normalized = $1',
      ['logs@example.com'],
    );
    const hash = row!.password_hash;
    const log = logLines.join('');
    expect(log).toContain('/sign/magic-link/***');
    expect(log).toContain('/sign/reset-password/***?from=mail');
    const secrets = [
      GOOD_PASSWORD,
      NEW_PASSWORD,
      link.key,
      reset.key,
      hash,
      hash.split('$').pop()!,
      cookie.split('=')[1]!,
      signedIn.cookie.split('=')[1]!,
    ];
    for (const secret of secrets) expect(log.includes(secret), `log holds ${secret.slice(0, 6)}…`).toBe(false);
  });

  it('holds neither password of a password change, refused or accepted', async () => {
    const CHANGED = 'Brazil.Nut.Secret77';
    const WRONG = 'Wrong.Guess.Secret5';
    const { cookie } = await signUp(app, 'logs-change@example.com');
    await call(app, 'POST', '/api/me/password', cookie, { currentPassword: WRONG, newPassword: CHANGED });
    const ok = await call(app, 'POST', '/api/me/password', cookie, {
      currentPassword: GOOD_PASSWORD,
      newPassword: CHANGED,
    });
    expect(ok.statusCode).toBe(200);
    const log = logLines.join('');
    expect(log).toContain('/api/me/password');
    for (const secret of [GOOD_PASSWORD, CHANGED, WRONG]) expect(log.includes(secret)).toBe(false);
  });

  it("redacts a link's key in a path, plain or percent-encoded", () => {
    expect(redactUrl('/sign/magic-link/abc-DEF_1?x=1')).toBe('/sign/magic-link/***?x=1');
    expect(redactUrl('/api/resolve-path?path=%2Fsign%2Freset-password%2Fabc')).toBe(
      '/api/resolve-path?path=%2Fsign%2Freset-password%2F***',
    );
  });
});
