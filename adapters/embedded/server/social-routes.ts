import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { IDENTITY_PROVIDERS, type IdentityProviderName } from '../../../core/customers';
import { PortError, type DomainError } from '../../../core/shared';
import {
  authorizationCallbackSchema,
  identityProviderSchema,
  pendingAuthorizationSchema,
  type PendingAuthorization,
} from '../../../ports/identity-provider';
import { parsed, signInSession, type AccountRouteDeps, type RateGuardFn } from './account-routes';
import { zodMessage } from './commerce-routes';
import { isFormPost } from './security';
import { isPlainLocalhost } from './sessions';
import { envelopeError } from './storefront-routes';

/** The cookie that keeps a started social sign-in's checks until the provider answers (HttpOnly, 10 minutes). */
export const SOCIAL_SIGN_IN_COOKIE = 'nutshell_oidc';
/** How long a started social sign-in may take, in seconds. */
export const SOCIAL_SIGN_IN_MAX_AGE_S = 600;
/** The query parameter of /sign/in that names a failed social sign-in's error code (and `provider` the provider). */
export const SIGN_IN_ERROR_PARAM = 'signInError';

const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

/** GET /api/sign/{provider}/start's query: where to land afterwards and whether the anonymous cart is merged. */
const startQuery = z.strictObject({
  redirectPath: z.string().max(500).default('/'),
  preserveCart: flag.default(false),
});

/** What the cookie holds: the provider, its checks, and the start's options. */
const pendingCookie = z.strictObject({
  provider: identityProviderSchema,
  pending: pendingAuthorizationSchema,
  redirectPath: z.string().max(500),
  preserveCart: z.boolean(),
});
type PendingCookie = z.infer<typeof pendingCookie>;

/** POST /api/sign/{provider} as JSON (spec: shell-account §7): the provider data and the sign-in options. */
export const providerSignInBody = z.strictObject({
  code: z.string().min(1).max(4096),
  state: z.string().min(1).max(200),
  iss: z.string().max(500).optional(),
  attachGuestOrders: z.boolean().default(true),
  preserveCart: z.boolean().default(false),
  optInNewsletter: z.boolean().default(false),
});

/**
 * `path` when it is a path of this site ('/checkout?step=2'), else '/': absolute URLs, protocol-relative '//host'
 * and backslash tricks ('/\host') would lead the shopper off the site after signing in.
 */
export function sameSitePath(path: string): string {
  const control = [...path].some((c) => c.charCodeAt(0) < 0x20 || c === '\\');
  if (!path.startsWith('/') || path.startsWith('//') || control) return '/';
  const base = 'http://same-site.invalid';
  const u = new URL(path, base);
  return u.origin === base ? `${u.pathname}${u.search}${u.hash}` : '/';
}

const cookieOptions = (req: FastifyRequest) => ({
  httpOnly: true,
  secure: !isPlainLocalhost(req),
  // Apple answers with a cross-site POST of a form: only a SameSite=None cookie comes along (https only).
  sameSite: isPlainLocalhost(req) ? ('lax' as const) : ('none' as const),
  path: '/api/sign',
});

/** The started sign-in of the request's cookie when it is `provider`'s, else undefined. */
function pendingOf(req: FastifyRequest, provider: IdentityProviderName): PendingCookie | undefined {
  const raw = req.cookies[SOCIAL_SIGN_IN_COOKIE];
  if (!raw || raw.length > 2000) return undefined;
  try {
    const r = pendingCookie.safeParse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')));
    return r.success && r.data.provider === provider ? r.data : undefined;
  } catch {
    return undefined;
  }
}

/** Back to /sign/in with the failure's code and the provider, which the page shows as a message (303). */
function backToSignIn(reply: FastifyReply, provider: IdentityProviderName, e: Pick<DomainError, 'code'>) {
  const query = new URLSearchParams({ [SIGN_IN_ERROR_PARAM]: e.code, provider });
  return reply.code(303).redirect(`/sign/in?${query.toString()}`);
}

function registerStart(app: FastifyInstance, deps: AccountRouteDeps, guard: () => RateGuardFn): void {
  app.get('/api/sign/:provider/start', { preHandler: guard() }, async (req, reply) => {
    const provider = identityProviderSchema.safeParse((req.params as { provider?: unknown }).provider);
    const query = startQuery.safeParse(req.query);
    if (!provider.success) return envelopeError(reply, { code: 'route/not-found', message: 'Unknown provider' });
    if (!query.success) return envelopeError(reply, { code: 'validation/invalid', message: zodMessage(query.error) });
    const started = await deps.accounts.startProviderSignIn(provider.data).catch((e: unknown) => {
      if (!(e instanceof PortError)) throw e;
      req.log.warn({ provider: provider.data, err: e.message }, 'the identity provider could not be reached');
      return undefined;
    });
    if (!started?.ok)
      return backToSignIn(reply, provider.data, started?.error ?? { code: 'account/social-sign-in-failed' });
    const value: PendingCookie = {
      provider: provider.data,
      pending: started.value.pending,
      redirectPath: sameSitePath(query.data.redirectPath),
      preserveCart: query.data.preserveCart,
    };
    const cookie = Buffer.from(JSON.stringify(value)).toString('base64url');
    reply.setCookie(SOCIAL_SIGN_IN_COOKIE, cookie, { ...cookieOptions(req), maxAge: SOCIAL_SIGN_IN_MAX_AGE_S });
    return reply.header('cache-control', 'no-store').code(302).redirect(started.value.url);
  });
}

/** Finishes the provider's answer for the request's session: the customer signed in, or the failure. */
async function finishSignIn(
  deps: AccountRouteDeps,
  req: FastifyRequest,
  reply: FastifyReply,
  input: { provider: IdentityProviderName; callback: unknown; pending: PendingAuthorization; options: SignInOptions },
) {
  const callback = authorizationCallbackSchema.parse(input.callback);
  reply.clearCookie(SOCIAL_SIGN_IN_COOKIE, cookieOptions(req));
  const r = await deps.accounts.signInWithProvider({
    provider: input.provider,
    callback,
    pending: input.pending,
    attachGuestOrders: input.options.attachGuestOrders,
    optInNewsletter: input.options.optInNewsletter,
    origin: deps.siteUrl,
  });
  if (!r.ok) return r;
  const who = { customer: r.value, loginType: input.provider, persistent: true };
  return {
    ok: true as const,
    value: await signInSession(deps, req, reply, { ...who, preserveCart: input.options.preserveCart }),
  };
}

interface SignInOptions {
  readonly attachGuestOrders: boolean;
  readonly preserveCart: boolean;
  readonly optInNewsletter: boolean;
}

/** The provider's answer in the browser: GET with a query, or Apple's POST of a form. 303 on, or back to /sign/in. */
async function answerRedirect(
  deps: AccountRouteDeps,
  req: FastifyRequest,
  reply: FastifyReply,
  provider: IdentityProviderName,
) {
  const fields = req.method === 'GET' ? req.query : req.body;
  const kept = pendingOf(req, provider);
  const callback = authorizationCallbackSchema.safeParse(fields);
  if (!kept || !callback.success) {
    reply.clearCookie(SOCIAL_SIGN_IN_COOKIE, cookieOptions(req));
    return backToSignIn(reply, provider, { code: 'account/social-sign-in-failed' });
  }
  const options = { attachGuestOrders: true, preserveCart: kept.preserveCart, optInNewsletter: false };
  const r = await finishSignIn(deps, req, reply, { provider, callback: callback.data, pending: kept.pending, options });
  if (!r.ok) return backToSignIn(reply, provider, r.error);
  return reply.code(303).redirect(kept.redirectPath);
}

/**
 * The social sign-in routes (spec: shell-account §3 Session sign-in types apple, facebook, google; §7 POST
 * /api/sign/apple, /api/sign/google, /api/sign/facebook; "the Apple redirect points to /api/sign/apple"):
 * - GET /api/sign/{provider}/start?redirectPath=&preserveCart=: rate limited per address like /api/sign/in; keeps
 *   the state, nonce and PKCE verifier in the HttpOnly `nutshell_oidc` cookie (10 minutes, path /api/sign) and
 *   answers 302 to the provider's authorization URL;
 * - GET /api/sign/{provider} (query) and POST as a form (Apple's form_post): the provider's answer, checked against
 *   the cookie (its state is what protects these from cross-site requests); the session signs in as /api/sign/in
 *   does (a new token, the cart taken along, with preserveCart merged; keep-me-signed-in) and the browser goes on
 *   to the start's redirect path (same-site only) with 303, or back to /sign/in?signInError={code}&provider=;
 * - POST /api/sign/{provider} as JSON {code, state, attachGuestOrders, preserveCart} behind the CSRF header: the
 *   envelope with the session data, or the error.
 */
export function registerSocialRoutes(app: FastifyInstance, deps: AccountRouteDeps, guard: () => RateGuardFn): void {
  registerStart(app, deps, guard);
  for (const provider of IDENTITY_PROVIDERS) {
    const path = `/api/sign/${provider}`;
    app.get(path, (req, reply) => answerRedirect(deps, req, reply, provider));
    app.post(path, async (req, reply) => {
      if (isFormPost(req)) return answerRedirect(deps, req, reply, provider);
      const body = parsed(providerSignInBody, req, reply);
      if (!body) return reply;
      const kept = pendingOf(req, provider);
      if (!kept)
        return envelopeError(reply, {
          code: 'account/social-sign-in-failed',
          message: 'This sign-in has expired. Please start again.',
        });
      const callback = { code: body.code, state: body.state, ...(body.iss ? { iss: body.iss } : {}) };
      const r = await finishSignIn(deps, req, reply, { provider, callback, pending: kept.pending, options: body });
      return r.ok ? reply.send({ data: r.value }) : envelopeError(reply, r.error);
    });
  }
}
