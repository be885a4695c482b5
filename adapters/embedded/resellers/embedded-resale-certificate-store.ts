import { z } from 'zod';
import {
  CERTIFICATE_CONTENT_TYPES,
  CERTIFICATE_STATUSES,
  type CertificateStatus,
  type ResaleCertificate,
} from '../../../core/resellers';
import type { CertificateFile, CertificateReview, ResaleCertificateStore } from '../../../ports/resale-certificates';
import type { Database } from '../db/database';

const time = z.union([z.string(), z.date()]).transform((t) => new Date(t).toISOString());
const day = z
  .union([z.string(), z.date()])
  .transform((d) => (typeof d === 'string' ? d.slice(0, 10) : d.toISOString().slice(0, 10)));

/** A resale_certificates row without its file, as the database gives it back. */
const certificateRow = z.object({
  id: z.string(),
  customer_id: z.string(),
  state: z.string(),
  certificate_number: z.string(),
  expires_on: day,
  file_name: z.string(),
  content_type: z.enum(CERTIFICATE_CONTENT_TYPES),
  size_bytes: z.number().int(),
  status: z.enum(CERTIFICATE_STATUSES),
  reason: z.string().nullable(),
  submitted_at: time,
  reviewed_at: time.nullable(),
  reviewed_by: z.string().nullable(),
});

const COLUMNS =
  "id, customer_id, state, certificate_number, to_char(expires_on, 'YYYY-MM-DD') AS expires_on, file_name, " +
  'content_type, size_bytes, status, reason, submitted_at, reviewed_at, reviewed_by';
const NEWEST = 'ORDER BY submitted_at DESC, id DESC';

function toCertificate(row: unknown): ResaleCertificate {
  const r = certificateRow.parse(row);
  return {
    id: r.id,
    customerId: r.customer_id,
    state: r.state,
    certificateNumber: r.certificate_number,
    expiresOn: r.expires_on,
    fileName: r.file_name,
    contentType: r.content_type,
    sizeBytes: r.size_bytes,
    status: r.status,
    ...(r.reason === null ? {} : { reason: r.reason }),
    submittedAt: r.submitted_at,
    ...(r.reviewed_at === null ? {} : { reviewedAt: r.reviewed_at }),
    ...(r.reviewed_by === null ? {} : { reviewedBy: r.reviewed_by }),
  };
}

const fileRow = z.object({
  content_type: z.enum(CERTIFICATE_CONTENT_TYPES),
  file_name: z.string(),
  file: z.instanceof(Uint8Array),
});

/**
 * The ResaleCertificateStore on the embedded database (PGlite or PostgreSQL; migration 23, `schema.ts`): one row per
 * upload with the file as bytea; a review is one `UPDATE … WHERE status = 'pending' RETURNING`, so of two concurrent
 * reviews one wins. Lists never read the file column.
 */
export class EmbeddedResaleCertificateStore implements ResaleCertificateStore {
  constructor(private readonly db: Database) {}

  async add(c: ResaleCertificate, bytes: Uint8Array): Promise<void> {
    await this.db.query(
      'INSERT INTO resale_certificates (id, customer_id, state, certificate_number, expires_on, file_name, ' +
        'content_type, size_bytes, file, status, reason, submitted_at, reviewed_at, reviewed_by) ' +
        'VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)',
      [
        c.id,
        c.customerId,
        c.state,
        c.certificateNumber,
        c.expiresOn,
        c.fileName,
        c.contentType,
        c.sizeBytes,
        // A Buffer: node-postgres sends it as bytea (a plain Uint8Array would go as text); PGlite takes either.
        Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
        c.status,
        c.reason ?? null,
        c.submittedAt,
        c.reviewedAt ?? null,
        c.reviewedBy ?? null,
      ],
    );
  }

  async get(id: string): Promise<ResaleCertificate | undefined> {
    const [row] = await this.db.query(`SELECT ${COLUMNS} FROM resale_certificates WHERE id = $1`, [id]);
    return row === undefined ? undefined : toCertificate(row);
  }

  async listByCustomer(customerId: string): Promise<readonly ResaleCertificate[]> {
    const sql = `SELECT ${COLUMNS} FROM resale_certificates WHERE customer_id = $1 ${NEWEST}`;
    return (await this.db.query(sql, [customerId])).map(toCertificate);
  }

  async list(status?: CertificateStatus): Promise<readonly ResaleCertificate[]> {
    const rows = status
      ? await this.db.query(`SELECT ${COLUMNS} FROM resale_certificates WHERE status = $1 ${NEWEST}`, [status])
      : await this.db.query(`SELECT ${COLUMNS} FROM resale_certificates ${NEWEST}`);
    return rows.map(toCertificate);
  }

  async file(id: string): Promise<CertificateFile | undefined> {
    const sql = 'SELECT content_type, file_name, file FROM resale_certificates WHERE id = $1';
    const [row] = await this.db.query(sql, [id]);
    if (row === undefined) return undefined;
    const r = fileRow.parse(row);
    return { contentType: r.content_type, fileName: r.file_name, bytes: new Uint8Array(r.file) };
  }

  async review(id: string, review: CertificateReview): Promise<ResaleCertificate | undefined> {
    const [row] = await this.db.query(
      'UPDATE resale_certificates SET status = $2, reason = $3, reviewed_at = $4, reviewed_by = $5 ' +
        `WHERE id = $1 AND status = 'pending' RETURNING ${COLUMNS}`,
      [id, review.status, review.reason ?? null, review.reviewedAt, review.reviewedBy],
    );
    return row === undefined ? undefined : toCertificate(row);
  }
}
