import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import type { Database } from '../db/database';
import type { IdGenerator } from '../../../ports/ids';
import type { Clock } from '../../../ports/clock';
import { statusFor } from './error-status';

/** An API client allowed the client-credentials grant (server and CLI). */
export interface ApiClient {
  readonly clientId: string;
  readonly clientSecret: string;
}

/**
 * Statuses of the token endpoint's refusals, fixed by OAuth 2.0 (RFC 6749 §5.2: invalid_client is 401, other
 * errors 400) with its own `{ error }` body: protocol answers, not domain errors.
 */
const OAUTH_STATUS = { invalidRequest: 400, invalidClient: 401 } as const;

/** Token lifetime: 48 hours, as commercetools. */
export const TOKEN_TTL_S = 172_800;
const hash = (t: string) => createHash('sha256').update(t).digest('hex');

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * POST /commerce/oauth/token (client-credentials, HTTP Basic auth), answering as commercetools does:
 * `{ access_token, token_type: 'Bearer', expires_in, scope }`. Tokens are stored hashed.
 */
export function registerOAuth(
  app: FastifyInstance,
  deps: { db: Database; ids: IdGenerator; clock: Clock; clients: readonly ApiClient[]; projectKey: string },
): void {
  app.post('/commerce/oauth/token', async (req, reply) => {
    const body = z
      .object({ grant_type: z.literal('client_credentials'), scope: z.string().max(500).optional() })
      .safeParse(req.body);
    if (!body.success) {
      const statusCode = OAUTH_STATUS.invalidRequest;
      const message = 'grant_type must be client_credentials';
      return reply.code(statusCode).send({ statusCode, message, error: 'unsupported_grant_type' });
    }
    const m = /^Basic (.+)$/.exec(req.headers.authorization ?? '');
    const [id, secret] = m
      ? Buffer.from(m[1] ?? '', 'base64')
          .toString('utf8')
          .split(':')
      : [];
    const client = deps.clients.find((c) => c.clientId === id);
    if (!client || !secret || !safeEqual(client.clientSecret, secret)) {
      const statusCode = OAUTH_STATUS.invalidClient;
      const message = 'Please provide valid client credentials.';
      return reply.code(statusCode).send({ statusCode, message, error: 'invalid_client' });
    }
    const token = deps.ids.token();
    const scope = `manage_project:${deps.projectKey}`;
    await deps.db.query('INSERT INTO api_tokens (token_hash, client_id, scope, expires_at) VALUES ($1, $2, $3, $4)', [
      hash(token),
      client.clientId,
      scope,
      new Date(deps.clock.nowMs() + TOKEN_TTL_S * 1000).toISOString(),
    ]);
    return { access_token: token, token_type: 'Bearer', expires_in: TOKEN_TTL_S, scope };
  });
}

/** Bearer tokens kept as valid per database, at most. */
export const VALID_TOKENS_KEPT = 1000;

/**
 * Bearer tokens found valid, per database: the token → its expiry (ms since the epoch). `api_tokens` is insert-only
 * (no token is ever revoked), so a token found valid stays valid until its expiry in every process, and the commerce
 * API's requests need not read the table again (one statement fewer per request).
 */
const validTokens = new WeakMap<Database, LRUCache<string, number>>();

/**
 * true when the request carries a valid, unexpired bearer token of an API client (`Authorization: Bearer <token>`,
 * the token stored hashed in `api_tokens`); a token found valid is kept until its expiry (validTokens).
 */
export async function hasValidToken(req: FastifyRequest, db: Database, clock: Clock): Promise<boolean> {
  const m = /^Bearer ([A-Za-z0-9_-]{16,200})$/.exec(req.headers.authorization ?? '');
  const token = m?.[1];
  if (!token) return false;
  const now = clock.nowMs();
  let kept = validTokens.get(db);
  if (!kept) validTokens.set(db, (kept = new LRUCache<string, number>({ max: VALID_TOKENS_KEPT })));
  const expiresAt = kept.get(token);
  if (expiresAt !== undefined && expiresAt > now) return true;
  const [row] = await db.query<{ expires_at: Date | string }>(
    'SELECT expires_at FROM api_tokens WHERE token_hash = $1 AND expires_at > $2',
    [hash(token), new Date(now).toISOString()],
  );
  if (row === undefined) return false;
  kept.set(token, new Date(row.expires_at).getTime());
  return true;
}

/**
 * An onRequest hook refusing a request without a valid bearer token (hasValidToken): commercetools' 401
 * `invalid_token` body, with the status of 'auth/unauthorized'. The commerce API's scope (app.ts) installs it.
 */
export function requireApiToken(
  db: Database,
  clock: Clock,
): (req: FastifyRequest, reply: FastifyReply) => Promise<unknown> {
  return async (req, reply) => {
    if (await hasValidToken(req, db, clock)) return undefined;
    const statusCode = statusFor('auth/unauthorized');
    const error = { code: 'invalid_token', message: 'The token is missing, invalid or expired.' };
    return reply.code(statusCode).send({ statusCode, message: 'invalid_token', errors: [error] });
  };
}
