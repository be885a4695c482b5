import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';
import { HandBrowser, socialSignIn } from '../support/social-browser';

/**
 * No secrets of social sign-in in logs (Security suite): over Google sign-ins through the local test identity
 * provider (the redirect, the form_post of Apple, the JSON POST's refusal), the server's request log holds no
 * authorization code, state, nonce, PKCE verifier or challenge, no token (no JWT at all) and no session token.
 */
let server: TestServer;
const logLines: string[] = [];

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _enc, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  server = await startTestServer(undefined, { logger: { stream }, siteUrl: 'http://localhost' });
});
afterAll(async () => {
  await server?.close();
});

/** The checks a started sign-in keeps in its cookie (state, nonce, code verifier). */
function keptChecks(b: HandBrowser): string[] {
  const cookie = b.jar.get('nutshell_oidc');
  if (!cookie) throw new Error('no started sign-in');
  const { pending } = JSON.parse(Buffer.from(cookie, 'base64url').toString('utf8')) as {
    pending: { state: string; nonce: string; codeVerifier: string };
  };
  return [pending.state, pending.nonce, pending.codeVerifier];
}

describe('the request log of the social sign-in routes', () => {
  it('holds no code, state, nonce, verifier, token or session token', async () => {
    const secrets: string[] = [];
    for (const provider of ['google', 'apple'] as const) {
      const b = new HandBrowser(server.baseUrl, 'http://localhost');
      const start = await b.request(`/api/sign/${provider}/start?redirectPath=%2F`);
      secrets.push(...keptChecks(b), new URL(start.location!).searchParams.get('code_challenge')!);
      const { answers } = await socialSignIn(b, provider, 'Test Shopper');
      for (const a of answers) {
        const location = a.location ? new URL(a.location, 'http://localhost') : undefined;
        const code = location?.searchParams.get('code');
        if (code) secrets.push(code);
        const posted = /name="code" value="([^"]+)"/.exec(a.text)?.[1];
        if (posted) secrets.push(posted);
      }
      secrets.push(b.jar.get('nutshell_session')!);
      await b.request(`/api/sign/${provider}`, { json: { code: 'x'.repeat(20), state: secrets[0]! } });
    }
    expect(secrets.filter((s) => s && s.length >= 16).length).toBeGreaterThanOrEqual(12);
    const log = logLines.join('');
    expect(log).toContain('/api/sign/google?code=***&state=***');
    expect(log).toContain('/oidc/auth?');
    for (const secret of secrets) expect(log).not.toContain(secret);
    expect(log).not.toMatch(/eyJ[\w-]+\.eyJ/);
  });
});
