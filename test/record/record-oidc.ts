import { writeFileSync } from 'node:fs';
import { OpenIdIdentityProvider } from '../../adapters/oidc/openid-identity-provider';
import { recordingFetch, type Exchange } from '../replay/http-exchanges';
import {
  OIDC_RECORDED_ORIGIN,
  OIDC_RECORDING,
  recordedGoogleClient,
  type OidcRecording,
} from '../replay/oidc-recording';
import { formsOf, HandBrowser } from '../support/social-browser';
import { startTestServer } from '../support/test-server';

/**
 * Records a Google sign-in through the local test identity provider (a test server whose public origin is
 * http://localhost): the openid-client adapter's back-channel exchanges go through recordingFetch; the browser's
 * part (authorization, the test user's button, the redirect back) is driven by hand and not recorded. Writes
 * fixtures/recorded/oidc-sign-in.json; returns how many exchanges it holds.
 */
export async function recordOidc(): Promise<number> {
  const server = await startTestServer(undefined, { siteUrl: OIDC_RECORDED_ORIGIN });
  try {
    const exchanges: Exchange[] = [];
    const identity = new OpenIdIdentityProvider(
      { google: recordedGoogleClient(server.baseUrl) },
      { fetch: recordingFetch(fetch, exchanges) },
    );
    const started = await identity.start('google');
    const browser = new HandBrowser(server.baseUrl, OIDC_RECORDED_ORIGIN);
    const page = (await browser.follow(started.url)).at(-1)!;
    const form = formsOf(page.text).find((f) => f.button.startsWith('Test Shopper'));
    if (!form) throw new Error(`no test user on the provider's page: ${page.status}`);
    const back = await browser.follow(form.action, { form: form.fields });
    const answer = back.map((a) => a.location).find((l) => l?.startsWith(`${OIDC_RECORDED_ORIGIN}/api/sign/google?`));
    if (!answer) throw new Error('the provider did not answer at the redirect URI');
    const params = new URL(answer).searchParams;
    const callback = { code: params.get('code')!, state: params.get('state')!, iss: params.get('iss')! };
    const recordedAtS = Math.floor(Date.now() / 1000);
    const claims = await identity.finish('google', callback, started.pending);
    if (!claims.ok) throw new Error(claims.error.message);
    const recording: OidcRecording = {
      scenario: 'oidc-sign-in',
      exchanges,
      summary: { recordedAtS, pending: started.pending, callback, claims: claims.value },
    };
    writeFileSync(OIDC_RECORDING, `${JSON.stringify(recording, null, 1)}\n`);
    return exchanges.length;
  } finally {
    await server.close();
  }
}
