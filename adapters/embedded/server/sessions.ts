import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { LOGIN_TYPES, type ActingFor, type LoginType } from '../../../core/customers';
import type { Database } from '../db/database';
import type { IdGenerator } from '../../../ports/ids';
import type { Clock } from '../../../ports/clock';
import { BatchedInsert } from '../engine/batched-insert';

/** Name of the session cookie. */
export const SESSION_COOKIE = 'nutshell_session';
/** Cookie lifetime: 6 months of 30.5 days (spec: core-cart-checkout §9 Cookies). */
export const SESSION_MAX_AGE_S = Math.round(6 * 30.5 * 86_400);
/**
 * Server-side lifetime of a signed-in session without "keep me signed in" (keepLoggedIn / keepSignedIn false): its
 * cookie has no Max-Age (it ends with the browser session) and the server forgets it after 12 hours anyway.
 */
export const SHORT_SESSION_S = 12 * 3_600;

/** The INSERT of a session row (its 12 columns), batched by BatchedInsert. */
const SESSION_INSERT =
  'INSERT INTO sessions (id_hash, anonymous_id, customer_id, login_type, persistent, created_at, expires_at, ' +
  'acting_cart_id, acting_cart_key, acting_owner_id, acting_customer_id, acting_customer_email)';

/** Sessions kept in memory at most on an exclusive database. */
export const SESSION_CACHE_MAX = 50_000;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** true when the request came over plain http to localhost (development), where Secure cookies are not kept. */
export function isPlainLocalhost(req: FastifyRequest): boolean {
  return req.protocol === 'http' && /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(req.hostname);
}

/**
 * A session as stored: its anonymousId, the customer signed in to it (null: anonymous), how it signed in, whether
 * its cookie outlives the browser session, and when it expires (epoch ms).
 */
export interface SessionRecord {
  readonly anonymousId: string;
  readonly customerId: string | null;
  readonly loginType: LoginType | null;
  readonly persistent: boolean;
  readonly expiresAtMs: number;
  /** A CX agent's session: whom it acts for and the owner id of that cart (set only by Sessions.act). */
  readonly acting: Acting | null;
}

/** Whom a CX agent's session acts for (core/customers ActingFor) and the acted cart's owner id (its anonymousId). */
export interface Acting extends ActingFor {
  readonly ownerId: string;
}

/** What the session summary tells of an acting session: the cart and the customer, not the owner id. */
export function actingForOf(a: Acting): ActingFor {
  return { cartId: a.cartId, cartKey: a.cartKey, customerId: a.customerId, customerEmail: a.customerEmail };
}

/** The acting columns of a session row: cart id, cart key, owner id, customer id, customer e-mail (all null: none). */
function actingColumns(a: Acting | null): (string | null)[] {
  return a ? [a.cartId, a.cartKey, a.ownerId, a.customerId, a.customerEmail] : [null, null, null, null, null];
}

/** Who signs in to a session: the customer, how, and whether its cookie outlives the browser session. */
type Who = { readonly customerId: string; readonly loginType: LoginType; readonly persistent: boolean };

/**
 * The id that owns a session's carts, favorites and purchase history: while a CX agent acts for a customer, the
 * acted cart's owner (so every cart and checkout route works on that cart); else the customer's id when one is
 * signed in (so every device of the customer shares them), else the session's anonymousId.
 */
export const ownerIdOf = (s: SessionRecord): string => s.acting?.ownerId ?? s.customerId ?? s.anonymousId;

const sessionRow = z.object({
  anonymous_id: z.string(),
  customer_id: z.string().nullable(),
  login_type: z.enum(LOGIN_TYPES).nullable(),
  persistent: z.boolean(),
  expires_at: z.union([z.string(), z.date()]),
  acting_cart_id: z.string().nullable(),
  acting_cart_key: z.string().nullable(),
  acting_owner_id: z.string().nullable(),
  acting_customer_id: z.string().nullable(),
  acting_customer_email: z.string().nullable(),
});

/** The acting state of a session row (null unless a cart and its owner are recorded). */
function actingOfRow(r: z.output<typeof sessionRow>): Acting | null {
  if (r.acting_cart_id === null || r.acting_owner_id === null) return null;
  return {
    cartId: r.acting_cart_id,
    cartKey: r.acting_cart_key,
    ownerId: r.acting_owner_id,
    customerId: r.acting_customer_id,
    customerEmail: r.acting_customer_email,
  };
}

/**
 * Browser sessions: an unguessable token in an HttpOnly, SameSite=Lax, path=/ cookie (Secure except on plain-http
 * localhost), stored hashed. Each session has an anonymousId; a signed-in one also its customer. The token is
 * rotated on sign-in and sign-out (a new token and row, the old row deleted), so a token seen before the sign-in
 * never reaches the customer's session.
 */
export class Sessions {
  /**
   * Sessions this process created or found, by token hash, while the database is exclusive to it
   * (`Database.exclusive`): only this class writes the sessions table, never changes a row (rotation deletes it and
   * drops it from here), so a kept session is exactly what the table holds. Unknown tokens are not kept.
   */
  private readonly kept: LRUCache<string, SessionRecord> | undefined;
  /** New sessions' rows, group-committed: a session's cookie is set only once its row has committed. */
  private readonly inserts: BatchedInsert;

  constructor(
    private readonly db: Database,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {
    this.kept = db.exclusive ? new LRUCache({ max: SESSION_CACHE_MAX }) : undefined;
    this.inserts = new BatchedInsert(db, SESSION_INSERT, 12, 'RETURNING id_hash AS id');
  }

  private tokenHashOf(req: FastifyRequest): string | undefined {
    const token = req.cookies[SESSION_COOKIE];
    return token && token.length <= 200 ? hash(token) : undefined;
  }

  /** The request's session (known, unexpired), or undefined. */
  async current(req: FastifyRequest): Promise<SessionRecord | undefined> {
    const idHash = this.tokenHashOf(req);
    if (!idHash) return undefined;
    const now = this.clock.nowMs();
    const kept = this.kept?.get(idHash);
    if (kept) return kept.expiresAtMs > now ? kept : undefined;
    const [row] = await this.db.query(
      'SELECT anonymous_id, customer_id, login_type, persistent, expires_at, acting_cart_id, acting_cart_key, ' +
        'acting_owner_id, acting_customer_id, acting_customer_email FROM sessions ' +
        'WHERE id_hash = $1 AND expires_at > $2',
      [idHash, new Date(now).toISOString()],
    );
    if (!row) return undefined;
    const r = sessionRow.parse(row);
    const record: SessionRecord = {
      anonymousId: r.anonymous_id,
      customerId: r.customer_id,
      loginType: r.login_type,
      persistent: r.persistent,
      expiresAtMs: new Date(r.expires_at).getTime(),
      acting: actingOfRow(r),
    };
    this.kept?.set(idHash, record);
    return record;
  }

  /** The owner id of the request's session (ownerIdOf), or undefined without a valid session. */
  async find(req: FastifyRequest): Promise<string | undefined> {
    const s = await this.current(req);
    return s ? ownerIdOf(s) : undefined;
  }

  /** The owner id of the request's session, creating an anonymous session (and its cookie) when missing. */
  async ensure(req: FastifyRequest, reply: FastifyReply): Promise<string> {
    return (await this.ensureSession(req, reply)).ownerId;
  }

  /**
   * As `ensure`, saying whether the session was created by this request (`created`: its owner id was just minted, so
   * nothing is stored under it yet).
   */
  async ensureSession(req: FastifyRequest, reply: FastifyReply): Promise<{ ownerId: string; created: boolean }> {
    const existing = await this.current(req);
    if (existing) return { ownerId: ownerIdOf(existing), created: false };
    return { ownerId: ownerIdOf(await this.create(req, reply, undefined)), created: true };
  }

  /**
   * Signs the request's session in to `customerId`: a new token and row (the old row deleted), with a six-month
   * cookie when `persistent`, else a browser-session cookie and a SHORT_SESSION_S server-side expiry. The new
   * session, whose owner id is the customer's.
   */
  async signIn(req: FastifyRequest, reply: FastifyReply, who: Who): Promise<SessionRecord> {
    await this.drop(req);
    return this.create(req, reply, who);
  }

  /** Signs the request's session out: its row deleted and a new anonymous session (new token, new anonymousId). */
  async signOut(req: FastifyRequest, reply: FastifyReply): Promise<SessionRecord> {
    await this.drop(req);
    return this.create(req, reply, undefined);
  }

  /**
   * After a password change (shell-account §2 Your Account): every session of `customerId` ends (its rows deleted,
   * other devices signed out) and the request's session continues under a new token, with its login type and
   * persistence. The new session.
   */
  async endOtherSessions(req: FastifyRequest, reply: FastifyReply, customerId: string): Promise<SessionRecord> {
    const current = await this.current(req);
    await this.db.query('DELETE FROM sessions WHERE customer_id = $1', [customerId]);
    this.forgetCustomer(customerId);
    return this.create(req, reply, {
      customerId,
      loginType: current?.loginType ?? 'password',
      persistent: current?.persistent ?? true,
    });
  }

  /**
   * A signed-in session starts (`acting` given) or stops (null) acting for a customer (core §6 CX mode), rotated as
   * signIn does: a new token and row with the same customer, login type and persistence. The caller checked that the
   * session's customer is staff (staff-guard.ts). undefined without a signed-in session.
   */
  async act(req: FastifyRequest, reply: FastifyReply, acting: Acting | null): Promise<SessionRecord | undefined> {
    const current = await this.current(req);
    if (!current?.customerId || !current.loginType) return undefined;
    const who = { customerId: current.customerId, loginType: current.loginType, persistent: current.persistent };
    await this.drop(req);
    return this.create(req, reply, who, acting);
  }

  /** Forgets the kept sessions of `customerId` (their rows were deleted elsewhere: CustomerStore.revokeStaff). */
  forgetCustomer(customerId: string): void {
    if (!this.kept) return;
    const ended = [...this.kept.entries()].filter(([, s]) => s.customerId === customerId).map(([k]) => k);
    for (const idHash of ended) this.kept.delete(idHash);
  }

  private async drop(req: FastifyRequest): Promise<void> {
    const idHash = this.tokenHashOf(req);
    if (!idHash) return;
    this.kept?.delete(idHash);
    await this.db.query('DELETE FROM sessions WHERE id_hash = $1', [idHash]);
  }

  private async create(
    req: FastifyRequest,
    reply: FastifyReply,
    who: Who | undefined,
    acting: Acting | null = null,
  ): Promise<SessionRecord> {
    const token = this.ids.token();
    const now = this.clock.nowMs();
    const idHash = hash(token);
    const persistent = who?.persistent ?? true;
    const record: SessionRecord = {
      anonymousId: this.ids.uuid(),
      customerId: who?.customerId ?? null,
      loginType: who?.loginType ?? null,
      persistent,
      expiresAtMs: now + (persistent ? SESSION_MAX_AGE_S : SHORT_SESSION_S) * 1000,
      acting: who ? acting : null,
    };
    await this.inserts.insert(
      [
        idHash,
        record.anonymousId,
        record.customerId,
        record.loginType,
        persistent,
        new Date(now).toISOString(),
        new Date(record.expiresAtMs).toISOString(),
        ...actingColumns(record.acting),
      ],
      idHash,
    );
    this.kept?.set(idHash, record);
    reply.setCookie(SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: !isPlainLocalhost(req),
      path: '/',
      ...(persistent ? { maxAge: SESSION_MAX_AGE_S } : {}),
    });
    return record;
  }
}

/** Header every state-changing browser request must carry (CSRF: a cross-site form cannot set it). */
export const CSRF_HEADER = 'x-nutshell-csrf';
