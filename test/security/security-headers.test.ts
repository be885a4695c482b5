import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFileSync, mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import cookie from '@fastify/cookie';
import {
  CSRF_COOKIE,
  PERMISSIONS_POLICY,
  cspNonce,
  csrfToken,
  registerSecurity,
  strictTransportSecurity,
} from '../../adapters/embedded/server/security';
import { buildTestApp, UI_INDEX_HTML, type TestApp } from '../support/test-server';

/**
 * Security headers (adapters/embedded/server/security.ts): every answer of the local server carries the
 * Content-Security-Policy with a per-response script nonce and the other security headers: pages, JSON API answers,
 * static files, 404s, refusals and thrown errors. Strict-Transport-Security only over https.
 */

let built: TestApp;
let app: FastifyInstance;
let uiDir = '';

const NONCE = /^[A-Za-z0-9+/]{22}==$/;

/** The policy of a response whose script nonce is `nonce`, as the server writes it. */
const policyWith = (nonce: string) =>
  [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join(';');

/** The script nonce named by a response's policy. */
function nonceOf(res: LightMyRequestResponse): string {
  const m = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']));
  expect(m, 'the policy names a nonce').not.toBeNull();
  return m![1]!;
}

/** Asserts every security header of a plain-http answer, exactly. */
function expectSecurityHeaders(res: LightMyRequestResponse): void {
  const nonce = nonceOf(res);
  expect(nonce).toMatch(NONCE);
  expect(res.headers['content-security-policy']).toBe(policyWith(nonce));
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
  expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
  expect(res.headers['strict-transport-security']).toBeUndefined();
  expect(res.headers['x-powered-by']).toBeUndefined();
}

beforeAll(async () => {
  uiDir = mkdtempSync(join(tmpdir(), 'nutshell-ui-'));
  mkdirSync(join(uiDir, 'assets'));
  copyFileSync(UI_INDEX_HTML, join(uiDir, 'index.html'));
  writeFileSync(join(uiDir, 'assets', 'main-abc123.js'), 'console.log("storefront");\n');
  built = await buildTestApp(undefined, { uiDir: pathToFileURL(`${uiDir}/`), pages: true });
  app = built.app;
  // What the page route will do: the nonce and the CSRF token of its response.
  app.get('/test/page-secrets', async (_req, reply) => ({ nonce: cspNonce(reply), csrf: csrfToken(reply) }));
  app.get('/test/throws', async () => {
    throw new Error('a bug');
  });
});
afterAll(async () => {
  await built?.close();
  if (uiDir) rmSync(uiDir, { recursive: true, force: true });
});

describe('every answer carries the security headers', () => {
  it('an HTML page', async () => {
    const res = await app.inject({ url: '/nuts' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expectSecurityHeaders(res);
  });

  it('a JSON API answer, compressed or not', async () => {
    const plain = await app.inject({ url: '/api/predicted-shipping' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expectSecurityHeaders(plain);
    const search = await app.inject({
      method: 'POST',
      url: '/1/indexes/*/queries',
      headers: {
        'content-type': 'text/plain',
        'accept-encoding': 'br',
        'x-algolia-application-id': 'nutshell',
        'x-algolia-api-key': 'nutshell-search',
      },
      payload: JSON.stringify({ requests: [{ indexName: 'Products', params: 'query=almonds&hitsPerPage=20' }] }),
    });
    expect(search.statusCode).toBe(200);
    expect(search.headers['content-encoding']).toBe('br');
    expectSecurityHeaders(search);
  });

  it('a built asset and a product image', async () => {
    const asset = await app.inject({ url: '/assets/main-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log("storefront");\n');
    expectSecurityHeaders(asset);
    const image = await app.inject({ url: '/images/products/agave-syrup.svg' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/svg+xml');
    expectSecurityHeaders(image);
  });

  it('a 404 of an API route and of a missing image', async () => {
    const api = await app.inject({ url: '/api/no-such-route' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ errors: [{ key: 'route/not-found' }] });
    expectSecurityHeaders(api);
    const image = await app.inject({ url: '/images/products/no-such-image.svg' });
    expect(image.statusCode).toBe(404);
    expectSecurityHeaders(image);
  });

  it('refusals: no bearer token (401), a NUL in the URL (400), an unparsable body (400)', async () => {
    const unauthorized = await app.inject({ url: '/commerce/nutshell/carts' });
    expect(unauthorized.statusCode).toBe(401);
    expectSecurityHeaders(unauthorized);
    const nul = await app.inject({ url: '/api/resolve-path?path=%00' });
    expect(nul.statusCode).toBe(400);
    expectSecurityHeaders(nul);
    const unparsable = await app.inject({
      method: 'POST',
      url: '/cart',
      headers: { 'content-type': 'application/json', 'x-nutshell-csrf': '1' },
      payload: '{"cart_sku":',
    });
    expect(unparsable.statusCode).toBe(400);
    expect(unparsable.json()).toMatchObject({ errors: [{ key: 'validation/invalid' }] });
    expectSecurityHeaders(unparsable);
  });

  it('an error a route throws (500)', async () => {
    const res = await app.inject({ url: '/test/throws' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ errors: [{ key: 'server/error' }] });
    expectSecurityHeaders(res);
  });
});

describe('the script nonce', () => {
  it('differs between responses and is the one cspNonce gives the page', async () => {
    const first = await app.inject({ url: '/test/page-secrets' });
    const second = await app.inject({ url: '/test/page-secrets' });
    const a = first.json() as { nonce: string };
    const b = second.json() as { nonce: string };
    expect(a.nonce).toMatch(NONCE);
    expect(b.nonce).toMatch(NONCE);
    expect(a.nonce).not.toBe(b.nonce);
    expect(nonceOf(first)).toBe(a.nonce);
    expect(nonceOf(second)).toBe(b.nonce);
  });

  it('script-src allows no inline script without the nonce and no eval; no upgrade-insecure-requests', async () => {
    const policy = String((await app.inject({ url: '/nuts' })).headers['content-security-policy']);
    const scriptSrc = policy.split(';').find((d) => d.startsWith('script-src '))!;
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(policy).not.toContain('upgrade-insecure-requests');
    // A nonce in style-src would switch off 'unsafe-inline' there, and with it React's style attributes.
    expect(policy.split(';').find((d) => d.startsWith('style-src '))).toBe("style-src 'self' 'unsafe-inline'");
  });
});

describe('Strict-Transport-Security and the CSRF cookie follow the protocol', () => {
  it('strictTransportSecurity: a year with subdomains over https, nothing over http', () => {
    expect(strictTransportSecurity({ protocol: 'https' })).toBe('max-age=31536000; includeSubDomains');
    expect(strictTransportSecurity({ protocol: 'https' }, 600)).toBe('max-age=600; includeSubDomains');
    expect(strictTransportSecurity({ protocol: 'http' })).toBeUndefined();
  });

  it('the local server (http, proxies untrusted) sends no HSTS even when a client claims https', async () => {
    const res = await app.inject({ url: '/api/predicted-shipping', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('behind a trusted https proxy: HSTS on every answer, and a Secure CSRF cookie', async () => {
    // req.protocol is 'https' only for TLS sockets on the local server; a proxy-trusting instance simulates one.
    const proxied = Fastify({ trustProxy: true });
    await proxied.register(cookie);
    await registerSecurity(proxied);
    proxied.get('/token', async (_req, reply) => ({ csrf: csrfToken(reply) }));
    try {
      const https = await proxied.inject({ url: '/token', headers: { 'x-forwarded-proto': 'https' } });
      expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(String(https.headers['set-cookie'])).toMatch(
        new RegExp(`^${CSRF_COOKIE}=[^;]+; Max-Age=15811200; Path=/; HttpOnly; Secure; SameSite=Lax$`),
      );
      const missing = await proxied.inject({ url: '/missing', headers: { 'x-forwarded-proto': 'https' } });
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const http = await proxied.inject({ url: '/token', headers: { 'x-forwarded-proto': 'http' } });
      expect(http.headers['strict-transport-security']).toBeUndefined();
      expect(String(http.headers['set-cookie'])).toMatch(
        new RegExp(`^${CSRF_COOKIE}=[^;]+; Max-Age=15811200; Path=/; HttpOnly; SameSite=Lax$`),
      );
    } finally {
      await proxied.close();
    }
  });
});
