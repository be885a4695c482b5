/**
 * Migration 23: resellers' resale certificates (shell-account §2 Reseller Certifications).
 * Every upload is a row (history; the newest per state counts), gone with its customer; the file's bytes are kept in
 * `file` (bytea, at most 10 MB, checked before the insert). `status` moves from 'pending' to 'approved' or
 * 'rejected' once, by a conditional update.
 */
export const RESALE_CERTIFICATES_MIGRATION = {
  id: 23,
  name: 'resale-certificates',
  sql: `
CREATE TABLE resale_certificates (id text PRIMARY KEY, \
customer_id text NOT NULL REFERENCES customers(id) ON DELETE CASCADE, state text NOT NULL, \
certificate_number text NOT NULL, expires_on date NOT NULL, file_name text NOT NULL, content_type text NOT NULL \
CHECK (content_type IN ('application/pdf', 'image/png', 'image/jpeg')), size_bytes int NOT NULL, file bytea NOT NULL, \
status text NOT NULL CHECK (status IN ('pending', 'approved', 'rejected')), reason text, \
submitted_at timestamptz NOT NULL, reviewed_at timestamptz, reviewed_by text);
CREATE INDEX resale_certificates_customer ON resale_certificates (customer_id, submitted_at DESC);
CREATE INDEX resale_certificates_status ON resale_certificates (status, submitted_at DESC)
`,
} as const;
