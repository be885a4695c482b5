import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PortError } from '../../core/shared';
import { HttpOutbox } from '../../adapters/mail/http-outbox';
import { buildTestApp, TEST_CLIENT, type TestApp } from '../support/test-server';
import { CSRF, signUp } from '../support/account-client';

/**
 * The outbox over HTTP, as `nutshell mail` reads it while a local server holds the data directory: routes behind
 * the API client's bearer token, and the CLI's HttpOutbox reading them.
 */
describe('the outbox over HTTP', () => {
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    t = await buildTestApp();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    await signUp(t.app, 'olive@example.com');
    await t.app.inject({
      method: 'POST',
      url: '/api/sign/forgot-password',
      headers: CSRF,
      payload: { email: 'olive@example.com' },
    });
  });
  afterAll(async () => t.close());

  it('refuses a request without a bearer token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/nutshell/outbox' });
    expect(res.statusCode).toBe(401);
  });

  it("lists a recipient's messages newest first and reads one by id", async () => {
    const outbox = new HttpOutbox({ baseUrl: base, ...TEST_CLIENT, fetch });
    const messages = await outbox.list({ limit: 10, to: 'OLIVE@example.com' });
    expect(messages.map((m) => m.kind)).toEqual(['password-reset', 'welcome']);
    const one = await outbox.get(messages[0]!.id);
    expect(one).toEqual(messages[0]);
    expect(await outbox.get('no-such-id')).toBeUndefined();
    expect(await outbox.list({ limit: 1 })).toHaveLength(1);
  });

  it('refuses a bad limit, and an unknown API client gets a PortError', async () => {
    const outbox = new HttpOutbox({ baseUrl: base, ...TEST_CLIENT, fetch });
    await expect(outbox.list({ limit: 500 })).rejects.toBeInstanceOf(PortError);
    const stranger = new HttpOutbox({ baseUrl: base, clientId: 'nobody', clientSecret: 'nothing', fetch });
    await expect(stranger.list({ limit: 5 })).rejects.toThrow(/refused the API client \(401\)/);
  });
});
