import { readFileSync } from 'node:fs';
import { OpenIdIdentityProvider } from '../../adapters/oidc/openid-identity-provider';
import { SignInWithProvider } from '../../core/customers';
import { FakeCustomerStore, FakeMail } from '../../core/customers/use-cases/testing/fake-customer-store';
import { replayFetch } from './http-exchanges';
import { OIDC_RECORDING, recordedGoogleClient, type OidcRecording } from './oidc-recording';

/**
 * The core's sign-in with a provider over the openid-client adapter, replayed from fixtures/recorded/oidc-sign-in.json
 * without any server (`npm run record` refreshes it): discovery, the code exchanged with the kept PKCE verifier, the
 * ID token checked (issuer, audience, nonce, times at the recording's clock) and UserInfo.
 */
const recording = JSON.parse(
  readFileSync(new URL(`../../${OIDC_RECORDING}`, import.meta.url), 'utf8'),
) as OidcRecording;
const { summary } = recording;

function replayed() {
  const fetchFn = replayFetch(recording.exchanges);
  const clockSkewS = summary.recordedAtS - Math.floor(Date.now() / 1000);
  const identity = new OpenIdIdentityProvider(
    { google: recordedGoogleClient('http://replay.invalid') },
    { fetch: fetchFn, clockSkewS },
  );
  const store = new FakeCustomerStore();
  const mail = new FakeMail();
  const useCase = new SignInWithProvider(identity, store, mail, { nowMs: () => summary.recordedAtS * 1000 });
  const signIn = (pending = summary.pending) =>
    useCase.execute({
      provider: 'google',
      callback: summary.callback,
      pending,
      attachGuestOrders: true,
      optInNewsletter: false,
      origin: 'http://localhost',
    });
  return { fetchFn, store, mail, signIn };
}

describe('replay of oidc-sign-in', () => {
  it('sends exactly the recorded requests and signs the test shopper up with login type google', async () => {
    const r = replayed();
    const result = await r.signIn();
    expect(r.fetchFn.remaining()).toBe(0);
    expect(result.ok && result.value).toMatchObject({
      email: 'shopper@example.test',
      fullName: 'Test Shopper',
      firstName: 'Test',
      loginTypes: ['google'],
      isGuest: false,
    });
    expect(summary.claims).toEqual({
      subject: 'test-shopper',
      email: 'shopper@example.test',
      emailVerified: true,
      name: 'Test Shopper',
    });
    expect([...r.store.identities]).toEqual([['google test-shopper', result.ok ? result.value.id : '']]);
    expect(r.mail.sent.map((m) => m.kind)).toEqual(['welcome']);
  });

  it('refuses the recorded answer for another nonce (the ID token does not check out)', async () => {
    const r = replayed();
    const result = await r.signIn({ ...summary.pending, nonce: 'another-nonce' });
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'account/social-sign-in-failed',
        message: "We couldn't sign you in with Google. Please try again.",
      },
    });
    expect(r.store.rows.size).toBe(0);
  });

  it('refuses another state before any request', async () => {
    const r = replayed();
    const result = await r.signIn({ ...summary.pending, state: 'another-state' });
    expect(result.ok).toBe(false);
    expect(r.fetchFn.remaining()).toBe(recording.exchanges.length);
  });
});
