import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { normalizeEmail } from '../../../core/customers';
import { envelopeError } from './storefront-routes';

/** The window of the account rate limits: 15 minutes. */
export const ACCOUNT_RATE_WINDOW_MS = 15 * 60_000;
/** Requests of one route per e-mail (normalized) in the window, by default. */
export const ACCOUNT_RATE_PER_EMAIL = 10;
/** Requests of one route per client address in the window, by default. */
export const ACCOUNT_RATE_PER_ADDRESS = 50;

/** The account rate limits: requests of one route per client address and per e-mail in ACCOUNT_RATE_WINDOW_MS. */
export interface AccountRateLimits {
  readonly perAddress: number;
  readonly perEmail: number;
}

/** A rate-limited route's guard: a preHandler that answers 429 'account/rate-limited' once a limit is reached. */
export type RateGuard = (req: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;

/** The e-mail of a JSON body, normalized, or undefined when the body has none. */
function emailOf(req: FastifyRequest): string | undefined {
  const body = req.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' && body.email.length <= 254 ? normalizeEmail(body.email) : undefined;
}

/**
 * Registers @fastify/rate-limit on `app` without a global limit (the rest of the app is not slowed) and returns a
 * factory of guards for the sign-in, link and reset routes (spec: shell-account §4 Sign-in flow; DESIGN security): per
 * client address `limits.perAddress` (default ACCOUNT_RATE_PER_ADDRESS) and, where the body names an e-mail, per
 * e-mail `limits.perEmail` (default ACCOUNT_RATE_PER_EMAIL) in ACCOUNT_RATE_WINDOW_MS, each route counted on its
 * own. Over a limit: 429 in the envelope, key 'account/rate-limited', `Retry-After` in seconds. Counters live in
 * this process's memory (an LRU).
 */
export async function accountRateLimits(
  app: FastifyInstance,
  limits: AccountRateLimits = { perAddress: ACCOUNT_RATE_PER_ADDRESS, perEmail: ACCOUNT_RATE_PER_EMAIL },
): Promise<() => RateGuard> {
  await app.register(rateLimit, { global: false });
  return () => {
    const perAddress = app.createRateLimit({
      max: limits.perAddress,
      timeWindow: ACCOUNT_RATE_WINDOW_MS,
      keyGenerator: (req) => req.ip,
    });
    const perEmail = app.createRateLimit({
      max: limits.perEmail,
      timeWindow: ACCOUNT_RATE_WINDOW_MS,
      keyGenerator: (req) => emailOf(req) ?? '',
    });
    return async (req, reply) => {
      const email = emailOf(req);
      for (const limit of email === undefined ? [perAddress] : [perAddress, perEmail]) {
        const r = await limit(req);
        if (r.isAllowed || !r.isExceeded) continue;
        return refuse(reply, r.ttlInSeconds);
      }
      return undefined;
    };
  };
}

/** The 429 answer of a reached limit: 'account/rate-limited' with `Retry-After` (seconds). */
function refuse(reply: FastifyReply, ttlInSeconds: number): FastifyReply {
  reply.header('retry-after', String(ttlInSeconds));
  return envelopeError(reply, {
    code: 'account/rate-limited',
    message: 'Too many attempts. Please wait a few minutes and try again.',
    details: { retryAfterS: ttlInSeconds },
  });
}

/**
 * A guard like those of `accountRateLimits` (which must have registered the plugin on `app` first) for a route whose
 * body names no e-mail: ACCOUNT_RATE_PER_ADDRESS per client address and ACCOUNT_RATE_PER_EMAIL per `keyOf(req)` (e.g.
 * the session) in ACCOUNT_RATE_WINDOW_MS; a request without a key is counted per address only.
 */
export function keyedRateGuard(app: FastifyInstance, keyOf: (req: FastifyRequest) => string | undefined): RateGuard {
  const perAddress = app.createRateLimit({
    max: ACCOUNT_RATE_PER_ADDRESS,
    timeWindow: ACCOUNT_RATE_WINDOW_MS,
    keyGenerator: (req) => req.ip,
  });
  const perKey = app.createRateLimit({
    max: ACCOUNT_RATE_PER_EMAIL,
    timeWindow: ACCOUNT_RATE_WINDOW_MS,
    keyGenerator: (req) => keyOf(req) ?? '',
  });
  return async (req, reply) => {
    for (const limit of keyOf(req) === undefined ? [perAddress] : [perAddress, perKey]) {
      const r = await limit(req);
      if (!r.isAllowed && r.isExceeded) return refuse(reply, r.ttlInSeconds);
    }
    return undefined;
  };
}
