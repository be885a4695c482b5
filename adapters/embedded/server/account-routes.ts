import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Cart } from '../../../core/cart';
import {
  ANONYMOUS_SESSION,
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  SIGN_KEY_MAX_LENGTH,
  sessionSummaryOf,
  type StaffRole,
  type Customer,
  type LoginType,
  type SessionData,
} from '../../../core/customers';
import type { AccountService } from '../../../ports/account-service';
import type { BusinessAccountFacts } from '../../../core/business';
import type { StorefrontService } from '../../../ports/storefront-service';
import { zodMessage } from './commerce-routes';
import { accountRateLimits, type AccountRateLimits } from './account-rate-limits';
import { ownerIdOf, type Sessions } from './sessions';
import { envelopeError, requireCsrf } from './storefront-routes';

const email = z.string().trim().min(1).max(EMAIL_MAX_LENGTH);
/** One character over the maximum reaches the use case, which answers the password rule's message. */
const newPassword = z.string().max(PASSWORD_MAX_LENGTH + 1);
const recaptcha = { 'g-recaptcha-response': z.string().max(4000).optional() };

/** POST /api/sign/in (ports/account-backend.ts SignInInput): keepLoggedIn defaults to true, preserveCart to false. */
export const signInBody = z.strictObject({
  email,
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  keepLoggedIn: z.boolean().default(true),
  preserveCart: z.boolean().default(false),
  ...recaptcha,
});

/** POST /api/sign/up (ports/account-backend.ts SignUpInput) with its defaults. */
export const signUpBody = z.strictObject({
  email,
  name: z.string().max(200),
  password: newPassword,
  isB2b: z.boolean(),
  keepSignedIn: z.boolean().default(true),
  optInNewsletter: z.boolean().default(true),
  preserveCart: z.boolean().default(false),
  attachGuestOrders: z.boolean().default(true),
  ...recaptcha,
});

const key = z.string().min(1).max(SIGN_KEY_MAX_LENGTH);
const signOutBody = z.strictObject({ copyCartToAnonymousCart: z.boolean().default(false) }).default({
  copyCartToAnonymousCart: false,
});
const forgotBody = z.strictObject({ email });
const resetBody = z.strictObject({ key, password: newPassword });
const linkBody = z.strictObject({ email, redirectPath: z.string().max(500) });
const linkKeyBody = z.strictObject({ key, preserveCart: z.boolean().default(false) });
const findQuery = z.strictObject({ email, ...recaptcha });

/** What the account routes use. */
export interface AccountRouteDeps {
  readonly accounts: AccountService;
  readonly sessions: Sessions;
  /** The public origin mailed links start with (ServerDeps.siteUrl), never the request's Host. */
  readonly siteUrl: string;
  /** The rate limits of the sign-in, link and reset routes; account-rate-limits.ts's defaults when absent. */
  readonly rateLimits?: AccountRateLimits;
  /** Where an anonymous session's favorites go at sign-in (the customer's list); absent: they stay behind. */
  readonly favorites?: Pick<StorefrontService, 'adoptFavorites'>;
}

/** The body parsed by `schema`, or undefined after answering 400 'validation/invalid' (CSRF checked first). */
export function parsed<S extends z.ZodType>(
  schema: S,
  req: FastifyRequest,
  reply: FastifyReply,
  csrf = true,
): z.output<S> | undefined {
  if (csrf && !requireCsrf(req, reply)) return undefined;
  const r = schema.safeParse(csrf ? req.body : req.query);
  if (r.success) return r.data;
  void envelopeError(reply, { code: 'validation/invalid', message: zodMessage(r.error) });
  return undefined;
}

/** The session data of a signed-in customer (its staff role and business facts) and the session's cart. */
const sessionData = (
  who: { customer: Customer; loginType: LoginType; role: StaffRole; business: BusinessAccountFacts | undefined },
  cart: Cart | null,
): SessionData => ({ ...sessionSummaryOf(who.customer, who.loginType, who.role, null, who.business ?? null), cart });

/**
 * Signs the request's session in to `customer` (a new session token: sessions.ts) and takes its cart along
 * (AccountService.adoptCart; a failure there leaves the cart out of the answer, never the sign-in): the session data.
 * Only an anonymous session's cart is taken along, never another customer's; its favorites are merged into the
 * customer's the same way (a failure there is logged and the sign-in stands).
 */
export async function signInSession(
  deps: AccountRouteDeps,
  req: FastifyRequest,
  reply: FastifyReply,
  who: { customer: Customer; loginType: LoginType; persistent: boolean; preserveCart: boolean },
): Promise<SessionData> {
  const before = await deps.sessions.current(req);
  const session = await deps.sessions.signIn(req, reply, {
    customerId: who.customer.id,
    loginType: who.loginType,
    persistent: who.persistent,
  });
  const anonymousOwnerId = before && before.customerId === null ? ownerIdOf(before) : session.anonymousId;
  const cart = await deps.accounts.adoptCart({
    anonymousOwnerId,
    customerId: who.customer.id,
    preserveCart: who.preserveCart,
  });
  if (!cart.ok) req.log.warn({ code: cart.error.code }, 'the cart did not follow the sign-in');
  if (before && before.customerId === null && deps.favorites) {
    await deps.favorites
      .adoptFavorites(ownerIdOf(before), who.customer.id)
      .catch((e: unknown) => req.log.warn({ err: e }, 'the favorites did not follow the sign-in'));
  }
  const role = await deps.accounts.roleOf(who.customer.id);
  const business = await deps.accounts.businessAccountOf(who.customer.id);
  return sessionData({ ...who, role, business }, cart.ok ? cart.value : null);
}

/** Sign in with a password, sign up, sign out and the e-mail lookup. */
function registerSignRoutes(app: FastifyInstance, deps: AccountRouteDeps, guard: () => RateGuardFn): void {
  const { accounts, sessions } = deps;
  app.post('/api/sign/in', { preHandler: guard() }, async (req, reply) => {
    const body = parsed(signInBody, req, reply);
    if (!body) return reply;
    const r = await accounts.signIn(body);
    if (!r.ok) return envelopeError(reply, r.error);
    const who = { customer: r.value, loginType: 'password' as const, persistent: body.keepLoggedIn };
    return reply.send({ data: await signInSession(deps, req, reply, { ...who, preserveCart: body.preserveCart }) });
  });
  app.post('/api/sign/up', async (req, reply) => {
    const body = parsed(signUpBody, req, reply);
    if (!body) return reply;
    const r = await accounts.signUp({ ...body, origin: deps.siteUrl });
    if (!r.ok) return envelopeError(reply, r.error);
    const who = { customer: r.value, loginType: 'password' as const, persistent: body.keepSignedIn };
    return reply.send({ data: await signInSession(deps, req, reply, { ...who, preserveCart: body.preserveCart }) });
  });
  app.post('/api/sign/out', async (req, reply) => {
    const body = parsed(signOutBody, req, reply);
    if (!body) return reply;
    const before = await sessions.current(req);
    const session = await sessions.signOut(req, reply);
    const copied =
      body.copyCartToAnonymousCart && before
        ? await accounts.copyCart({ fromOwnerId: ownerIdOf(before), toAnonymousId: session.anonymousId })
        : undefined;
    if (copied && !copied.ok) req.log.warn({ code: copied.error.code }, 'the cart was not copied at sign-out');
    const data: SessionData = { ...ANONYMOUS_SESSION, cart: copied?.ok ? copied.value : null };
    return reply.send({ data });
  });
  app.get('/api/users/find', async (req, reply) => {
    const q = parsed(findQuery, req, reply, false);
    if (!q) return reply;
    return reply.send({ data: { user: await accounts.findUser(q.email) } });
  });
}

/** A rate-limited route's preHandler (account-rate-limits.ts). */
export type RateGuardFn = ReturnType<Awaited<ReturnType<typeof accountRateLimits>>>;

/** The mailed links: request a sign-in link, sign in with one, forgot password, reset password. */
function registerKeyRoutes(app: FastifyInstance, deps: AccountRouteDeps, guard: () => RateGuardFn): void {
  const { accounts } = deps;
  app.post('/api/sign/send-sign-in-link-email', { preHandler: guard() }, async (req, reply) => {
    const body = parsed(linkBody, req, reply);
    if (!body) return reply;
    await accounts.sendSignInLink({ ...body, origin: deps.siteUrl });
    return reply.send({ data: { sent: true } });
  });
  app.post('/api/sign/in-by-link-key', { preHandler: guard() }, async (req, reply) => {
    const body = parsed(linkKeyBody, req, reply);
    if (!body) return reply;
    const r = await accounts.signInByLinkKey(body.key);
    if (!r.ok) return envelopeError(reply, r.error);
    const who = { customer: r.value.customer, loginType: 'magic link' as const, persistent: true };
    const data = await signInSession(deps, req, reply, { ...who, preserveCart: body.preserveCart });
    return reply.send({ data: { ...data, redirectPath: r.value.redirectPath } });
  });
  app.post('/api/sign/forgot-password', { preHandler: guard() }, async (req, reply) => {
    const body = parsed(forgotBody, req, reply);
    if (!body) return reply;
    await accounts.forgotPassword({ email: body.email, origin: deps.siteUrl });
    return reply.send({ data: { sent: true } });
  });
  app.post('/api/sign/reset-password', { preHandler: guard() }, async (req, reply) => {
    const body = parsed(resetBody, req, reply);
    if (!body) return reply;
    const r = await accounts.resetPassword(body);
    if (!r.ok) return envelopeError(reply, r.error);
    const who = { customer: r.value, loginType: 'password' as const, persistent: true, preserveCart: false };
    return reply.send({ data: await signInSession(deps, req, reply, who) });
  });
}

/**
 * The account routes of ports/account-backend.ts (spec: shell-account §7 sign-in rows): sign in, up and out, the
 * e-mail lookup, the mailed links, each body through its strict zod schema, every POST behind the CSRF header, the
 * sign-in, link and reset routes behind the rate limits of account-rate-limits.ts. Sign-in, sign-up, reset and link
 * sign-in rotate the session and answer SessionData with the session's cart; sign-out answers a fresh anonymous
 * session. Link and reset requests answer `{ sent: true }` whether or not the e-mail has an account. Returns the
 * factory of rate-limit guards, for the other sign-in routes (social-routes.ts).
 */
export async function registerAccountRoutes(app: FastifyInstance, deps: AccountRouteDeps): Promise<() => RateGuardFn> {
  const guard = await accountRateLimits(app, deps.rateLimits);
  registerSignRoutes(app, deps, guard);
  registerKeyRoutes(app, deps, guard);
  return guard;
}
