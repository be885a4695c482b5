/**
 * The local server's response headers and the CSRF tokens of its HTML forms: every answer (pages, JSON APIs, static
 * files, 404s, errors) carries a Content-Security-Policy with a per-response script nonce, nosniff, a referrer
 * policy, frame denial, cross-origin isolation of the window and resources and a Permissions-Policy; over https
 * also Strict-Transport-Security. Form posts prove they come from our own page with a `_csrf` token tied to an
 * HttpOnly cookie (@fastify/csrf-protection); JSON calls keep the `x-nutshell-csrf` header check of the routes.
 */

import { randomFillSync } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import csrfProtection from '@fastify/csrf-protection';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_MAX_AGE_S } from './sessions';

/** Options of `registerSecurity`; every field has a default. */
export interface SecurityOptions {
  /** Strict-Transport-Security's max-age over https, in seconds; default one year (31,536,000). */
  readonly hstsMaxAgeS?: number;
  /** Lifetime of the CSRF secret's cookie in seconds; default the session cookie's six months (spec §9 Cookies). */
  readonly csrfCookieMaxAgeS?: number;
}

/** One year in seconds: HSTS's usual max-age (the value browsers' preload lists ask for). */
const ONE_YEAR_S = 31_536_000;

/** Name of the cookie holding the CSRF secret (HttpOnly; the page's forms carry tokens made from it). */
export const CSRF_COOKIE = 'nutshell_csrf';

/** Name of the form field carrying the CSRF token in an HTML form post. */
export const CSRF_FIELD = '_csrf';

/**
 * Permissions-Policy (a structured-field dictionary, as the W3C Permissions Policy header defines it): the powerful
 * features the store never uses are off for the page and every frame; the Payment Request API stays open to our own
 * origin. `browsing-topics` stands where `interest-cohort` (FLoC, withdrawn) once did: current browsers report that
 * name as an unrecognized feature in the console.
 */
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(self), usb=(), browsing-topics=()';

/** The script nonce of each response, made when its CSP header or the page first asks for it. */
const nonces = new WeakMap<ServerResponse, string>();

/** Bytes of a nonce: 128 bits. */
const NONCE_BYTES = 16;

/**
 * Random bytes drawn from the system's CSPRNG 4 KiB at a time and handed out 16 at a time, each slice once: one
 * `randomFillSync` per 256 nonces instead of one per response (it was 3 % of a cart update's CPU).
 */
const noncePool = { bytes: Buffer.alloc(4096), next: 4096 };

function freshNonce(): string {
  if (noncePool.next + NONCE_BYTES > noncePool.bytes.length) {
    randomFillSync(noncePool.bytes);
    noncePool.next = 0;
  }
  const start = noncePool.next;
  noncePool.next += NONCE_BYTES;
  return noncePool.bytes.toString('base64', start, start + NONCE_BYTES);
}

function nonceOf(res: ServerResponse): string {
  let nonce = nonces.get(res);
  if (nonce === undefined) {
    nonce = freshNonce();
    nonces.set(res, nonce);
  }
  return nonce;
}

/**
 * The script nonce of this response (128 random bits, base64): the value every inline `<script>` of the page must
 * carry as its `nonce` attribute, the same that the response's Content-Security-Policy names in `script-src`.
 * Differs for every response.
 */
export function cspNonce(reply: FastifyReply): string {
  return nonceOf(reply.raw);
}

/**
 * The Content-Security-Policy directives. Scripts: our own files and inline scripts carrying this response's nonce,
 * never 'unsafe-inline' or 'unsafe-eval'. Styles allow 'unsafe-inline' for React's style attributes: the policy has
 * no style nonce on purpose, since a nonce in style-src makes browsers ignore 'unsafe-inline' there (CSP Level 3,
 * "Does a source list allow all inline behavior"), which would block every style attribute. That is why the nonce
 * is ours and not @fastify/helmet's `enableCSPNonces`, which always adds a style nonce. No upgrade-insecure-requests:
 * the local server speaks plain http on 127.0.0.1.
 */
const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", (_req: IncomingMessage, res: ServerResponse) => `'nonce-${nonceOf(res)}'`],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  fontSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/**
 * Strict-Transport-Security for a request, or undefined when it came over plain http (a browser ignores it there,
 * and the local server must stay reachable over http). `req.protocol` is 'https' only for a TLS socket, since the
 * server does not trust proxies' X-Forwarded-Proto.
 */
export function strictTransportSecurity(
  req: Pick<FastifyRequest, 'protocol'>,
  maxAgeS: number = ONE_YEAR_S,
): string | undefined {
  return req.protocol === 'https' ? `max-age=${maxAgeS}; includeSubDomains` : undefined;
}

/**
 * Registers the security headers (helmet's middleware, built once, run on every request; and an onSend hook) and
 * CSRF protection for forms
 * (@fastify/csrf-protection: the secret in the `nutshell_csrf` cookie, HttpOnly, SameSite=Lax, path /, Secure over
 * https; the token read from the `_csrf` field of a form body). Call it before any route or hook that may answer a
 * request, so that even early refusals carry the headers. Decorates `reply.generateCsrf` and `app.csrfProtection`.
 */
export async function registerSecurity(app: FastifyInstance, options: SecurityOptions = {}): Promise<void> {
  const hstsMaxAgeS = options.hstsMaxAgeS ?? ONE_YEAR_S;
  // Built once: @fastify/helmet built the middleware again for every request (parsing every directive each time),
  // which was 13 % of a cart update's CPU.
  const securityHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    xContentTypeOptions: true,
    // Set per request below: only over https.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (req, reply, done) => securityHeaders(req.raw, reply.raw, () => done()));
  app.addHook('onSend', async (req, reply, payload) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    const hsts = strictTransportSecurity(req, hstsMaxAgeS);
    if (hsts) reply.header('strict-transport-security', hsts);
    return payload;
  });
  await app.register(csrfProtection, {
    sessionPlugin: '@fastify/cookie',
    cookieKey: CSRF_COOKIE,
    cookieOpts: { httpOnly: true, sameSite: 'lax', path: '/', maxAge: options.csrfCookieMaxAgeS ?? SESSION_MAX_AGE_S },
    getToken: (req) => formToken(req),
  });
}

/** The `_csrf` field of a parsed form body, or undefined (any other body, or a field that is not one string). */
function formToken(req: FastifyRequest): string | undefined {
  const body: unknown = req.body;
  if (typeof body !== 'object' || body === null) return undefined;
  const token: unknown = (body as Record<string, unknown>)[CSRF_FIELD];
  return typeof token === 'string' ? token : undefined;
}

/** Tokens already made for a response: one page may put the same token in several forms. */
const tokens = new WeakMap<FastifyReply, string>();

/**
 * A CSRF token for the forms of the page this reply sends, to go in each form's hidden `_csrf` field. Sets the
 * `nutshell_csrf` cookie (Secure over https) when the request has none. The same token for every call on one reply.
 */
export function csrfToken(reply: FastifyReply): string {
  let token = tokens.get(reply);
  if (token === undefined) {
    token = reply.generateCsrf({ secure: reply.request.protocol === 'https' });
    tokens.set(reply, token);
  }
  return token;
}

/** true when the request's body is an HTML form post (`application/x-www-form-urlencoded`, any parameters). */
export function isFormPost(req: FastifyRequest): boolean {
  const type = req.headers['content-type'] ?? '';
  return type.split(';')[0]!.trim().toLowerCase() === 'application/x-www-form-urlencoded';
}

/** The error codes @fastify/csrf-protection refuses a request with (both status 403). */
const CSRF_REFUSALS: ReadonlySet<string> = new Set(['FST_CSRF_MISSING_SECRET', 'FST_CSRF_INVALID_TOKEN']);

/** true for the error @fastify/csrf-protection refuses a form with: no CSRF cookie, or a missing or wrong token. */
export function isCsrfRefusal(error: unknown): boolean {
  const code: unknown = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && CSRF_REFUSALS.has(code);
}

/**
 * A preHandler for routes that take both JSON and HTML forms: a form post must carry a valid `_csrf` token for the
 * request's CSRF cookie, else the request ends with @fastify/csrf-protection's 403 error (`isCsrfRefusal`), which
 * the route's error handler answers; any other body passes (those routes check the `x-nutshell-csrf` header).
 */
export function requireFormToken(req: FastifyRequest, reply: FastifyReply, done: () => void): void {
  if (!isFormPost(req)) return done();
  req.server.csrfProtection(req, reply, done);
}
