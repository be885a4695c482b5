import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import type { IdGenerator } from '../../../ports/ids';
import type { Clock } from '../../../ports/clock';

/** Name of the session cookie. */
export const SESSION_COOKIE = 'nutshell_session';
/** Cookie lifetime: 6 months of 30.5 days (spec: core-cart-checkout §9 Cookies). */
export const SESSION_MAX_AGE_S = Math.round(6 * 30.5 * 86_400);

/** Sessions kept in memory at most on an exclusive database. */
export const SESSION_CACHE_MAX = 50_000;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** true when the request came over plain http to localhost (development), where Secure cookies are not kept. */
function isPlainLocalhost(req: FastifyRequest): boolean {
  return req.protocol === 'http' && /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(req.hostname);
}

/**
 * Anonymous browser sessions: an unguessable token in an HttpOnly, SameSite=Lax, path=/ cookie (Secure
 * except on plain-http localhost), stored hashed. Each session has an anonymousId that owns its carts.
 */
export class Sessions {
  /**
   * Sessions this process created or found, by token hash, while the database is exclusive to it
   * (`Database.exclusive`): only this class writes the sessions table, and it never changes a row, so a kept
   * session is exactly what the table holds. Unknown tokens are not kept (each asks the database).
   */
  private readonly kept: LRUCache<string, { anonymousId: string; expiresAtMs: number }> | undefined;

  constructor(
    private readonly db: Database,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {
    this.kept = db.exclusive ? new LRUCache({ max: SESSION_CACHE_MAX }) : undefined;
  }

  /** The session's anonymousId, or undefined when the request has no valid (known, unexpired) session. */
  async find(req: FastifyRequest): Promise<string | undefined> {
    const token = req.cookies[SESSION_COOKIE];
    if (!token || token.length > 200) return undefined;
    const idHash = hash(token);
    const now = this.clock.nowMs();
    const kept = this.kept?.get(idHash);
    if (kept) return kept.expiresAtMs > now ? kept.anonymousId : undefined;
    const [row] = await this.db.query<{ anonymous_id: string; expires_at: string | Date }>(
      'SELECT anonymous_id, expires_at FROM sessions WHERE id_hash = $1 AND expires_at > $2',
      [idHash, new Date(now).toISOString()],
    );
    if (!row) return undefined;
    this.kept?.set(idHash, { anonymousId: row.anonymous_id, expiresAtMs: new Date(row.expires_at).getTime() });
    return row.anonymous_id;
  }

  /** The session's anonymousId, creating the session (and its cookie) when missing. */
  async ensure(req: FastifyRequest, reply: FastifyReply): Promise<string> {
    const existing = await this.find(req);
    if (existing) return existing;
    const token = this.ids.token();
    const anonymousId = this.ids.uuid();
    const now = this.clock.nowMs();
    const idHash = hash(token);
    const expiresAtMs = now + SESSION_MAX_AGE_S * 1000;
    await this.db.query(
      'INSERT INTO sessions (id_hash, anonymous_id, created_at, expires_at) VALUES ($1, $2, $3, $4)',
      [idHash, anonymousId, new Date(now).toISOString(), new Date(expiresAtMs).toISOString()],
    );
    this.kept?.set(idHash, { anonymousId, expiresAtMs });
    reply.setCookie(SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: !isPlainLocalhost(req),
      path: '/',
      maxAge: SESSION_MAX_AGE_S,
    });
    return anonymousId;
  }
}

/** Header every state-changing browser request must carry (CSRF: a cross-site form cannot set it). */
export const CSRF_HEADER = 'x-nutshell-csrf';
