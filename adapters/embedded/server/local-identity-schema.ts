/**
 * Migration 28: the local test identity provider's state on a shared database (PostgreSQL, several server
 * processes), so that a sign-in begun on one process can finish on another: `local_identity_entries` holds
 * oidc-provider's adapter payloads (sessions, interactions, codes, tokens, grants) by model and id, with the
 * columns its lookups need and their expiry; `local_identity_keys` holds the provider's signing key and cookie key
 * (made by the first process that needs them, read by the others). On PGlite the provider keeps them in memory.
 */
export const LOCAL_IDENTITY_MIGRATION = {
  id: 28,
  name: 'local-identity-provider-state',
  sql: `
CREATE TABLE local_identity_entries (model text NOT NULL, id text NOT NULL, payload jsonb NOT NULL, uid text,
  user_code text, grant_id text, expires_at timestamptz, PRIMARY KEY (model, id));
CREATE INDEX local_identity_entries_uid ON local_identity_entries (model, uid);
CREATE INDEX local_identity_entries_grant ON local_identity_entries (model, grant_id);
CREATE INDEX local_identity_entries_expiry ON local_identity_entries (model, expires_at);
CREATE TABLE local_identity_keys (name text PRIMARY KEY, value jsonb NOT NULL)
`,
} as const;
