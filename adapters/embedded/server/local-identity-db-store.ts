import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Queryable } from '../db/database';

/**
 * The local test identity provider's storage (oidc-provider's Adapter) in the database (migration 28,
 * `local_identity_entries`), used when the database is shared by several server processes: a sign-in's
 * interaction, session, code and grant are then found by whichever process the next request reaches. An entry
 * expires with the provider's own lifetime for it (`expiresIn`, seconds; expired entries are never returned, and
 * those of the model are deleted at its next write); a consumed entry keeps its payload with `consumed` set (the
 * seconds since the epoch), so an authorization code used twice is refused.
 */
export class DbLocalIdentityStore implements Adapter {
  constructor(
    private readonly db: Queryable,
    private readonly model: string,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    await this.db.query('DELETE FROM local_identity_entries WHERE model = $1 AND expires_at < now()', [this.model]);
    await this.db.query(
      `INSERT INTO local_identity_entries (model, id, payload, uid, user_code, grant_id, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, CASE WHEN $7::int IS NULL THEN NULL ELSE now() + make_interval(secs => $7) END)
       ON CONFLICT (model, id) DO UPDATE SET payload = $3, uid = $4, user_code = $5, grant_id = $6,
         expires_at = EXCLUDED.expires_at`,
      [
        this.model,
        id,
        payload,
        payload.uid ?? null,
        payload.userCode ?? null,
        payload.grantId ?? null,
        expiresIn ? Math.ceil(expiresIn) : null,
      ],
    );
  }

  find(id: string): Promise<AdapterPayload | undefined> {
    return this.one('id = $2', id);
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.one('user_code = $2', userCode);
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.one('uid = $2', uid);
  }

  async consume(id: string): Promise<void> {
    await this.db.query(
      "UPDATE local_identity_entries SET payload = payload || jsonb_build_object('consumed', $3::bigint) " +
        'WHERE model = $1 AND id = $2',
      [this.model, id, Math.floor(Date.now() / 1000)],
    );
  }

  async destroy(id: string): Promise<void> {
    await this.db.query('DELETE FROM local_identity_entries WHERE model = $1 AND id = $2', [this.model, id]);
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db.query('DELETE FROM local_identity_entries WHERE model = $1 AND grant_id = $2', [this.model, grantId]);
  }

  private async one(where: string, value: string): Promise<AdapterPayload | undefined> {
    const [row] = await this.db.query<{ payload: AdapterPayload }>(
      `SELECT payload FROM local_identity_entries WHERE model = $1 AND ${where} ` +
        'AND (expires_at IS NULL OR expires_at > now()) LIMIT 1',
      [this.model, value],
    );
    return row?.payload;
  }
}

/** The provider's secrets: its RS256 signing key (a private JWK with `kid`) and its cookie-signing key. */
export interface LocalIdentitySecrets {
  readonly jwk: Record<string, unknown>;
  readonly cookieKey: string;
}

/**
 * The provider's secrets shared by every process on the database (`local_identity_keys`, name 'provider'): the
 * first caller's `made()` is stored, and every caller gets what is stored.
 */
export async function sharedLocalIdentitySecrets(
  db: Queryable,
  made: () => LocalIdentitySecrets,
): Promise<LocalIdentitySecrets> {
  await db.query(
    "INSERT INTO local_identity_keys (name, value) VALUES ('provider', $1) ON CONFLICT (name) DO NOTHING",
    [made()],
  );
  const [row] = await db.query<{ value: LocalIdentitySecrets }>(
    "SELECT value FROM local_identity_keys WHERE name = 'provider'",
  );
  if (!row) throw new Error('the local identity provider keys could not be stored');
  return row.value;
}
